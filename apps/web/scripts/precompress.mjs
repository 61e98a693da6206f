// Writes x.br (brotli 11) and x.gz (gzip 9) beside every text file of the client build, so the
// server sends them as they are (@fastify/static `preCompressed`) instead of compressing the same
// bytes again for every visitor. HTML is left out: the server writes a fresh CSP nonce into each
// page and compresses it on the fly (docs/decisions/020-compressed-delivery-and-app-shells.md).
// Usage: node scripts/precompress.mjs [build/client]
import { readdir, readFile, writeFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const root = process.argv[2] ?? new URL('../build/client/', import.meta.url).pathname;
const TEXT = /\.(?:js|mjs|css|svg|json|webmanifest|txt|xml|data|map)$/;
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

let count = 0;
let before = 0;
let afterBr = 0;
for await (const file of files(root)) {
  if ((await stat(file)).size < MIN_BYTES) continue;
  const body = await readFile(file);
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = gzipSync(body, { level: 9 });
  // A compressed copy that is not smaller is useless: the server then sends the original.
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
  count++;
  before += body.length;
  afterBr += Math.min(br.length, body.length);
}
console.log(
  `precompressed ${count} files: ${(before / 1024).toFixed(0)} KB -> ${(afterBr / 1024).toFixed(0)} KB brotli`,
);
