// A real SMTP server for tests (the `smtp-server` package), listening on a free port: the app's
// own mail code (nodemailer) talks real SMTP to it, and each message is parsed with mailparser.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** smtp://user:pass@127.0.0.1:port */
  url: string;
  messages: ParsedMail[];
  /** The next message to `to` that has not been taken yet; fails after `timeoutMs`. */
  next(to: string, timeoutMs?: number): Promise<ParsedMail>;
  /** Makes the server wait this long before accepting each message (a slow mail server). */
  delayMs: number;
  close(): Promise<void>;
}

export const SINK_CREDENTIALS = { user: 'quietdesk', pass: 'sink-secret' };

/** Listens on `port` (0: a free one); the browser suite picks a fixed one its server knows. */
export async function startSmtpSink(
  credentials = SINK_CREDENTIALS,
  listenPort = 0,
): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const taken = new Set<ParsedMail>();
  const waiters = new Set<() => void>();
  const sink: SmtpSink = {
    url: '',
    messages,
    delayMs: 0,
    async next(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(
          (message) =>
            !taken.has(message) &&
            [message.to]
              .flat()
              .some((address) => address?.value.some((entry) => entry.address === to)),
        );
        if (found) {
          taken.add(found);
          return found;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No mail to ${to} arrived within ${timeoutMs} ms.`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    // The sink has no certificate; nodemailer upgrades with STARTTLS only when it is offered.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (message) => {
          if (sink.delayMs) await new Promise((resolve) => setTimeout(resolve, sink.delayMs));
          messages.push(message);
          for (const wake of [...waiters]) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  sink.url = `smtp://${credentials.user}:${credentials.pass}@127.0.0.1:${port}`;
  return sink;
}
