// Builds the OpenAPI document the server serves at /api/openapi.json from the app itself (no
// server, no migrations: app.swagger()), writes it to a temporary file and runs `redocly lint`
// with the recommended rules on it. Exits non-zero on any error. `npm run lint:openapi`.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { MEMORY_DATA_DIR } from '../src/config.ts';
import { createDatabase } from '../src/db/database.ts';
import { testConfig } from '../src/test/helpers.ts';

const database = await createDatabase({ dataDir: MEMORY_DATA_DIR, databaseUrl: undefined });
const app = await buildApp({ config: testConfig(), database, logger: false });
await app.ready();
const document = app.swagger();
await app.close();
await database.close();

const folder = await mkdtemp(path.join(os.tmpdir(), 'quietdesk-openapi-'));
const file = path.join(folder, 'openapi.json');
await writeFile(file, JSON.stringify(document, null, 2));
const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
const result = spawnSync(
  process.execPath,
  [redocly, 'lint', '--extends', 'recommended', '--format', 'stylish', file],
  { stdio: 'inherit' },
);
await rm(folder, { recursive: true, force: true });
process.exit(result.status ?? 1);
