import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// PGlite happily lets two processes open one folder and then silently loses writes, so the
// server holds an exclusive lock file in DATA_DIR for as long as the database is open.
// The file holds four lines: pid, host name, a random id for this holder and the process's start
// time (Linux /proc; empty elsewhere). A pid can only be checked on the host that wrote it (two
// containers sharing a volume see different processes), so a lock from another host is never
// taken over: the operator is asked to remove it. After a crash the pid may already belong to
// another program; the start time (or, for older locks, the program name) tells them apart.

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
            'Stop it or set DATA_DIR to another folder. ' +
            `If no Quietdesk server is running, delete ${path.join(dataDir, LOCK_FILE_NAME)}.`,
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

/** The kernel's start time of a process (clock ticks since boot), or undefined without /proc. */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces and parentheses; fields after it are plain.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function commandLine(pid: number): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return undefined;
  }
}

/** Whether the live process `pid` is the server that wrote the lock, as far as can be told. */
function isLockHolder(owner: LockOwner): boolean {
  if (!isAlive(owner.pid)) return false;
  const started = processStartTime(owner.pid);
  if (started === undefined) return true; // no /proc: a live pid is all we can check
  if (owner.startTime) return started === owner.startTime;
  // A lock written before start times were recorded: the holder was a Node.js process.
  return /\bnode\b|quietdesk/i.test(commandLine(owner.pid) ?? 'node');
}

interface LockOwner {
  pid: number;
  /** Absent in locks written before host names were recorded: taken as this host. */
  host: string | undefined;
  id: string | undefined;
  startTime: string | undefined;
}

function readLock(lockPath: string): LockOwner | undefined {
  try {
    const [pidLine, host, id, startTime] = fs.readFileSync(lockPath, 'utf8').split('\n');
    const pid = Number.parseInt(pidLine ?? '', 10);
    return Number.isInteger(pid) && pid > 0
      ? { pid, host: host || undefined, id, startTime: startTime || undefined }
      : undefined;
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

interface DataDirLock {
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
      fs.writeSync(fd, `${process.pid}\n${host}\n${id}\n${processStartTime(process.pid) ?? ''}\n`);
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
        if (ours ? heldLocks.has(lockPath) : isLockHolder(owner)) {
          throw new DataDirLockedError(dataDir, owner.pid);
        }
      }
      // Stale lock (dead pid, a pid now used by another program, long-empty file, or our pid from
      // a previous life): take it over.
      fs.rmSync(lockPath, { force: true });
    }
  }
  // Another process won the race for the stale lock between our unlink and open.
  throw new DataDirLockedError(dataDir, readLock(lockPath)?.pid ?? 0);
}
