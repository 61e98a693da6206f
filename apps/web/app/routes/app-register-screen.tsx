import { useNavigate } from 'react-router';
import { AuthScreen } from '~/features/auth/components/auth-screen';
import { RegisterForm } from '~/features/auth/components/register-form';

export default function RegisterScreen() {
  const navigate = useNavigate();
  return (
    <AuthScreen
      title="Create an account"
      intro="Optional: every tool works without one. An account keeps your plans, timer history and settings on every device where you sign in."
      form={(me) => (
        <RegisterForm
          me={me}
          onSignedIn={() => navigate('/app/account', { state: { offerRecoveryCodes: true } })}
        />
      )}
    />
  );
}
