import { useNavigate } from 'react-router';
import { pageMeta } from '~/lib/meta';
import { AuthScreen } from '~/features/auth/components/auth-screen';
import { RegisterForm } from '~/features/auth/components/register-form';

export const meta = () =>
  pageMeta(
    'Create an account',
    'An optional Quietdesk account keeps your plans, timer history and settings on every device.',
  );

export default function RegisterRoute() {
  const navigate = useNavigate();
  return (
    <AuthScreen
      title="Create an account"
      intro="Optional: every tool works without one. An account keeps your plans, timer history and settings on every device where you sign in."
      form={(me) => (
        <RegisterForm
          me={me}
          onRegistered={() => navigate('/app/account', { state: { offerRecoveryCodes: true } })}
        />
      )}
    />
  );
}
