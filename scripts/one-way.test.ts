import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Shared things are done one way. Each check below names the one module that owns a thing and
 * fails when source code elsewhere (tests and browser specs aside) starts doing it again by hand.
 */
function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter(
      (file) =>
        /^(apps|packages)\/.*\.(ts|tsx|mjs)$/.test(file) &&
        !/\.test\.tsx?$|\/e2e\/|\/test\/|node_modules\//.test(file),
    );
}

/** Files outside `owner` whose text matches `pattern`, as "path:line". */
function offenders(pattern: RegExp, owner: string, files = sourceFiles()): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (file === owner) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (pattern.test(line)) found.push(`${file}:${index + 1}`);
      });
  }
  return found;
}

describe('one way to do each thing', () => {
  it('one UUID pattern, in packages/core/src/uuid.ts', () => {
    expect(offenders(/\{8\}-\[0-9a-f\]\{4\}/i, 'packages/core/src/uuid.ts')).toEqual([]);
  });

  it('one way to browser storage, in apps/web/app/lib/storage.ts', () => {
    // Code lines only: a comment may say where something is kept.
    const rawAccess = /^(?!\s*(\/\/|\*|\/\*)).*\b(localStorage|sessionStorage)\b/;
    expect(offenders(rawAccess, 'apps/web/app/lib/storage.ts')).toEqual([]);
  });

  it('one request-rate limiter, in apps/server/src/limits/limiter.ts', () => {
    const limiter = 'apps/server/src/limits/limiter.ts';
    // No rate-limit package, and no second way of counting requests (a limiter object, an
    // `enforce` call).
    expect(
      offenders(/rate-?limit['"]|\bcreateLimiter\b|\bRateLimiter\b|\.enforce\(/i, limiter),
    ).toEqual([]);
    // Counters are hit by the limiter and by the sign-in limiter, which counts failures, not
    // requests (docs/decisions/043-sign-in-limits-under-concurrency.md).
    const counters = offenders(/\.hit\(/, limiter).filter(
      (line) => !line.startsWith('apps/server/src/features/auth/login-limiter.ts:'),
    );
    expect(counters).toEqual([]);
    const server = JSON.parse(readFileSync('apps/server/package.json', 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(server.dependencies).filter((name) => /rate-?limit/i.test(name))).toEqual(
      [],
    );
  });

  it('components never read the status of an error: their feature model says what it means', () => {
    const components = sourceFiles().filter((file) =>
      /^apps\/web\/app\/features\/[^/]+\/components\//.test(file),
    );
    const readsStatus = /\b(\w*error|err|failure)\.status\b/i;
    // Files still to move, each listed until it no longer reads one (then the list must shrink).
    const notYet: string[] = [];
    const found = offenders(readsStatus, '', components);
    expect(found.filter((line) => !notYet.some((file) => line.startsWith(`${file}:`)))).toEqual([]);
    for (const file of notYet) expect(found.some((line) => line.startsWith(`${file}:`))).toBe(true);
  });
});
