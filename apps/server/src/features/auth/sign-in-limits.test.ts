import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/helpers.ts';
import {
  Browser,
  cheapHasher,
  createAuthTestApp,
  GOOD_PASSWORD,
  uniqueEmail,
} from './auth.test-helpers.ts';
import { MAX_KNOWN_DEVICES_PER_ACCOUNT } from './known-devices.repository.ts';
import { createPasswordHasher } from './password-hasher.ts';

// Sign-in limits under concurrency, the hasher's bounded wait line and the owner's own browser
// on the account page. PGlite by default, PostgreSQL with TEST_DATABASE_URL (where two apps on
// one database stand for two server processes).

// A wait line long enough for the per-address burst below: that test is about the limit.
const file = appPerFile(
  (database) =>
    createAuthTestApp(database, {
      passwordHasher: createPasswordHasher(
        { logN: 12, r: 8, p: 1 },
        {
          concurrency: 2,
          maxWaiting: 100,
        },
      ),
    }),
  180_000,
);

const statuses = (responses: Array<{ statusCode: number }>) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};

describe('guesses sent at once', () => {
  it('30 wrong passwords for one account at once get at most 10 password checks', async () => {
    const email = await new Browser(file.app).signUp();
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        new Browser(file.app, `10.40.0.${index}`).login(email, `wrong guess ${index}`),
      ),
    );
    expect(statuses(responses)).toEqual({ 401: 10, 429: 20 });
  });

  it('the per-address limit (50) holds for guesses at many accounts sent at once', async () => {
    const guesser = new Browser(file.app, '10.41.0.1');
    const responses = await Promise.all(
      Array.from({ length: 70 }, () => guesser.login(uniqueEmail('nobody'), 'wrong guess')),
    );
    expect(statuses(responses)).toEqual({ 401: 50, 429: 20 });
  });

  it('on two server processes sharing PostgreSQL, 30 guesses at once still get 10 checks', async (context) => {
    if (file.database.kind !== 'postgres') context.skip();
    const second = await createAuthTestApp(file.database);
    try {
      const email = await new Browser(file.app).signUp();
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          new Browser(index % 2 ? file.app : second, `10.42.0.${index}`).login(
            email,
            'wrong guess',
          ),
        ),
      );
      expect(statuses(responses)).toEqual({ 401: 10, 429: 20 });
    } finally {
      await second.close();
    }
  });
});

describe('the hasher has a bounded wait line', () => {
  it('answers 503 with Retry-After when it is full, and gives the attempt back', async () => {
    // One hash at a time, one waiting; a cost slow enough that six requests overlap.
    const busyApp = await createAuthTestApp(file.database, {
      passwordHasher: createPasswordHasher(
        { logN: 15, r: 8, p: 1 },
        {
          concurrency: 1,
          maxWaiting: 1,
        },
      ),
    });
    try {
      const email = await new Browser(busyApp).signUp();
      const responses = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          new Browser(busyApp, `10.43.0.${index}`).login(email, 'wrong guess'),
        ),
      );
      const counts = statuses(responses);
      expect(counts[503]).toBeGreaterThanOrEqual(1);
      expect((counts[401] ?? 0) + (counts[503] ?? 0)).toBe(6);
      const busy = responses.find((response) => response.statusCode === 503)!;
      expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
      expect(busy.json()).toEqual({
        detail: 'Too many password checks right now. Try again in a moment.',
      });
      // The refused ones were never checked, so they do not count against the account:
      // 10 - (checked ones) wrong passwords are still allowed.
      const left = 10 - (counts[401] ?? 0);
      for (let index = 0; index < left; index += 1) {
        expect((await new Browser(busyApp, '10.43.1.1').login(email, 'wrong')).statusCode).toBe(
          401,
        );
      }
      expect((await new Browser(busyApp, '10.43.1.2').login(email, 'wrong')).statusCode).toBe(429);
    } finally {
      await busyApp.close();
    }
  });

  it('limits sign-in requests per address per minute, whatever their outcome', async () => {
    const limited = await createAuthTestApp(file.database, {
      env: { LOGIN_RATE_LIMIT_PER_MINUTE: '3' },
      passwordHasher: cheapHasher(),
    });
    try {
      const email = await new Browser(limited, '10.44.0.1').signUp();
      const browser = new Browser(limited, '10.44.0.2');
      for (let index = 0; index < 3; index += 1) {
        expect((await browser.login(email)).statusCode).toBe(200);
      }
      const refused = await browser.login(email);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await new Browser(limited, '10.44.0.3').login(email)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("the owner's own browser", () => {
  /** Ten wrong guesses from ten addresses: the account is locked for every unknown browser. */
  async function lockOut(email: string) {
    for (let index = 0; index < 10; index += 1) {
      await new Browser(file.app, `10.50.${index}.1`).login(email, 'wrong guess');
    }
    expect((await new Browser(file.app, '10.50.99.1').login(email)).statusCode).toBe(429);
  }

  it('changes the password while a remote guesser holds the account locked', async () => {
    const owner = new Browser(file.app, '10.51.0.1');
    const email = await owner.signUp();
    await lockOut(email);
    const changed = await owner.post('/api/account/password', {
      current_password: GOOD_PASSWORD,
      new_password: 'a much newer passphrase',
    });
    expect(changed.statusCode).toBe(204);
    // The device cookie reaches every password check, not only /api/auth.
    const cookie = String(changed.headers['set-cookie']);
    expect(cookie).toMatch(/qd_device=[^;]+; Max-Age=\d+; Path=\/api; HttpOnly; SameSite=Lax/);
  });

  it('deletes the account while it is locked', async () => {
    const owner = new Browser(file.app, '10.52.0.1');
    const email = await owner.signUp();
    await lockOut(email);
    expect((await owner.delete('/api/account', { password: GOOD_PASSWORD })).statusCode).toBe(204);
  });

  it('a password change and sign out everywhere withdraw the other known browsers', async () => {
    const email = uniqueEmail();
    const laptop = new Browser(file.app, '10.53.0.1');
    await laptop.signUp(email);
    const phone = new Browser(file.app, '10.53.0.2');
    expect((await phone.login(email)).statusCode).toBe(200);
    const tablet = new Browser(file.app, '10.53.0.3');
    expect((await tablet.login(email)).statusCode).toBe(200);
    await lockOut(email);
    expect((await phone.login(email)).statusCode).toBe(200); // still known

    expect(
      (
        await laptop.post('/api/account/password', {
          current_password: GOOD_PASSWORD,
          new_password: 'a much newer passphrase',
        })
      ).statusCode,
    ).toBe(204);
    // The phone knew the old password: it is a stranger now, and the account is still locked.
    expect((await phone.login(email, 'a much newer passphrase')).statusCode).toBe(429);
    // The laptop made the change and got a fresh device token.
    expect((await laptop.login(email, 'a much newer passphrase')).statusCode).toBe(200);

    expect((await laptop.post('/api/account/sign-out-everywhere')).statusCode).toBe(204);
    expect(laptop.cookies.has('qd_device')).toBe(false);
    expect((await laptop.login(email, 'a much newer passphrase')).statusCode).toBe(429);
    void tablet;
  });

  it(`keeps at most ${MAX_KNOWN_DEVICES_PER_ACCOUNT} known browsers per account, dropping the oldest`, async () => {
    const email = uniqueEmail();
    const first = new Browser(file.app, '10.54.0.1');
    await first.signUp(email);
    for (let index = 0; index < MAX_KNOWN_DEVICES_PER_ACCOUNT; index += 1) {
      expect((await new Browser(file.app, '10.54.1.1').login(email)).statusCode).toBe(200);
    }
    await lockOut(email);
    expect((await first.login(email)).statusCode).toBe(429);
  });
});
