import { HttpError } from '../../http/errors.ts';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt from Node's own crypto: a memory-hard password hash with nothing to install
// (docs/decisions/023-password-hashing-and-login-limits.md). Stored as
// `scrypt$<log2 N>$<r>$<p>$<salt b64url>$<hash b64url>`, so old hashes still verify after the
// cost is raised.

interface ScryptParams {
  /** log2 of the CPU/memory cost N. */
  logN: number;
  r: number;
  p: number;
}

/** N = 2^17, r = 8, p = 1: 128 MiB and a few hundred ms per hash. */
export const PRODUCTION_SCRYPT: ScryptParams = { logN: 17, r: 8, p: 1 };

const KEY_BYTES = 32;
const SALT_BYTES = 16;

export interface PasswordHasher {
  readonly params: ScryptParams;
  hash(password: string): Promise<string>;
  /** Whether the password matches; false for anything that is not one of our hashes. */
  verify(password: string, stored: string): Promise<boolean>;
  /** True when a stored hash was made with other parameters and should be redone. */
  needsRehash(stored: string): boolean;
}

function parse(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [logN, r, p] = parts.slice(1, 4).map(Number);
  if (!Number.isInteger(logN) || !Number.isInteger(r) || !Number.isInteger(p)) return undefined;
  return {
    params: { logN: logN!, r: r!, p: p! },
    salt: Buffer.from(parts[4]!, 'base64url'),
    key: Buffer.from(parts[5]!, 'base64url'),
  };
}

/** Thrown instead of joining a full wait line: the caller answers 503 with Retry-After. */
export class HasherBusyError extends Error {
  override name = 'HasherBusyError';
  constructor(readonly retryAfterSeconds: number) {
    super('Every password check slot is taken.');
  }
}

interface HasherQueue {
  /** Hashes running at once. */
  concurrency: number;
  /** Hashes that may wait for a slot; one more is refused with HasherBusyError. */
  maxWaiting: number;
}

/** Two at once (128 MiB each), and a line of 8: at ~0.45 s a hash, the last waits ~2 s. */
const DEFAULT_HASHER_QUEUE: HasherQueue = { concurrency: 2, maxWaiting: 8 };

/**
 * At most `concurrency` hashes run at once; each takes 128 MiB at the production cost, and the
 * machine has few cores: running more at once only adds memory, not speed. At most `maxWaiting`
 * wait in line; past that a hash is refused at once, so a burst of sign-ins (even with a correct
 * password) cannot make every sign-in, password change and deletion wait without end.
 */
export function createPasswordHasher(
  params: ScryptParams = PRODUCTION_SCRYPT,
  queue: HasherQueue = DEFAULT_HASHER_QUEUE,
): PasswordHasher {
  const { concurrency, maxWaiting } = queue;
  let running = 0;
  const waiting: Array<() => void> = [];

  async function derive(password: string, salt: Buffer, at: ScryptParams): Promise<Buffer> {
    if (running >= concurrency) {
      if (waiting.length >= maxWaiting) {
        // Roughly when the line will have moved on: one round of hashes, at least a second.
        throw new HasherBusyError(Math.max(1, Math.ceil(waiting.length / concurrency)));
      }
      // The slot is handed over by the hash that finishes (`running` stays as it is), so no
      // newcomer can slip in between and run a third hash.
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    const N = 2 ** at.logN;
    const options: ScryptOptions = {
      N,
      r: at.r,
      p: at.p,
      // Node refuses above 32 MiB by default; scrypt needs 128 * N * r bytes, plus headroom.
      maxmem: 128 * N * at.r * at.p + 32 * 1024 * 1024,
    };
    try {
      return await new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      );
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  }

  return {
    params,
    async hash(password) {
      const salt = randomBytes(SALT_BYTES);
      const key = await derive(password, salt, params);
      return `scrypt$${params.logN}$${params.r}$${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
    },
    async verify(password, stored) {
      const parsed = parse(stored);
      if (!parsed || parsed.key.length !== KEY_BYTES) return false;
      const key = await derive(password, parsed.salt, parsed.params);
      return timingSafeEqual(key, parsed.key);
    },
    needsRehash(stored) {
      const parsed = parse(stored)?.params;
      return (
        !parsed || parsed.logN !== params.logN || parsed.r !== params.r || parsed.p !== params.p
      );
    },
  };
}

/** 503 with Retry-After when the hasher's wait line is full, for every route that hashes. */
export async function withHasher<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HasherBusyError) {
      throw new HttpError(503, 'Too many password checks right now. Try again in a moment.', {
        'retry-after': String(error.retryAfterSeconds),
      });
    }
    throw error;
  }
}
