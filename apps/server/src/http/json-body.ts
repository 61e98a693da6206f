import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

// The JSON body parser. Fastify's own refuses `__proto__` and `constructor.prototype` keys (they
// could pollute prototypes when merged into objects) but answers them with the same "not valid
// JSON" as a syntax error, which misleads a client that sent valid JSON. This one parses with
// JSON.parse and refuses those keys with a 422 that names them.

const FORBIDDEN_KEY_DETAIL =
  'The request body may not contain the keys "__proto__" or "constructor.prototype".';

function hasForbiddenKey(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const node = pending.pop();
    if (typeof node !== 'object' || node === null) continue;
    if (Object.hasOwn(node, '__proto__')) return true;
    const ctor = Object.hasOwn(node, 'constructor')
      ? (node as { constructor: unknown }).constructor
      : undefined;
    if (typeof ctor === 'object' && ctor !== null && Object.hasOwn(ctor, 'prototype')) return true;
    for (const child of Object.values(node)) if (typeof child === 'object') pending.push(child);
  }
  return false;
}

const invalidJson = () =>
  Object.assign(new Error('The request body is not valid JSON.'), {
    code: 'FST_ERR_CTP_INVALID_JSON_BODY',
    statusCode: 400,
  });

export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.length === 0)
      return done(Object.assign(invalidJson(), { code: 'FST_ERR_CTP_EMPTY_JSON_BODY' }));
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return done(invalidJson());
    }
    // The substring test keeps the scan off the common path (and off 8 MB text bodies).
    if ((text.includes('__proto__') || text.includes('prototype')) && hasForbiddenKey(parsed))
      return done(new HttpError(422, FORBIDDEN_KEY_DETAIL));
    done(null, parsed);
  });
}
