import fs from 'node:fs';
import path from 'node:path';

interface ManifestRoute {
  path?: string;
  index?: boolean;
  parentId?: string;
  module?: string;
  imports?: string[];
}

type Routes = Record<string, ManifestRoute>;

/** `window.__reactRouterManifest={…};`: the build's route manifest, or undefined if unreadable. */
function readRoutes(file: string): Routes | undefined {
  try {
    const text = fs.readFileSync(file, 'utf8');
    const json = text.slice(text.indexOf('=') + 1, text.lastIndexOf('}') + 1);
    const routes = (JSON.parse(json) as { routes?: unknown }).routes;
    return routes && typeof routes === 'object' ? (routes as Routes) : undefined;
  } catch {
    return undefined;
  }
}

const segments = (pattern: string) => pattern.split('/').filter(Boolean);

/** A route's whole address pattern, its ancestors' paths joined ('app/mind-maps/:id'). */
function patternOf(routes: Routes, id: string): string[] {
  const parts: string[] = [];
  for (let at: string | undefined = id; at; at = routes[at]?.parentId) {
    parts.unshift(...segments(routes[at]?.path ?? ''));
  }
  return parts;
}

function matches(pattern: string[], address: string[]): boolean {
  return (
    pattern.length === address.length &&
    pattern.every((part, i) => part.startsWith(':') || part === address[i])
  );
}

/**
 * The module preloads the SPA fallback lacks for a client-side screen. The fallback is one page
 * for every screen that is not prerendered, so it names only the root's scripts: the browser
 * learns the screen's own route modules only once those have run, one more round trip before the
 * screen can answer a tap on a slow phone. The server knows the address, so it names them in the
 * page, at low priority like the prerendered shells' preloads (docs/decisions/062-first-tap-lighter-shell.md).
 * Returns '' when the build has no readable manifest or no route matches.
 */
export function routePreloads(root: string, fallbackHtml: string): (pathname: string) => string {
  const manifest = fallbackHtml.match(/\/assets\/manifest-[\w-]+\.js/)?.[0];
  const routes = manifest ? readRoutes(path.join(root, manifest.slice(1))) : undefined;
  if (!routes) return () => '';
  // Leaf routes that draw a screen: a path or an index, never the catch-all.
  const screens = Object.entries(routes)
    .filter(([, route]) => (route.path !== undefined || route.index) && route.path !== '*')
    .map(([id]) => ({ id, pattern: patternOf(routes, id) }));
  const linksById = new Map<string, string>();
  const linksFor = (leaf: string) => {
    const files = new Set<string>();
    for (let at: string | undefined = leaf; at; at = routes[at]?.parentId) {
      const route = routes[at];
      if (route?.module) files.add(route.module);
      for (const file of route?.imports ?? []) files.add(file);
    }
    return [...files]
      .filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file) && !fallbackHtml.includes(file))
      .map((file) => `<link rel="modulepreload" href="${file}" fetchpriority="low"/>`)
      .join('');
  };
  return (pathname) => {
    const address = segments(pathname);
    // An index route and its parent share a pattern: the index is the screen.
    const found = screens.filter((screen) => matches(screen.pattern, address));
    const leaf = found.find((screen) => routes[screen.id]?.index) ?? found[0];
    if (!leaf) return '';
    let links = linksById.get(leaf.id);
    if (links === undefined) {
      links = linksFor(leaf.id);
      linksById.set(leaf.id, links);
    }
    return links;
  };
}
