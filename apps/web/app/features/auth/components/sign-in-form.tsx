import { useId, useState } from 'react';
import { useFormError } from '~/components/ui/use-form-error';
import { Link } from 'react-router';
import { PasswordField } from '~/components/ui/form';
import { useSignIn } from '../api/sign-in';
import { AuthFormEnd } from './auth-form-end';
import type { AuthFormProps } from './auth-screen';
import { EmailField } from './email-field';
import { cardClass } from './styles';

/** Sign-in; offers to bring this browser's guest data into the account when there is some. */
export function SignInForm({ me, onSignedIn }: AuthFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [importGuestData, setImportGuestData] = useState(true);
  const { error, onSubmit, failed } = useFormError();
  const signIn = useSignIn();
  const offerImport = me?.guest_has_data ?? false;

  const submit = onSubmit(() => {
    signIn.mutate(
      { email, password, import_guest_data: offerImport && importGuestData },
      {
        onSuccess: onSignedIn,
        onError: failed('Could not sign in. Please try again.'),
      },
    );
  });

  return (
    <form className={cardClass} onSubmit={submit} noValidate>
      <div className="space-y-5">
        <EmailField id={`${id}-email`} value={email} onChange={setEmail} />
        <PasswordField
          kind="current"
          id={`${id}-password`}
          label="Password"
          name="password"
          aria-invalid={error !== null}
          value={password}
          onChange={setPassword}
        />
        <p className="-mt-3 text-sm">
          <Link to="/app/forgot-password" className="font-medium text-accent-text underline">
            Forgot password?
          </Link>
        </p>
        {offerImport && (
          <div className="flex items-start gap-3 rounded-xl border border-line p-3">
            <input
              id={`${id}-import`}
              type="checkbox"
              checked={importGuestData}
              onChange={(event) => setImportGuestData(event.target.checked)}
              className="mt-1 size-4 shrink-0 accent-accent"
            />
            <label htmlFor={`${id}-import`} className="text-sm">
              <span className="font-medium">Bring this browser&apos;s data into my account</span>
              <span className="block text-muted">
                Plans, timer sessions and statistics made here without an account. Your
                account&apos;s own settings are kept.
              </span>
            </label>
          </div>
        )}
        <AuthFormEnd
          error={error}
          pending={signIn.isPending}
          submitLabel="Sign in"
          other={{ question: 'No account yet?', label: 'Create one', to: '/app/register' }}
        />
      </div>
    </form>
  );
}
