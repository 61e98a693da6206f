import { useNavigate } from 'react-router';
import { PageContainer } from '~/components/layout/page-container';
import { ResetPasswordForm } from '~/features/auth/components/reset-password-form';
import { RECOVERED_NOTICE } from '~/features/auth/model/messages';

export default function ResetPasswordScreen() {
  const navigate = useNavigate();
  return (
    <PageContainer width="narrow" className="max-w-lg py-8 sm:py-12">
      <h1 className="text-3xl font-semibold tracking-tight">Choose a new password</h1>
      <div className="mt-6">
        <ResetPasswordForm
          onReset={() => navigate('/app/account', { state: { notice: RECOVERED_NOTICE } })}
        />
      </div>
    </PageContainer>
  );
}
