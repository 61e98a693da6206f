/** The text file of freshly made recovery codes: what they are for and how to use one. */
export function recoveryCodesFile(email: string, codes: string[], madeAt: Date): string {
  return [
    'Quietdesk recovery codes',
    '',
    `Account: ${email}`,
    `Made: ${madeAt.toISOString().slice(0, 10)}`,
    '',
    'Each code works once. To use one: Sign in > Forgot password? > Use a recovery code.',
    'Making new codes on the account page voids all of these.',
    'Keep this file where you keep your passwords.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** A file name that says what is inside and for which account. */
export const recoveryCodesFileName = (email: string) =>
  `quietdesk-recovery-codes-${email.replace(/[^a-z0-9.@_-]/gi, '_')}.txt`;
