import { defineConfig } from 'vitest/config';

// One runner, three projects: `npm run test:unit` runs core + web, `test:integration` runs server.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          root: 'packages/core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: 'apps/web/vitest.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['app/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
