import { defineConfig } from 'vite';
import { webAliases } from './vite.aliases.ts';

// The parts of app screens the server renders into their first HTML, per request: ES modules in
// build/server-render/, one per part, each exporting its render function:
// - render-today-card.js: renderTodayCard(today), the dashboard's Today card
//   (docs/decisions/070-today-in-the-first-html.md);
// - render-signed-out-status.js: renderSignedOutStatus(), the account screen for someone not
//   signed in (docs/decisions/071-account-screen-first-html.md).
// Self-contained: React and the other packages are bundled in (in a chunk the parts share), in
// their production builds whatever NODE_ENV the server runs with (React's development build
// rendered the Today card in 0.58 ms against 0.27 ms), and the server holds no other copy of React.
export default defineConfig({
  resolve: { alias: webAliases },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  // The client build copies public/; these modules need none of it.
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'build/server-render',
    emptyOutDir: true,
    minify: false,
    rolldownOptions: {
      input: {
        'render-today-card': 'app/features/study/server/render-today-card.tsx',
        'render-signed-out-status': 'app/features/auth/server/render-signed-out-status.tsx',
      },
      output: { entryFileNames: '[name].js' },
      // React Query's and React Router's "use client" marks mean nothing to a server render.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
