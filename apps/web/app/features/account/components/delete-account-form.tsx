import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useFormError } from '~/components/ui/use-form-error';
import { Button } from '~/components/ui/button';
import { FormAlert, PasswordField } from '~/components/ui/form';
import { useDeleteAccount } from '../api/delete-account';
import { AccountSection } from './section';

export function DeleteAccountForm({ email, onDeleted }: { email: string; onDeleted: () => void }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const { error, onSubmit, failed } = useFormError();
  const remove = useDeleteAccount();

  const submit = onSubmit(() => {
    remove.mutate(
      { password },
      {
        onSuccess: onDeleted,
        onError: failed('Could not delete the account.'),
      },
    );
  });

  return (
    <AccountSection
      title="Delete account"
      className="border-red-300 dark:border-red-900"
      intro="Deletes the account and all its data from Quietdesk at once: plans, timer history, settings and everything else. This cannot be undone; download your data first if you want to keep it."
    >
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
        <PasswordField
          kind="current"
          id={`${id}-password`}
          label="Password, to confirm"
          value={password}
          onChange={setPassword}
        />
        <FormAlert message={error} />
        <Button
          type="submit"
          disabled={remove.isPending || password === ''}
          className="bg-red-700 text-white hover:bg-red-800 dark:bg-red-700"
        >
          <Trash2 className="size-4" aria-hidden />
          Delete my account and all its data
        </Button>
      </form>
    </AccountSection>
  );
}
