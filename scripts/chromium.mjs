// Debian's Chromium and the flags that work on these machines (root: no sandbox; a closed network:
// no background calls). The browser tests (apps/web/playwright.config.ts) and the benchmarks
// (bench/lib.mjs) both launch it with these; Playwright never downloads a browser here.
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
