// Errors a service or route throws on purpose. The error handler turns them into
// `{"detail": "..."}` with the given status, so handlers never build error bodies by hand.

/** A sense an AI refusal offers instead (see core api/errors.ts). */
export interface RefusalCandidate {
  label: string;
  gloss: string;
}

export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
    /** Only on AI refusals (422): the meanings the engine can answer for. */
    readonly candidates?: RefusalCandidate[],
    /** Only on AI refusals (422): the misspelt topic as the source spells it. */
    readonly suggestion?: string,
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail: string) => new HttpError(401, detail);
export const forbidden = (detail: string) => new HttpError(403, detail);
/** Also used for rows that exist but belong to someone else: never reveal they exist. */
export const notFound = (detail = 'Not found.') => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const unprocessable = (
  detail: string,
  candidates?: RefusalCandidate[],
  suggestion?: string,
) => new HttpError(422, detail, {}, candidates?.length ? candidates : undefined, suggestion);
export const tooManyRequests = (retryAfterSeconds: number, detail?: string) =>
  new HttpError(429, detail ?? `Too many requests. Try again in ${retryAfterSeconds} seconds.`, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
export const badGateway = (detail: string) => new HttpError(502, detail);
export const serviceUnavailable = (detail: string) => new HttpError(503, detail);
export const gatewayTimeout = (detail: string) => new HttpError(504, detail);

export const INTERNAL_ERROR_DETAIL = 'Something went wrong on our side.';
