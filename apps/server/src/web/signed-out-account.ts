import type { Me } from '@quietdesk/core/api/auth';
import { ME_SEED_ELEMENT_ID } from '@quietdesk/core/me-seed';
import { pageWithPart, serverRenderFunction } from './server-render.ts';

// The account screen's first HTML for someone not signed in
// (docs/decisions/071-account-screen-first-html.md). The web build prerenders the screen with
// its status loading (it cannot know who will open it); for a page request from a visitor or a
// guest, the server puts the signed-out card in its place and the answer to "who is here" in the
// head, where the browser's first query of it takes it, so the screen hydrates as sent.
// A signed-in account gets the page as built: the forms need the account's own data.

/** What the web build's `render-signed-out-status` module exports. */
type RenderSignedOutStatus = () => string;

/** The address of the account screen. */
export const ACCOUNT_PAGE = '/app/account';

export const signedOutStatusRenderer = (webRoot: string) =>
  serverRenderFunction<RenderSignedOutStatus>(
    webRoot,
    'render-signed-out-status',
    'renderSignedOutStatus',
  );

/**
 * The account page with the signed-out card and `me` in its head, or undefined when `me` is an
 * account's or the page has no status element to replace.
 */
export function pageWithSignedOutStatus(
  page: string,
  me: Me,
  render: RenderSignedOutStatus,
): string | undefined {
  if (me.kind === 'account') return undefined;
  return pageWithPart(page, {
    testId: 'account-status',
    html: render(),
    seedId: ME_SEED_ELEMENT_ID,
    seed: me,
  });
}
