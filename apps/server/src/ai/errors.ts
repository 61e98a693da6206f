import {
  type RefusalCandidate,
  badGateway,
  gatewayTimeout,
  HttpError,
  serviceUnavailable,
  tooManyRequests,
  unprocessable,
} from '../http/errors.ts';

// Failures an AI engine reports on purpose. Features turn them into HTTP answers with
// `toHttpError`, so each status means the same thing on every AI route:
// 429 quota, 502 nonsense answer, 503 unavailable, 504 too slow, 422 nothing true to say.

type AiFailure = 'rate_limited' | 'invalid_output' | 'unavailable' | 'timeout' | 'no_knowledge';

export class AiError extends Error {
  override name = 'AiError';
  constructor(
    readonly failure: AiFailure,
    message: string,
    readonly retryAfterSeconds?: number,
    options?: { cause?: unknown; candidates?: RefusalCandidate[]; suggestion?: string },
  ) {
    super(message, options);
    this.candidates = options?.candidates;
    this.suggestion = options?.suggestion;
  }
  /** For 'no_knowledge': the senses the engine could answer for instead. */
  readonly candidates?: RefusalCandidate[];
  /** For 'no_knowledge': the topic spelt as the source knows it, when it was misspelt. */
  readonly suggestion?: string;
}

const DEFAULT_RETRY_AFTER_SECONDS = 30;

/** Maps an AiError (or the offline knowledge module's OfflineNoKnowledgeError) to an HttpError. */
export function toHttpError(error: unknown): unknown {
  // Matched by name: the knowledge module defines its own class and features must not care.
  if (error instanceof Error && error.name === 'OfflineNoKnowledgeError') {
    return unprocessable(error.message, (error as { candidates?: RefusalCandidate[] }).candidates);
  }
  if (!(error instanceof AiError)) return error;
  switch (error.failure) {
    case 'rate_limited':
      return tooManyRequests(
        error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS,
        `${error.message} Try again in ${error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS} seconds.`,
      );
    case 'invalid_output':
      return badGateway(error.message);
    case 'unavailable':
      return serviceUnavailable(error.message);
    case 'timeout':
      return gatewayTimeout(error.message);
    case 'no_knowledge':
      return unprocessable(error.message, error.candidates, error.suggestion);
  }
}

/** Runs an engine call and rethrows its failures as HTTP errors. */
export async function callAi<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const mapped = toHttpError(error);
    throw mapped instanceof HttpError ? mapped : error;
  }
}
