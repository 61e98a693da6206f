import { describe, expect, it } from 'vitest';
import { HEALTH_PROBE_TTL_MS, createHealthService } from './health.service.ts';

const info = { database: 'pglite', aiProvider: 'offline', version: '0.0.0' } as const;

function setup(ping: () => Promise<void>) {
  let now = 1_000_000;
  let pings = 0;
  const service = createHealthService(
    {
      ping: async () => {
        pings++;
        await ping();
      },
    },
    info,
    () => new Date(now),
  );
  return {
    service,
    pings: () => pings,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('health service', () => {
  it('trusts a successful probe for the TTL, then probes again', async () => {
    const t = setup(async () => undefined);
    await t.service.check();
    await t.service.check();
    expect(t.pings()).toBe(1);
    t.advance(HEALTH_PROBE_TTL_MS);
    await expect(t.service.check()).resolves.toMatchObject({ status: 'ok', database: 'pglite' });
    expect(t.pings()).toBe(2);
  });

  it('shares one in-flight probe between concurrent checks', async () => {
    const t = setup(() => new Promise((resolve) => setTimeout(resolve, 10)));
    await Promise.all([t.service.check(), t.service.check(), t.service.check()]);
    expect(t.pings()).toBe(1);
  });

  it('answers 503 when the database fails, and does not cache the failure', async () => {
    let healthy = false;
    const t = setup(async () => {
      if (!healthy) throw new Error('connection refused');
    });
    await expect(t.service.check()).rejects.toMatchObject({ statusCode: 503 });
    healthy = true;
    await expect(t.service.check()).resolves.toMatchObject({ status: 'ok' });
    expect(t.pings()).toBe(2);
  });
});

describe('health body', () => {
  it('matches the documented schema', async () => {
    const { healthSchema } = await import('@quietdesk/core/api/health');
    const t = setup(async () => undefined);
    expect(healthSchema.safeParse(await t.service.check()).success).toBe(true);
  });
});
