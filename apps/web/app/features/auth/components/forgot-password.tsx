import { Loader2, Mail } from 'lucide-react';
import { BusyIcon } from '~/components/ui/busy-icon';
import { useId, useState } from 'react';
import { useFormError } from '~/components/ui/use-form-error';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormAlert, TextField, successClass } from '~/components/ui/form';
import { useRecoveryOptions } from '../api/get-recovery-options';
import { useRecoverWithCode } from '../api/recover-with-code';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { errorMessage } from '~/lib/api-client';
import { newPasswordProblem } from '../model/new-password';
import { EmailField } from './email-field';
import { NewPasswordField } from './new-password-field';
import { cardClass, noticeClass } from './styles';

const linkClass = 'font-medium text-accent-text underline';

/** Asks for a reset link. The answer never says whether the address has an account. */
function ResetByEmail() {
  const id = useId();
  const [email, setEmail] = useState('');
  const { error, setError, onSubmit, failed } = useFormError();
  const [sent, setSent] = useState<string | null>(null);
  const request = useRequestPasswordReset();

  const submit = onSubmit(() => {
    setSent(null);
    if (email.trim() === '') {
      setError('Enter your email address.');
      return;
    }
    request.mutate(
      { email },
      {
        onSuccess: (answer) => setSent(answer.message),
        onError: failed('Could not ask for a reset link. Please try again.'),
      },
    );
  });

  return (
    <section aria-labelledby={`${id}-title`} className={cardClass}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Get a reset link by email
      </h2>
      <p className="mt-1 text-sm text-muted">
        Enter the email you sign in with. If it belongs to an account, a link to choose a new
        password is mailed to it.
      </p>
      <form onSubmit={submit} noValidate className="mt-5 space-y-5">
        <EmailField id={`${id}-email`} value={email} onChange={setEmail} />
        <FormAlert message={error} />
        {sent && (
          <div role="status" className={successClass}>
            <p>{sent}</p>
            <p className="mt-2">
              Nothing after a few minutes? Check your spam folder and the spelling of the address,
              then ask again.
            </p>
          </div>
        )}
        <Button type="submit" className="w-full" disabled={request.isPending}>
          <BusyIcon busy={request.isPending} icon={Mail} />
          {sent ? 'Send another link' : 'Send reset link'}
        </Button>
      </form>
    </section>
  );
}

/** A saved recovery code and a new password: works whether or not the server has mail. */
function RecoverWithCode({ onRecovered }: { onRecovered: () => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const { error, setError, onSubmit, failed } = useFormError();
  const recover = useRecoverWithCode();

  const submit = onSubmit(() => {
    const problem =
      (email.trim() === '' && 'Enter your email address.') ||
      (code.trim() === '' && 'Enter one of your recovery codes.') ||
      newPasswordProblem(password);
    if (problem) {
      setError(problem);
      return;
    }
    recover.mutate(
      { email, code, new_password: password },
      {
        onSuccess: onRecovered,
        onError: failed('Could not set the new password. Please try again.'),
      },
    );
  });

  return (
    <section aria-labelledby={`${id}-title`} className={cardClass}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Use a recovery code
      </h2>
      <p className="mt-1 text-sm text-muted">
        One of the codes you saved from your account page. Each code works once.
      </p>
      <form onSubmit={submit} noValidate className="mt-5 space-y-5">
        <EmailField id={`${id}-email`} value={email} onChange={setEmail} />
        <TextField
          id={`${id}-code`}
          label="Recovery code"
          name="recovery-code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          aria-invalid={error !== null && /code/i.test(error)}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          hint="Like abcd-efgh-jkmn-pqrs; capitals, spaces and dashes do not matter."
          className="font-mono"
        />
        <NewPasswordField
          id={`${id}-password`}
          label="New password"
          invalid={error !== null && /password/i.test(error)}
          value={password}
          onChange={setPassword}
        />
        <FormAlert message={error} />
        <Button type="submit" className="w-full" disabled={recover.isPending}>
          {recover.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
          Set new password
        </Button>
      </form>
    </section>
  );
}

/** The ways back into an account this server offers: a mailed link when it has mail, codes always. */
export function ForgotPassword({ onRecovered }: { onRecovered: () => void }) {
  const options = useRecoveryOptions();
  return (
    <div className="space-y-6">
      {options.isPending ? (
        <p className="flex items-center gap-2 text-muted">
          <Loader2 className="size-4 animate-spin" aria-hidden /> Loading…
        </p>
      ) : options.data?.reset_by_email ? (
        <ResetByEmail />
      ) : (
        <p className={noticeClass}>
          {options.isError
            ? errorMessage(options.error, 'Could not check whether a reset link can be mailed.')
            : 'Quietdesk sends no mail here, so a password cannot be reset by email.'}{' '}
          A recovery code still lets you set a new password.
        </p>
      )}
      <RecoverWithCode onRecovered={onRecovered} />
      <p className="text-sm">
        Remembered it?{' '}
        <Link to="/app/sign-in" className={linkClass}>
          Sign in
        </Link>
      </p>
    </div>
  );
}
