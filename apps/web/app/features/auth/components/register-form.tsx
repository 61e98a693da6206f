import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Me } from '@quietdesk/core/api/auth';
import { Button } from '~/components/ui/button';
import { FormAlert } from '~/components/ui/form';
import { useRegister } from '../api/register';
import { useEmailNote } from '../hooks/use-email-note';
import { errorMessage } from '~/lib/api-client';
import { newPasswordProblem } from '../model/new-password';
import { EmailField } from './email-field';
import { NewPasswordField } from './new-password-field';
import { cardClass, noticeClass } from './styles';

interface RegisterFormProps {
  me: Me | undefined;
  onRegistered: (me: Me) => void;
}

/** Sign-up: email + password, with the password manager's autocomplete hints. */
export function RegisterForm({ me, onRegistered }: RegisterFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const registerAccount = useRegister();
  const note = useEmailNote();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
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
        onSuccess: onRegistered,
        onError: (failure) =>
          setError(errorMessage(failure, 'Could not create the account. Please try again.')),
      },
    );
  };

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
        <FormAlert message={error} />
        <Button type="submit" className="w-full" disabled={registerAccount.isPending}>
          {registerAccount.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
          Create account
        </Button>
        <p id={`${id}-note`} className="text-sm text-muted">
          {note}
        </p>
        <p className="text-sm">
          Already have an account?{' '}
          <Link to="/app/sign-in" className="font-medium text-accent-text underline">
            Sign in
          </Link>
        </p>
      </div>
    </form>
  );
}
