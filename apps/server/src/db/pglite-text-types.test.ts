import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { date, integer, interval, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDrizzleTextTypes } from './pglite-text-types.ts';

// Every column type drizzle asks PGlite to leave as text, plain and as an array, in both modes.
const sample = pgTable('sample', {
  id: integer('id').primaryKey(),
  at: timestamp('at'),
  atZoned: timestamp('at_zoned', { withTimezone: true }),
  atText: timestamp('at_text', { mode: 'string' }),
  day: date('day'),
  dayDate: date('day_date', { mode: 'date' }),
  span: interval('span'),
  amounts: numeric('amounts').array(),
  ats: timestamp('ats').array(),
  atsZoned: timestamp('ats_zoned', { withTimezone: true }).array(),
  spans: interval('spans').array(),
  days: date('days').array(),
});

const CREATE = `create table sample (id int primary key, at timestamp, at_zoned timestamptz,
  at_text timestamp, day date, day_date date, span interval, amounts numeric[], ats timestamp[],
  ats_zoned timestamptz[], spans interval[], days date[])`;

const ROW = {
  id: 1,
  at: new Date('2026-03-29T01:30:00.123Z'),
  atZoned: new Date('2026-10-25T00:59:59.999Z'),
  atText: '2026-11-27 14:00:00.5',
  day: '2026-02-28',
  dayDate: new Date('2024-02-29T00:00:00.000Z'),
  span: '1 day 02:03:04',
  amounts: ['1.50', '-0.25'],
  ats: [new Date('2026-01-01T00:00:00.000Z'), new Date('2026-06-30T23:59:59.000Z')],
  atsZoned: [new Date('2026-03-08T10:00:00.000Z')],
  spans: ['00:25:00', '1 mon'],
  days: ['2026-09-01', '2026-12-24'],
};

describe('PGlite with drizzle text types installed once', () => {
  let bare: PGlite;
  let wrapped: PGlite;
  const sent: (object | undefined)[] = [];

  beforeAll(async () => {
    bare = await PGlite.create();
    await bare.exec(CREATE);
    await drizzle({ client: bare }).insert(sample).values(ROW);
    wrapped = await PGlite.create();
    await wrapped.exec(CREATE);
    const query = wrapped.query.bind(wrapped);
    // What reaches PGlite's own query, to see the per-query parsers left out.
    wrapped.query = ((text: string, params?: unknown[], options?: object) => {
      sent.push(options);
      return query(text, params, options);
    }) as PGlite['query'];
    await drizzle({ client: withDrizzleTextTypes(wrapped) })
      .insert(sample)
      .values(ROW);
  });
  afterAll(async () => {
    await bare.close();
    await wrapped.close();
  });

  it('reads every such column as drizzle does on a bare PGlite', async () => {
    const before = await drizzle({ client: bare }).select().from(sample);
    const after = await drizzle({ client: withDrizzleTextTypes(wrapped) })
      .select()
      .from(sample);
    expect(before).toEqual([ROW]);
    expect(after).toEqual(before);
  });

  it('reads the same inside a transaction and through raw SQL', async () => {
    const read = (client: PGlite) =>
      drizzle({ client }).transaction(async (tx) => ({
        rows: await tx.select().from(sample),
        raw: (await tx.execute(sql`select at, ats_zoned, span, day from sample`)).rows,
      }));
    expect(await read(withDrizzleTextTypes(wrapped))).toEqual(await read(bare));
  });

  it('sends drizzle’s queries without their parsers, and other parsers unchanged', async () => {
    sent.length = 0;
    await drizzle({ client: withDrizzleTextTypes(wrapped) })
      .select()
      .from(sample);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({ rowMode: 'array' });

    const asNumber = (value: string) => Number(value) * 2;
    const { rows } = await withDrizzleTextTypes(wrapped).query<{ n: number }>(
      'select 21::int4 as n',
      [],
      { parsers: { 23: asNumber } },
    );
    expect(rows).toEqual([{ n: 42 }]);
  });
});
