import { Download, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { FormAlert } from '~/components/ui/form';
import { useDownloadData } from '../api/export-data';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { errorMessage } from '~/lib/api-client';
import { AccountSection } from './section';

export function SignOutEverywhere({ onSignedOut }: { onSignedOut: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const signOut = useSignOutEverywhere();
  return (
    <AccountSection
      title="Sign out everywhere"
      intro="Ends every session of this account, on every device and this one. Use it after signing in on a computer that is not yours."
    >
      <FormAlert className="mt-4" message={error} />
      <Button
        variant="secondary"
        className="mt-4"
        disabled={signOut.isPending}
        onClick={() =>
          signOut.mutate(undefined, {
            onSuccess: onSignedOut,
            onError: (failure) => setError(errorMessage(failure, 'Could not sign out everywhere.')),
          })
        }
      >
        <LogOut className="size-4" aria-hidden />
        Sign out everywhere
      </Button>
    </AccountSection>
  );
}

export function DownloadData() {
  const download = useDownloadData();
  return (
    <AccountSection
      title="Your data"
      intro="One JSON file with everything this account holds: plans, timer sessions and phases, settings, and everything else the tools store for you."
    >
      <FormAlert
        className="mt-4"
        message={
          download.isError
            ? errorMessage(download.error, 'Could not prepare the download. Please try again.')
            : null
        }
      />
      <Button
        variant="secondary"
        className="mt-4"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        <Download className="size-4" aria-hidden />
        Download all my data
      </Button>
    </AccountSection>
  );
}
