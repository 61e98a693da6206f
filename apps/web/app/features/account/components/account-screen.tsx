import type { ReactNode } from 'react';
import { dateFormat } from '~/lib/date-format';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountForm } from './delete-account-form';
import { RecoveryCodesOffer, RecoveryCodesSection, useRecoveryCodes } from './recovery-codes';
import { DownloadData, SignOutEverywhere } from './sessions-and-data';
import { headingClass, cardClass } from './styles';

interface AccountScreenProps {
  email: string;
  createdAt: string | null;
  /** The sign-out button (this browser only), from the auth feature. */
  signOut: ReactNode;
  /** A sentence saying email is an identifier only. */
  emailNote: string;
  onSignedOutEverywhere: () => void;
  onDeleted: () => void;
  /** Just registered: recovery codes are suggested at the top until made or put off. */
  offerRecoveryCodes: boolean;
  onDismissOffer: () => void;
}

export function AccountScreen({
  email,
  createdAt,
  signOut,
  emailNote,
  onSignedOutEverywhere,
  onDeleted,
  offerRecoveryCodes,
  onDismissOffer,
}: AccountScreenProps) {
  const recovery = useRecoveryCodes();
  const since = createdAt
    ? dateFormat(undefined, { dateStyle: 'long' }).format(new Date(createdAt))
    : null;
  return (
    <div className="space-y-6">
      {offerRecoveryCodes && !recovery.codes && recovery.remaining === 0 && (
        <RecoveryCodesOffer recovery={recovery} onDismiss={onDismissOffer} />
      )}
      <section aria-labelledby="account-signed-in" className={cardClass}>
        <h2 id="account-signed-in" className={headingClass}>
          Signed in
        </h2>
        <p className="mt-1 [overflow-wrap:anywhere]">
          <span className="text-muted">Email: </span>
          <span className="font-medium">{email}</span>
        </p>
        {since && <p className="text-sm text-muted">Account since {since}</p>}
        <p className="mt-3 text-sm text-muted">{emailNote}</p>
        <div className="mt-4">{signOut}</div>
      </section>
      <RecoveryCodesSection email={email} recovery={recovery} />
      <ChangePasswordForm email={email} />
      <SignOutEverywhere onSignedOut={onSignedOutEverywhere} />
      <DownloadData />
      <DeleteAccountForm email={email} onDeleted={onDeleted} />
    </div>
  );
}
