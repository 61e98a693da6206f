import { clsx } from 'clsx';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { Button } from './button';

/** The one look of a text input: every feature's forms use it. */
export const inputClass =
  'block w-full rounded-xl border border-line bg-canvas/60 px-3 py-2 text-base text-ink placeholder:text-muted disabled:opacity-60 aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400';

const labelClass = 'block text-sm font-medium';

/** An error said in a box (role="alert" where it is rendered). */
export const alertClass =
  'rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200';

export const successClass =
  'rounded-xl border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900 dark:border-green-900 dark:bg-green-950/60 dark:text-green-100';

/** A label above its control (`children`, whose id is `id`). */
export function Field({
  id,
  label,
  children,
}: {
  id: string;
  label: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: ReactNode;
  /** A line under the input, read out with it (aria-describedby). */
  hint?: ReactNode;
}

/** A labelled input with an optional hint. */
export function TextField({ id, label, hint, className, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        aria-describedby={hintId}
        className={clsx('mt-1', inputClass, className)}
        {...input}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
    </Field>
  );
}

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'onChange'> {
  /** One the person has (`current`) or is choosing (`new`): the password manager's hint. */
  kind: 'current' | 'new';
  onChange: (value: string) => void;
}

/** A required password input. */
export function PasswordField({ kind, onChange, ...field }: PasswordFieldProps) {
  return (
    <TextField
      type="password"
      autoComplete={`${kind}-password`}
      required
      onChange={(event) => onChange(event.target.value)}
      {...field}
    />
  );
}

/** The form's error, when there is one. */
export function FormAlert({ message, className }: { message: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={clsx(alertClass, className)}>
      {message}
    </p>
  );
}

/** A small inline form's last row: its submit button, then Cancel. */
export function SubmitOrCancel({
  label,
  disabled,
  onCancel,
  className,
}: {
  label: ReactNode;
  disabled?: boolean;
  onCancel: () => void;
  className?: string;
}) {
  return (
    <div className={clsx('flex gap-2', className)}>
      <Button type="submit" size="sm" disabled={disabled}>
        {label}
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
