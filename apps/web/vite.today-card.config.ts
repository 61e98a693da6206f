import { defineConfig } from 'vite';
import { webAliases } from './vite.aliases.ts';

// The Today card for the server to render into the dashboard's first HTML
// (docs/decisions/070-today-in-the-first-html.md): one ES module, build/today-card/render-today-card.js,
// exporting renderTodayCard(today). React and the other packages stay imports, resolved from
// node_modules at run time; the workspace's own code (TypeScript sources) is bundled.
export default defineConfig({
  resolve: { alias: webAliases },
  ssr: { noExternal: ['@quietdesk/core'] },
  build: {
    ssr: 'app/features/study/server/render-today-card.tsx',
    outDir: 'build/today-card',
    emptyOutDir: true,
    minify: false,
    rolldownOptions: { output: { entryFileNames: 'render-today-card.js' } },
  },
});
