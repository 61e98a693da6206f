import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { UrlFetchError } from '../../net/safe-fetch.ts';
import { cookiePair, createTestDatabase, testConfig, type TestDatabase } from '../helpers.ts';
import {
  deeplyNested,
  fromSchema,
  hostileJson,
  NASTY_STRINGS,
  type JsonSchema,
} from './schema-arbitrary.ts';

// Property-based tests generated from the OpenAPI document the server serves: every operation
// in it (including ones added after this file was written) gets random and hostile requests.
// Whatever arrives, the answer is never a 5xx, every error carries {"detail": "..."} with the
// security headers, and nothing hangs. FUZZ_RUNS sets the runs per operation (default 25).

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const ANSWER_WITHIN_MS = 15_000;

let database: TestDatabase;
let app: App;
let guestCookie: string;

interface Operation {
  method: string;
  path: string;
  pathParams: Array<{ name: string; schema: JsonSchema }>;
  query: Array<{ name: string; schema: JsonSchema }>;
  body: JsonSchema | undefined;
}
let operations: Operation[] = [];
let components: Record<string, JsonSchema> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig({
      // High limits so the requests reach the handlers; limits have their own tests.
      AI_RATE_LIMIT_PER_MINUTE: '10000',
      AI_RATE_LIMIT_GLOBAL_PER_MINUTE: '10000',
      TEXT_RATE_LIMIT_PER_MINUTE: '10000',
      FETCH_RATE_LIMIT_PER_MINUTE: '10000',
    }),
    database,
    logger: false,
    // Pages on the internet are outside this machine: every fetch fails as an unknown host.
    urlFetcher: async () => {
      throw new UrlFetchError('dns', 'That address could not be found.');
    },
  });
  await app.ready();
  const document = app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Array<{ in: string; name: string; schema: JsonSchema }>;
          requestBody?: { content: Record<string, { schema: JsonSchema }> };
        }
      >
    >;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  components = document.components?.schemas ?? {};
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path'),
      query: (operation.parameters ?? []).filter((p) => p.in === 'query'),
      body: operation.requestBody?.content['application/json']?.schema,
    })),
  );
  const guest = await app.inject({
    method: 'PUT',
    url: '/api/preferences',
    payload: { theme: 'dark', colorMode: 'calm' },
  });
  guestCookie = cookiePair(guest.headers['set-cookie']);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

/** A generated value as path text: objects (even `{ toString: 0 }`, which String() throws on) as JSON. */
const asText = (value: unknown) =>
  value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Percent-encodes any string, even one with lone surrogates (sent as U+FFFD). */
const encodeSegment = (value: unknown) =>
  [...Buffer.from(asText(value), 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');

async function send(options: InjectOptions): Promise<LightMyRequestResponse> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(`No answer within ${ANSWER_WITHIN_MS} ms: ${options.method} ${options.url}`),
        ),
      ANSWER_WITHIN_MS,
    );
  });
  try {
    return await Promise.race([app.inject(options), hang]);
  } finally {
    clearTimeout(timer);
  }
}

function expectSafeAnswer(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, `${what} -> ${response.body.slice(0, 300)}`).toBeLessThan(500);
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  if (response.statusCode >= 400) {
    expect(response.headers['content-type'], what).toMatch(/^application\/json/);
    const body = JSON.parse(response.body) as Record<string, unknown>;
    // A route may add documented fields to an error (e.g. suggestions); detail is always there.
    expect(Object.keys(body), what).toContain('detail');
    expect(typeof body.detail, what).toBe('string');
    expect((body.detail as string).length, what).toBeGreaterThan(0);
  }
}

const cookieArb = fc.oneof(
  fc.constant(undefined),
  fc.constant('valid'),
  fc.constantFrom(...NASTY_STRINGS.slice(0, 20)).map((value) => `qd_guest=${encodeSegment(value)}`),
  fc.string({ maxLength: 60 }).map((value) => `qd_guest=${encodeSegment(value)}`),
);

function requestArbitrary(operation: Operation) {
  const pathValues = fc.tuple(
    ...operation.pathParams.map((param) =>
      fc.oneof(fromSchema(param.schema, components), fc.constantFrom(...NASTY_STRINGS)),
    ),
  );
  const queryValues = fc.tuple(
    ...operation.query.map((param) =>
      fc.option(fc.oneof(fromSchema(param.schema, components), fc.constantFrom(...NASTY_STRINGS))),
    ),
  );
  const body = operation.body ? fromSchema(operation.body, components) : fc.option(hostileJson);
  return fc.record({ pathValues, queryValues, body, cookie: cookieArb });
}

function buildUrl(operation: Operation, pathValues: unknown[], queryValues: unknown[]): string {
  let url = operation.path;
  operation.pathParams.forEach((param, i) => {
    url = url.replace(`{${param.name}}`, encodeSegment(pathValues[i]));
  });
  const query = operation.query
    .map((param, i) =>
      queryValues[i] === null || queryValues[i] === undefined
        ? undefined
        : `${param.name}=${encodeSegment(typeof queryValues[i] === 'object' ? JSON.stringify(queryValues[i]) : queryValues[i])}`,
    )
    .filter(Boolean);
  return query.length ? `${url}?${query.join('&')}` : url;
}

/** Bodies no schema describes: broken JSON, other content types, oversized and deep payloads. */
const RAW_BODIES: Array<{ label: string; contentType?: string; payload: string | Buffer }> = [
  { label: 'truncated JSON', contentType: 'application/json', payload: '{"text": "abc' },
  { label: 'trailing garbage', contentType: 'application/json', payload: '{} x' },
  { label: 'single quotes', contentType: 'application/json', payload: "{'a': 1}" },
  { label: 'NaN literal', contentType: 'application/json', payload: '{"a": NaN}' },
  { label: 'BOM', contentType: 'application/json', payload: '\uFEFF{}' },
  { label: 'empty', contentType: 'application/json', payload: '' },
  {
    label: 'invalid UTF-8',
    contentType: 'application/json',
    payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  },
  { label: 'UTF-16 charset', contentType: 'application/json; charset=utf-16', payload: '{}' },
  { label: 'text/plain', contentType: 'text/plain', payload: '{}' },
  { label: 'form', contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
  {
    label: 'multipart',
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\n\r\n--x--',
  },
  { label: 'xml', contentType: 'application/xml', payload: '<a/>' },
  { label: 'no content type', payload: '{}' },
  { label: 'bogus content type', contentType: ';;;', payload: '{}' },
  {
    label: 'deep arrays',
    contentType: 'application/json',
    payload: deeplyNested(200_000, 'array'),
  },
  {
    label: 'deep objects',
    contentType: 'application/json',
    payload: deeplyNested(50_000, 'object'),
  },
  {
    label: 'huge string',
    contentType: 'application/json',
    payload: JSON.stringify({ text: 'a'.repeat(1_100_000) }),
  },
  {
    label: '__proto__',
    contentType: 'application/json',
    payload: '{"__proto__": {"polluted": true}}',
  },
  { label: 'array root', contentType: 'application/json', payload: '[1,2,3]' },
  { label: 'string root', contentType: 'application/json', payload: '"just a string"' },
];

describe('API fuzz (generated from the OpenAPI document)', () => {
  it('documents operations to fuzz', () => {
    expect(operations.length).toBeGreaterThanOrEqual(10);
  });

  it(
    'answers schema-shaped and hostile requests without a 5xx, always with {"detail"}',
    { timeout: 600_000 },
    async () => {
      for (const operation of operations) {
        await fc.assert(
          fc.asyncProperty(requestArbitrary(operation), async (input) => {
            const url = buildUrl(operation, input.pathValues, input.queryValues);
            const hasBody = input.body !== null && operation.method !== 'GET';
            const response = await send({
              method: operation.method as InjectOptions['method'],
              url,
              headers: {
                ...(input.cookie
                  ? { cookie: input.cookie === 'valid' ? guestCookie : input.cookie }
                  : {}),
                ...(hasBody ? { 'content-type': 'application/json' } : {}),
              },
              ...(hasBody ? { payload: JSON.stringify(input.body) } : {}),
            });
            expectSafeAnswer(response, `${operation.method} ${url}`);
          }),
          { numRuns: RUNS },
        );
      }
    },
  );

  it(
    'answers broken bodies and wrong content types with 4xx and {"detail"}',
    { timeout: 300_000 },
    async () => {
      for (const operation of operations.filter((op) => op.method !== 'GET')) {
        const url = buildUrl(
          operation,
          operation.pathParams.map(() => '00000000-0000-4000-8000-000000000000'),
          [],
        );
        for (const raw of RAW_BODIES) {
          const response = await send({
            method: operation.method as InjectOptions['method'],
            url,
            headers: raw.contentType ? { 'content-type': raw.contentType } : {},
            payload: raw.payload,
          });
          expectSafeAnswer(response, `${operation.method} ${url} with ${raw.label}`);
        }
      }
    },
  );
});
