import { KeyRound } from 'lucide-react';
import { BusyIcon } from '~/components/ui/busy-icon';
import { useEffect, useId, useState } from 'react';
import { useFormError } from '~/components/ui/use-form-error';
import { Link } from 'react-router';
import { ButtonLink, Button } from '~/components/ui/button';
import { FormAlert } from '~/components/ui/form';
import { errorMessage } from '~/lib/api-client';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { isDeadResetLink } from '../model/messages';
import { newPasswordProblem } from '../model/new-password';
import { NewPasswordField } from './new-password-field';
import { cardClass } from './styles';

/** The token of the mailed link, which carries it in the fragment (#token=…). */
const tokenInAddress = () => new URLSearchParams(window.location.hash.slice(1)).get('token');

/** A new password with the token of a reset mail; the server signs this browser in. */
export function ResetPasswordForm({ onReset }: { onReset: () => void }) {
  const id = useId();
  // undefined until the address has been read (after the first render: the page has no server
  // render, but reading `window` during render would still differ from the prerendered HTML).
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [password, setPassword] = useState('');
  const { error, setError, onSubmit } = useFormError();
  const [linkDead, setLinkDead] = useState(false);
  const confirm = useConfirmPasswordReset();

  useEffect(() => {
    const found = tokenInAddress();
    if (found) {
      setToken(found);
      // The token opens the account for 30 minutes: out of the address bar and this history
      // entry, so it is not shown over a shoulder or left in the browser's history.
      window.history.replaceState(window.history.state, '', window.location.pathname);
    } else {
      // Effects run twice in development; the second run must not forget the token read first.
      setToken((previous) => previous ?? null);
    }
  }, []);

  if (token === undefined) return null;
  if (token === null) {
    return (
      <div className={cardClass}>
        <p>
          This page needs the link from your reset mail. Open the link in the mail again (it works
          for 30 minutes), or ask for a new one.
        </p>
        <ButtonLink to="/app/forgot-password" className="mt-4">
          Ask for a new link
        </ButtonLink>
      </div>
    );
  }

  const submit = onSubmit(() => {
    const problem = newPasswordProblem(password);
    if (problem) {
      setError(problem);
      return;
    }
    confirm.mutate(
      { token, new_password: password },
      {
        onSuccess: onReset,
        onError: (failure) => {
          setLinkDead(isDeadResetLink(failure));
          setError(errorMessage(failure, 'Could not set the new password. Please try again.'));
        },
      },
    );
  });

  return (
    <form className={cardClass} onSubmit={submit} noValidate>
      <div className="space-y-5">
        <NewPasswordField
          id={`${id}-password`}
          label="New password"
          invalid={error !== null && !linkDead}
          value={password}
          onChange={setPassword}
        />
        <FormAlert message={error} />
        {linkDead ? (
          <ButtonLink to="/app/forgot-password" className="w-full">
            Ask for a new link
          </ButtonLink>
        ) : (
          <Button type="submit" className="w-full" disabled={confirm.isPending}>
            <BusyIcon busy={confirm.isPending} icon={KeyRound} />
            Set new password
          </Button>
        )}
        <p className="text-sm text-muted">
          Every device signed in to the account is signed out; this browser is signed in with the
          new password.
        </p>
        <p className="text-sm">
          <Link to="/app/sign-in" className="font-medium text-accent-text underline">
            Back to sign in
          </Link>
        </p>
      </div>
    </form>
  );
}
