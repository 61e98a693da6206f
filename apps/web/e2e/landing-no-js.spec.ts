import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

test.describe('prerendered public pages without JavaScript', () => {
  test('the landing page is complete', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Quietdesk');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /focus/i);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Free Now' })).toHaveAttribute(
      'href',
      '/app/dashboard',
    );
    await expect(page.getByRole('link', { name: 'View Demo' })).toHaveAttribute('href', '/demo');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Try Quietdesk' }),
    ).toHaveAttribute('href', '/app/dashboard');

    const stats = page.getByRole('region', { name: 'At a glance' });
    for (const label of ['Integrated tools', 'Registration', 'Access', 'No credit card']) {
      await expect(stats.getByText(label)).toBeVisible();
    }
    await expect(stats).toContainText('5');
    await expect(stats).toContainText('Zero');
    await expect(stats).toContainText('Instant');
    await expect(stats).toContainText('Free');

    const features = page.getByRole('region', { name: 'Five tools, one calm workspace' });
    for (const href of [
      '/features/ai-planner',
      '/features/pomodoro',
      '/features/fixation-reading',
      '/features/mind-maps',
      '/features/flashcards',
    ]) {
      await expect(features.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(
      page.getByRole('region', { name: 'How people use it' }).locator('figure'),
    ).toHaveCount(3);
    await expect(page.getByRole('contentinfo')).toContainText('not medical advice');
    // Honest marketing: none of the spec's unverifiable claims.
    await expect(page.locator('body')).not.toContainText(/420 WPM|3 seconds|8 seconds/);
  });

  test('the landing page ships no framework JavaScript', async ({ page }) => {
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toContain('modulepreload');
  });

  test('feature pages, FAQ, blog and register are readable', async ({ page }) => {
    await page.goto('/features/fixation-reading');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByText(/not a proven speed-up/)).toBeVisible();

    await page.goto('/features/mind-maps');
    await expect(page.getByRole('link', { name: 'Open Mind Maps' }).first()).toHaveAttribute(
      'href',
      '/app/mind-maps',
    );
    await page.goto('/features/flashcards');
    await expect(page.getByRole('link', { name: 'Open Flashcards' }).first()).toHaveAttribute(
      'href',
      '/app/flashcards',
    );
    await page.goto('/features/ai-planner');
    await expect(page.getByRole('link', { name: 'Get Started Free' }).first()).toHaveAttribute(
      'href',
      '/register',
    );

    await page.goto('/faq');
    await expect(page.getByRole('main').locator('details')).toHaveCount(7);
    await page.getByText('Do I need an account?').click();
    await expect(page.getByText('Every tool works without signing up.')).toBeVisible();
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(ld['@type']).toBe('FAQPage');
    expect(ld.mainEntity).toHaveLength(7);
    await expect(page.getByRole('link', { name: 'Contact Support' }).first()).toHaveAttribute(
      'href',
      /^mailto:/,
    );

    await page.goto('/blog');
    await expect(page.getByRole('article')).toHaveCount(6);
    await page.getByRole('link', { name: /The Pomodoro Technique/ }).click();
    await expect(page).toHaveURL('/blog/pomodoro-technique-focus-sessions');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Pomodoro');
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(page.getByRole('main')).toContainText('not medical advice');

    // /register forwards to the sign-up screen (an app screen); without JavaScript it still
    // offers the way there.
    await page.route('**/app/register', (route) => route.fulfill({ status: 204 }));
    await page.goto('/register', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('link', { name: 'Continue to sign-up' })).toHaveAttribute(
      'href',
      '/app/register',
    );
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute(
      'content',
      '0; url=/app/register',
    );

    await page.goto('/demo');
    // Without JavaScript every sample is shown.
    await expect(page.getByRole('tabpanel')).toHaveCount(5);
    await expect(page.getByRole('link', { name: 'Launch App' })).toHaveAttribute(
      'href',
      '/app/dashboard',
    );
  });
});
