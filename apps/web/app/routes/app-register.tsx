import { useNavigate } from 'react-router';
import { PageContainer } from '~/components/layout/page-container';
import { ButtonLink } from '~/components/ui/button';
import { pageMeta } from '~/lib/meta';
import { useMe } from '~/features/auth/api/get-me';
import { RegisterForm } from '~/features/auth/components/register-form';

export const meta = () =>
  pageMeta(
    'Create an account',
    'An optional Quietdesk account keeps your plans, timer history and settings on every device.',
  );

export default function RegisterRoute() {
  const navigate = useNavigate();
  const { data: me } = useMe();
  return (
    <PageContainer width="narrow" className="max-w-lg py-8 sm:py-12">
      <h1 className="text-3xl font-semibold tracking-tight">Create an account</h1>
      <p className="mt-2 text-muted">
        Optional: every tool works without one. An account keeps your plans, timer history and
        settings on every device where you sign in.
      </p>
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
          <RegisterForm
            me={me}
            onRegistered={() => navigate('/app/account', { state: { offerRecoveryCodes: true } })}
          />
        )}
      </div>
    </PageContainer>
  );
}
