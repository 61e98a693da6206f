// Writes build/client/sw.js with workbox-build after `react-router build`, when every file the
// service worker must know about exists, prerendered app shells included
// (docs/decisions/021-service-worker.md). Runs before precompress.mjs, so the precache lists
// the real files, never their .br/.gz copies.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { generateSW } from 'workbox-build';

const root = new URL('../build/client/', import.meta.url).pathname;
const revision = (file) =>
  createHash('sha256')
    .update(readFileSync(join(root, file)))
    .digest('hex')
    .slice(0, 16);

// The shells are fetched from the server by URL (it adds the CSP nonce and its header), so the
// cached copy carries a matching nonce and policy. `/app` answers with the SPA fallback, which
// opens every other /app screen.
// The prerendered app screens are the APP_SHELLS of react-router.config.ts: app/<screen>/index.html.
const appShells = readdirSync(join(root, 'app'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, 'app', entry.name, 'index.html')))
  .map((entry) => `/app/${entry.name}`);
const shells = [
  ...appShells.map((url) => ({ url, revision: revision(`${url.slice(1)}/index.html`) })),
  { url: '/app', revision: revision('__spa-fallback.html') },
];

const { count, size, warnings } = await generateSW({
  globDirectory: root,
  globPatterns: [
    'assets/**/*.{js,css,svg,woff2,png}',
    'favicon.svg',
    'manifest.webmanifest',
    'icons/*.png',
  ],
  // The reader's PDF library, its worker and the dyslexia-friendly font load only when a file is
  // opened or that font chosen: about 500 KB every install would fetch for people who never do.
  // They are cached on first use instead (the reader-on-demand route below). The names are
  // Vite's output names: pdf-<hash>.js (pdf.js and the reader's loader and extractor),
  // pdf.worker.min-<hash>.{js,mjs} and opendyslexic-latin-400-normal-<hash>.{woff2,woff}.
  globIgnores: ['assets/pdf.worker*', 'assets/pdf-*.js', 'assets/opendyslexic-*'],
  // Vite puts a content hash in every file name under assets/: no revision needed.
  dontCacheBustURLsMatching: /^assets\//,
  additionalManifestEntries: shells,
  swDest: join(root, 'sw.js'),
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
  // A new version waits until the page asks for it on the next navigation (workbox-window
  // posts SKIP_WAITING), then the page reloads into it with an "updated" notice.
  skipWaiting: false,
  // The first install controls the open page at once, so the first visit already works offline.
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  navigateFallback: '/app',
  navigateFallbackAllowlist: [/^\/app(?:\/|$)/],
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  runtimeCaching: [
    {
      // What globIgnores leaves out of the precache, kept once used so a PDF opens offline after
      // the first one. Hashed names never change content: cache first, and the oldest builds'
      // copies go as new ones come.
      urlPattern: /\/assets\/(?:pdf\.worker[^/]*|pdf-[^/]*\.js|opendyslexic-[^/]*)$/,
      handler: 'CacheFirst',
      options: {
        // App files, nothing personal: APP_FILE_CACHES in app/lib/storage.ts.
        cacheName: 'reader-on-demand',
        expiration: { maxEntries: 16, purgeOnQuotaError: true },
        cacheableResponse: { statuses: [200] },
      },
    },
    {
      // The only API answers kept: the planner's saved plans, so they can be read offline.
      // Network first: online they are always fresh. Everything else under /api/ is never cached.
      urlPattern: ({ url, request }) =>
        request.method === 'GET' && /^\/api\/planner\/plans(?:\/[^/]+)?$/.test(url.pathname),
      handler: 'NetworkFirst',
      options: {
        // Personal data: also listed in app/lib/storage.ts (PERSONAL_CACHES), cleared at sign-out.
        cacheName: 'planner-saved-plans',
        networkTimeoutSeconds: 4,
        expiration: { maxEntries: 60 },
        cacheableResponse: { statuses: [200] },
        plugins: [
          {
            // The copy served when the server does not answer is marked, so the page does not
            // take it for the server being back (the offline banner; OFFLINE_COPY_HEADER in
            // app/lib/api-client.ts). Serialised into sw.js by workbox-build: self-contained.
            cachedResponseWillBeUsed: async ({ cachedResponse }) => {
              if (!cachedResponse) return cachedResponse;
              const headers = new Headers(cachedResponse.headers);
              headers.set('x-quietdesk-offline-copy', '1');
              return new Response(await cachedResponse.blob(), {
                status: cachedResponse.status,
                statusText: cachedResponse.statusText,
                headers,
              });
            },
          },
        ],
      },
    },
  ],
});
for (const warning of warnings) console.warn(warning);
console.log(`service worker: ${count} files precached (${(size / 1024).toFixed(0)} KB)`);
