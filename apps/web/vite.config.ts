import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { webAliases } from './vite.aliases.ts';

export default defineConfig({
  // PUBLIC_URL (the server's public-address setting) is also the site URL the build bakes into
  // canonical links, feeds and the sitemap: one setting for both (app/lib/site.ts).
  envPrefix: ['VITE_', 'PUBLIC_URL'],
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // `NO_MINIFY=1 npm run build`: readable function names in CPU profiles and traces of the
    // production build (how the canvas and Lighthouse figures were investigated); never shipped.
    minify: process.env.NO_MINIFY ? false : undefined,
    // `QD_SOURCEMAP=1`: source maps, to see which modules each chunk holds and how many bytes
    // each brings (how the first-load figures in docs/decisions/062-first-tap-lighter-shell.md
    // were found); never shipped.
    sourcemap: Boolean(process.env.QD_SOURCEMAP),
    rolldownOptions: {
      output: {
        // Fewer, larger chunks for what every /app page loads anyway: each file costs a request
        // and ~1 KB of response headers, which on HTTP/1.1 is as much as many of these modules.
        // Route modules and lazy parts (menus, engines, tool libraries) keep their own chunks.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            {
              // The feature state the /app layout and header read on every screen (theme,
              // account, timer and sound stores), the header's own widgets with their icons, and
              // Vite's dynamic-import helper. Left to the
              // default splitting they were eight files of 0.1–5 KB: each one a request and a
              // task of its own on a phone's first load, each task a slice of blocking time.
              name: 'app-shell',
              test: /[\\/]app[\\/]features[\\/](theme[\\/](model|hooks)|auth[\\/]api[\\/]query-keys|pomodoro[\\/](hooks[\\/]use-session|model[\\/]active-session)|sounds[\\/](model[\\/](sound-store|sounds|mixes)|hooks[\\/]use-sound\.|components[\\/](sound-picker|sound-player|mix-editor))|pomodoro[\\/]components[\\/]session-indicator|offline[\\/]components[\\/]connection-notices)|vite[\\/]preload-helper|lucide-react[\\/].*[\\/]icons[\\/]monitor\./,
              priority: 15,
            },
            {
              // React Query in one piece for the parts that load it after hydration (left to the
              // default splitting it was six files of 0.1–8 KB).
              name: 'react-query',
              test: /node_modules[\\/]@tanstack[\\/]/,
              priority: 12,
            },
            {
              // The icons of what loads after hydration, in one file instead of one tiny file per
              // icon. The header's icons come with the app-shell and app-kit groups above (a
              // group takes its modules' dependencies along); the few a screen's first render
              // needs outside them are left out here, or they would bring this whole file into
              // that screen's first load (the budgets in js-budgets.json would say so).
              name: 'icons',
              test: /lucide-react[\\/].*[\\/]icons[\\/](?!(sparkles|arrow-right|timer|pause|play|headphones)\.)/,
              priority: 5,
            },
            {
              // What the layout and most screens share: clsx, the shared components and helpers,
              // and the icons these use. Components and helpers only some screens use stay with
              // them, the public site's header and 404 page with it. React Query is not in it: the
              // parts that use it load it after hydration
              // (docs/decisions/062-first-tap-lighter-shell.md).
              name: 'app-kit',
              test: /node_modules[\\/]clsx[\\/]|[\\/]app[\\/](?!components[\\/]ui[\\/](form|key-hint|tool-card|source-credits)\.|components[\\/]layout[\\/](not-found-page|marketing-header|site-menu)\.|lib[\\/](tool-handoff|download|xml|query-client|query-provider|use-delete-by-id)\.)(components|lib)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  resolve: { alias: webAliases },
  server: {
    // The API lives on the same origin in production; in dev, proxy it to the server.
    // scripts/dev.mjs passes the API port it started.
    proxy: { '/api': `http://127.0.0.1:${process.env.QUIETDESK_API_PORT ?? '3000'}` },
  },
});
