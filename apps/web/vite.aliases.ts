import { fileURLToPath } from 'node:url';

/** The import aliases of every build of the web app (the app's, and the server's Today card). */
export const webAliases = [
  { find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url)) },
  // zod with its JIT off before any schema is built (see the file).
  { find: /^zod$/, replacement: fileURLToPath(new URL('./zod-jitless.ts', import.meta.url)) },
];
