// Built on its own for the server (vite.server-render.config.ts): the account screen's status for
// someone not signed in, for the screen's first HTML
// (docs/decisions/071-account-screen-first-html.md). The same components the browser hydrates.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { AccountStatus, SignedOutCard } from '../components/signed-out-status';

/** The status element's HTML (the outer element carries data-testid="account-status"). */
export function renderSignedOutStatus(): string {
  return renderToString(
    <MemoryRouter>
      <AccountStatus>
        <SignedOutCard />
      </AccountStatus>
    </MemoryRouter>,
  );
}
