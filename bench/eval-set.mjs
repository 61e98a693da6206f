// `--set <dir>` for the benches that grade a held-out set: a directory (absolute, or relative to
// the working directory) or the name of one under bench/data/. Without it, the bench's default.
import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const dataDir = fileURLToPath(new URL('./data/', import.meta.url));

/** The value of `--set`, or undefined. */
export function setArgument(argv = process.argv) {
  const index = argv.indexOf('--set');
  if (index < 0) return undefined;
  const value = argv[index + 1];
  if (!value || value.startsWith('--')) throw new Error('--set needs a directory');
  return value;
}

/** The held-out set's directory (with a trailing slash), or `fallback` under bench/data/. */
export function evalSetDir(fallback, argv = process.argv) {
  const value = setArgument(argv);
  const dir = !value
    ? join(dataDir, fallback)
    : isAbsolute(value) || value.includes('/') || existsSync(value)
      ? resolve(value)
      : join(dataDir, value);
  if (!existsSync(dir)) throw new Error(`--set: no directory ${dir}`);
  return dir.endsWith('/') ? dir : `${dir}/`;
}
