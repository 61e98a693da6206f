import { LogOut } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { useSignOut } from '../api/sign-out';

/** Signs out on this browser only. */
export function SignOutButton({ onSignedOut }: { onSignedOut: () => void }) {
  const signOut = useSignOut();
  return (
    <Button
      variant="secondary"
      disabled={signOut.isPending}
      onClick={() => signOut.mutate(undefined, { onSuccess: onSignedOut })}
    >
      <LogOut className="size-4" aria-hidden />
      Sign out
    </Button>
  );
}
