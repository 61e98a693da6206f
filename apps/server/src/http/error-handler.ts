import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { HttpError, INTERNAL_ERROR_DETAIL } from './errors.ts';
import { UNSTORABLE_TEXT_ERROR } from '@quietdesk/core/api/text';

// Turns every failure into `{"detail": "..."}`. User input must never produce a 500, so each
// Fastify client-error code gets its own readable sentence; only unknown errors become 500.

type ValidationIssue = { instancePath: string; message?: string };

function describeValidation(context: string | undefined, issues: ValidationIssue[]): string {
  const where =
    context === 'querystring'
      ? 'query parameter'
      : context === 'params'
        ? 'path parameter'
        : 'field';
  const parts = issues.slice(0, 5).map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const problem = (issue.message ?? 'is invalid').replace(/\.$/, '');
    if (!field)
      return context === 'body'
        ? `The request body is invalid: ${problem}`
        : `Invalid ${context ?? 'input'}: ${problem}`;
    return `The ${where} "${field}" is invalid: ${problem}`;
  });
  return `${parts.join('. ')}.`;
}

function clientErrorDetail(
  error: FastifyError,
  bodyLimit: number,
): { status: number; detail: string } | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, detail: 'The request body is not valid JSON.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        detail: 'Send the request body as JSON with "Content-Type: application/json".',
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        detail: `The request body is larger than the limit of ${bodyLimit} bytes.`,
      };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, detail: 'The Content-Length header does not match the body.' };
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, detail: 'Too many requests. Wait a moment and try again.' };
  // The JSON parser throws a plain SyntaxError with statusCode 400 attached.
  if (error instanceof SyntaxError && status === 400)
    return { status: 400, detail: 'The request body is not valid JSON.' };
  if (status >= 400 && status < 500)
    return { status, detail: 'The request could not be understood.' };
  return undefined;
}

// PostgreSQL: 22021 character_not_in_repertoire (NUL), 22P05 untranslatable_character (lone
// surrogate in jsonb). Drizzle wraps driver errors, so look at the cause too.
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);
function isUnstorableTextError(error: unknown): boolean {
  const code = (value: unknown) => (value as { code?: unknown } | undefined)?.code;
  return (
    UNSTORABLE_TEXT_CODES.has(String(code(error))) ||
    UNSTORABLE_TEXT_CODES.has(String(code((error as { cause?: unknown }).cause)))
  );
}

// 23503 foreign_key_violation on an owner reference: the caller's owner was deleted (an account
// deleted or a guest merged, on this process or another) after its cookie was looked up, e.g.
// while another process still remembered it (docs/decisions/027-identity-cache.md).
const OWNER_GONE_DETAIL =
  'Your sign-in ended while this was being saved. Reload the page and try again.';
function isOwnerGoneError(error: unknown): boolean {
  const fields = (value: unknown) => value as { code?: unknown; constraint?: unknown } | undefined;
  return [fields(error), fields((error as { cause?: unknown }).cause)].some(
    (value) =>
      value?.code === '23503' && String(value.constraint).endsWith('_owner_id_owners_id_fk'),
  );
}

// 23503 on a link to a plan (docs/decisions/047-study-loop.md): the plan was deleted between the
// check that it is the caller's and the write of the link. Same answer as a plan that never was.
function isPlanGoneError(error: unknown): boolean {
  const fields = (value: unknown) => value as { code?: unknown; constraint?: unknown } | undefined;
  return [fields(error), fields((error as { cause?: unknown }).cause)].some(
    (value) => value?.code === '23503' && String(value.constraint).endsWith('_plan_id_plans_id_fk'),
  );
}

export function registerErrorHandler(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.warn({ err: error }, 'request failed');
      const body = {
        detail: error.detail,
        ...(error.candidates ? { candidates: error.candidates } : {}),
        ...(error.suggestion ? { suggestion: error.suggestion } : {}),
      };
      return reply.code(error.statusCode).headers(error.headers).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .code(422)
        .send({ detail: describeValidation(error.validationContext, error.validation) });
    }
    if (error.validation) {
      // A non-zod schema (e.g. a plugin's JSON schema) failed: still the client's fault.
      return reply
        .code(422)
        .send({ detail: describeValidation(error.validationContext, error.validation) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response does not match its schema',
      );
      return reply.code(500).send({ detail: INTERNAL_ERROR_DETAIL });
    }
    if (isUnstorableTextError(error)) {
      // Backstop for text that slipped past the schemas (see core api/text.ts).
      return reply.code(422).send({ detail: UNSTORABLE_TEXT_ERROR });
    }
    if (isOwnerGoneError(error)) {
      // Forget the stale owner here at once, so the next request looks the cookie up again.
      if (request.ownerId) request.server.identity.forgetOwner(request.ownerId);
      return reply.code(409).send({ detail: OWNER_GONE_DETAIL });
    }
    if (isPlanGoneError(error)) return reply.code(404).send({ detail: 'Plan not found.' });
    const known = clientErrorDetail(error, bodyLimit);
    if (known) return reply.code(known.status).send({ detail: known.detail });
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: INTERNAL_ERROR_DETAIL });
  });
}
