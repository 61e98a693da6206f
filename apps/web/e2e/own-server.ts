import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// For specs that need to stop the server mid-test (offline proof) or swap its build: a server
// process of their own on their own port, serving a private copy of the web build.

const serverEntry = fileURLToPath(new URL('../../server/dist/main.js', import.meta.url));
const builtClient = fileURLToPath(new URL('../build/client', import.meta.url));

export interface OwnServer {
  origin: string;
  /** The private copy of build/client this server serves; edit it to simulate a new build. */
  webDir: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  dispose(): Promise<void>;
}

/** `env` is added to the server's environment (e.g. KNOWLEDGE_API_URL for a fake encyclopedia). */
export function ownServer(port: number, env: Record<string, string> = {}): OwnServer {
  const folder = mkdtempSync(join(tmpdir(), 'quietdesk-own-server-'));
  const webDir = join(folder, 'client');
  cpSync(builtClient, webDir, { recursive: true });
  const origin = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  async function waitForHealth() {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${origin}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`server on ${origin} did not start`);
  }

  const server: OwnServer = {
    origin,
    webDir,
    async start() {
      child = spawn(process.execPath, [serverEntry], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          // In-memory database: starts fast, and nothing to clean up.
          DATA_DIR: 'memory://',
          WEB_DIST_DIR: webDir,
          LOG_LEVEL: 'warn',
          // No internet in tests: the encyclopedia is off for these servers.
          KNOWLEDGE_API_URL: 'off',
          ...env,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      await waitForHealth();
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
      // Really gone: a connection attempt must now fail.
      await fetch(`${origin}/api/health`).then(
        () => {
          throw new Error('server still answering after stop');
        },
        () => undefined,
      );
    },
    async dispose() {
      await server.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
  return server;
}
