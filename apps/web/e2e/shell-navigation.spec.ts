import { expect, test } from '@playwright/test';
import { TOOL_LINKS } from './pages';

test.describe('app shell navigation', () => {
  test('header links reach every tool, the dashboard and help', async ({ page }) => {
    await page.goto('/app/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const tool of TOOL_LINKS) {
      await nav.getByRole('link', { name: tool.name, exact: true }).click();
      await expect(page).toHaveURL(tool.href);
      await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
      await expect(nav.getByRole('link', { name: tool.name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL('/app/dashboard');

    await page.getByRole('banner').getByRole('link', { name: 'Help' }).click();
    await expect(page).toHaveURL('/app/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    await expect(page.locator('details')).toHaveCount(7);
  });

  test('footer carries the disclaimer, feeds, legal pages and support mail', async ({ page }) => {
    await page.goto('/app/dashboard');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('not medical advice');
    for (const [name, href] of [
      ['Sitemap', '/sitemap.xml'],
      ['RSS Feed', '/rss.xml'],
      ['LLM Index', '/llms.txt'],
      ['Privacy Policy', '/privacy-policy.html'],
      ['Terms of Service', '/terms-of-service.html'],
      ['Cookie Policy', '/cookie-policy.html'],
    ] as const) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(footer.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      /^mailto:support@quietdesk\.app/,
    );
  });

  test('sound player: pick a sound, change volume, play and pause', async ({ page }) => {
    await page.goto('/app/dashboard');
    await expect(page.getByText('No sound playing')).toBeVisible();
    await page.getByRole('button', { name: 'Ambient sounds' }).click();
    const player = page.getByRole('dialog', { name: 'Ambient sound player' });
    await expect(player.getByRole('button', { name: 'Play' })).toBeDisabled();
    // Choosing a sound plays it.
    await player.getByRole('radio', { name: 'Rain' }).check();
    await player.getByRole('slider', { name: 'Volume' }).fill('0.8');
    await expect(player.getByText('80%')).toBeVisible();
    await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText('Playing', { exact: true })).toBeVisible();
    await expect(page.getByTestId('sound-card')).toContainText('Rain');

    await page.reload();
    // Choice and volume persist; playback never resumes by itself.
    await expect(page.getByText('No sound playing')).toBeVisible();
    await page.getByRole('button', { name: /^Ambient sound/ }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Ambient sound player' })
        .getByRole('radio', { name: 'Rain' }),
    ).toBeChecked();
    await expect(page.getByRole('slider', { name: 'Volume' })).toHaveValue('0.8');
  });
});
