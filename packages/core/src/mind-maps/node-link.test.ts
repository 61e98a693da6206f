import { describe, expect, it } from 'vitest';
import { mindMapNodeInputSchema } from '../api/mind-maps.ts';
import { isNodeLink, normaliseNodeLink, readerItemOf } from './node-link.ts';

const ITEM = '8f0b7c1e-2d3a-4b5c-9d8e-7f6a5b4c3d2e';

describe('node links', () => {
  it('takes http, https and reader items, nothing else', () => {
    expect(isNodeLink('https://example.org/a?b=c')).toBe(true);
    expect(isNodeLink('http://example.org')).toBe(true);
    expect(isNodeLink(`/app/fixation-reader?item=${ITEM}`)).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'file:///etc/passwd',
      'ftp://example.org',
      '//example.org',
      'https://',
      '/app/fixation-reader?item=nope',
      `https://example.org/${'a'.repeat(2000)}`,
    ]) {
      expect(isNodeLink(bad), bad).toBe(false);
    }
  });

  it('knows a reader item link', () => {
    expect(readerItemOf(`/app/fixation-reader?item=${ITEM}`)).toBe(ITEM);
    expect(readerItemOf('https://example.org')).toBeUndefined();
  });

  it('adds https:// to a typed host and refuses other schemes', () => {
    expect(normaliseNodeLink(' example.org/x ')).toBe('https://example.org/x');
    expect(normaliseNodeLink('javascript:alert(1)')).toBeUndefined();
    expect(normaliseNodeLink('not a link')).toBeUndefined();
    expect(normaliseNodeLink('')).toBeUndefined();
  });

  it('encodes spaces inside an address and refuses a host with a space', () => {
    expect(normaliseNodeLink('https://en.wikipedia.org/wiki/Cell wall')).toBe(
      'https://en.wikipedia.org/wiki/Cell%20wall',
    );
    expect(normaliseNodeLink(' en.wikipedia.org/wiki/Cell wall\t')).toBe(
      'https://en.wikipedia.org/wiki/Cell%20wall',
    );
    expect(normaliseNodeLink('https://exa mple.org/x')).toBeUndefined();
    expect(normaliseNodeLink('cell wall')).toBeUndefined();
  });

  it('the node schema stores a link normalised and refuses what it cannot mend', () => {
    const parse = (link: string) => mindMapNodeInputSchema.safeParse({ id: 'a', link });
    expect(parse('example.org/a page').data?.link).toBe('https://example.org/a%20page');
    expect(parse(`/app/fixation-reader?item=${ITEM}`).data?.link).toBe(
      `/app/fixation-reader?item=${ITEM}`,
    );
    expect(parse('http://exa mple.org').error?.issues[0]?.message).toMatch(
      /must be an http:\/\/ or https:\/\/ address \(such as https:\/\/example.org\/page\)/,
    );
  });

  it('the node schema refuses a bad link and a long note with a clear message', () => {
    const bad = mindMapNodeInputSchema.safeParse({ id: 'a', link: 'javascript:alert(1)' });
    expect(bad.error?.issues[0]?.message).toBe(
      'A node link must be an http:// or https:// address (such as https://example.org/page) or a reader item.',
    );
    const long = mindMapNodeInputSchema.safeParse({ id: 'a', note: 'n'.repeat(501) });
    expect(long.error?.issues[0]?.message).toBe('A node note must be at most 500 characters.');
  });
});
