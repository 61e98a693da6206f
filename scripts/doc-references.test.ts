import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: every `docs/…` path named in code, tests, benches, scripts or
 * docs exists, every `§N` names the document it points into (docs/product.md, or an RFC) and that
 * document has a heading `## N.`, and nothing points at documents outside the repository.
 */
const SCANNED = /^(apps|packages|bench|scripts|docs|\.ci)\/|^[^/]+\.(md|js|ts|json)$/;
const SKIPPED = /(^|\/)(package-lock\.json|node_modules\/)|\.(png|ico|svg|woff2?|pdf|epub)$/;

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && SCANNED.test(file) && !SKIPPED.test(file) && existsSync(file));
}

/** A path, or a decision cited by its number alone (`docs/decisions/006`). */
function resolves(path: string): boolean {
  if (existsSync(path)) return true;
  const slash = path.lastIndexOf('/');
  const dir = path.slice(0, slash);
  const prefix = path.slice(slash + 1);
  return (
    /^\d{3}$/.test(prefix) &&
    existsSync(dir) &&
    readdirSync(dir).some((f) => f.startsWith(`${prefix}-`))
  );
}

const headingsCache = new Map<string, Set<string>>();
function sectionNumbers(doc: string): Set<string> {
  let numbers = headingsCache.get(doc);
  if (!numbers) {
    numbers = new Set(
      [...readFileSync(doc, 'utf8').matchAll(/^#{2,3} (\d+)\./gm)].map((match) => match[1]!),
    );
    headingsCache.set(doc, numbers);
  }
  return numbers;
}

export function referenceProblems(file: string, text: string): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    for (const match of line.matchAll(/(?<![\w/.-])docs\/[\w./-]*[\w/]/g)) {
      const path = match[0];
      if (!resolves(path)) {
        problems.push(`${where}: ${path} is not in the repository`);
        continue;
      }
      const after = line.slice(match.index + path.length);
      const sections = /^[`)]*\s*\(?((?:§\s?\d+[\s,/and]*)+)/.exec(after);
      for (const section of sections?.[1]?.matchAll(/§\s?(\d+)/g) ?? []) {
        if (!sectionNumbers(path).has(section[1]!)) {
          problems.push(`${where}: ${path} has no section ${section[1]}`);
        }
      }
    }
    if (line.includes('§') && !/docs\/[\w./-]+\.md|RFC \d+/.test(line)) {
      problems.push(`${where}: a § reference that does not name its document`);
    }
    if (/ARCHITECTURE\.md|\.\.\/shared\/|product-spec\.md/.test(line)) {
      problems.push(`${where}: points at a document outside the repository`);
    }
    if (/\b[Ii]ssue #?\d+\b|\(issue:|\bthe [\w-]+ issue\b|\bhouse rule\b/i.test(line)) {
      problems.push(`${where}: cites an issue instead of stating the rule`);
    }
  });
  return problems;
}

describe('references to documents', () => {
  it('finds a missing document, a missing section and an outside pointer', () => {
    const text = [
      '// see docs/nowhere.md',
      '// docs/product.md §42 says so',
      '// spec §8 says so',
      '// as ARCHITECTURE.md says',
      '// fixed in issue #12',
      '// (issue: fast on a phone)',
      '// the timer issue writes here',
      '// house rule 10',
      '// docs/product.md §8 and RFC 5545 §3.1 are fine',
    ].join('\n');
    expect(referenceProblems('x.ts', text)).toEqual([
      'x.ts:1: docs/nowhere.md is not in the repository',
      'x.ts:2: docs/product.md has no section 42',
      'x.ts:3: a § reference that does not name its document',
      'x.ts:4: points at a document outside the repository',
      'x.ts:5: cites an issue instead of stating the rule',
      'x.ts:6: cites an issue instead of stating the rule',
      'x.ts:7: cites an issue instead of stating the rule',
      'x.ts:8: cites an issue instead of stating the rule',
    ]);
  });

  it('every reference in the repository resolves', () => {
    const problems = trackedFiles()
      .filter((file) => file !== 'scripts/doc-references.test.ts')
      .flatMap((file) => referenceProblems(file, readFileSync(file, 'utf8')));
    expect(problems).toEqual([]);
  });
});
