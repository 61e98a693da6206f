import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './migrator.ts';

// docs/security.md says what every table holds and for how long: a table added by a migration
// must be described there too.

const REPO = path.resolve(MIGRATIONS_DIR, '../../../../..');

describe('docs/security.md', () => {
  it('names every table the migrations create', () => {
    const tables = new Set<string>();
    for (const file of readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql'))) {
      const text = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
      for (const match of text.matchAll(/CREATE (?:UNLOGGED )?TABLE (?:IF NOT EXISTS )?"(\w+)"/g)) {
        tables.add(match[1]!);
      }
    }
    expect(tables.size).toBeGreaterThan(15);
    const doc = readFileSync(path.join(REPO, 'docs/security.md'), 'utf8');
    const missing = [...tables].filter((table) => !doc.includes(`\`${table}\``));
    expect(missing).toEqual([]);
  });
});
