import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { date, integer, interval, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutInstalledParsers } from './pglite-text-types.ts';
import { startPgliteThread, type PgliteThreadClient } from './pglite-thread.ts';

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

describe('drizzle on the database thread, with its text types installed there once', () => {
  let bare: PGlite;
  let thread: PgliteThreadClient;
  const threaded = () => drizzle({ client: thread as PGlite });

  beforeAll(async () => {
    bare = await PGlite.create();
    await bare.exec(CREATE);
    await drizzle({ client: bare }).insert(sample).values(ROW);
    thread = await startPgliteThread(undefined);
    await thread.exec(CREATE);
    await threaded().insert(sample).values(ROW);
  });
  afterAll(async () => {
    await bare.close();
    await thread.close();
  });

  it('reads every such column as drizzle does on a bare PGlite', async () => {
    const before = await drizzle({ client: bare }).select().from(sample);
    expect(before).toEqual([ROW]);
    expect(await threaded().select().from(sample)).toEqual(before);
  });

  it('reads the same inside a transaction and through raw SQL', async () => {
    const read = (client: PGlite) =>
      drizzle({ client }).transaction(async (tx) => ({
        rows: await tx.select().from(sample),
        raw: (await tx.execute(sql`select at, ats_zoned, span, day from sample`)).rows,
      }));
    expect(await read(thread as PGlite)).toEqual(await read(bare));
  });

  it('leaves drizzle’s own parsers out, and refuses others, which cannot cross threads', () => {
    const identity = (value: string) => value;
    expect(withoutInstalledParsers({ rowMode: 'array', parsers: { 1114: identity } })).toEqual({
      rowMode: 'array',
    });
    expect(() =>
      thread.query('select 21::int4 as n', [], { parsers: { 23: (v: string) => Number(v) * 2 } }),
    ).toThrow('Parsers, serializers and blobs cannot cross to the database thread.');
  });
});
