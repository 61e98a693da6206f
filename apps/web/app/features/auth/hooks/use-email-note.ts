import { useRecoveryOptions } from '../api/get-recovery-options';
import { emailNote } from '../model/messages';

/** The email note for this server (whether it mails reset links). */
export function useEmailNote(): string {
  return emailNote(useRecoveryOptions().data?.reset_by_email);
}
