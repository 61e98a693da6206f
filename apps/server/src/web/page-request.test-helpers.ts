import type { FastifyInstance } from 'fastify';

// Pages the server renders for their owner (web/server-render.ts), requested as a browser does.

/**
 * A page request as the browser makes it when the person opens the address (`mode` 'navigate'),
 * or as a script fetches it (the service worker caching the page: 'cors').
 */
export function openPage(app: FastifyInstance, url: string, cookie = '', mode = 'navigate') {
  return app.inject({
    method: 'GET',
    url,
    headers: { 'sec-fetch-mode': mode, ...(cookie ? { cookie } : {}) },
  });
}

/** The JSON a page carries in its head's `<script type="application/json" id="<id>">`. */
export function seedIn<Seed>(html: string, id: string): Seed | undefined {
  const match = new RegExp(`<script[^>]*id="${id}"[^>]*>(.*?)</script>`).exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as Seed) : undefined;
}
