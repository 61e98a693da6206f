import { RESET_TOKEN_LIFETIME_MINUTES } from '@quietdesk/core/api/auth';
import type { MailMessage } from '../../mail/mailer.ts';

// The token travels in the fragment (#token=…): browsers never send a fragment to a server, so it
// stays out of access logs, proxies and Referer headers on the way to the reset page.
export const resetLink = (publicUrl: string, token: string) =>
  `${publicUrl}/reset-password#token=${encodeURIComponent(token)}`;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** The reset mail, in plain text and HTML saying the same. */
export function passwordResetMail(to: string, link: string): MailMessage {
  const lines = [
    `Someone asked to reset the password of the Quietdesk account ${to}.`,
    `Open this link within ${RESET_TOKEN_LIFETIME_MINUTES} minutes to choose a new password. It works once:`,
    link,
    'If you did not ask for this, ignore this mail: your password stays as it is.',
  ];
  return {
    to,
    subject: 'Reset your Quietdesk password',
    text: `${lines.join('\n\n')}\n`,
    html: [
      `<p>${escapeHtml(lines[0]!)}</p>`,
      `<p>${escapeHtml(lines[1]!)}</p>`,
      `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>`,
      `<p>${escapeHtml(lines[3]!)}</p>`,
    ].join('\n'),
  };
}
