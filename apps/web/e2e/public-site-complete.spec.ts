import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from './axe';

// The public site as a search engine and a visitor meet it (docs/product.md §1, §2 public
// routes). /register is left out: it is becoming an app screen.
test.describe.configure({ timeout: 120_000 }); // each test walks every public page

const SITE_URL = 'https://quietdesk.app'; // the build's default PUBLIC_URL (app/lib/site.ts)

const POSTS = {
  'tame-project-chaos': /Tame Project Chaos/,
  'managing-productivity-focus': /focus/i,
  'visual-reading-guide': /reading/i,
  'digital-organization-mind-mapping': /mind map/i,
  'pomodoro-technique-focus-sessions': /Pomodoro/,
  'workplace-productivity-tools-comparison': /tools/i,
};

/** Every public page with the main heading it must show. */
const ROUTES: Record<string, RegExp> = {
  '/': /A quiet place to study for what matters/,
  '/demo': /See Quietdesk in action/,
  '/features/ai-planner': /From a goal to a task list/,
  '/features/pomodoro': /Work in focused blocks/,
  '/features/fixation-reading': /Give your eyes an anchor/,
  '/features/mind-maps': /See how your ideas connect/,
  '/features/ambient-sounds': /A steady background/,
  '/features/flashcards': /Test yourself in minutes/,
  '/faq': /Help & FAQ/,
  '/blog': /^Blog$/,
  ...Object.fromEntries(Object.entries(POSTS).map(([slug, h1]) => [`/blog/${slug}`, h1])),
  '/privacy-policy.html': /Privacy Policy/,
  '/terms-of-service.html': /Terms of Service/,
  '/cookie-policy.html': /Cookie Policy/,
};
const PATHS = Object.keys(ROUTES);

const UNKNOWN = [
  '/blog/no-such-post',
  '/features/no-such-feature',
  '/no-such-policy.html',
  '/a/random/path',
];

const localPath = (absolute: string) => {
  const url = new URL(absolute);
  expect(url.origin).toBe(SITE_URL);
  return url.pathname;
};

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

async function expectPng(request: APIRequestContext, path: string, width: number, height: number) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([width, height]);
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'enabled' : 'disabled'}`, () => {
    test.use({ javaScriptEnabled });

    test('every public route renders its key text', async ({ page }) => {
      for (const [path, heading] of Object.entries(ROUTES)) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
        await expect(page.getByRole('contentinfo'), path).toContainText('not medical advice');
      }
    });

    test('unknown pages answer 404 with the Page Not Found page and no internals', async ({
      page,
    }) => {
      for (const path of UNKNOWN) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Page Not Found');
        await expect(page).toHaveTitle('Page Not Found | Quietdesk');
        await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
          'href',
          '/app/dashboard',
        );
        await expect(page.locator('body')).not.toContainText(
          /Unexpected Application Error|routeId|No result found|Error:/,
        );
      }
    });
  });
}

test('every internal link on every public page resolves', async ({ page, request }) => {
  const links = new Map<string, string>();
  for (const path of [...PATHS, UNKNOWN[0]!]) {
    await page.goto(path);
    for (const href of await page
      .locator('a[href^="/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
      const target = href.split('#')[0]!;
      // /register becomes an app screen elsewhere; its own tests cover it.
      if (target && target !== '/register' && !links.has(target)) links.set(target, path);
    }
  }
  expect(links.size).toBeGreaterThan(25);
  const broken: string[] = [];
  for (const [target, from] of links) {
    const response = await request.get(target);
    if (response.status() !== 200) broken.push(`${target} (on ${from}): ${response.status()}`);
  }
  expect(broken).toEqual([]);
});

test('robots.txt, the sitemap and the RSS feed are valid and complete', async ({
  page,
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(
    new RegExp(`^User-agent: \\*$[\\s\\S]*^Sitemap: ${SITE_URL}/sitemap\\.xml$`, 'm'),
  );

  await page.goto('/');
  const parse = (xml: string) =>
    page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      if (doc.querySelector('parsererror')) return { error: doc.documentElement.textContent };
      return {
        root: doc.documentElement.nodeName,
        locs: [...doc.getElementsByTagName('loc')].map((n) => n.textContent),
        items: [...doc.getElementsByTagName('item')].map((item) => ({
          title: item.getElementsByTagName('title')[0]?.textContent,
          link: item.getElementsByTagName('link')[0]?.textContent,
          pubDate: item.getElementsByTagName('pubDate')[0]?.textContent,
        })),
      };
    }, xml);

  const sitemap = await parse(await (await request.get('/sitemap.xml')).text());
  expect(sitemap.error).toBeUndefined();
  expect(sitemap.root).toBe('urlset');
  for (const path of PATHS) expect(sitemap.locs, path).toContain(`${SITE_URL}${path}`);

  const rss = await parse(await (await request.get('/rss.xml')).text());
  expect(rss.error).toBeUndefined();
  expect(rss.root).toBe('rss');
  const items = rss.items ?? [];
  expect(items.map((i) => i.link).sort()).toEqual(
    Object.keys(POSTS)
      .map((slug) => `${SITE_URL}/blog/${slug}`)
      .sort(),
  );
  for (const item of items) {
    expect(item.title).toBeTruthy();
    expect(Number.isNaN(Date.parse(item.pubDate ?? ''))).toBe(false);
  }
});

test('every public page has a canonical URL, Open Graph and Twitter tags and a preview image', async ({
  page,
  request,
}) => {
  const images = new Set<string>();
  for (const path of PATHS) {
    await page.goto(path);
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical, path).toHaveCount(1);
    await expect(canonical, path).toHaveAttribute('href', `${SITE_URL}${path}`);
    const meta = async (key: string) =>
      page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');
    expect(await meta('og:url'), path).toBe(`${SITE_URL}${path}`);
    expect(await meta('og:type'), path).toBe(path.startsWith('/blog/') ? 'article' : 'website');
    expect(await meta('og:title'), path).toBe(await page.title());
    expect(await meta('twitter:card'), path).toBe('summary_large_image');
    const image = (await meta('og:image')) ?? '';
    expect(image, path).toMatch(/^https:\/\//);
    expect(await meta('twitter:image'), path).toBe(image);
    images.add(localPath(image));
  }
  for (const image of images) await expectPng(request, image, 1200, 630);
});

test('icons exist: favicon.ico, touch icon and manifest-size PNGs', async ({ request, page }) => {
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  const bytes = await ico.body();
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2), bytes.readUInt16LE(4)]).toEqual([0, 1, 3]);
  await expectPng(request, '/apple-touch-icon.png', 180, 180);
  await expectPng(request, '/icons/icon-192.png', 192, 192);
  await expectPng(request, '/icons/icon-512.png', 512, 512);
  await expectPng(request, '/icons/icon-maskable-512.png', 512, 512);
  await page.goto('/');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/apple-touch-icon.png',
  );
  await expect(page.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
});

test('structured data parses and has the required fields', async ({ page }) => {
  for (const slug of Object.keys(POSTS)) {
    const path = `/blog/${slug}`;
    await page.goto(path);
    const ld = await jsonLd(page);
    const article = ld.find((d) => d['@type'] === 'Article');
    expect(article, path).toBeDefined();
    expect(article!['@context']).toBe('https://schema.org');
    expect(article!.headline).toBe(await page.getByRole('heading', { level: 1 }).textContent());
    expect(String(article!.headline).length).toBeLessThanOrEqual(110);
    for (const field of ['datePublished', 'dateModified']) {
      expect(String(article![field]), `${path} ${field}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(article!.author).toMatchObject({ '@type': 'Organization', name: 'Quietdesk' });
    expect(article!.publisher).toMatchObject({ '@type': 'Organization', name: 'Quietdesk' });
    expect(article!.image).toEqual([`${SITE_URL}/social-card.png`]);
    expect(article!.mainEntityOfPage).toMatchObject({ '@id': `${SITE_URL}${path}` });
    const crumbs = ld.find((d) => d['@type'] === 'BreadcrumbList') as {
      itemListElement: { position: number; item: string }[];
    };
    expect(crumbs.itemListElement.map((c) => [c.position, c.item])).toEqual([
      [1, `${SITE_URL}/`],
      [2, `${SITE_URL}/blog`],
      [3, `${SITE_URL}${path}`],
    ]);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Blog');
  }

  await page.goto('/faq');
  const faq = (await jsonLd(page)).find((d) => d['@type'] === 'FAQPage') as {
    mainEntity: {
      '@type': string;
      name: string;
      acceptedAnswer: { '@type': string; text: string };
    }[];
  };
  expect(faq.mainEntity).toHaveLength(7);
  for (const q of faq.mainEntity) {
    expect(q['@type']).toBe('Question');
    expect(q.name.length).toBeGreaterThan(5);
    expect(q.acceptedAnswer['@type']).toBe('Answer');
    expect(q.acceptedAnswer.text.length).toBeGreaterThan(20);
    await expect(page.locator('summary', { hasText: q.name })).toHaveCount(1);
  }

  await page.goto('/');
  const home = await jsonLd(page);
  expect(home.map((d) => d['@type'])).toEqual(['WebSite', 'Organization', 'WebApplication']);
  expect(home[2]).toMatchObject({ offers: { price: '0', priceCurrency: 'USD' } });

  await page.goto('/features/pomodoro');
  const feature = (await jsonLd(page)).find((d) => d['@type'] === 'BreadcrumbList') as {
    itemListElement: { name: string }[];
  };
  expect(feature.itemListElement.map((c) => c.name)).toEqual(['Home', 'Focus Timer']);
});

test.describe('the phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('lists every public section and works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/blog');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Site' });
    await expect(nav).toBeHidden();
    await page.locator('summary', { hasText: 'Menu' }).click();
    await expect(nav).toBeVisible();
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/',
      '/demo',
      '/blog',
      '/faq',
      '/features/ai-planner',
      '/features/pomodoro',
      '/features/fixation-reading',
      '/features/mind-maps',
      '/features/ambient-sounds',
      '/features/flashcards',
    ]);
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Help & FAQ' }).click();
    await expect(page).toHaveURL('/faq');
    await context.close();
  });

  test('opens and closes from the keyboard, Escape returns focus', async ({ page }) => {
    await page.goto('/privacy-policy.html');
    const summary = page.locator('summary', { hasText: 'Menu' });
    await summary.focus();
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Site' });
    await expect(nav).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(summary).toBeFocused();

    await page.goto('/');
    await page.locator('summary', { hasText: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Site' })).toBeVisible();
    await page.mouse.click(8, 600); // outside the panel, which hangs from the right edge
    await expect(page.getByRole('navigation', { name: 'Site' })).toBeHidden();
  });

  test('is axe clean when open, in light and dark', async ({ page }) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.goto('/features/flashcards');
      await page.locator('summary', { hasText: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Site' })).toBeVisible();
      expect(await seriousViolations(page), scheme).toEqual([]);
    }
  });
});

test('axe: the 404 page and the demo are clean in light and dark', async ({ page }) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    for (const path of ['/blog/no-such-post', '/demo']) {
      await page.goto(path);
      expect(await seriousViolations(page), `${path} ${scheme}`).toEqual([]);
    }
  }
});
