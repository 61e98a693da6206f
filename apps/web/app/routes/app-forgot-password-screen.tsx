import { useNavigate } from 'react-router';
import { PageContainer } from '~/components/layout/page-container';
import { ForgotPassword } from '~/features/auth/components/forgot-password';
import { RECOVERED_NOTICE } from '~/features/auth/model/messages';

export default function ForgotPasswordScreen() {
  const navigate = useNavigate();
  return (
    <PageContainer width="narrow" className="max-w-lg py-8 sm:py-12">
      <h1 className="text-3xl font-semibold tracking-tight">Forgot your password?</h1>
      <p className="mt-2 text-muted">
        Your plans, decks and maps stay as they are: only the password changes.
      </p>
      <div className="mt-6">
        <ForgotPassword
          onRecovered={() => navigate('/app/account', { state: { notice: RECOVERED_NOTICE } })}
        />
      </div>
    </PageContainer>
  );
}
