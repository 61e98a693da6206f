import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

// On-the-fly compression for what cannot be compressed at build time: HTML (it carries a fresh
// CSP nonce per response, docs/decisions/020-compressed-delivery-and-app-shells.md) and API JSON. Hashed build
// files are precompressed (brotli 11 + gzip 9) by apps/web/scripts/precompress.mjs and served
// by @fastify/static with `preCompressed`; they arrive here already carrying Content-Encoding,
// which @fastify/compress leaves alone, so nothing is compressed twice.

/** Below this, headers and framing cost more than compression saves. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

// Text formats only: images, fonts (woff2 is already brotli inside), audio and archives are
// already compressed and would only grow.
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.-]+\+)?(?:json|xml|javascript)(?:;|$)|image\/svg\+xml(?:;|$)|application\/manifest\+json)/u;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE,
    // Quality 4 is the usual on-the-fly setting: close to gzip 9's size at a fraction of the
    // cost of brotli 11 (which is kept for build-time files).
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
