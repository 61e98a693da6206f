import { useLocation, useNavigate } from 'react-router';
import { pageMeta } from '~/lib/meta';
import { AuthScreen } from '~/features/auth/components/auth-screen';
import { SignInForm } from '~/features/auth/components/sign-in-form';

export const meta = () =>
  pageMeta('Sign in', 'Sign in to Quietdesk to see your plans, timer history and settings.');

export default function SignInRoute() {
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
