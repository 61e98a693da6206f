import fs from 'node:fs';
import path from 'node:path';

// PGlite happily lets two processes open one folder and then silently loses writes, so the
// server holds an exclusive lock file in DATA_DIR for as long as the database is open.

export const LOCK_FILE_NAME = 'quietdesk.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another Quietdesk server is using DATA_DIR ${dataDir} (pid ${pid}). ` +
        'Stop it or set DATA_DIR to another folder.',
    );
  }
}

// Locks held by this process. A lock file naming our own pid that is NOT in this set is stale:
// in a container the server is often pid 1 again after a restart.
const heldLocks = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

/** Takes the lock or throws DataDirLockedError. Creates the folder (and parents) if missing. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      // 'wx' fails if the file exists, which makes creation atomic between processes.
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, `${process.pid}\n`);
      fs.closeSync(fd);
      heldLocks.add(lockPath);
      let released = false;
      return {
        path: lockPath,
        release() {
          if (released) return;
          released = true;
          heldLocks.delete(lockPath);
          fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = readPid(lockPath);
      const ours = pid === process.pid;
      if (pid !== undefined && (ours ? heldLocks.has(lockPath) : isAlive(pid))) {
        throw new DataDirLockedError(dataDir, pid);
      }
      // Stale lock (dead pid, unreadable, or our pid from a previous life): take it over.
      fs.rmSync(lockPath, { force: true });
    }
  }
  // Another process won the race for the stale lock between our unlink and open.
  throw new DataDirLockedError(dataDir, readPid(lockPath) ?? 0);
}
