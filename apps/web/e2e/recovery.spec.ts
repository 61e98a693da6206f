import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { startSmtpSink, type SmtpSink } from '../../server/src/test/smtp-sink';
import { freshPage, PASSWORD, register, signIn } from './account-steps';
import { seriousViolations } from './axe';
import { E2E_SMTP_PORT } from './mail-port';

// Account recovery end to end: the real server mails the reset link through real SMTP (its own
// nodemailer code) to a test mail server this spec starts on the port the suite's server was given
// (playwright.config.ts); the link is read from the mail as a person would click it. Recovery
// codes are made on the account page, downloaded, and one is used once.

test.describe.configure({ mode: 'serial', timeout: 150_000 });

const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const NEW_PASSWORD = 'a fresh start after the holidays';
const BAD_LINK =
  'This reset link does not work: it was used already, it expired (links last 30 minutes) or a newer one replaced it. Ask for a new link.';
const BAD_CODE =
  'This email and recovery code do not match an unused code. Check the code, or use another one.';
let counter = 0;
const newEmail = () => `recovery-${Date.now().toString(36)}-${(counter += 1)}@example.com`;

let sink: SmtpSink;
test.beforeAll(async () => {
  sink = await startSmtpSink(undefined, E2E_SMTP_PORT);
});
test.afterAll(async () => {
  await sink?.close();
});

async function expectSignInRefused(browser: Browser, email: string, password: string) {
  const other = await freshPage(browser);
  await signIn(other.page, email, password);
  await expect(other.page.getByRole('alert')).toHaveText('Email or password is wrong.', {
    timeout: 30_000,
  });
  await other.context.close();
}

async function expectSignInWorks(browser: Browser, email: string, password: string) {
  const other = await freshPage(browser);
  await signIn(other.page, email, password);
  await expect(other.page).toHaveURL(/\/app\/dashboard$/, { timeout: 30_000 });
  await other.context.close();
}

/** The link in the mail's plain text, as the person would click it. */
async function resetLinkMailedTo(email: string): Promise<string> {
  const mail = await sink.next(email, 20_000);
  expect(mail.subject).toBe('Reset your Quietdesk password');
  const link = /(http\S+\/reset-password#token=[\w-]+)/.exec(mail.text ?? '')?.[1];
  expect(link, mail.text).toBeTruthy();
  // The HTML part carries the same link.
  expect(mail.html).toContain(`href="${link}"`);
  return link!;
}

/** Presses Tab until `target` has focus, as a keyboard user would; fails after 40 presses. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function expectNoSeriousViolations(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

test('forgot password: the mailed link sets a new password once; the old one stops working', async ({
  page,
  browser,
}) => {
  const email = newEmail();
  await register(page, email);
  // The offer to make recovery codes is a suggestion: it can be put off.
  await expect(page.getByRole('heading', { name: /Make recovery codes now\?/ })).toBeVisible();
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByRole('heading', { name: /Make recovery codes now\?/ })).toHaveCount(0);
  await expect(page.getByText('You have no recovery codes.')).toBeVisible();

  const visitor = await freshPage(browser);
  const forgot = visitor.page;
  await forgot.goto('/app/sign-in');
  // The sign-in screen now says mail may come: a reset link, nothing else.
  await expect(
    forgot.getByText('where a link to reset a forgotten password is sent'),
  ).toBeVisible();
  await expect(forgot.getByText('sends no mail')).toHaveCount(0);
  await forgot.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(forgot).toHaveURL(/\/app\/forgot-password$/);
  await expect(forgot.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expectNoSeriousViolations(forgot, 'forgot password');

  // An address without an account gets the very same answer (and no mail).
  const accepted =
    'If an account uses this address, a link to choose a new password is on its way. It works once, for 30 minutes.';
  await forgot
    .getByRole('region', { name: 'Get a reset link by email' })
    .getByLabel('Email')
    .fill(newEmail());
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(forgot.getByRole('main').getByRole('status')).toContainText(accepted);
  await forgot
    .getByRole('region', { name: 'Get a reset link by email' })
    .getByLabel('Email')
    .fill(email);
  await forgot.getByRole('button', { name: 'Send another link' }).click();
  await expect(forgot.getByRole('main').getByRole('status')).toContainText(accepted);

  const link = await resetLinkMailedTo(email);
  expect(link.startsWith(`${new URL(forgot.url()).origin}/reset-password#token=`)).toBe(true);
  await forgot.goto(link);
  // The public address leads to the app screen; the token leaves the address bar.
  await expect(forgot).toHaveURL(/\/app\/reset-password$/);
  await expect(forgot.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoSeriousViolations(forgot, 'reset password');
  // The registering rules, said before anything is sent.
  await forgot.getByLabel('New password').fill('short');
  await forgot.getByRole('button', { name: 'Set new password' }).click();
  await expect(forgot.getByRole('alert')).toHaveText(/Use at least \d+ characters/);
  await forgot.getByLabel('New password').fill(NEW_PASSWORD);
  await forgot.getByRole('button', { name: 'Set new password' }).click();
  await expect(forgot).toHaveURL(/\/app\/account$/, { timeout: 30_000 });
  await expect(forgot.getByRole('main').getByRole('status').first()).toHaveText(
    'Your new password is set and you are signed in. Every other device was signed out.',
  );
  await expect(forgot.getByText(email)).toBeVisible();

  // The browser that registered was signed out by the reset.
  await page.goto('/app/account');
  await expect(page.getByText('You are not signed in.')).toBeVisible({ timeout: 20_000 });

  // The link worked once.
  const again = await freshPage(browser);
  await again.page.goto(link);
  await again.page.getByLabel('New password').fill('someone else entirely 42');
  await again.page.getByRole('button', { name: 'Set new password' }).click();
  await expect(again.page.getByRole('alert')).toHaveText(BAD_LINK, { timeout: 20_000 });
  await expect(again.page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  await again.context.close();

  await expectSignInRefused(browser, email, PASSWORD);
  await expectSignInWorks(browser, email, NEW_PASSWORD);
  await visitor.context.close();
});

test('recovery codes: offered after registering, downloaded and copied, each works once, new ones void the old', async ({
  browser,
}) => {
  const owner = await freshPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  const page = owner.page;
  const email = newEmail();
  await register(page, email);
  await page.screenshot({ path: `${SHOTS}/recovery-offer-desktop.png` });
  await page.getByRole('button', { name: 'Make recovery codes' }).first().click();
  const codesHeading = page.getByRole('heading', { name: 'Your new recovery codes' });
  await expect(codesHeading).toBeFocused();
  const shown = await page
    .getByRole('list', { name: 'Your new recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(shown).toHaveLength(10);
  for (const code of shown) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
  await expect(page.getByText('10 of 10 recovery codes left.')).toBeVisible();
  await expectNoSeriousViolations(page, 'account with new codes');
  await page.screenshot({ path: `${SHOTS}/recovery-codes-desktop.png` });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download as a text file' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`quietdesk-recovery-codes-${email}.txt`);
  const file = readFileSync((await download.path())!, 'utf8');
  expect(file).toContain(`Account: ${email}`);
  const inFile = file.split('\n').filter((line) => /^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/.test(line));
  expect(inFile).toEqual(shown);

  await page.getByRole('button', { name: 'Copy codes' }).click();
  await expect(page.getByText('Copied. Paste them somewhere safe.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(shown[3]!);

  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(codesHeading).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('10 of 10 recovery codes left.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: /Make recovery codes now\?/ })).toHaveCount(0);

  // A code from the file, typed in capitals with spaces, sets a new password and signs in.
  const rescuer = await freshPage(browser);
  const use = async (target: Page, code: string, password: string) => {
    await target.goto('/app/sign-in');
    await target.getByRole('link', { name: 'Forgot password?' }).click();
    const form = target.getByRole('region', { name: 'Use a recovery code' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Recovery code').fill(code);
    await form.getByLabel('New password').fill(password);
    await form.getByRole('button', { name: 'Set new password' }).click();
  };
  await use(rescuer.page, inFile[0]!.toUpperCase().replaceAll('-', ' '), NEW_PASSWORD);
  await expect(rescuer.page).toHaveURL(/\/app\/account$/, { timeout: 30_000 });
  await expect(rescuer.page.getByText(email)).toBeVisible();
  await expect(rescuer.page.getByText('9 of 10 recovery codes left.')).toBeVisible();

  // The same code again is refused.
  const second = await freshPage(browser);
  await use(second.page, inFile[0]!, 'yet another passphrase 99');
  await expect(second.page.getByRole('alert')).toHaveText(BAD_CODE, { timeout: 30_000 });
  await expectSignInRefused(browser, email, PASSWORD);

  // New codes void the old ones.
  await rescuer.page.getByRole('button', { name: 'Make new codes' }).click();
  await expect(
    rescuer.page.getByText('The 9 codes you have now stop working at once.'),
  ).toBeVisible();
  await rescuer.page.getByRole('button', { name: 'Make new codes' }).click();
  // Wait for the new list: reading it at once can find it not drawn yet.
  const freshItems = rescuer.page
    .getByRole('list', { name: 'Your new recovery codes' })
    .getByRole('listitem');
  await expect(freshItems).toHaveCount(10);
  const fresh = await freshItems.allTextContents();
  expect(fresh).toHaveLength(10);
  expect(fresh.some((code) => inFile.includes(code))).toBe(false);
  await use(second.page, inFile[1]!, 'yet another passphrase 99');
  await expect(second.page.getByRole('alert')).toHaveText(BAD_CODE, { timeout: 30_000 });

  await expectSignInWorks(browser, email, NEW_PASSWORD);
  for (const context of [owner.context, rescuer.context, second.context]) await context.close();
});

test('keyboard only, on a 390 px phone in dark mode: sign-in → forgot → mail → reset', async ({
  browser,
}) => {
  const setup = await freshPage(browser);
  const email = newEmail();
  await register(setup.page, email);
  await setup.context.close();

  const { context, page } = await freshPage(browser, {
    viewport: { width: 390, height: 844 },
    colorScheme: 'dark',
    reducedMotion: 'reduce',
  });
  await page.goto('/app/sign-in');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await tabTo(page, page.getByRole('link', { name: 'Forgot password?' }));
  await page.screenshot({ path: `${SHOTS}/recovery-sign-in-phone-dark.png`, fullPage: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/forgot-password$/);

  await tabTo(
    page,
    page.getByRole('region', { name: 'Get a reset link by email' }).getByLabel('Email'),
  );
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'a link to choose a new password is on its way',
  );
  await expectNoSeriousViolations(page, 'forgot password, phone, dark');
  const noOverflow = await page.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
  );
  expect(noOverflow).toBe(true);
  await page.screenshot({ path: `${SHOTS}/recovery-forgot-phone-dark.png`, fullPage: true });

  await page.goto(await resetLinkMailedTo(email));
  await expect(page).toHaveURL(/\/app\/reset-password$/);
  await tabTo(page, page.getByLabel('New password'));
  await page.keyboard.type(NEW_PASSWORD);
  await expectNoSeriousViolations(page, 'reset password, phone, dark');
  await page.screenshot({ path: `${SHOTS}/recovery-reset-phone-dark.png`, fullPage: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/account$/, { timeout: 30_000 });

  // The codes, made and saved with the keyboard alone.
  await tabTo(page, page.getByRole('button', { name: 'Make recovery codes' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your new recovery codes' })).toBeFocused();
  await expectNoSeriousViolations(page, 'account codes, phone, dark');
  // What the person sees once the codes are made: the list, under the sticky header.
  await page.screenshot({ path: `${SHOTS}/recovery-codes-phone-dark.png` });
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);

  // Without a token the reset screen says where to get one.
  await page.goto('/reset-password');
  await expect(page.getByText('This page needs the link from your reset mail.')).toBeVisible();
  await expectNoSeriousViolations(page, 'reset password without a link');
  await context.close();
});
