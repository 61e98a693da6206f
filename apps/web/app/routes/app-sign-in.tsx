import { useLocation, useNavigate } from 'react-router';
import { PageContainer } from '~/components/layout/page-container';
import { ButtonLink } from '~/components/ui/button';
import { pageMeta } from '~/lib/meta';
import { useMe } from '~/features/auth/api/get-me';
import { SignInForm } from '~/features/auth/components/sign-in-form';

export const meta = () =>
  pageMeta('Sign in', 'Sign in to Quietdesk to see your plans, timer history and settings.');

export default function SignInRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const { data: me } = useMe();
  return (
    <PageContainer width="narrow" className="max-w-lg py-8 sm:py-12">
      <h1 className="text-3xl font-semibold tracking-tight">Sign in</h1>
      {notice && (
        <p role="status" className="mt-4 rounded-xl border border-line bg-subtle px-4 py-3 text-sm">
          {notice}
        </p>
      )}
      <div className="mt-6">
        {me?.kind === 'account' ? (
          <div className="rounded-3xl border border-line bg-surface p-6">
            <p>
              You are signed in as <span className="font-medium break-all">{me.email}</span>.
            </p>
            <ButtonLink to="/app/account" className="mt-4">
              Open your account
            </ButtonLink>
          </div>
        ) : (
          <SignInForm me={me} onSignedIn={() => navigate('/app/dashboard')} />
        )}
      </div>
    </PageContainer>
  );
}
