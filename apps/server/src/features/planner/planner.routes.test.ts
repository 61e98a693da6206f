import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generatePlanResponseSchema, planSchema } from '@quietdesk/core/api/planner';
import { buildApp, type App } from '../../app.ts';
import { AiError } from '../../ai/errors.ts';
import { createOfflineProvider } from '../../ai/offline/offline-provider.ts';
import {
  OfflineNoKnowledgeError,
  generateOfflineMindMap,
} from '../../ai/offline/knowledge/index.ts';
import type { AiProvider } from '../../ai/provider.ts';
import { appPerFile, cookiePair, testConfig } from '../../test/helpers.ts';

const T0 = new Date('2025-03-03T10:00:00.000Z');
let now = T0;
const clock = () => now;

async function appWith(provider: AiProvider | undefined, env: Record<string, string> = {}) {
  // On PostgreSQL, rate-limit counters live in the shared database (they hold across server
  // processes); each app here stands for a fresh deployment with its own limits, so it starts
  // with none. (On PGlite they live in each app's memory and start empty anyway.)
  await file.database.db.execute(sql`delete from rate_limits`);
  const built = await buildApp({
    config: testConfig(env),
    database: file.database,
    clock,
    logger: false,
    aiProvider: provider,
  });
  await built.ready();
  return built;
}

const file = appPerFile(() => appWith(undefined, { AI_RATE_LIMIT_PER_MINUTE: '1000' }), 180_000);

const generate = (target: App, goal: unknown, cookie?: string) =>
  target.inject({
    method: 'POST',
    url: '/api/ai/planner/generate',
    payload: { goal_description: goal },
    headers: cookie ? { cookie } : {},
  });

async function newPlan(goal = 'Learn Spanish in 30 days', cookie?: string) {
  const response = await generate(file.app, goal, cookie);
  expect(response.statusCode).toBe(201);
  return {
    plan: generatePlanResponseSchema.parse(response.json()),
    cookie: cookie ?? cookiePair(response.headers['set-cookie']),
  };
}

const get = (id: string, cookie?: string) =>
  file.app.inject({
    method: 'GET',
    url: `/api/planner/plans/${id}`,
    headers: cookie ? { cookie } : {},
  });
const put = (id: string, payload: unknown, cookie: string) =>
  file.app.inject({
    method: 'PUT',
    url: `/api/planner/plans/${id}`,
    payload: payload as object,
    headers: { cookie },
  });

describe('POST /api/ai/planner/generate', () => {
  it('generates with the offline engine, saves the plan and issues a guest identity', async () => {
    const response = await generate(file.app, '  Learn Spanish in 30 days  ');
    expect(response.statusCode).toBe(201);
    expect(response.headers['set-cookie']).toBeDefined();
    const body = generatePlanResponseSchema.parse(response.json());
    expect(body.goal).toBe('Learn Spanish in 30 days');
    expect(body.total_estimated_duration).toBe('30 days');
    expect(body.engine).toEqual({ provider: 'offline', label: 'Built-in offline assistant' });
    expect(body.tasks.length).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(body.tasks)).toContain('Spanish');

    const saved = await get(body.plan_id, cookiePair(response.headers['set-cookie']));
    expect(saved.statusCode).toBe(200);
    const plan = planSchema.parse(saved.json());
    expect(plan.tasks.map((t) => t.title)).toEqual(body.tasks.map((t) => t.title));
    expect(plan.tasks.every((t) => !t.done && t.subtasks_done.length === t.subtasks.length)).toBe(
      true,
    );
    expect(plan.engine).toEqual(body.engine);
    expect(plan.created_at).toBe(T0.toISOString());
  });

  it.each([
    ['too short', 'ab'],
    ['blank', '    '],
    ['too long', 'x'.repeat(501)],
    ['not a string', 42],
  ])('refuses a goal that is %s with 422', async (_label, goal) => {
    const response = await generate(file.app, goal);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(/goal/i);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('GET /api/ai/planner/sample', () => {
  it('answers the fixed offline sample without saving it', async () => {
    const response = await file.app.inject({ method: 'GET', url: '/api/ai/planner/sample' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.plan_id).toBeUndefined();
    expect(body.goal).toBe('Prepare for my biology final in 3 weeks');
    expect(body.total_estimated_duration).toBe('3 weeks');
    expect(body.engine.provider).toBe('offline');
    expect(body.tasks.length).toBeGreaterThanOrEqual(4);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('saved plans', () => {
  it("lists the caller's plans newest first with progress counts; [] without identity", async () => {
    now = new Date(T0.getTime() + 60_000);
    const { cookie, plan: first } = await newPlan('Write a novel');
    now = new Date(T0.getTime() + 120_000);
    const { plan: second } = await newPlan('Run a half marathon by June', cookie);
    const list = await file.app.inject({
      method: 'GET',
      url: '/api/planner/plans',
      headers: { cookie },
    });
    expect(list.statusCode).toBe(200);
    const items = list.json();
    expect(items.map((p: { id: string }) => p.id)).toEqual([second.plan_id, first.plan_id]);
    expect(items[0]).toEqual({
      id: second.plan_id,
      goal: 'Run a half marathon by June',
      total_estimated_duration: second.total_estimated_duration,
      task_count: second.tasks.length,
      done_count: 0,
      engine: second.engine,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    const anonymous = await file.app.inject({ method: 'GET', url: '/api/planner/plans' });
    expect(anonymous.json()).toEqual([]);
  });

  it('updates tasks and done flags, and answers 409 on a stale expected_updated_at', async () => {
    now = T0;
    const { plan, cookie } = await newPlan();
    const tasks = plan.tasks.slice(0, 2).map((task, i) => ({
      ...task,
      done: i === 0,
      subtasks_done: task.subtasks.map((_, j) => j === 0),
    }));
    now = new Date(T0.getTime() + 5_000);
    const first = await put(
      plan.plan_id,
      { tasks, goal: 'Learn Spanish in 5 weeks', expected_updated_at: T0.toISOString() },
      cookie,
    );
    expect(first.statusCode).toBe(200);
    const updated = planSchema.parse(first.json());
    expect(updated.goal).toBe('Learn Spanish in 5 weeks');
    expect(updated.tasks).toHaveLength(2);
    expect(updated.tasks[0]!.done).toBe(true);
    expect(updated.tasks[0]!.subtasks_done[0]).toBe(true);
    expect(updated.updated_at).toBe(now.toISOString());

    const stale = await put(plan.plan_id, { tasks, expected_updated_at: T0.toISOString() }, cookie);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toMatch(/changed/);

    const list = await file.app.inject({
      method: 'GET',
      url: '/api/planner/plans',
      headers: { cookie },
    });
    expect(list.json().find((p: { id: string }) => p.id === plan.plan_id).done_count).toBe(1);
  });

  it('sets the exam date from an exam goal, edits it, and refuses a new day already past', async () => {
    now = T0; // 2025-03-03
    const { plan, cookie } = await newPlan('Pass the biology exam in 10 days');
    expect(plan.exam_date).toBe('2025-03-13');
    expect((await newPlan('Learn Spanish in 30 days', cookie)).plan.exam_date).toBeNull();
    const tasks = plan.tasks;

    const moved = await put(plan.plan_id, { tasks, exam_date: '2025-03-20' }, cookie);
    expect(moved.statusCode).toBe(200);
    expect(planSchema.parse(moved.json()).exam_date).toBe('2025-03-20');
    expect((await get(plan.plan_id, cookie)).json().exam_date).toBe('2025-03-20');

    const past = await put(plan.plan_id, { tasks, exam_date: '2025-03-01' }, cookie);
    expect(past.statusCode).toBe(422);
    expect(past.json().detail).toBe('The exam date is in the past. Choose today or a later day.');
    const notADate = await put(plan.plan_id, { tasks, exam_date: '20 March' }, cookie);
    expect(notADate.statusCode).toBe(422);
    expect(notADate.json().detail).toMatch(/exam_date must be a date/);

    // Weeks later the saved day is past, and saving the plan without changing it still works.
    now = new Date('2025-04-01T10:00:00.000Z');
    const kept = await put(plan.plan_id, { tasks, exam_date: '2025-03-20' }, cookie);
    expect(kept.statusCode).toBe(200);
    expect((await put(plan.plan_id, { tasks }, cookie)).json().exam_date).toBe('2025-03-20');
    const cleared = await put(plan.plan_id, { tasks, exam_date: null }, cookie);
    expect(cleared.json().exam_date).toBeNull();
    now = T0;
  });

  it('moves updated_at forward even when the clock has not', async () => {
    now = T0;
    const { plan, cookie } = await newPlan();
    const body = { tasks: plan.tasks };
    const a = planSchema.parse((await put(plan.plan_id, body, cookie)).json());
    const b = planSchema.parse((await put(plan.plan_id, body, cookie)).json());
    expect(Date.parse(b.updated_at)).toBeGreaterThan(Date.parse(a.updated_at));
    expect(a.tasks[0]!.subtasks_done.every((flag) => flag === false)).toBe(true);
  });

  it.each([
    ['no tasks', { tasks: [] }, /at least one task/],
    ['31 tasks', 'many', /at most 30 tasks/],
    ['subtasks_done of the wrong length', 'mismatch', /one flag per subtask/],
    ['a bad priority', 'priority', /priority/i],
    ['a bad expected_updated_at', 'stamp', /ISO 8601/],
  ])('refuses %s with 422', async (_label, kind, detail) => {
    const { plan, cookie } = await newPlan();
    const task = {
      ...plan.tasks[0]!,
      done: false,
      subtasks_done: plan.tasks[0]!.subtasks.map(() => false),
    };
    const payload =
      kind === 'many'
        ? { tasks: Array.from({ length: 31 }, () => task) }
        : kind === 'mismatch'
          ? { tasks: [{ ...task, subtasks_done: [true] }] }
          : kind === 'priority'
            ? { tasks: [{ ...task, priority: 'urgent' }] }
            : kind === 'stamp'
              ? { tasks: [task], expected_updated_at: 'yesterday' }
              : kind;
    const response = await put(plan.plan_id, payload, cookie);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(detail);
  });

  it('hides plans from other guests (404) and deletes with 204', async () => {
    const { plan, cookie } = await newPlan();
    const other = (await newPlan('Meditate every day')).cookie;
    expect((await get(plan.plan_id, other)).statusCode).toBe(404);
    expect((await get(plan.plan_id)).statusCode).toBe(404);
    expect((await put(plan.plan_id, { tasks: plan.tasks }, other)).statusCode).toBe(404);
    const foreignDelete = await file.app.inject({
      method: 'DELETE',
      url: `/api/planner/plans/${plan.plan_id}`,
      headers: { cookie: other },
    });
    expect(foreignDelete.statusCode).toBe(404);
    expect(foreignDelete.json()).toEqual({ detail: 'Plan not found.' });

    const del = await file.app.inject({
      method: 'DELETE',
      url: `/api/planner/plans/${plan.plan_id}`,
      headers: { cookie },
    });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect((await get(plan.plan_id, cookie)).statusCode).toBe(404);
  });

  it('answers 404 for unknown and non-uuid ids', async () => {
    const { cookie } = await newPlan();
    expect((await get('00000000-0000-4000-8000-000000000000', cookie)).statusCode).toBe(404);
    expect((await get('not-a-uuid', cookie)).statusCode).toBe(404);
    expect((await put('not-a-uuid', { tasks: [] }, cookie)).statusCode).toBe(422);
  });
});

describe('AI failures and limits', () => {
  const failing = (error: Error): AiProvider => ({
    ...createOfflineProvider(),
    info: { provider: 'openai-compatible', label: 'fake-model' },
    generatePlan: async () => {
      throw error;
    },
  });

  it.each([
    [new AiError('unavailable', 'The AI service is not reachable right now.'), 503, undefined],
    [new AiError('timeout', 'The AI model took too long to answer.'), 504, undefined],
    [new AiError('invalid_output', 'The AI model gave an unusable answer twice.'), 502, undefined],
    [new AiError('rate_limited', 'The AI service quota is used up for now.', 12), 429, '12'],
  ])('maps %s to its status with a readable detail', async (error, status, retryAfter) => {
    const target = await appWith(failing(error));
    try {
      const response = await generate(target, 'Learn Spanish in 30 days');
      expect(response.statusCode).toBe(status);
      expect(response.json().detail).toContain(error.message);
      expect(response.headers['retry-after']).toBe(retryAfter);
    } finally {
      await target.close();
    }
  });

  it('maps the offline engine having nothing to say to 422', async () => {
    const noKnowledge = Object.assign(new Error('Nothing true to say about "zzz".'), {
      name: 'OfflineNoKnowledgeError',
    });
    const target = await appWith(failing(noKnowledge));
    try {
      const response = await generate(target, 'zzz zzz');
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toBe('Nothing true to say about "zzz".');
    } finally {
      await target.close();
    }
  });

  it('schedules the plan on real dates from the optional follow-up details', async () => {
    const response = await file.app.inject({
      method: 'POST',
      url: '/api/ai/planner/generate',
      payload: {
        goal_description: 'Prepare for my biology final in 3 weeks',
        items: ['Cells', 'Genetics'],
        hours_per_day: 2,
      },
    });
    expect(response.statusCode).toBe(201);
    const plan = generatePlanResponseSchema.parse(response.json());
    expect(plan.tasks.map((t) => t.title)).toContain('Study Genetics');
    const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    for (const task of plan.tasks) {
      const day = (Date.parse(task.due_date!) - first) / 86_400_000;
      expect(day).toBeGreaterThanOrEqual(0);
      expect(day).toBeLessThan(21);
    }
    // Saved with its dates.
    const saved = await get(plan.plan_id, cookiePair(response.headers['set-cookie']));
    expect(planSchema.parse(saved.json()).tasks[0]?.due_date).toBe(plan.tasks[0]?.due_date);
  });

  it('reschedules an open plan in place with plan_id: one plan, same id, dated tasks', async () => {
    const first = await file.app.inject({
      method: 'POST',
      url: '/api/ai/planner/generate',
      payload: { goal_description: 'Prepare for my chemistry exam in 3 weeks' },
    });
    expect(first.statusCode).toBe(201);
    const cookie = cookiePair(first.headers['set-cookie']);
    const id = generatePlanResponseSchema.parse(first.json()).plan_id;
    const again = await file.app.inject({
      method: 'POST',
      url: '/api/ai/planner/generate',
      headers: { cookie },
      payload: {
        goal_description: 'Prepare for my chemistry exam in 3 weeks',
        items: ['Atoms', 'Bonds'],
        hours_per_day: 2,
        plan_id: id,
      },
    });
    expect(again.statusCode).toBe(200);
    const rescheduled = generatePlanResponseSchema.parse(again.json());
    expect(rescheduled.plan_id).toBe(id);
    const list = await file.app.inject({
      method: 'GET',
      url: '/api/planner/plans',
      headers: { cookie },
    });
    expect(list.json().map((p: { id: string }) => p.id)).toEqual([id]);
    const saved = planSchema.parse((await get(id, cookie)).json());
    expect(saved.tasks.map((t) => t.title)).toContain('Study Bonds');
    expect(saved.tasks.every((t) => t.due_date)).toBe(true);

    // Someone else's plan (or no plan) cannot be replaced: 404, and nothing is created.
    const stranger = await file.app.inject({
      method: 'POST',
      url: '/api/ai/planner/generate',
      payload: { goal_description: 'Learn Spanish', items: ['Verbs'], plan_id: id },
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().detail).toEqual(expect.any(String));
    const bad = await file.app.inject({
      method: 'POST',
      url: '/api/ai/planner/generate',
      headers: { cookie },
      payload: { goal_description: 'Learn Spanish', plan_id: 'not-an-id' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toMatch(/plan_id/);
  });

  it.each([
    [{ goal_description: 'Learn Spanish', items: 'Cells' }, /items/],
    [{ goal_description: 'Learn Spanish', items: Array(31).fill('x') }, /at most 30 items/],
    [{ goal_description: 'Learn Spanish', hours_per_day: 40 }, /hours_per_day must be at most 16/],
    [{ goal_description: 'Learn Spanish', items: [''] }, /cannot be empty/],
  ])('rejects bad follow-up details with 422 and a readable detail', async (payload, detail) => {
    const response = await file.app.inject({
      method: 'POST',
      url: '/api/ai/planner/generate',
      payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(detail);
  });

  it('passes an engine refusal with its candidates through unchanged: 422 {detail, candidates}', async () => {
    // A real refusal of the offline knowledge engine ("bank" has two close study senses).
    const refusal = await generateOfflineMindMap('bank').catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(OfflineNoKnowledgeError);
    const target = await appWith(failing(refusal as Error));
    try {
      const response = await generate(target, 'bank bank');
      expect(response.statusCode).toBe(422);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['candidates', 'detail']);
      expect(body.detail).toBe((refusal as Error).message);
      expect(body.detail).toMatch(/English dictionary terms.*own notes.*blank map.*outline/);
      expect(body.candidates).toEqual((refusal as OfflineNoKnowledgeError).candidates);
      expect(body.candidates.map((c: { label: string }) => c.label)).toContain(
        'bank (financial institution)',
      );
    } finally {
      await target.close();
    }
  });

  it('passes an AiError refusal with candidates through as 422', async () => {
    const candidates = [{ label: 'calculus (mathematics)', gloss: 'the branch of mathematics' }];
    const target = await appWith(
      failing(new AiError('no_knowledge', 'Which calculus?', undefined, { candidates })),
    );
    try {
      const response = await generate(target, 'calculus');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ detail: 'Which calculus?', candidates });
    } finally {
      await target.close();
    }
  });

  it('rate-limits each client with 429 and Retry-After', async () => {
    const target = await appWith(undefined, { AI_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const first = await generate(target, 'Learn Spanish');
      const cookie = cookiePair(first.headers['set-cookie']);
      // The first call had no identity yet, so it counted against the IP; the guest then has two.
      expect((await generate(target, 'Learn Spanish', cookie)).statusCode).toBe(201);
      expect((await generate(target, 'Learn Spanish', cookie)).statusCode).toBe(201);
      const limited = await generate(target, 'Learn Spanish', cookie);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().detail).toMatch(/Too many requests/);
      // Another client (another IP, no cookie) still has its allowance.
      const other = await target.inject({
        method: 'POST',
        url: '/api/ai/planner/generate',
        payload: { goal_description: 'Learn Spanish' },
        remoteAddress: '10.0.0.9',
      });
      expect(other.statusCode).toBe(201);
    } finally {
      await target.close();
    }
  });

  it('caps all clients together with AI_RATE_LIMIT_GLOBAL_PER_MINUTE', async () => {
    const target = await appWith(undefined, { AI_RATE_LIMIT_GLOBAL_PER_MINUTE: '2' });
    try {
      const from = (ip: string) =>
        target.inject({
          method: 'POST',
          url: '/api/ai/planner/generate',
          payload: { goal_description: 'Learn Spanish' },
          remoteAddress: ip,
        });
      expect((await from('10.0.0.1')).statusCode).toBe(201);
      expect((await from('10.0.0.2')).statusCode).toBe(201);
      const capped = await from('10.0.0.3');
      expect(capped.statusCode).toBe(429);
      expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
      expect(capped.json().detail).toMatch(/busy/);
    } finally {
      await target.close();
    }
  });
});
