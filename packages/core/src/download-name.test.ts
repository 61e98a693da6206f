import { describe, expect, it } from 'vitest';
import { attachmentDisposition, downloadName } from './download-name';

describe('downloadName', () => {
  it('keeps letters and digits of every script, dashes the rest', () => {
    expect(downloadName('Learn Spanish basics in 30 days', 'md', 'plan')).toBe(
      'Learn-Spanish-basics-in-30-days.md',
    );
    expect(downloadName('Café: crème brûlée!', 'ics', 'plan')).toBe('Café-crème-brûlée.ics');
    expect(downloadName('日本語の文法', 'md', 'plan')).toBe('日本語の文法.md');
    expect(downloadName('हिन्दी व्याकरण', 'md', 'plan')).toBe('हिन्दी-व्याकरण.md');
  });

  it('falls back when nothing is left, and stays within 80 characters', () => {
    expect(downloadName('?!', 'opml', 'mind-map')).toBe('mind-map.opml');
    const long = downloadName(`${'ab '.repeat(40)}`, 'csv', 'deck');
    expect(long.length).toBeLessThanOrEqual(84);
    expect(long).not.toMatch(/-\.csv$/);
    // Never cuts an astral character in half.
    expect(downloadName('𝔸'.repeat(100), 'md', 'x')).toBe(`${'A'.repeat(80)}.md`);
  });
});

describe('attachmentDisposition', () => {
  it('gives the UTF-8 name and an ASCII fallback', () => {
    expect(attachmentDisposition('Café-crème.csv')).toBe(
      `attachment; filename="Cafe-creme.csv"; filename*=UTF-8''Caf%C3%A9-cr%C3%A8me.csv`,
    );
    expect(attachmentDisposition('日本語.txt')).toBe(
      `attachment; filename="download.txt"; filename*=UTF-8''%E6%97%A5%E6%9C%AC%E8%AA%9E.txt`,
    );
  });
});
