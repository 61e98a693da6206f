// Bundles the server into dist/main.js and its page-extract worker into dist/extract-worker.js.
// npm packages stay external (they are installed next to it), but @quietdesk/core is TypeScript
// source, so it is bundled in. Migrations are copied beside the bundle because the migrator looks
// for them relative to its own file.
import { cp, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

await rm(here('./dist'), { recursive: true, force: true });
await build({
  // The extract worker is its own entry: worker_threads loads it from a file beside main.js
  // (see src/features/fixation/extract-pool.ts).
  entryPoints: {
    main: here('./src/main.ts'),
    'extract-worker': here('./src/features/fixation/extract-worker.ts'),
    'text-worker': here('./src/features/fixation/text-worker.ts'),
    // PGlite's own thread (src/db/pglite-thread.ts).
    'pglite-worker': here('./src/db/pglite-worker.ts'),
  },
  outdir: here('./dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Dynamic imports (the AI SDK, loaded only with AI_PROVIDER=openai-compatible) become chunks
  // loaded on first use instead of slowing every start.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  packages: 'external',
  // `packages: 'external'` would also skip the workspace package; resolve it as source instead.
  alias: { '@quietdesk/core': here('../../packages/core/src') },
  logLevel: 'warning',
});
await cp(here('./src/db/migrations'), here('./dist/migrations'), { recursive: true });
// Data the server reads at start, beside the bundle for the same reason.
await cp(here('./src/features/auth/common-passwords.txt'), here('./dist/common-passwords.txt'));
console.log('Built apps/server/dist/main.js and dist/extract-worker.js');
