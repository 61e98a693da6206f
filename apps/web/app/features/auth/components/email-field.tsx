import { TextField } from '~/components/ui/form';

interface EmailFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
}

/** The sign-in name, with the password manager's username hint and an email keyboard on phones. */
export function EmailField({ id, value, onChange, invalid }: EmailFieldProps) {
  return (
    <TextField
      id={id}
      label="Email"
      name="email"
      type="email"
      autoComplete="username"
      inputMode="email"
      required
      aria-invalid={invalid}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
