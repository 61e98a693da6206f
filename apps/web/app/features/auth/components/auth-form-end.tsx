import { Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormAlert } from '~/components/ui/form';
import { useEmailNote } from '../hooks/use-email-note';

interface AuthFormEndProps {
  error: string | null;
  pending: boolean;
  submitLabel: string;
  /** Id of the note about the email, for the form's aria-describedby. */
  noteId?: string;
  /** The other of the two screens: "No account yet? Create one". */
  other: { question: string; label: string; to: string };
}

/** The end of the sign-up and sign-in forms: the error, the button, what the email is for, and the way to the other screen. */
export function AuthFormEnd({ error, pending, submitLabel, noteId, other }: AuthFormEndProps) {
  const note = useEmailNote();
  return (
    <>
      <FormAlert message={error} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending && <Loader2 className="size-4 animate-spin" aria-hidden />}
        {submitLabel}
      </Button>
      <p id={noteId} className="text-sm text-muted">
        {note}
      </p>
      <p className="text-sm">
        {other.question}{' '}
        <Link to={other.to} className="font-medium text-accent-text underline">
          {other.label}
        </Link>
      </p>
    </>
  );
}
