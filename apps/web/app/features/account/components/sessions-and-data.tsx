import { Download, LogOut } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { useDownloadData } from '../api/export-data';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { errorMessage } from '~/lib/api-client';
import { alertClass, headingClass, cardClass } from './styles';

export function SignOutEverywhere({ onSignedOut }: { onSignedOut: () => void }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const signOut = useSignOutEverywhere();
  return (
    <section aria-labelledby={`${id}-title`} className={cardClass}>
      <h2 id={`${id}-title`} className={headingClass}>
        Sign out everywhere
      </h2>
      <p className="mt-1 text-sm text-muted">
        Ends every session of this account, on every device and this one. Use it after signing in on
        a computer that is not yours.
      </p>
      {error && (
        <p role="alert" className={`${alertClass} mt-4`}>
          {error}
        </p>
      )}
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
    </section>
  );
}

export function DownloadData() {
  const id = useId();
  const download = useDownloadData();
  return (
    <section aria-labelledby={`${id}-title`} className={cardClass}>
      <h2 id={`${id}-title`} className={headingClass}>
        Your data
      </h2>
      <p className="mt-1 text-sm text-muted">
        One JSON file with everything this account holds: plans, timer sessions and phases,
        settings, and everything else the tools store for you.
      </p>
      {download.isError && (
        <p role="alert" className={`${alertClass} mt-4`}>
          {errorMessage(download.error, 'Could not prepare the download. Please try again.')}
        </p>
      )}
      <Button
        variant="secondary"
        className="mt-4"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        <Download className="size-4" aria-hidden />
        Download all my data
      </Button>
    </section>
  );
}
