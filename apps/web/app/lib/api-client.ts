/** An error answered by the API: `detail` is a sentence meant for people. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | null;

  constructor(status: number, detail: string | null, fallback?: string) {
    super(detail ?? fallback ?? `Request failed (Status: ${status})`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
  }
}

async function readDetail(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'detail' in body) {
      const { detail } = body as { detail: unknown };
      if (typeof detail === 'string' && detail.trim()) return detail;
    }
  } catch {
    // Not JSON (a proxy error page, an empty body): fall back to the status.
  }
  return null;
}

export interface ApiRequest extends Omit<RequestInit, 'body'> {
  /** Serialised as JSON. */
  body?: unknown;
}

/**
 * `fetch('/api' + path)` with JSON in and out. Non-2xx answers throw ApiError carrying the
 * server's `detail`; network failures surface as the browser's TypeError.
 */
export async function apiFetch<T>(
  path: string,
  { body, headers, ...init }: ApiRequest = {},
): Promise<T> {
  const response = await fetch(`/api${path.startsWith('/') ? path : `/${path}`}`, {
    ...init,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new ApiError(response.status, await readDetail(response));
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
