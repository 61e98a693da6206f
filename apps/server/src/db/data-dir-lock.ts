import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// PGlite happily lets two processes open one folder and then silently loses writes, so the
// server holds an exclusive lock file in DATA_DIR for as long as the database is open.
// The file holds three lines: pid, host name and a random id for this holder. A pid can only be
// checked on the host that wrote it (two containers sharing a volume see different processes),
// so a lock from another host is never taken over: the operator is asked to remove it.

export const LOCK_FILE_NAME = 'quietdesk.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly host?: string,
  ) {
    super(
      host
        ? `Another Quietdesk server on host ${host} (pid ${pid}) holds DATA_DIR ${dataDir}. ` +
            `If no server is running there, delete ${path.join(dataDir, LOCK_FILE_NAME)}.`
        : `Another Quietdesk server is using DATA_DIR ${dataDir} (pid ${pid}). ` +
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

interface LockOwner {
  pid: number;
  /** Absent in locks written before host names were recorded: taken as this host. */
  host: string | undefined;
  id: string | undefined;
}

function readLock(lockPath: string): LockOwner | undefined {
  try {
    const [pidLine, host, id] = fs.readFileSync(lockPath, 'utf8').split('\n');
    const pid = Number.parseInt(pidLine ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? { pid, host: host || undefined, id } : undefined;
  } catch {
    return undefined;
  }
}

/** A lock file this young with no pid yet may be another process between create and write. */
const JUST_CREATED_MS = 5000;
function isBeingWritten(lockPath: string): boolean {
  try {
    return Date.now() - fs.statSync(lockPath).mtimeMs < JUST_CREATED_MS;
  } catch {
    return false;
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

  const host = os.hostname();
  const id = randomUUID();
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      // 'wx' fails if the file exists, which makes creation atomic between processes.
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, `${process.pid}\n${host}\n${id}\n`);
      fs.closeSync(fd);
      heldLocks.add(lockPath);
      let released = false;
      return {
        path: lockPath,
        release() {
          if (released) return;
          released = true;
          heldLocks.delete(lockPath);
          // Only remove the file if it is still ours (never another holder's after a takeover).
          if (readLock(lockPath)?.id === id) fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readLock(lockPath);
      if (owner === undefined) {
        if (isBeingWritten(lockPath)) throw new DataDirLockedError(dataDir, 0);
      } else if (owner.host !== undefined && owner.host !== host) {
        throw new DataDirLockedError(dataDir, owner.pid, owner.host);
      } else {
        const ours = owner.pid === process.pid;
        if (ours ? heldLocks.has(lockPath) : isAlive(owner.pid)) {
          throw new DataDirLockedError(dataDir, owner.pid);
        }
      }
      // Stale lock (dead pid, long-empty file, or our pid from a previous life): take it over.
      fs.rmSync(lockPath, { force: true });
    }
  }
  // Another process won the race for the stale lock between our unlink and open.
  throw new DataDirLockedError(dataDir, readLock(lockPath)?.pid ?? 0);
}
