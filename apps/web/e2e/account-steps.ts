import { expect, type Browser, type Page } from '@playwright/test';

// Steps the account specs share. Passwords are hashed at the production cost, so each sign-up or
// sign-in takes a moment on a busy machine: hence the long waits.

export const PASSWORD = 'quiet focus every morning';

export async function freshPage(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
) {
  const context = await browser.newContext(options);
  return { context, page: await context.newPage() };
}

export async function register(page: Page, email: string) {
  await page.goto('/app/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(email)).toBeVisible({ timeout: 30_000 });
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/app/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
