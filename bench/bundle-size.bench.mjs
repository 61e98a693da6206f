// Initial JavaScript each page makes the browser download, gzip-compressed (level 6, as a typical
// server would send it), measured in Debian's Chromium against the built server. Goals: landing
// ≤ 90 KB, dashboard ≤ 160 KB.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import {
  requireBuild,
  serverEntry,
  startProcess,
  tempDataDir,
  waitFor200,
  freePort,
} from './lib.mjs';

const PAGES = [
  { path: '/', budgetKb: 90 },
  { path: '/app/dashboard', budgetKb: 160 },
];

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

export async function benchBundleSize() {
  requireBuild();
  const data = tempDataDir();
  const port = await freePort();
  const proc = startProcess([serverEntry], { PORT: String(port), DATA_DIR: data.dir });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    await waitFor200(`http://127.0.0.1:${port}/api/health`, performance.now());
    const pages = [];
    for (const { path, budgetKb } of PAGES) {
      const page = await browser.newPage();
      const scripts = [];
      page.on('response', (res) => {
        if (res.request().resourceType() === 'script')
          scripts.push(res.body().then((b) => ({ url: res.url(), b })));
      });
      await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
      const bodies = await Promise.all(scripts);
      const gzipBytes = bodies.reduce((sum, { b }) => sum + gzipSync(b, { level: 6 }).length, 0);
      const kb = gzipBytes / 1024;
      pages.push({
        path,
        files: bodies.length,
        gzipKb: Number(kb.toFixed(1)),
        budgetKb,
        pass: kb <= budgetKb,
      });
      await page.close();
    }
    return { name: 'initial-js-gzip', pages, pass: pages.every((p) => p.pass) };
  } finally {
    await browser.close();
    await proc.stop();
    data.cleanup();
  }
}
