import fc from 'fast-check';

// fast-check arbitraries built from the OpenAPI document's JSON schemas: values that are mostly
// the right shape (so requests get past the first check and reach the handlers) with hostile
// leaves mixed in (wrong types, huge and strange strings, extreme numbers, deep nesting).

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  nullable?: boolean;
  additionalProperties?: boolean | JsonSchema;
};

/** Strings that have broken parsers, databases and renderers before. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800', // lone surrogate
  'x\uDFFFy',
  '\u202Eevil\u202C', // right-to-left override
  'e\u0301\u0301\u0301', // combining marks
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '東京都の図書館で勉強します',
  '﷽'.repeat(50),
  '<script>alert(1)</script>',
  "'; drop table owners; --",
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-0',
  '1e309',
  '9'.repeat(400),
  '\r\n\r\nHTTP/1.1 200 OK',
  'a'.repeat(70_000),
];

const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

const nastyNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, -1e308, 5e-324),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Arrays or objects nested `depth` deep. */
export const deeplyNested = (depth: number, kind: 'array' | 'object') =>
  kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Any JSON value, a little deep, with nasty strings. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ depthSize: 'small', maxDepth: 6 }),
  fc.constant(JSON.parse(deeplyNested(500, 'array'))),
  fc.constant(JSON.parse(deeplyNested(500, 'object'))),
);

function resolve(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  let current = schema;
  for (let i = 0; current.$ref && i < 20; i++) {
    const name = current.$ref.split('/').pop()!;
    current = components[name] ?? {};
  }
  return current;
}

function validish(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  depth: number,
): fc.Arbitrary<unknown> {
  const s = resolve(schema, components);
  if (depth > 6) return fc.constant(null);
  const next = (child: JsonSchema) => fromSchema(child, components, depth + 1);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const choices = s.anyOf ?? s.oneOf;
  if (choices?.length) return fc.oneof(...choices.map(next));
  if (s.allOf?.length) return next(s.allOf[0]!);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'string':
      if (s.format === 'uuid') return fc.uuid();
      if (s.format === 'date-time')
        return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      if (s.format === 'uri') return fc.webUrl();
      return fc.string({
        minLength: s.minLength ?? 0,
        maxLength: Math.min(s.maxLength ?? 60, 200),
      });
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1000, max: s.maximum ?? 1000 });
    case 'number':
      return fc.double({ min: s.minimum ?? -1000, max: s.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(next(s.items ?? {}), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 5, 8),
      });
    case 'object': {
      const properties = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, child] of Object.entries(properties)) record[key] = next(child);
      return fc.record(record, {
        requiredKeys: Object.keys(properties).filter((key) => required.has(key)),
      });
    }
    default:
      return hostileJson;
  }
}

/** A value for `schema`: usually close to valid, sometimes hostile at this level. */
export function fromSchema(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  depth = 0,
): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: validish(schema, components, depth) },
    { weight: 1, arbitrary: hostileJson },
  );
}
