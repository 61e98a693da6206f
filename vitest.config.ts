import { defineConfig } from 'vitest/config';

// One runner, four projects: `npm run test:unit` runs repo + core + web, `test:integration` runs server.
export default defineConfig({
  test: {
    projects: [
      {
        // Checks of the repository itself (declared layers, references to docs).
        test: {
          name: 'repo',
          root: '.',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'core',
          root: 'packages/core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Audio rendering tests take a second of CPU each; on a busy 2-core runner the default
          // 5 s limit failed a test that was only waiting for a core.
          testTimeout: 30_000,
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
