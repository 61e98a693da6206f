import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { appPerFile, testConfig } from '../../test/helpers.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import {
  Browser,
  cheapHasher,
  createAuthTestApp,
  GOOD_PASSWORD,
  queryRows,
  uniqueEmail,
} from './auth.test-helpers.ts';
import { BAD_RESET_TOKEN, RESET_ACCEPTED } from './recovery.service.ts';

// Reset by email against a real SMTP server (smtp-server on a free port): the app's nodemailer
// transport, its SMTP_URL credentials and the mail's MIME structure are all the real thing.

const PUBLIC_URL = 'http://quietdesk.test';
const NEW_PASSWORD = 'a brand new passphrase 2026';
let sink: SmtpSink;
let now = Date.parse('2026-11-26T12:00:00Z');
const clock = () => new Date(now);
let addressCounter = 0;
/** A browser from its own address, so per-address limits of one test never touch another. */
const newBrowser = (target = file.app) => new Browser(target, `10.30.0.${(addressCounter += 1)}`);

const mailEnv = () => ({
  SMTP_URL: sink.url,
  MAIL_FROM: 'Quietdesk <no-reply@quietdesk.test>',
  PUBLIC_URL,
  // Requests come from app.inject(), addressed to localhost: a host the server must answer for.
  TRUSTED_ORIGINS: 'http://localhost:80',
  PASSWORD_RESET_PER_ACCOUNT_PER_HOUR: '20',
});

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => sink?.close());
const file = appPerFile(
  (database) => createAuthTestApp(database, { env: mailEnv(), clock }),
  180_000,
);

const tokenIn = (mail: ParsedMail): string => {
  const match = /\/reset-password#token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`No reset link in: ${mail.text}`);
  return match[1]!;
};

/** Signs up a fresh account on its own browser and asks for a reset mail; returns the token. */
async function accountWithResetMail() {
  const owner = newBrowser();
  const email = await owner.signUp();
  const response = await newBrowser().post('/api/auth/password-reset', { email });
  expect(response.statusCode).toBe(202);
  const mail = await sink.next(email);
  return { owner, email, mail, token: tokenIn(mail) };
}

describe('reset by email', () => {
  it('says it is offered', async () => {
    expect((await newBrowser().get('/api/auth/recovery')).json()).toEqual({ reset_by_email: true });
  });

  it('mails a link in text and HTML, with the token in the fragment', async () => {
    const { email, mail, token } = await accountWithResetMail();
    expect(mail.subject).toBe('Reset your Quietdesk password');
    expect(mail.from?.value).toEqual([{ name: 'Quietdesk', address: 'no-reply@quietdesk.test' }]);
    expect(mail.text).toContain(`${PUBLIC_URL}/reset-password#token=${token}`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/reset-password#token=${token}"`);
    expect(mail.text).toContain(email);
    expect(token.length).toBeGreaterThanOrEqual(43); // 32 random bytes, base64url
    // Only the hash is stored.
    const stored = await queryRows<{ token_hash: string }>(
      file.database,
      sql`select token_hash from password_reset_tokens`,
    );
    expect(stored.some((row) => row.token_hash === token)).toBe(false);
  });

  it('a token sets the password once, signs the browser in, ends every other session and withdraws known devices', async () => {
    const { owner, email, token } = await accountWithResetMail();
    expect((await owner.me()).kind).toBe('account');
    const devices = () =>
      queryRows<{ n: number }>(
        file.database,
        sql`select count(*)::int as n from known_devices d join accounts a
            on a.owner_id = d.owner_id where a.email = ${email}`,
      ).then((rows) => rows[0]?.n);
    expect(await devices()).toBe(1);

    const resetter = newBrowser();
    const confirm = await resetter.post('/api/auth/password-reset/confirm', {
      token,
      new_password: NEW_PASSWORD,
    });
    expect(confirm.statusCode).toBe(204);
    expect((await resetter.me()).email).toBe(email);
    expect((await owner.me()).kind).not.toBe('account');
    // The owner's browser knew the old password: it is no longer a known device.
    expect(await devices()).toBe(0);

    expect((await newBrowser().login(email, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await newBrowser().login(email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await newBrowser().post('/api/auth/password-reset/confirm', {
      token,
      new_password: 'yet another passphrase 99',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: BAD_RESET_TOKEN });
    expect((await newBrowser().login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a token expires after 30 minutes and then changes nothing', async () => {
    const { email, token } = await accountWithResetMail();
    now += 30 * 60_000 + 1;
    const late = await newBrowser().post('/api/auth/password-reset/confirm', {
      token,
      new_password: NEW_PASSWORD,
    });
    expect(late.statusCode).toBe(400);
    expect((await newBrowser().login(email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('an unknown token answers 400 and a weak password 422 without using the token', async () => {
    const unknown = await newBrowser().post('/api/auth/password-reset/confirm', {
      token: 'x'.repeat(43),
      new_password: NEW_PASSWORD,
    });
    expect(unknown.statusCode).toBe(400);
    const { email, token } = await accountWithResetMail();
    const weak = await newBrowser().post('/api/auth/password-reset/confirm', {
      token,
      new_password: 'password123',
    });
    expect(weak.statusCode).toBe(422);
    const short = await newBrowser().post('/api/auth/password-reset/confirm', {
      token,
      new_password: 'short',
    });
    expect(short.statusCode).toBe(422);
    const good = await newBrowser().post('/api/auth/password-reset/confirm', {
      token,
      new_password: NEW_PASSWORD,
    });
    expect(good.statusCode).toBe(204);
    expect((await newBrowser().login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps at most 3 live links per account: a fourth voids the oldest', async () => {
    const owner = newBrowser();
    const email = await owner.signUp();
    const asker = newBrowser();
    const tokens: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      expect((await asker.post('/api/auth/password-reset', { email })).statusCode).toBe(202);
      tokens.push(tokenIn(await sink.next(email)));
      now += 1000;
    }
    const [row] = await queryRows<{ n: number }>(
      file.database,
      sql`select count(*)::int as n from password_reset_tokens t join accounts a
          on a.owner_id = t.owner_id where a.email = ${email}`,
    );
    expect(row?.n).toBe(3);
    const oldest = await asker.post('/api/auth/password-reset/confirm', {
      token: tokens[0],
      new_password: NEW_PASSWORD,
    });
    expect(oldest.statusCode).toBe(400);
    const newest = await asker.post('/api/auth/password-reset/confirm', {
      token: tokens[3],
      new_password: NEW_PASSWORD,
    });
    expect(newest.statusCode).toBe(204);
    // The password changed: the other links in the mailbox are void too.
    const second = await asker.post('/api/auth/password-reset/confirm', {
      token: tokens[2],
      new_password: 'yet another passphrase 99',
    });
    expect(second.statusCode).toBe(400);
  });

  it('a password changed on the account page voids every link already mailed', async () => {
    const { owner, email, token } = await accountWithResetMail();
    const changed = await owner.post('/api/account/password', {
      current_password: GOOD_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(204);
    // Whoever reads the old mail later (a shared mailbox, a stolen phone) cannot undo the change.
    const late = await newBrowser().post('/api/auth/password-reset/confirm', {
      token,
      new_password: 'an attacker passphrase 77',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ detail: BAD_RESET_TOKEN });
    expect((await newBrowser().login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown address exactly like a known one, and as fast while the mail server is slow', async () => {
    const email = await newBrowser().signUp();
    const unknown = uniqueEmail('nobody');
    sink.delayMs = 1500;
    try {
      const started = performance.now();
      const known = await newBrowser().post('/api/auth/password-reset', { email });
      const knownMs = performance.now() - started;
      const startedUnknown = performance.now();
      const other = await newBrowser().post('/api/auth/password-reset', { email: unknown });
      const unknownMs = performance.now() - startedUnknown;

      expect(other.statusCode).toBe(known.statusCode);
      expect(other.body).toBe(known.body);
      expect(known.json()).toEqual({ message: RESET_ACCEPTED });
      // The answer never waits for the mail server (which takes 1.5 s here).
      expect(knownMs).toBeLessThan(1000);
      expect(unknownMs).toBeLessThan(1000);
      await sink.next(email);
    } finally {
      sink.delayMs = 0;
    }
    expect(sink.messages.some((message) => message.text?.includes(unknown) ?? false)).toBe(false);
  });

  it('refuses malformed requests with {detail}', async () => {
    const response = await newBrowser().post('/api/auth/password-reset', { email: 'not-an-email' });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(/email/i);
  });
});

describe('limits', () => {
  let limited: App;
  beforeAll(async () => {
    limited = await createAuthTestApp(file.database, {
      env: {
        ...mailEnv(),
        PASSWORD_RESET_PER_ACCOUNT_PER_HOUR: '3',
        PASSWORD_RESET_PER_ADDRESS_PER_HOUR: '5',
      },
      clock,
    });
  });
  afterAll(() => limited?.close());

  it('limits requests per email address, whether or not it has an account', async () => {
    for (const email of [await newBrowser(limited).signUp(), uniqueEmail('ghost')]) {
      for (let i = 0; i < 3; i += 1) {
        const ok = await newBrowser(limited).post('/api/auth/password-reset', { email });
        expect(ok.statusCode).toBe(202);
      }
      const over = await newBrowser(limited).post('/api/auth/password-reset', { email });
      expect(over.statusCode).toBe(429);
      expect(over.headers['retry-after']).toBeDefined();
      expect(over.json().detail).toMatch(/Too many reset requests/);
    }
  });

  it('limits requests per client address', async () => {
    const browser = newBrowser(limited);
    for (let i = 0; i < 5; i += 1) {
      const ok = await browser.post('/api/auth/password-reset', { email: uniqueEmail('spray') });
      expect(ok.statusCode).toBe(202);
    }
    const over = await browser.post('/api/auth/password-reset', { email: uniqueEmail('spray') });
    expect(over.statusCode).toBe(429);
  });
});

describe('when the mail server is down', () => {
  it('still answers 202 with the same body and logs the failure without the link', async () => {
    const lines: string[] = [];
    const down = await startSmtpSink();
    const deadUrl = down.url;
    await down.close();
    const broken = await buildApp({
      config: testConfig({
        SMTP_URL: deadUrl,
        MAIL_FROM: 'no-reply@quietdesk.test',
        PUBLIC_URL,
        TRUSTED_ORIGINS: 'http://localhost:80',
        LOG_LEVEL: 'error',
        REGISTER_RATE_LIMIT_PER_HOUR: '1000',
      }),
      database: file.database,
      clock,
      passwordHasher: cheapHasher(),
      logger: {
        level: 'error',
        stream: new Writable({
          write(chunk, _encoding, callback) {
            lines.push(String(chunk));
            callback();
          },
        }),
      },
    });
    await broken.ready();
    try {
      const email = await new Browser(broken, '10.31.0.1').signUp();
      const response = await new Browser(broken, '10.31.0.2').post('/api/auth/password-reset', {
        email,
      });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: RESET_ACCEPTED });
      // The mail is sent after the answer; the refused connection is logged a moment later.
      for (let i = 0; i < 100 && !lines.some((line) => line.includes('not sent')); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const failure = lines.find((line) => line.includes('A password-reset mail was not sent.'));
      expect(failure).toBeDefined();
      expect(failure).not.toMatch(/token=|reset-password#/);
    } finally {
      await broken.close();
    }
  });
});

describe('without mail', () => {
  it('offers no reset by email and says so', async () => {
    const plain = await createAuthTestApp(file.database);
    try {
      const browser = new Browser(plain, '10.32.0.1');
      expect((await browser.get('/api/auth/recovery')).json()).toEqual({ reset_by_email: false });
      const response = await browser.post('/api/auth/password-reset', { email: uniqueEmail() });
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toMatch(/recovery codes/);
    } finally {
      await plain.close();
    }
  });
});
