import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// Parts of app screens the server renders into their first HTML, per request: the web build makes
// them as modules beside the client files (apps/web/vite.server-render.config.ts), and the page
// as prerendered holds each part in its loading state, in an element marked with a test id. The
// server puts the rendered part in that element's place and the answer it was rendered with in
// the head, where the browser's first render takes it and hydrates the same HTML
// (docs/decisions/070-today-in-the-first-html.md, 071-account-screen-first-html.md).

/**
 * A render function from the web build's server-render modules (undefined while it is not built),
 * loaded on the first page that needs it rather than at start-up (~30 ms of the server's start).
 */
export function serverRenderFunction<Render extends (...args: never[]) => string>(
  webRoot: string,
  moduleName: string,
  exportName: string,
): () => Promise<Render | undefined> {
  const file = path.join(webRoot, '..', 'server-render', `${moduleName}.js`);
  let loaded: Promise<Render | undefined> | undefined;
  return () => {
    // Not remembered while missing: a build that lands after the server started is used.
    if (!loaded && !fs.existsSync(file)) return Promise.resolve(undefined);
    return (loaded ??= import(pathToFileURL(file).href).then(
      (module: Record<string, unknown>) => module[exportName] as Render | undefined,
      (error: unknown) => {
        // Nor a failed load (a request during a rebuild): the next page tries again.
        loaded = undefined;
        throw error;
      },
    ));
  };
}

/**
 * Where the element marked `data-testid="<testId>"` starts and ends in the page (to its matching
 * close), or undefined when the page holds none. The element is a <div>.
 */
function markedRange(page: string, testId: string): { start: number; end: number } | undefined {
  const marker = page.indexOf(`data-testid="${testId}"`);
  if (marker < 0) return undefined;
  const start = page.lastIndexOf('<div', marker);
  if (start < 0) return undefined;
  // React's HTML is well formed: count the element's own <div>s in and out.
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(page); tag; tag = tags.exec(page)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return { start, end: tag.index + tag[0].length };
  }
  return undefined;
}

/** JSON safe inside a <script> element: no "<" that could close it or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

interface RenderedPart {
  /** The test id of the prerendered element the part replaces. */
  testId: string;
  /** The part's HTML (its outer element carries the same test id). */
  html: string;
  /** The id of the head's JSON element that carries the answer the part was rendered with. */
  seedId: string;
  seed: unknown;
}

/**
 * The page with the part in place of its prerendered element and the answer in its head, or
 * undefined when the page has no such element (a build whose screen changed shape keeps its
 * loading state).
 */
export function pageWithPart(page: string, part: RenderedPart): string | undefined {
  const range = markedRange(page, part.testId);
  const headEnd = page.indexOf('</head>');
  if (!range || headEnd < 0 || headEnd > range.start) return undefined;
  const seedTag = `<script type="application/json" id="${part.seedId}">${scriptJson(part.seed)}</script>`;
  return (
    page.slice(0, headEnd) +
    seedTag +
    page.slice(headEnd, range.start) +
    part.html +
    page.slice(range.end)
  );
}
