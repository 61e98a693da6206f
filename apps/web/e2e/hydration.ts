import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app shell has hydrated. Until then it is inert
 * (docs/decisions/040-inert-until-hydrated.md): Playwright's clicks and fills wait for that by
 * themselves, but `focus()`, `keyboard.*` and reads of app state do not.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('#main')).toBeAttached();
  await expect(page.locator('[aria-disabled="true"]:has(> #main)')).toHaveCount(0);
  // Parts of a screen whose code loads after hydration are inert until it has (DeferredPart).
  await expect(page.locator('[data-hydrating]')).toHaveCount(0);
}

/**
 * The console errors and uncaught page errors of `page` from now on (React reports a screen that
 * does not match the HTML it hydrates as #418).
 */
export function pageErrorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
