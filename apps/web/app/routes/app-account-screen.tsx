import { Loader2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageContainer } from '~/components/layout/page-container';
import { useMe } from '~/features/auth/api/get-me';
import { pageCameWithSignedOutStatus } from '~/features/auth/api/me-seed';
import { SignOutButton } from '~/features/auth/components/sign-out-button';
import { AccountStatus, SignedOutCard } from '~/features/auth/components/signed-out-status';
import { useEmailNote } from '~/features/auth/hooks/use-email-note';
import { useRendersSentHtml } from '~/lib/use-renders-sent-html';

// Only a signed-in account needs the account forms (with their schemas): a chunk of their own,
// fetched when the screen knows who is here.
const AccountScreen = lazy(() =>
  import('~/features/account/components/account-screen').then((m) => ({
    default: m.AccountScreen,
  })),
);

const loading = (
  <p className="flex items-center gap-2 text-muted">
    <Loader2 className="size-4 animate-spin" aria-hidden /> Loading…
  </p>
);

export default function AccountRouteScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as { notice?: string; offerRecoveryCodes?: boolean } | null;
  const { data: me, isPending } = useMe();
  // The screen's code arrives after the header's, which may have its answer to "who is here" by
  // then, and a reload keeps the history's notice: its hydration render shows what the page was
  // sent (the signed-out card the server rendered in, or the build's loading status), and what
  // is known in the browser from the render after (docs/decisions/071-account-screen-first-html.md).
  const asSent = useRendersSentHtml();
  const emailNote = useEmailNote();
  // Put off for now: the state goes, so a reload does not bring the offer back.
  const dismissOffer = () =>
    navigate(location.pathname, { replace: true, state: { notice: state?.notice } });
  const toSignIn = (notice: string) => navigate('/app/sign-in', { state: { notice } });
  return (
    <PageContainer width="narrow" className="max-w-2xl py-8 sm:py-12">
      <h1 className="text-3xl font-semibold tracking-tight">Your account</h1>
      {state?.notice && !asSent && (
        <p role="status" className="mt-4 rounded-xl border border-line bg-subtle px-4 py-3 text-sm">
          {state.notice}
        </p>
      )}
      <AccountStatus>
        {asSent ? (
          pageCameWithSignedOutStatus() ? (
            <SignedOutCard />
          ) : (
            loading
          )
        ) : isPending ? (
          loading
        ) : me?.kind === 'account' && me.email ? (
          <Suspense fallback={loading}>
            <AccountScreen
              email={me.email}
              createdAt={me.created_at}
              emailNote={emailNote}
              signOut={<SignOutButton onSignedOut={() => toSignIn('You are signed out.')} />}
              onSignedOutEverywhere={() => toSignIn('You are signed out on every device.')}
              onDeleted={() => toSignIn('Your account and all its data were deleted.')}
              offerRecoveryCodes={state?.offerRecoveryCodes === true}
              onDismissOffer={dismissOffer}
            />
          </Suspense>
        ) : (
          <SignedOutCard />
        )}
      </AccountStatus>
    </PageContainer>
  );
}
