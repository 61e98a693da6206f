import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  acquireDataDirLock,
  DataDirLockedError,
  LOCK_FILE_NAME,
  processStartTime,
} from './data-dir-lock.ts';
import { createDatabase, PGLITE_SUBDIR } from './database.ts';
import { runMigrations } from './migrator.ts';

const tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'quietdesk-lock-'));
afterAll(() => fs.rmSync(tempRoot, { recursive: true, force: true }));

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

describe('DATA_DIR lock', () => {
  it('creates missing parent folders, refuses a second open with a clear message, and frees on close', async () => {
    const dataDir = path.join(tempRoot, 'deep', 'nested', 'data');
    const first = await createDatabase({ dataDir, databaseUrl: undefined });
    try {
      expect(fs.existsSync(path.join(dataDir, PGLITE_SUBDIR, 'PG_VERSION'))).toBe(true);
      expect(fs.readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8').split('\n')).toEqual([
        String(process.pid),
        os.hostname(),
        expect.stringMatching(/^[0-9a-f-]{36}$/),
        processStartTime(process.pid) ?? '',
        '',
      ]);

      const second = createDatabase({ dataDir, databaseUrl: undefined });
      await expect(second).rejects.toThrow(DataDirLockedError);
      await expect(second).rejects.toThrow(
        `Another Quietdesk server is using DATA_DIR ${dataDir} (pid ${process.pid}). Stop it or set DATA_DIR to another folder. If no Quietdesk server is running, delete ${path.join(dataDir, LOCK_FILE_NAME)}.`,
      );
      await runMigrations(first);
      await first.db.execute(sql`insert into owners (kind) values ('guest')`);
    } finally {
      await first.close();
    }
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);

    // After close the folder can be opened again, and data persisted on disk.
    const again = await createDatabase({ dataDir, databaseUrl: undefined });
    try {
      await runMigrations(again);
      const result = await again.db.execute(sql`select count(*)::int as n from owners`);
      const { rows } = result as unknown as { rows: { n: number }[] };
      expect(rows[0]?.n).toBe(1);
    } finally {
      await again.close();
    }
  });

  it('takes over a stale lock left by a dead process', () => {
    const dataDir = path.join(tempRoot, 'stale');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), `${deadPid()}\n`);
    const lock = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lock.path, 'utf8').split('\n')[0]).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(lock.path)).toBe(false);
  });

  it('refuses a lock held by another live process', () => {
    const dataDir = path.join(tempRoot, 'live');
    fs.mkdirSync(dataDir, { recursive: true });
    // Our parent (the vitest runner) is alive and is not this process.
    fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), `${process.ppid}\n`);
    expect(() => acquireDataDirLock(dataDir)).toThrow(`(pid ${process.ppid})`);
  });

  it.runIf(fs.existsSync('/proc/self/stat'))(
    'takes over a lock whose pid now belongs to another program (pid reused after a crash)',
    async () => {
      const dataDir = path.join(tempRoot, 'reused-pid');
      fs.mkdirSync(dataDir, { recursive: true });
      const other = spawn('sleep', ['30'], { stdio: 'ignore' });
      try {
        const pid = other.pid!;
        // Written by a server that started at another time than this pid's current process.
        fs.writeFileSync(
          path.join(dataDir, LOCK_FILE_NAME),
          `${pid}\n${os.hostname()}\nold-holder\n1\n`,
        );
        acquireDataDirLock(dataDir).release();
        // An older lock without a start time, naming a program that is not Node.js.
        fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), `${pid}\n`);
        acquireDataDirLock(dataDir).release();
      } finally {
        other.kill('SIGKILL');
      }
    },
  );

  it('treats a lock naming our own pid but not held by us as stale (container restarts reuse pids)', () => {
    const dataDir = path.join(tempRoot, 'own-pid');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), `${process.pid}\n`);
    const lock = acquireDataDirLock(dataDir);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    lock.release();
  });

  it('never takes over a lock written on another host (its pid cannot be checked here)', () => {
    const dataDir = path.join(tempRoot, 'other-host');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), `${deadPid()}\nsome-container\nabc\n`);
    expect(() => acquireDataDirLock(dataDir)).toThrow(
      /on host some-container .* If no server is running there, delete /,
    );
  });

  it('treats a just-created empty lock as busy, and an old empty one as stale', () => {
    const dataDir = path.join(tempRoot, 'empty');
    fs.mkdirSync(dataDir, { recursive: true });
    const lockPath = path.join(dataDir, LOCK_FILE_NAME);
    fs.writeFileSync(lockPath, '');
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lockPath, old, old);
    acquireDataDirLock(dataDir).release();
  });

  it('release leaves alone a lock that another holder has taken over', () => {
    const dataDir = path.join(tempRoot, 'taken-over');
    const lock = acquireDataDirLock(dataDir);
    fs.writeFileSync(lock.path, `${process.ppid}\n${os.hostname()}\nsomeone-else\n`);
    lock.release();
    expect(fs.existsSync(lock.path)).toBe(true);
  });
});
