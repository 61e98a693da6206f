import { describe, expect, it } from 'vitest';
import { isKnownAppPath } from '@quietdesk/core/app-paths';
import routes from './routes';

// The server answers 404 for /app addresses that are no screen (core app-paths.ts); every screen
// declared in routes.ts must be one it knows, or the server would refuse a real screen.

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

const SAMPLE_PARAMS: Record<string, string> = { id: '0b7c2a52-6a52-4c71-9d1e-2f4c5c1e0a11' };

function appPaths(): string[] {
  const app = (routes as RouteEntry[]).find((route) => route.path === 'app');
  if (!app?.children) throw new Error('routes.ts has no /app layout');
  return app.children.map((child) =>
    child.index
      ? '/app'
      : `/app/${child.path!.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'x')}`,
  );
}

describe('the server knows every app screen', () => {
  it('each /app route of routes.ts is a known app path', () => {
    const paths = appPaths();
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) expect(isKnownAppPath(path), path).toBe(true);
  });

  it('addresses that are no screen are not', () => {
    for (const path of ['/app/no-such-tool', '/app/mind-maps/not-an-id', '/app/faq/more']) {
      expect(isKnownAppPath(path), path).toBe(false);
    }
  });
});
