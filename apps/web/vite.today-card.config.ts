import { defineConfig } from 'vite';
import { webAliases } from './vite.aliases.ts';

// The Today card for the server to render into the dashboard's first HTML
// (docs/decisions/070-today-in-the-first-html.md): one ES module, build/today-card/render-today-card.js,
// exporting renderTodayCard(today). Self-contained: React and the other packages are bundled in,
// in their production builds whatever NODE_ENV the server runs with (React's development build
// rendered the card in 0.58 ms against 0.27 ms), and the server holds no other copy of React.
export default defineConfig({
  resolve: { alias: webAliases },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    ssr: 'app/features/study/server/render-today-card.tsx',
    outDir: 'build/today-card',
    emptyOutDir: true,
    minify: false,
    rolldownOptions: {
      output: { entryFileNames: 'render-today-card.js' },
      // React Query's and React Router's "use client" marks mean nothing to a server render.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
