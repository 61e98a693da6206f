import type { ReactNode } from 'react';
import type { Me } from '@quietdesk/core/api/auth';
import { PageContainer } from '~/components/layout/page-container';
import { ButtonLink } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { useMe } from '../api/get-me';

/** What the register and sign-in forms get: who is here, and what follows once signed in. */
export interface AuthFormProps {
  me: Me | undefined;
  /** With the account, once signed in (registering signs in too). */
  onSignedIn: (me: Me) => void;
}

interface AuthScreenProps {
  title: string;
  /** What to know before filling in the form. */
  intro?: string;
  /** A notice handed over by the screen before (e.g. "You are signed out."). */
  notice?: string;
  /** The form, for whoever is not signed in to an account yet. */
  form: (me: Me | undefined) => ReactNode;
}

/**
 * The frame of the sign-up and sign-in screens: the title, then the form, or, for someone already
 * signed in, the way to their account.
 */
export function AuthScreen({ title, intro, notice, form }: AuthScreenProps) {
  const { data: me } = useMe();
  return (
    <PageContainer width="narrow" className="max-w-lg py-8 sm:py-12">
      <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
      {intro && <p className="mt-2 text-muted">{intro}</p>}
      {notice && (
        <p role="status" className="mt-4 rounded-xl border border-line bg-subtle px-4 py-3 text-sm">
          {notice}
        </p>
      )}
      <div className="mt-6">
        {me?.kind === 'account' ? (
          <div className={cardClass}>
            <p>
              You are signed in as <span className="font-medium break-all">{me.email}</span>.
            </p>
            <ButtonLink to="/app/account" className="mt-4">
              Open your account
            </ButtonLink>
          </div>
        ) : (
          form(me)
        )}
      </div>
    </PageContainer>
  );
}
