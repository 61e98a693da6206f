import { vi } from 'vitest';
import type { KeyValueStorage } from '~/lib/storage';

/** In-memory storage (two engines given the same one behave like two tabs). */
export function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
  };
}

export interface FakeServer {
  fetch: typeof fetch;
  calls: { method: string; url: string; body: Record<string, unknown> }[];
  /** 'up' answers like the real API, 'down' throws TypeError, or a status to answer. */
  mode: 'up' | 'down' | number;
}

export function fakeServer(): FakeServer {
  let n = 0;
  const server: FakeServer = {
    calls: [],
    mode: 'up',
    fetch: vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      if (server.mode === 'down') throw new TypeError('Failed to fetch');
      server.calls.push({ method, url, body });
      if (typeof server.mode === 'number') {
        return new Response(JSON.stringify({ detail: 'Nope.' }), { status: server.mode });
      }
      if (method === 'POST') {
        n += 1;
        const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
        return new Response(JSON.stringify({ session_id: id, task_name: body.task_name }), {
          status: 201,
        });
      }
      return new Response(JSON.stringify({ ok: true }), { status: 200 });
    }) as typeof fetch,
  };
  return server;
}
