import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/helpers.ts';
import {
  Browser,
  createAuthTestApp,
  GOOD_PASSWORD,
  queryRows,
  uniqueEmail,
} from './auth.test-helpers.ts';
import { BAD_RECOVERY_CODE } from './recovery.service.ts';

// Recovery codes work on every server, with or without mail.

const NEW_PASSWORD = 'a brand new passphrase 2026';
let addressCounter = 0;
const newBrowser = (target = file.app) => new Browser(target, `10.40.0.${(addressCounter += 1)}`);

const file = appPerFile(
  (database) => createAuthTestApp(database, { env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3' } }),
  180_000,
);

async function accountWithCodes() {
  const owner = newBrowser();
  const email = await owner.signUp();
  const response = await owner.post('/api/account/recovery-codes');
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return { owner, email, codes: response.json().codes as string[] };
}

const recover = (browser: Browser, email: string, code: string, password = NEW_PASSWORD) =>
  browser.post('/api/auth/recover', { email, code, new_password: password });

describe('recovery codes', () => {
  it('makes 10 distinct codes, stores only their hashes and counts them', async () => {
    const { owner, codes } = await accountWithCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    expect((await owner.get('/api/account/recovery-codes')).json()).toEqual({ remaining: 10 });
    const stored = await queryRows<{ code_hash: string }>(
      file.database,
      sql`select code_hash from recovery_codes`,
    );
    const hashes = stored.map((row) => row.code_hash);
    for (const code of codes) {
      expect(hashes).not.toContain(code);
      expect(hashes).not.toContain(code.replaceAll('-', ''));
    }
  });

  it('a code sets a new password once, signs in and ends the other sessions; the count drops', async () => {
    const { owner, email, codes } = await accountWithCodes();
    const stranger = newBrowser();
    // Typed back in capitals and without dashes, it still works.
    const used = await recover(stranger, email, codes[3]!.toUpperCase().replaceAll('-', ' '));
    expect(used.statusCode).toBe(204);
    expect((await stranger.me()).email).toBe(email);
    expect((await owner.me()).kind).not.toBe('account');
    const [devices] = await queryRows<{ n: number }>(
      file.database,
      sql`select count(*)::int as n from known_devices d join accounts a
          on a.owner_id = d.owner_id where a.email = ${email}`,
    );
    expect(devices?.n).toBe(0);
    expect((await stranger.get('/api/account/recovery-codes')).json()).toEqual({ remaining: 9 });
    expect((await newBrowser().login(email, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await newBrowser().login(email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await recover(newBrowser(), email, codes[3]!, 'yet another passphrase 99');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: BAD_RECOVERY_CODE });
    expect((await newBrowser().login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('new codes void the old ones', async () => {
    const { owner, email, codes } = await accountWithCodes();
    const fresh = (await owner.post('/api/account/recovery-codes')).json().codes as string[];
    expect(fresh.some((code) => codes.includes(code))).toBe(false);
    expect((await recover(newBrowser(), email, codes[0]!)).statusCode).toBe(400);
    expect((await recover(newBrowser(), email, fresh[0]!)).statusCode).toBe(204);
  });

  it('a code of another account, or for an unknown email, answers 400', async () => {
    const { email } = await accountWithCodes();
    const other = await accountWithCodes();
    expect((await recover(newBrowser(), email, other.codes[0]!)).statusCode).toBe(400);
    const unknown = await recover(newBrowser(), uniqueEmail('nobody'), other.codes[0]!);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ detail: BAD_RECOVERY_CODE });
  });

  it('wrong codes count toward the sign-in limits', async () => {
    const { email, codes } = await accountWithCodes();
    for (let i = 0; i < 3; i += 1) {
      const wrong = await recover(newBrowser(), email, 'aaaa-bbbb-cccc-dddd');
      expect(wrong.statusCode).toBe(400);
    }
    const locked = await recover(newBrowser(), email, codes[0]!);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    // The same limit holds for the password: the guesses were counted as sign-in failures.
    expect((await newBrowser().login(email, GOOD_PASSWORD)).statusCode).toBe(429);
  });

  it('refuses a weak new password (422) without using the code', async () => {
    const { email, codes } = await accountWithCodes();
    const weak = await recover(newBrowser(), email, codes[0]!, 'password123');
    expect(weak.statusCode).toBe(422);
    expect((await recover(newBrowser(), email, codes[0]!)).statusCode).toBe(204);
  });

  it('needs a signed-in account to make or count codes', async () => {
    const guest = newBrowser();
    expect((await guest.post('/api/account/recovery-codes')).statusCode).toBe(401);
    expect((await guest.get('/api/account/recovery-codes')).statusCode).toBe(401);
  });
});
