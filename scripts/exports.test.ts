import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * An export is a promise that another file uses the thing. One used only in its own file is
 * module-private; one used nowhere is dead code. Framework entry points (React Router's route
 * modules, root and entries) and config files export by convention and are left out.
 */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|js|mts)$/.test(file) && !file.includes('node_modules/'));

const checked = (file: string) =>
  /^(apps|packages)\//.test(file) &&
  !/(\.(test|spec|bench)\.|test-helpers|\/e2e\/|\/src\/test\/|\/testing\.ts$|config\.|\.d\.ts$)/.test(
    file,
  ) &&
  !/\/routes\/|\/root\.tsx$|\/entry\.|\/routes\.ts$/.test(file);

const EXPORT =
  /^export (?:declare )?(?:async )?(?:const|let|function\*?|type|interface|class|enum|abstract class) ([A-Za-z0-9_$]+)/gm;

/** Exports in `file` that no other file names. */
function ownOnly(texts: Map<string, string>, words: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  for (const [file, text] of texts) {
    if (!checked(file)) continue;
    for (const [, name] of text.matchAll(EXPORT)) {
      const users = words.get(name!) ?? new Set();
      if (![...users].some((user) => user !== file)) found.push(`${file}: ${name}`);
    }
  }
  return found;
}

function index(texts: Map<string, string>): Map<string, Set<string>> {
  const words = new Map<string, Set<string>>();
  for (const [file, text] of texts) {
    for (const [word] of text.matchAll(/[A-Za-z_$][\w$]*/g)) {
      let users = words.get(word);
      if (!users) words.set(word, (users = new Set()));
      users.add(file);
    }
  }
  return words;
}

describe('exports', () => {
  it('are each used by another file (else module-private or removed)', () => {
    const texts = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
    expect(ownOnly(texts, index(texts))).toEqual([]);
  });

  it('the check finds an export only its own file uses', () => {
    const texts = new Map([
      ['apps/web/app/lib/a.ts', 'export const used = 1;\nexport function lonely() {}\nlonely();'],
      ['apps/web/app/lib/b.ts', "import { used } from './a';"],
    ]);
    expect(ownOnly(texts, index(texts))).toEqual(['apps/web/app/lib/a.ts: lonely']);
  });
});
