// `npm run dev`: the API with tsx watch on PORT (default 3000) and the Vite dev server with hot
// reload on 5173; Vite proxies /api to the API, so the browser sees one origin as in production.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.PORT ?? '3000';
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['react-router', 'dev', '--host', '127.0.0.1', '--port', '5173'], {
    cwd: join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, QUIETDESK_API_PORT: apiPort },
  }),
];
console.log(`Quietdesk dev: open http://127.0.0.1:5173 (API on http://127.0.0.1:${apiPort})`);

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children)
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
