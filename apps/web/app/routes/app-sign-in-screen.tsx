import { useLocation, useNavigate } from 'react-router';
import { AuthScreen } from '~/features/auth/components/auth-screen';
import { SignInForm } from '~/features/auth/components/sign-in-form';

export default function SignInScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  return (
    <AuthScreen
      title="Sign in"
      notice={notice}
      form={(me) => <SignInForm me={me} onSignedIn={() => navigate('/app/dashboard')} />}
    />
  );
}
