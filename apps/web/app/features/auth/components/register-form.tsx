import { useId, useState } from 'react';
import { useFormError } from '~/components/ui/use-form-error';
import { useRegister } from '../api/register';
import { newPasswordProblem } from '../model/new-password';
import { AuthFormEnd } from './auth-form-end';
import type { AuthFormProps } from './auth-screen';
import { EmailField } from './email-field';
import { NewPasswordField } from './new-password-field';
import { cardClass, noticeClass } from './styles';

/** Sign-up: email + password, with the password manager's autocomplete hints. */
export function RegisterForm({ me, onSignedIn }: AuthFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, setError, onSubmit, failed } = useFormError();
  const registerAccount = useRegister();

  const submit = onSubmit(() => {
    if (email.trim() === '') {
      setError('Enter your email address.');
      return;
    }
    const problem = newPasswordProblem(password);
    if (problem) {
      setError(problem);
      return;
    }
    registerAccount.mutate(
      { email, password },
      {
        onSuccess: onSignedIn,
        onError: failed('Could not create the account. Please try again.'),
      },
    );
  });

  return (
    <form className={cardClass} onSubmit={submit} noValidate aria-describedby={`${id}-note`}>
      {me?.kind === 'guest' && (
        <p className={`${noticeClass} mb-5`}>
          Everything you made on this browser (plans, timer sessions and statistics, settings)
          becomes part of the account.
        </p>
      )}
      <div className="space-y-5">
        <EmailField
          id={`${id}-email`}
          invalid={error !== null && /email/i.test(error)}
          value={email}
          onChange={setEmail}
        />
        <NewPasswordField
          id={`${id}-password`}
          label="Password"
          invalid={error !== null && /password/i.test(error)}
          value={password}
          onChange={setPassword}
        />
        <AuthFormEnd
          error={error}
          pending={registerAccount.isPending}
          submitLabel="Create account"
          noteId={`${id}-note`}
          other={{ question: 'Already have an account?', label: 'Sign in', to: '/app/sign-in' }}
        />
      </div>
    </form>
  );
}
