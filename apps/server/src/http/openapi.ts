import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { errorSchema } from '@quietdesk/core/api/errors';

// The OpenAPI document is generated from the routes' zod schemas. This module adds, for every
// route and without each feature repeating it: an operationId derived from method and path, and
// the error answers the shared edge produces for any route of that shape (bad address, CSRF
// refusal, bad JSON, body too large, wrong content type, failed validation, unknown id). A route
// that declares its own answer for a status keeps it. It also declares the guest cookie as the
// security scheme and names the server, so `redocly lint` (recommended rules) passes: see
// `npm run lint:openapi`.

const GUEST_COOKIE_SCHEME = 'guestCookie';

type RouteSchema = {
  hide?: boolean;
  operationId?: string;
  body?: unknown;
  params?: unknown;
  querystring?: unknown;
  response?: Record<string | number, unknown>;
  [key: string]: unknown;
};

const words = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));

/** `GET /api/planner/plans/:id` → `getPlannerPlansById`. */
function operationIdFor(method: string, url: string): string {
  const parts = url
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((part) =>
      part.startsWith(':') ? `By${words(part.slice(1)).join('')}` : words(part).join(''),
    );
  return method.toLowerCase() + parts.join('');
}

function standardErrors(method: string, schema: RouteSchema): Record<number, unknown> {
  const errors: Record<number, unknown> = { 400: errorSchema };
  const writes = method === 'POST' || method === 'PUT' || method === 'PATCH' || method === 'DELETE';
  if (writes) errors[403] = errorSchema; // CSRF guard
  if (schema.body) Object.assign(errors, { 413: errorSchema, 415: errorSchema, 422: errorSchema });
  if (schema.params || schema.querystring) errors[422] = errorSchema;
  if (schema.params) errors[404] = errorSchema;
  return errors;
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

function documentRoute(input: TransformInput) {
  const schema = input.schema as RouteSchema | undefined;
  if (!schema || schema.hide) return jsonSchemaTransform(input);
  const methods = [input.route.method].flat().map(String);
  const method = methods.find((name) => name !== 'HEAD') ?? methods[0] ?? 'GET';
  const documented: RouteSchema = {
    ...schema,
    operationId: schema.operationId ?? operationIdFor(method, input.url),
    response: { ...standardErrors(method, schema), ...(schema.response ?? {}) },
  };
  return jsonSchemaTransform({ ...input, schema: documented as TransformInput['schema'] });
}

export function openApiOptions(options: {
  version: string;
  publicUrl: string | undefined;
}): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'Quietdesk API',
        version: options.version,
        description:
          'Every error answers `{"detail": "..."}`. A guest identity is kept in the `qd_guest` ' +
          'cookie, created by the first call that stores something.',
      },
      // Without PUBLIC_URL the document describes whichever host serves it.
      servers: [
        options.publicUrl
          ? { url: options.publicUrl }
          : { url: '/', description: 'The server that serves this document' },
      ],
      components: {
        securitySchemes: {
          [GUEST_COOKIE_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: 'qd_guest',
            description: 'The guest identity; optional (calls without it act for a new visitor).',
          },
        },
      },
      // The cookie is optional everywhere: `{}` is the "no credentials" alternative.
      security: [{ [GUEST_COOKIE_SCHEME]: [] }, {}],
    },
    transform: documentRoute,
    transformObject: (input) => typeNullableReferences(jsonSchemaTransformObject(input)),
  };
}

/**
 * OpenAPI 3.0 wants a `type` beside `nullable`; the zod converter writes a nullable reference
 * (`engine: aiEngineSchema.nullable()`) as `{nullable, allOf: [$ref]}` with none. Every such
 * reference here points at an object schema, so `type: 'object'` is what it means.
 */
function typeNullableReferences<T>(node: T): T {
  if (Array.isArray(node)) {
    node.forEach(typeNullableReferences);
  } else if (node && typeof node === 'object') {
    const schema = node as Record<string, unknown>;
    const composed = schema.allOf ?? schema.anyOf ?? schema.oneOf;
    if (schema.nullable === true && schema.type === undefined && Array.isArray(composed)) {
      schema.type = 'object';
    }
    Object.values(schema).forEach(typeNullableReferences);
  }
  return node;
}
