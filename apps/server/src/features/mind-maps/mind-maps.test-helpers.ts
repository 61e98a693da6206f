import { expect } from 'vitest';
import { mindMapSchema, type MindMap } from '@quietdesk/core/api/mind-maps';
import { buildApp, type App } from '../../app.ts';
import type { AiProvider } from '../../ai/provider.ts';
import { cookiePair, testConfig, type TestDatabase } from '../../test/helpers.ts';

export async function mindMapApp(
  database: TestDatabase,
  options: { provider?: AiProvider; env?: Record<string, string> } = {},
): Promise<App> {
  const app = await buildApp({
    config: testConfig({ AI_RATE_LIMIT_PER_MINUTE: '1000', ...options.env }),
    database,
    logger: false,
    aiProvider: options.provider,
  });
  await app.ready();
  return app;
}

export function client(app: App, cookie?: string) {
  const headers = (extra: Record<string, string> = {}) => ({
    ...(cookie ? { cookie } : {}),
    ...extra,
  });
  return {
    cookie,
    list: () => app.inject({ method: 'GET', url: '/api/mind-maps/', headers: headers() }),
    create: (payload: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/mind-maps/',
        payload: payload as object,
        headers: headers(),
      }),
    generate: (topic: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/mind-maps/generate-ai',
        payload: { topic },
        headers: headers(),
      }),
    importOutline: (payload: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/mind-maps/import',
        payload: payload as object,
        headers: headers(),
      }),
    get: (id: string) =>
      app.inject({ method: 'GET', url: `/api/mind-maps/${id}`, headers: headers() }),
    put: (id: string, payload: unknown, extra?: Record<string, string>) =>
      app.inject({
        method: 'PUT',
        url: `/api/mind-maps/${id}`,
        payload: payload as object,
        headers: headers(extra),
      }),
    expand: (id: string, nodeId: string, payload: unknown) =>
      app.inject({
        method: 'POST',
        url: `/api/mind-maps/${id}/nodes/${encodeURIComponent(nodeId)}/expand-ai`,
        payload: payload as object,
        headers: headers(),
      }),
    patch: (id: string, payload: unknown) =>
      app.inject({
        method: 'PATCH',
        url: `/api/mind-maps/${id}`,
        payload: payload as object,
        headers: headers(),
      }),
    remove: (id: string) =>
      app.inject({ method: 'DELETE', url: `/api/mind-maps/${id}`, headers: headers() }),
  };
}

/** Creates a map as a new guest; returns it with a client that carries the guest's cookie. */
export async function newGuestMap(app: App, title = 'Cells') {
  const response = await client(app).create({ title });
  expect(response.statusCode).toBe(201);
  const map: MindMap = mindMapSchema.parse(response.json());
  return { map, as: client(app, cookiePair(response.headers['set-cookie'])) };
}

export const node = (id: string, text = id, x = 0, y = 0) => ({ id, text, x, y });
