import { expect, test, type Page } from '@playwright/test';

// Ambient sounds as a new user finds them: a choice is an intent to hear it, a reload keeps it
// (paused, one click away), the dashboard card works by itself, and sounds can be mixed, saved
// and tied to the focus timer.

const player = (page: Page) => page.getByRole('dialog', { name: 'Ambient sound player' });

async function openPlayer(page: Page) {
  await page.getByRole('button', { name: /^Ambient sound/ }).click();
  await expect(player(page)).toBeVisible();
}

test('choosing a sound plays it; choosing None stops it', async ({ page }) => {
  await page.goto('/app/dashboard');
  await openPlayer(page);
  await player(page).getByRole('radio', { name: 'Rain' }).check();
  await expect(player(page).getByRole('button', { name: 'Pause' })).toBeVisible({
    timeout: 10_000,
  });
  await player(page).getByRole('radio', { name: 'None' }).check();
  await expect(player(page).getByRole('button', { name: 'Play' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('sound-card')).toContainText('No sound playing');
});

test('after a reload the chosen sound shows as paused and one click resumes it', async ({
  page,
}) => {
  await page.goto('/app/dashboard');
  await openPlayer(page);
  await player(page).getByRole('radio', { name: 'Brown Noise' }).check();
  await expect(player(page).getByRole('button', { name: 'Pause' })).toBeVisible({
    timeout: 10_000,
  });
  await page.reload();
  const resume = page.getByRole('button', { name: 'Play Brown Noise' });
  await expect(resume).toBeVisible();
  await expect(resume).toHaveAttribute('title', /Browsers start sound only after a click/);
  await expect(
    page.getByRole('button', { name: 'Ambient sound: Brown Noise paused' }),
  ).toBeVisible();
  await resume.click();
  await expect(page.getByRole('button', { name: 'Pause Brown Noise' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByTestId('sound-card')).toContainText('Playing');
});

test('the dashboard card picks, plays and pauses by itself', async ({ page }) => {
  await page.goto('/app/dashboard');
  const card = page.getByTestId('sound-card');
  await expect(card.getByRole('radio', { name: 'None' })).toBeChecked({ timeout: 15_000 });
  await expect(card).not.toContainText('speaker icon');
  await card.getByRole('radio', { name: 'Lo-fi Beats' }).check();
  await expect(card.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 10_000 });
  await expect(card).toContainText('Playing');
  await card.getByRole('button', { name: 'Pause' }).click();
  await expect(card).toContainText('No sound playing');
  await card.getByRole('button', { name: 'Play' }).click();
  await expect(card).toContainText('Playing', { timeout: 10_000 });
});

test('mix up to three sounds with their own volumes and save the mix', async ({ page }) => {
  await page.goto('/app/dashboard');
  await openPlayer(page);
  const p = player(page);
  await p.getByRole('radio', { name: 'Rain' }).check();
  await p.getByRole('button', { name: 'Add a sound' }).click();
  await p.getByLabel('Sound 2').selectOption({ label: 'Brown Noise' });
  await p.getByRole('slider', { name: 'Brown Noise level in the mix' }).fill('0.3');
  await p.getByRole('button', { name: 'Add a sound' }).click();
  await expect(p.getByRole('button', { name: 'Add a sound' })).toHaveCount(0); // three at most
  await expect(
    p.getByRole('list', { name: 'Sounds in the mix' }).getByRole('listitem'),
  ).toHaveCount(3);
  await p.getByLabel('Mix name').fill('Storm desk');
  await p.getByRole('button', { name: 'Save mix' }).click();
  const saved = p.getByRole('list', { name: 'Saved mixes' });
  await expect(saved).toContainText('Storm desk');
  await expect(saved).toContainText('Rain 100% + Brown Noise 30%');

  await page.reload();
  await openPlayer(page);
  await player(page).getByRole('button', { name: 'Remove White Noise from the mix' }).click();
  await player(page)
    .getByRole('list', { name: 'Saved mixes' })
    .getByRole('button', { name: /^Storm desk/ })
    .click();
  await expect(
    player(page).getByRole('list', { name: 'Sounds in the mix' }).getByRole('listitem'),
  ).toHaveCount(3);
  await expect(player(page).getByRole('button', { name: 'Pause' })).toBeVisible({
    timeout: 10_000,
  });
});

test('timer setting: the sound plays with each focus phase and pauses in breaks', async ({
  page,
}) => {
  await page.goto('/app/pomodoro');
  await openPlayer(page);
  await player(page).getByRole('radio', { name: 'Rain' }).check();
  await player(page).getByRole('button', { name: 'Pause' }).click({ timeout: 10_000 });
  await page.keyboard.press('Escape');
  await page.getByRole('checkbox', { name: /Play ambient sound during focus/ }).check();
  await expect(page.getByTestId('focus-sound-choice')).toHaveText('Plays: Rain 100%.');

  await page.getByLabel('Task Name').fill('With rain');
  await page.getByRole('main').getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByRole('button', { name: 'Pause Rain' })).toBeVisible({ timeout: 10_000 });
  await page.getByRole('main').getByRole('button', { name: 'Skip Phase' }).click();
  await expect(page.getByTestId('timer-mode')).toHaveText('Short Break');
  await expect(page.getByRole('button', { name: 'Play Rain' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Skip Phase' }).click();
  await page.getByRole('main').getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByRole('button', { name: 'Pause Rain' })).toBeVisible({ timeout: 10_000 });
});
