import type { Me } from '@quietdesk/core/api/auth';
import { ME_SEED_ELEMENT_ID } from '@quietdesk/core/me-seed';

/**
 * How long after the page's load its answer may still be taken: the answer was true when the
 * page was sent; a page left open longer (perhaps someone signed in in another tab) asks anew.
 */
const SEED_MAX_AGE_MS = 10_000;

// Whether the page came with an answer, and so with the signed-out status rendered into it, even
// when the answer was too old to use: what the account screen hydrates must match that HTML.
let pageCameWithSeed = false;

/** The page was sent with the signed-out status rendered in (once `takeMeSeed` has looked). */
export const pageCameWithSignedOutStatus = () => pageCameWithSeed;

/**
 * The server's answer to "who is here" that the page came with
 * (docs/decisions/071-account-screen-first-html.md), taken out of the page as it is read, once,
 * for the first query of it: the account screen it was rendered into must first render the same
 * to keep the server's HTML. Undefined when the page came without one or it is too old.
 */
export function takeMeSeed(): Me | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(ME_SEED_ELEMENT_ID);
  const text = element?.textContent;
  if (element) pageCameWithSeed = true;
  element?.remove();
  if (!text || performance.now() > SEED_MAX_AGE_MS) return undefined;
  try {
    return JSON.parse(text) as Me;
  } catch {
    return undefined;
  }
}
