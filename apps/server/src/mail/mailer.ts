import nodemailer from 'nodemailer';

// Outgoing mail (docs/decisions/049-account-recovery.md). nodemailer speaks SMTP: `smtp://` starts
// in plain text and upgrades with STARTTLS whenever the server offers it, `smtps://` is TLS from
// the first byte; user and password come from the URL. Nothing here knows what a mail is about.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

interface SmtpMailerOptions {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 */
  smtpUrl: string;
  /** The From header, e.g. `Quietdesk <no-reply@example.com>`. */
  from: string;
  /** Connection, greeting and socket time limits, so a dead server cannot hold a request. */
  timeoutMs?: number;
}

export function createSmtpMailer({ smtpUrl, from, timeoutMs = 15_000 }: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
