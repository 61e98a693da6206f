import type { ReactNode } from 'react';
import { ButtonLink } from '~/components/ui/button';

/** The element of the account screen that says who is here; the server renders it too. */
const ACCOUNT_STATUS_TEST_ID = 'account-status';

/** Where the account screen says who is here: its loading note, the forms, or the card below. */
export function AccountStatus({ children }: { children: ReactNode }) {
  return (
    <div className="mt-6" data-testid={ACCOUNT_STATUS_TEST_ID}>
      {children}
    </div>
  );
}

/** The account screen for someone not signed in (a visitor, or a guest with data). */
export function SignedOutCard() {
  return (
    <div className="rounded-3xl border border-line bg-surface p-6">
      <p>You are not signed in. Every tool works without an account.</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <ButtonLink to="/app/sign-in">Sign in</ButtonLink>
        <ButtonLink to="/app/register" variant="secondary">
          Create an account
        </ButtonLink>
      </div>
    </div>
  );
}
