import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers.ts';

describe('security headers', () => {
  it('never allows eval or inline scripts, with or without a nonce', () => {
    for (const csp of [
      contentSecurityPolicy({ https: false }),
      contentSecurityPolicy({ https: true }, 'abc123'),
    ]) {
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("object-src 'none'");
    }
    expect(contentSecurityPolicy({ https: false }, 'abc123')).toContain(
      "script-src 'self' 'nonce-abc123'",
    );
  });

  it('adds HSTS and upgrade-insecure-requests only over https', () => {
    const plain = securityHeaders({ https: false });
    const secure = securityHeaders({ https: true });
    expect(plain['strict-transport-security']).toBeUndefined();
    expect(plain['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(secure['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(secure['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
