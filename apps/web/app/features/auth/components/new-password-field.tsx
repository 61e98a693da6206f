import { PASSWORD_MIN_LENGTH } from '@quietdesk/core/api/auth';
import { PasswordField } from '~/components/ui/form';
import { NEW_PASSWORD_HINT } from '../model/new-password';

interface NewPasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
}

/** A password being chosen: the registering rules as its hint, the manager's new-password hint. */
export function NewPasswordField({ id, label, value, onChange, invalid }: NewPasswordFieldProps) {
  return (
    <PasswordField
      kind="new"
      id={id}
      label={label}
      name="new-password"
      minLength={PASSWORD_MIN_LENGTH}
      aria-invalid={invalid}
      value={value}
      onChange={onChange}
      hint={NEW_PASSWORD_HINT}
    />
  );
}
