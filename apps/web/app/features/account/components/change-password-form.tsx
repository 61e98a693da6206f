import { useId, useState } from 'react';
import { useFormError } from '~/components/ui/use-form-error';
import { PASSWORD_MIN_LENGTH } from '@quietdesk/core/api/auth';
import { Button } from '~/components/ui/button';
import { FormAlert, PasswordField, successClass } from '~/components/ui/form';
import { useChangePassword } from '../api/change-password';
import { AccountSection } from './section';

export function ChangePasswordForm({ email }: { email: string }) {
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const { error, setError, onSubmit, failed } = useFormError();
  const [done, setDone] = useState(false);
  const change = useChangePassword();

  const submit = onSubmit(() => {
    setDone(false);
    if (next.length < PASSWORD_MIN_LENGTH) {
      setError(`Use at least ${PASSWORD_MIN_LENGTH} characters for your new password.`);
      return;
    }
    change.mutate(
      { current_password: current, new_password: next },
      {
        onSuccess: () => {
          setDone(true);
          setCurrent('');
          setNext('');
        },
        onError: failed('Could not change the password.'),
      },
    );
  });

  return (
    <AccountSection
      title="Change password"
      intro="Every other device signed in to this account is signed out; this one stays signed in."
    >
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        {/* Lets password managers file the new password under the right account. */}
        <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
        <PasswordField
          kind="current"
          id={`${id}-current`}
          label="Current password"
          value={current}
          onChange={setCurrent}
        />
        <PasswordField
          kind="new"
          id={`${id}-new`}
          label="New password"
          minLength={PASSWORD_MIN_LENGTH}
          value={next}
          onChange={setNext}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters; very common passwords are refused.`}
        />
        <FormAlert message={error} />
        {done && (
          <p role="status" className={successClass}>
            Password changed. Other devices were signed out.
          </p>
        )}
        <Button type="submit" disabled={change.isPending}>
          Change password
        </Button>
      </form>
    </AccountSection>
  );
}
