// `npm start`: build when the build is missing or older than the sources, then run the server
// in this process (no extra child process, so signals reach the server's graceful shutdown).
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = join(root, 'apps/server/dist/main.js');
const webIndex = join(root, 'apps/web/build/client/index.html');
// Everything a build reads: sources, content, and the files that change how it is built.
const sourceDirs = [
  'packages/core/src',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/web/app',
  'apps/web/content',
  'apps/web/public',
  'apps/web/react-router.config.ts',
  'apps/web/vite.config.ts',
  'apps/web/vite.aliases.ts',
  'apps/web/vite.server-render.config.ts',
  'package-lock.json',
];

// Settings the web build bakes into the pages (README, "Settings"): a change rebuilds, so the
// setting does what the README says on the next `npm start`. PUBLIC_URL is also read by the
// server; the build takes its origin for canonical links, feeds and the sitemap.
const BUILD_TIME_SETTINGS = ['VITE_SUPPORT_EMAIL', 'PUBLIC_URL'];
const settingsStamp = join(root, 'apps/web/build/build-settings.json');
const currentSettings = JSON.stringify(
  Object.fromEntries(BUILD_TIME_SETTINGS.map((name) => [name, process.env[name] ?? ''])),
);

function builtWithSameSettings() {
  try {
    return readFileSync(settingsStamp, 'utf8') === currentSettings;
  } catch {
    return false;
  }
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function buildIsCurrent() {
  if (!existsSync(serverEntry) || !existsSync(webIndex)) return false;
  const builtAt = Math.min(statSync(serverEntry).mtimeMs, statSync(webIndex).mtimeMs);
  return (
    builtWithSameSettings() && sourceDirs.every((dir) => newestMtime(join(root, dir)) <= builtAt)
  );
}

if (process.env.QUIETDESK_SKIP_BUILD !== '1' && !buildIsCurrent()) {
  console.log('Building Quietdesk (first start, or sources or build-time settings changed)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('Build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(settingsStamp, currentSettings);
}

await import(pathToFileURL(serverEntry).href);
