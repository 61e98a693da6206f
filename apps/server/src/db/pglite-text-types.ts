// Type-only: PGlite itself is loaded lazily, and only when there is no DATABASE_URL (database.ts).
import type { PGlite } from '@electric-sql/pglite';

/**
 * The types drizzle asks PGlite to hand back as text with every query (drizzle-orm/pglite's
 * session passes these parsers, each returning its input, and maps the text itself): timestamp,
 * timestamptz, interval, date, and the arrays numeric[], timestamp[], timestamptz[], interval[],
 * date[] (by their PostgreSQL type OIDs, as in pg_type).
 */
const DRIZZLE_TEXT_TYPES: ReadonlySet<number> = new Set([
  1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182,
]);

const asText = (value: string) => value;

type QueryOptions = NonNullable<Parameters<PGlite['query']>[2]>;

/** `options` without its parsers when they only ask for what the instance already does. */
export function withoutInstalledParsers(
  options: QueryOptions | undefined,
): QueryOptions | undefined {
  if (!options?.parsers) return options;
  for (const type of Object.keys(options.parsers)) {
    if (!DRIZZLE_TEXT_TYPES.has(Number(type))) return options;
  }
  const { parsers: _installed, ...rest } = options;
  return rest;
}

/**
 * Installs drizzle's text types on the instance once, so drizzle's per-query parsers can be left
 * out (`withoutInstalledParsers`). Why: PGlite merges a query's parsers into a copy of its own
 * table of about 300 types on every query; that copy was 140 µs of a 300 µs query on the bench
 * machine (docs/benchmarks.md, "PGlite's per-query parser copy"). Functions cannot cross to the
 * database's thread either (pglite-thread.ts).
 */
export function installDrizzleTextTypes(pglite: PGlite): PGlite {
  for (const type of DRIZZLE_TEXT_TYPES) pglite.parsers[type] = asText;
  return pglite;
}
