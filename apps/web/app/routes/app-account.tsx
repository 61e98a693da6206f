import { Loader2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PageContainer } from '~/components/layout/page-container';
import { ButtonLink } from '~/components/ui/button';
import { pageMeta } from '~/lib/meta';
import { AccountScreen } from '~/features/account/components/account-screen';
import { useMe } from '~/features/auth/api/get-me';
import { SignOutButton } from '~/features/auth/components/sign-out-button';
import { EMAIL_NOTE } from '~/features/auth/model/messages';

export const meta = () =>
  pageMeta(
    'Your account',
    'Change your password, sign out everywhere, download or delete your data.',
  );

export default function AccountRoute() {
  const navigate = useNavigate();
  const { data: me, isPending } = useMe();
  const toSignIn = (notice: string) => navigate('/app/sign-in', { state: { notice } });
  return (
    <PageContainer width="narrow" className="max-w-2xl py-8 sm:py-12">
      <h1 className="text-3xl font-semibold tracking-tight">Your account</h1>
      <div className="mt-6">
        {isPending ? (
          <p className="flex items-center gap-2 text-muted">
            <Loader2 className="size-4 animate-spin" aria-hidden /> Loading…
          </p>
        ) : me?.kind === 'account' && me.email ? (
          <AccountScreen
            email={me.email}
            createdAt={me.created_at}
            emailNote={EMAIL_NOTE}
            signOut={<SignOutButton onSignedOut={() => toSignIn('You are signed out.')} />}
            onSignedOutEverywhere={() => toSignIn('You are signed out on every device.')}
            onDeleted={() => toSignIn('Your account and all its data were deleted.')}
          />
        ) : (
          <div className="rounded-3xl border border-line bg-surface p-6">
            <p>You are not signed in. Every tool works without an account.</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <ButtonLink to="/app/sign-in">Sign in</ButtonLink>
              <ButtonLink to="/app/register" variant="secondary">
                Create an account
              </ButtonLink>
            </div>
          </div>
        )}
      </div>
    </PageContainer>
  );
}
