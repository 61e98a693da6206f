import { Check, Copy, Download, KeyRound, X } from 'lucide-react';
import { BusyIcon } from '~/components/ui/busy-icon';
import { useEffect, useId, useRef, useState } from 'react';
import { RECOVERY_CODE_COUNT } from '@quietdesk/core/api/auth';
import { Button } from '~/components/ui/button';
import { FormAlert, successClass } from '~/components/ui/form';
import { downloadFile } from '~/lib/download';
import { useGenerateRecoveryCodes, useRecoveryCodesLeft } from '../api/recovery-codes';
import { errorMessage } from '~/lib/api-client';
import { recoveryCodesFile, recoveryCodesFileName } from '../model/recovery-codes-file';
import { headingClass } from './styles';
import { AccountSection } from './section';

/** Codes left, and the codes just made (shown this once), shared by the offer and the section. */
export function useRecoveryCodes() {
  const left = useRecoveryCodesLeft();
  const generate = useGenerateRecoveryCodes();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const make = () => {
    setError(null);
    generate.mutate(undefined, {
      onSuccess: (made) => setCodes(made.codes),
      onError: (failure) =>
        setError(errorMessage(failure, 'Could not make recovery codes. Please try again.')),
    });
  };
  return {
    remaining: left.data?.remaining,
    codes,
    error: error ?? (left.isError ? errorMessage(left.error, 'Could not count your codes.') : null),
    pending: generate.isPending,
    make,
    /** The person has saved them: they are not shown again. */
    hide: () => setCodes(null),
  };
}

type RecoveryCodes = ReturnType<typeof useRecoveryCodes>;

/** Right after registering: a suggestion, never in the way (it can be put off). */
export function RecoveryCodesOffer({
  recovery,
  onDismiss,
}: {
  recovery: RecoveryCodes;
  onDismiss: () => void;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-3xl border border-line bg-accent-soft p-6 text-accent-text sm:p-8"
    >
      <h2 id={`${id}-title`} className={headingClass}>
        Make recovery codes now?
      </h2>
      <p className="mt-1 text-sm">
        Your account is ready. If you ever forget your password, one of {RECOVERY_CODE_COUNT}{' '}
        recovery codes lets you set a new one. Save them in your password manager or print them; it
        takes a minute.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={recovery.make} disabled={recovery.pending}>
          <BusyIcon busy={recovery.pending} icon={KeyRound} />
          Make recovery codes
        </Button>
        <Button variant="secondary" onClick={onDismiss}>
          <X className="size-4" aria-hidden />
          Not now
        </Button>
      </div>
    </section>
  );
}

function NewCodes({
  email,
  codes,
  onHide,
}: {
  email: string;
  codes: string[];
  onHide: () => void;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const text = recoveryCodesFile(email, codes, new Date());

  // Made from the offer at the top or the button below: either way the codes are where the
  // reader (and a screen reader) goes next.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  const copy = () => {
    navigator.clipboard
      .writeText(text)
      .then(() => setCopied('yes'))
      .catch(() => setCopied('failed'));
  };

  return (
    <div className="mt-4 rounded-2xl border border-line p-4">
      <h3
        id={`${id}-codes`}
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-24 font-semibold outline-none"
      >
        Your new recovery codes
      </h3>
      <p className="mt-1 text-sm text-muted">
        Shown only this once. Each code works once. Save them now: download the file or copy them
        into your password manager.
      </p>
      <ol
        aria-labelledby={`${id}-codes`}
        className="mt-4 grid grid-cols-1 gap-2 font-mono text-base sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-subtle px-3 py-2 tracking-wide">
            {code}
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={() => downloadFile(recoveryCodesFileName(email), text, 'text/plain')}
        >
          <Download className="size-4" aria-hidden />
          Download as a text file
        </Button>
        <Button variant="secondary" onClick={copy}>
          <Copy className="size-4" aria-hidden />
          Copy codes
        </Button>
        <Button onClick={onHide}>
          <Check className="size-4" aria-hidden />I have saved them
        </Button>
      </div>
      <div aria-live="polite" className="mt-3 empty:hidden">
        {copied === 'yes' && <p className={successClass}>Copied. Paste them somewhere safe.</p>}
        {copied === 'failed' && (
          <p className="text-sm">This browser did not allow copying: download the file instead.</p>
        )}
      </div>
    </div>
  );
}

const leftSentence = (remaining: number | undefined) => {
  if (remaining === undefined) return 'Counting your codes…';
  if (remaining === 0) return 'You have no recovery codes.';
  return `${remaining} of ${RECOVERY_CODE_COUNT} recovery codes left.`;
};

/** The account page's section: how many are left, make or make again, and the new ones once. */
export function RecoveryCodesSection({
  email,
  recovery,
}: {
  email: string;
  recovery: RecoveryCodes;
}) {
  const [confirming, setConfirming] = useState(false);
  const { remaining, codes } = recovery;
  const hasCodes = (remaining ?? 0) > 0;

  const make = () => {
    setConfirming(false);
    recovery.make();
  };

  return (
    <AccountSection
      title="Recovery codes"
      intro="If you forget your password, a recovery code lets you set a new one (Sign in, then Forgot password?). Each works once."
    >
      <p className="mt-3 font-medium">
        {leftSentence(remaining)}
        {remaining !== undefined && remaining > 0 && remaining <= 3 && ' Make new ones soon.'}
      </p>
      <div className="mt-3 empty:hidden">
        <FormAlert message={recovery.error} />
      </div>
      {codes ? (
        <NewCodes email={email} codes={codes} onHide={recovery.hide} />
      ) : confirming ? (
        <div className="mt-4 rounded-2xl border border-line p-4">
          <p className="text-sm">
            Make new codes? The {remaining} codes you have now stop working at once.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button onClick={make} disabled={recovery.pending}>
              Make new codes
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep my codes
            </Button>
          </div>
        </div>
      ) : (
        <Button
          variant={hasCodes ? 'secondary' : 'primary'}
          className="mt-4"
          disabled={recovery.pending || remaining === undefined}
          onClick={() => (hasCodes ? setConfirming(true) : make())}
        >
          <BusyIcon busy={recovery.pending} icon={KeyRound} />
          {hasCodes ? 'Make new codes' : 'Make recovery codes'}
        </Button>
      )}
    </AccountSection>
  );
}
