import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startPgliteThread, type PgliteThreadClient } from './pglite-thread.ts';

const opened: PgliteThreadClient[] = [];
async function open(dataDir?: string) {
  const client = await startPgliteThread(dataDir);
  opened.push(client);
  await client.exec('create table if not exists t (a int primary key, note text)');
  return client;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((client) => client.close()));
});

const values = async (client: PgliteThreadClient) =>
  (await client.query<{ a: number }>('select a from t order by a')).rows.map((row) => row.a);

describe('PGlite on its own thread', () => {
  it('answers queries with rows, fields and the rows a write changed', async () => {
    const client = await open();
    const inserted = await client.query('insert into t values ($1, $2), ($3, $4)', [
      1,
      'x',
      2,
      null,
    ]);
    expect(inserted.affectedRows).toBe(2);
    const read = await client.query('select a, note from t where a = $1', [1], {
      rowMode: 'array',
    });
    expect(read.rows).toEqual([[1, 'x']]);
    expect(read.fields.map((field) => field.name)).toEqual(['a', 'note']);
    const [first, second] = await client.exec('select 1 as one; select 2 as two');
    expect([first!.rows, second!.rows]).toEqual([[{ one: 1 }], [{ two: 2 }]]);
  });

  it('hands back PostgreSQL’s errors with the fields the app reads (code, constraint)', async () => {
    const client = await open();
    await client.query('insert into t values (1)');
    const error = await client.query('insert into t values (1)').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      code: '23505',
      constraint: 't_pkey',
      message: 'duplicate key value violates unique constraint "t_pkey"',
    });
    // The thread goes on answering after an error.
    expect(await values(client)).toEqual([1]);
  });

  it('commits a transaction, and rolls one back when its work throws or asks to', async () => {
    const client = await open();
    expect(
      await client.transaction(async (tx) => {
        await tx.query('insert into t values (1)');
        return (await tx.query<{ n: number }>('select count(*)::int as n from t')).rows[0]!.n;
      }),
    ).toBe(1);
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into t values (2)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await client.transaction(async (tx) => {
      await tx.query('insert into t values (3)');
      await tx.rollback();
      expect(tx.closed).toBe(true);
    });
    expect(await values(client)).toEqual([1]);
  });

  it('keeps other statements out until a transaction ends, as PGlite does in one thread', async () => {
    const client = await open();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into t values (1)');
      await held;
      await tx.query('insert into t values (2)');
    });
    // Sent while the transaction is open: answered only after it commits, so it sees both rows.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = values(client);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await outside).toEqual([1, 2]);
  });

  it('keeps what was written in its folder, for the next start', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-thread-'));
    try {
      const first = await open(dir);
      await first.query('insert into t values (7)');
      await first.close();
      opened.splice(opened.indexOf(first), 1);
      expect(await values(await open(dir))).toEqual([7]);
    } finally {
      await Promise.all(opened.splice(0).map((client) => client.close()));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses requests once closed, with a clear error', async () => {
    const client = await open();
    await client.close();
    opened.splice(opened.indexOf(client), 1);
    await expect(client.query('select 1')).rejects.toThrow('The database thread stopped');
  });
});
