import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './axe';

// A student on a 390 px phone with a focus session running and a sound playing: the session
// must not cover the dashboard's sound options, and every button says what it acts on (the
// timer's Pause and the sound's Pause side by side were two buttons both called "Pause").

const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, timezoneId: 'UTC' });

async function sessionAndSound(page: Page) {
  // In the past: the server refuses client times in its future.
  const at = Date.now() - 2 * 60 * 60_000;
  await page.clock.install({ time: at });
  // The clock keeps running: the sound engine needs its timers to start playing.
  await page.goto('/app/pomodoro');
  await page.getByLabel('Task Name').fill('Chapter 3 exercises');
  await page.getByRole('main').getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Pause' })).toBeEnabled();
  await page.getByRole('link', { name: 'Quietdesk dashboard' }).click();
  await page.getByTestId('sound-card').getByRole('radio', { name: 'Rain' }).check();
  await expect(page.getByRole('button', { name: 'Pause Rain' })).toBeVisible();
  // Today's card grows when its answer arrives and moves the sound card down: measure after.
  await expect(page.getByTestId('today-card')).not.toContainText('Loading today…');
}

/** What a tap at the middle of `target` would hit is `target` itself (nothing lies over it). */
async function hitsItself(target: Locator) {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (el === hit || el.contains(hit) || hit.contains(el));
  });
}

/** Names of the buttons a screen reader finds, from the accessibility tree. */
async function buttonNames(page: Page) {
  const tree = await page.locator('body').ariaSnapshot();
  return [...tree.matchAll(/- button(?: "([^"]*)")?/g)].map((m) => m[1] ?? '');
}

test('phone: the running session covers no sound option and every button has its own name', async ({
  page,
}) => {
  await sessionAndSound(page);
  const card = page.getByTestId('sound-card');
  const controls = [
    ...(await card.getByRole('radio').all()),
    card.getByRole('button', { name: 'Pause sound' }),
  ];
  // Each option brought to the lower edge of the screen, where a thumb taps and where a floating
  // bar would sit, at a few heights.
  for (const control of controls) {
    for (const above of [0, 24, 48]) {
      await control.evaluate((el, by) => {
        el.scrollIntoView({ block: 'end' });
        window.scrollBy(0, by);
      }, above);
      expect(await hitsItself(control), `${await control.textContent()} +${above}px`).toBe(true);
    }
  }
  await card.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await page.screenshot({ path: `${SHOTS}/header-phone-sound-card.png` });

  await page.evaluate(() => window.scrollTo(0, 0));
  const names = await buttonNames(page);
  expect(names.filter((name) => name.trim() === '')).toEqual([]);
  expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  expect(names).toEqual(
    expect.arrayContaining(['Pause Rain', 'Pause timer', 'Pause session', 'Pause sound']),
  );
  await page.screenshot({ path: `${SHOTS}/header-phone-top.png` });

  // The session's own row in the header works by touch.
  const bar = page.getByTestId('session-bar');
  await bar.getByRole('button', { name: 'Pause timer' }).tap();
  await expect(bar.getByRole('button', { name: 'Resume timer' })).toBeVisible();
  await expect(page.getByTestId('session-card')).toContainText('Paused');
  // The sound keeps playing: the two pauses are really apart.
  await expect(page.getByRole('button', { name: 'Pause Rain' })).toBeVisible();

  expect(await seriousViolations(page)).toEqual([]);
});

test('phone: keyboard reaches the timer and the sound controls in the header, in order', async ({
  page,
}) => {
  await sessionAndSound(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('link', { name: 'Quietdesk dashboard' }).focus();
  const order: string[] = [];
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    order.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
      }),
    );
  }
  const at = (name: string | RegExp) =>
    order.findIndex((n) => (typeof name === 'string' ? n === name : name.test(n)));
  expect(at('Pause Rain')).toBeGreaterThan(-1);
  expect(at(/^Ambient sound: Rain/)).toBe(at('Pause Rain') + 1);
  expect(at(/^Chapter 3 exercises — Focus Time/)).toBeGreaterThan(at('Open menu'));
  expect(at('Pause timer')).toBe(at(/^Chapter 3 exercises — Focus Time/) + 1);

  await page.getByRole('link', { name: 'Quietdesk dashboard' }).focus();
  for (let i = 0; i <= at('Pause timer'); i += 1) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('session-card')).toContainText('Paused');
  await expect(page.locator(':focus')).toHaveText('Resume timer');
});
