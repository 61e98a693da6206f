import { expect, test } from '@playwright/test';

test.describe('public site', () => {
  test('the sticky bar appears after scrolling past 120 px', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByTestId('sticky-bar');
    await expect(bar).toHaveAttribute('data-visible', 'false');
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(bar).toHaveAttribute('data-visible', 'false');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(bar).toHaveAttribute('data-visible', 'true');
    await expect(bar.getByRole('link', { name: 'Try Quietdesk' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveAttribute('data-visible', 'false');
  });

  test('the demo picker switches samples by click and keyboard', async ({ page }) => {
    await page.goto('/demo');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText([
      'AI Planner',
      'Focus Timer',
      'Mind Maps',
      'Flashcards',
      'Fixation Reader',
    ]);
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await page.getByRole('tab', { name: 'Focus Timer' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('18:42');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: /^Mind Maps/ })).toBeFocused();
    await expect(page.getByRole('tab', { name: /^Mind Maps/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel')).toContainText('Healthy study habits');
    await page.keyboard.press('End');
    await expect(page.getByRole('tabpanel')).toContainText('reading aid');
    await page.getByRole('link', { name: 'Launch App' }).click();
    await expect(page).toHaveURL('/app/dashboard');
  });

  test('feeds, sitemap and LLM index are built from the blog', async ({ request }) => {
    const rss = await request.get('/rss.xml');
    expect(rss.ok()).toBe(true);
    const feed = await rss.text();
    expect(feed.match(/<item>/g)).toHaveLength(6);
    expect(feed).toContain('/blog/visual-reading-guide</link>');

    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of [
      '/demo</loc>',
      '/faq</loc>',
      '/blog/tame-project-chaos</loc>',
      '/privacy-policy.html</loc>',
    ]) {
      expect(sitemap).toContain(path);
    }
    expect(sitemap).not.toContain('/app/');

    const llms = await (await request.get('/llms.txt')).text();
    expect(llms).toMatch(/^# Quietdesk/);
    expect(llms).toContain('/blog/managing-productivity-focus');
  });

  test('legal pages are static documents with the site styling', async ({ page }) => {
    for (const [path, title] of [
      ['/privacy-policy.html', 'Privacy Policy'],
      ['/terms-of-service.html', 'Terms of Service'],
      ['/cookie-policy.html', 'Cookie Policy'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} | Quietdesk`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('not medical advice');
    }
    // The cookie policy names each cookie the server sets.
    for (const cookie of ['qd_guest', 'qd_session', 'qd_device']) {
      await expect(page.getByRole('table')).toContainText(cookie);
    }
  });

  test('every public page has a title and a meta description', async ({ page }) => {
    const { PUBLIC_PAGES } = await import('./pages');
    const titles = new Set<string>();
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      const title = await page.title();
      expect(title, path).toMatch(/Quietdesk/);
      titles.add(title);
      await expect(page.locator('meta[name="description"]'), path).toHaveAttribute(
        'content',
        /.{20,}/,
      );
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length);
  });
});
