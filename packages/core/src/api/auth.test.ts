import { describe, expect, it } from 'vitest';
import { changePasswordBodySchema, registerBodySchema } from './auth.ts';

// A new password is judged as the hash will see it: NFKC-normalised.
describe('new password rules see the NFKC form', () => {
  it('full-width letters become the ASCII password they sign in as', () => {
    const parsed = registerBodySchema.parse({
      email: 'a@example.com',
      password: 'ｐａｓｓｗｏｒｄ１２３',
    });
    expect(parsed.password).toBe('password123');
  });

  it('counts length after normalising: 4 letters with combining accents are 4 characters', () => {
    const decomposed = 'e\u0301'.repeat(4); // 8 UTF-16 units, "éééé" after NFKC
    expect(decomposed).toHaveLength(8);
    const result = changePasswordBodySchema.safeParse({
      current_password: 'x',
      new_password: decomposed,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Use at least 8 characters for your password.');
  });

  it('keeps CJK and other passwords that NFKC leaves alone', () => {
    const password = 'パスワードは秘密です';
    expect(registerBodySchema.parse({ email: 'a@example.com', password }).password).toBe(password);
  });
});
