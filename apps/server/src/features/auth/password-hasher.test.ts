import { describe, expect, it } from 'vitest';
import { createPasswordHasher, PRODUCTION_SCRYPT } from './password-hasher.ts';

describe('password hashing', () => {
  it('uses scrypt N=2^17, r=8, p=1 by default, with a fresh salt every time', async () => {
    const hasher = createPasswordHasher();
    expect(hasher.params).toEqual(PRODUCTION_SCRYPT);
    const first = await hasher.hash('correct horse battery staple');
    const second = await hasher.hash('correct horse battery staple');
    expect(first).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(second).not.toBe(first);
    expect(await hasher.verify('correct horse battery staple', first)).toBe(true);
    expect(await hasher.verify('correct horse battery stapl', first)).toBe(false);
  }, 60_000);

  it('verifies hashes made with other parameters and says they need redoing', async () => {
    const old = await createPasswordHasher({ logN: 10, r: 8, p: 1 }).hash('パスワードは秘密です');
    const current = createPasswordHasher({ logN: 12, r: 8, p: 1 });
    expect(await current.verify('パスワードは秘密です', old)).toBe(true);
    expect(current.needsRehash(old)).toBe(true);
    expect(current.needsRehash(await current.hash('x'.repeat(8)))).toBe(false);
  });

  it('refuses anything that is not one of its hashes', async () => {
    const hasher = createPasswordHasher({ logN: 10, r: 8, p: 1 });
    for (const stored of ['', 'plain', 'scrypt$a$b$c$d$e', 'bcrypt$1$2$3$4$5']) {
      expect(await hasher.verify('anything', stored)).toBe(false);
    }
  });
});
