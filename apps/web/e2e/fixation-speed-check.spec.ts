import { expect, test } from '@playwright/test';

test('personal reading-speed check: timed passages, questions, own figures in the analysis', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2026-03-12T10:00:00Z') });
  await page.goto('/app/fixation-reader');
  // Time stands still except when the test moves it, so the figures are exact.
  await page.clock.pauseAt(new Date('2026-03-12T10:01:00Z'));
  await expect(
    page.getByText('research has not shown it makes most people read faster').first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Check my reading speed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Check your reading speed' });
  await dialog.getByRole('button', { name: 'Begin' }).click();

  // Passage 1, plain: hidden until Start.
  await expect(dialog.getByTestId('speed-passage')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(dialog.getByTestId('speed-passage')).toContainText('Tides are the regular rise');
  await expect(dialog.getByTestId('speed-passage').locator('b')).toHaveCount(0);
  await page.clock.fastForward(60_000); // 220 words in 60 s
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.getByLabel('Larger tides when the Sun, the Moon and the Earth line up').check();
  await dialog.getByRole('button', { name: 'Next passage' }).click();

  // Passage 2, a different text, with fixation bolding.
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(dialog.getByTestId('speed-passage')).toContainText('A rainbow appears');
  await expect(dialog.getByTestId('speed-passage').locator('b').first()).toHaveText('A');
  await page.clock.fastForward(45_000); // 206 words in 45 s
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.getByLabel('Violet').check();
  await dialog.getByRole('button', { name: 'See my results' }).click();

  const result = dialog.getByTestId('speed-result');
  await expect(result).toContainText('Plain220Correct');
  await expect(result).toContainText('With fixation bolding275Not correct');
  await expect(result).toContainText('With bolding you read 25% faster than without.');
  const stored = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('qd:v1:fixation:reading-speed')))!,
  );
  expect(stored).toMatchObject({
    plainWpm: 220,
    fixationWpm: 275,
    plainCorrect: true,
    fixationCorrect: false,
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The analysis now uses the reader's own figures, and says so.
  await page.getByLabel('Text or web address').fill('word '.repeat(550));
  await page.getByRole('button', { name: 'Process Text' }).click();
  await page.getByRole('button', { name: 'Show Analysis' }).click();
  const analysis = page.getByTestId('analysis');
  await expect(analysis).toContainText('Reading time, plain2.5 min'); // 550 / 220
  await expect(analysis).toContainText('Reading time, with fixation2 min'); // 550 / 275
  await expect(analysis).toContainText('Time saved0.5 min');
  await expect(analysis).toContainText('from your own check on 12 March 2026');

  await page.reload();
  await expect(page.getByTestId('speed-summary')).toContainText('220 wpm plain');
  await page.getByLabel('Text or web address').fill('word '.repeat(550));
  await page.getByRole('button', { name: 'Process Text' }).click();
  await page.getByRole('button', { name: 'Show Analysis' }).click();
  await analysis.getByRole('button', { name: 'Reset my reading speed' }).click();
  await expect(analysis).toContainText('Time saved0 min');
  await expect(analysis).toContainText('238 words per minute');
  expect(
    await page.evaluate(() => localStorage.getItem('qd:v1:fixation:reading-speed')),
  ).toBeNull();
});

test('an implausibly fast check is not saved', async ({ page }) => {
  await page.clock.install();
  await page.goto('/app/fixation-reader');
  await page.getByRole('button', { name: 'Check my reading speed' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Begin' }).click();
  for (const answer of ['Tides caused by strong winds', 'Red']) {
    await dialog.getByRole('button', { name: 'Start' }).click();
    await page.clock.fastForward(2_000);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.getByLabel(answer).check();
    await dialog.getByRole('button', { name: /Next passage|See my results/ }).click();
  }
  await expect(dialog.getByRole('alert')).toContainText('were not saved');
  expect(
    await page.evaluate(() => localStorage.getItem('qd:v1:fixation:reading-speed')),
  ).toBeNull();
});
