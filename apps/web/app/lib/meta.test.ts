import { describe, expect, it } from 'vitest';
import { breadcrumbLd, pageMeta } from './meta';
import { SITE_URL, siteOrigin } from './site';

describe('siteOrigin', () => {
  it('takes the origin of PUBLIC_URL and falls back to the default', () => {
    expect(siteOrigin('https://focus.example.com/')).toBe('https://focus.example.com');
    expect(siteOrigin('  http://127.0.0.1:3000/app  ')).toBe('http://127.0.0.1:3000');
    expect(siteOrigin(undefined)).toBe('https://quietdesk.app');
    expect(siteOrigin('')).toBe('https://quietdesk.app');
  });

  it('refuses what is not an http(s) URL, naming the setting', () => {
    expect(() => siteOrigin('focus.example.com')).toThrow(/PUBLIC_URL must be an http/);
    expect(() => siteOrigin('ftp://focus.example.com')).toThrow(/PUBLIC_URL/);
  });
});

describe('pageMeta', () => {
  it('gives public pages a canonical URL, Open Graph, a Twitter card and JSON-LD', () => {
    const tags = pageMeta('Blog', 'Articles.', {
      path: '/blog',
      jsonLd: [breadcrumbLd([{ name: 'Home', path: '/' }])],
    });
    expect(tags).toContainEqual({ title: 'Blog | Quietdesk' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${SITE_URL}/blog` });
    expect(tags).toContainEqual({ property: 'og:url', content: `${SITE_URL}/blog` });
    expect(tags).toContainEqual({ property: 'og:type', content: 'website' });
    expect(tags).toContainEqual({ property: 'og:image', content: `${SITE_URL}/social-card.png` });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    const ld = tags.find((t) => 'script:ld+json' in t) as { 'script:ld+json': unknown };
    expect(ld['script:ld+json']).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ position: 1, item: `${SITE_URL}/` }],
    });
  });

  it('gives app screens only a title and description (they are not documents)', () => {
    const tags = pageMeta('Dashboard', 'Your tools.');
    expect(tags.some((t) => 'tagName' in t)).toBe(false);
    expect(tags).toContainEqual({ title: 'Dashboard | Quietdesk' });
  });
});
