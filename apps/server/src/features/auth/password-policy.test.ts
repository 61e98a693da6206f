import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from './password-policy.ts';

describe('common passwords', () => {
  it('ships the 3,000 most common, compared without case', () => {
    expect(COMMON_PASSWORD_COUNT).toBe(3000);
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('QWERTYUIOP')).toBe(true);
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
  });
});
