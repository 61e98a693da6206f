import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

// Used by the root vitest workspace (`extends`). No reactRouter plugin here: it expects a
// full app build and is not needed to render components in happy-dom.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
});
