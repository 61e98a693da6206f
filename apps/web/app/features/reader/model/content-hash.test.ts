import { describe, expect, it } from 'vitest';
import { contentHash, readingHash } from './content-hash';

describe('content hashes', () => {
  it('is SHA-256 in hex, the same for the same bytes', async () => {
    // The SHA-256 of "abc" (FIPS 180-2, appendix B.1).
    expect(await contentHash(new TextEncoder().encode('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('tells a pasted text from the same words read from a page', async () => {
    const pasted = await readingHash('paste', '', 'Cells divide.');
    expect(pasted).toBe(await readingHash('paste', '', 'Cells divide.'));
    expect(pasted).not.toBe(await readingHash('url', 'https://example.org/', 'Cells divide.'));
    expect(pasted).not.toBe(await readingHash('paste', '', 'Cells divide!'));
  });
});
