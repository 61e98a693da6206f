import { describe, expect, it } from 'vitest';
import { buildRss, buildSitemap } from './feeds';

const post = {
  slug: 'a-b',
  title: 'Tea & <focus>',
  excerpt: 'Short.',
  published: '2025-03-01',
  modified: '2025-04-02',
};

describe('feeds', () => {
  it('builds a sitemap with absolute, escaped URLs', () => {
    const xml = buildSitemap('https://x.test', [
      { path: '/' },
      { path: '/blog/a-b', lastmod: '2025-04-02' },
    ]);
    expect(xml).toContain('<loc>https://x.test/</loc>');
    expect(xml).toContain('<loc>https://x.test/blog/a-b</loc><lastmod>2025-04-02</lastmod>');
  });

  it('builds an RSS item per post with escaped text', () => {
    const xml = buildRss('https://x.test', { title: 'T', description: 'D' }, [post]);
    expect(xml).toContain('<title>Tea &amp; &lt;focus&gt;</title>');
    expect(xml).toContain('<link>https://x.test/blog/a-b</link>');
    expect(xml).toContain('<pubDate>Sat, 01 Mar 2025 00:00:00 GMT</pubDate>');
  });
});
