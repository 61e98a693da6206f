import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  server: {
    // The API lives on the same origin in production; in dev, proxy it to the server.
    // scripts/dev.mjs passes the API port it started.
    proxy: { '/api': `http://127.0.0.1:${process.env.QUIETDESK_API_PORT ?? '3000'}` },
  },
});
