import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { E2E_PORT, E2E_SMTP_PORT } from './e2e/mail-port';

// E2E_PORT lets two checkouts run their browser suites side by side on one machine.
const PORT = E2E_PORT;
const BASE_URL = `http://127.0.0.1:${PORT}`;

// End-to-end tests run against the real server serving the real build
// (`npm run test:e2e` builds first). Chromium is Debian's; Playwright never downloads one.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  // One retry on CI so a timing hiccup on a loaded 2-core runner does not sink a submission;
  // Playwright still lists any test that needed it as "flaky", and a real failure fails twice.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  // Generous limits for a 2-core runner with two workers: walk-throughs that take ~25 s alone
  // (the planner's, the flashcards deck) ran past 30 s when both workers were busy. A real
  // failure still fails; it only takes longer to say so.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: 'node ../server/dist/main.js',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'quietdesk-e2e-')),
      LOG_LEVEL: 'warn',
      // Every test starts without a cookie, so AI calls share the per-IP allowance; the rate
      // limit itself is covered by the API tests.
      AI_RATE_LIMIT_PER_MINUTE: '1000',
      // Every browser test signs up from 127.0.0.1; the limit itself is covered by the API tests.
      REGISTER_RATE_LIMIT_PER_HOUR: '1000',
      // No internet here: the encyclopedia is off, so the dictionary answers as before.
      KNOWLEDGE_API_URL: 'off',
      SMTP_URL: `smtp://quietdesk:sink-secret@127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_FROM: 'Quietdesk <no-reply@quietdesk.test>',
      PUBLIC_URL: BASE_URL,
      // Every browser test asks from 127.0.0.1; the limits themselves are covered by the API tests.
      PASSWORD_RESET_PER_ADDRESS_PER_HOUR: '1000',
      PASSWORD_RESET_PER_ACCOUNT_PER_HOUR: '100',
    },
  },
});
