import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Plan } from '@quietdesk/core/api/planner';
import { setTaskDone } from '../model/plan-edit';
import { plannerKeys } from './query-keys';
import { useUpdatePlanTasks } from './update-plan';

const ID = '00000000-0000-4000-8000-000000000001';

const plan = (updated_at: string, done = [false, false]): Plan => ({
  id: ID,
  goal: 'Goal',
  total_estimated_duration: '2 days',
  engine: { provider: 'offline', label: 'Built-in offline assistant' },
  exam_date: null,
  created_at: '2025-01-06T09:00:00.000Z',
  updated_at,
  tasks: done.map((d, i) => ({
    title: `T${i}`,
    description: '',
    estimated_duration: '1 day',
    priority: 'high' as const,
    subtasks: [],
    done: d,
    subtasks_done: [],
  })),
});

function setup(initial: Plan) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(plannerKeys.plan(ID), initial);
  const onError = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useUpdatePlanTasks(ID, onError), { wrapper });
  return { client, result, onError, read: () => client.getQueryData<Plan>(plannerKeys.plan(ID))! };
}

type Body = { tasks: Plan['tasks']; expected_updated_at: string };

describe('useUpdatePlanTasks', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('updates at once, then sends PUTs one after another with the latest updated_at', async () => {
    const bodies: Body[] = [];
    let release: (() => void) | undefined;
    let version = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(init.body as string) as Body;
        bodies.push(body);
        // Hold the first answer so the second change is made while it is in flight.
        if (bodies.length === 1) await new Promise<void>((r) => (release = r));
        version += 1;
        return Response.json({
          ...plan(`2025-01-06T10:00:0${version}.000Z`),
          tasks: body.tasks,
        });
      }),
    );
    const { result, read } = setup(plan('2025-01-06T10:00:00.000Z'));

    act(() => result.current.mutate((tasks) => setTaskDone(tasks, 0, true)));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(read().tasks.map((t) => t.done)).toEqual([true, false]);

    act(() => result.current.mutate((tasks) => setTaskDone(tasks, 1, true)));
    await waitFor(() => expect(read().tasks.map((t) => t.done)).toEqual([true, true]));
    expect(bodies).toHaveLength(1); // the second PUT waits for the first

    release!();
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[0]!.expected_updated_at).toBe('2025-01-06T10:00:00.000Z');
    expect(bodies[1]!.expected_updated_at).toBe('2025-01-06T10:00:01.000Z');
    expect(bodies[1]!.tasks.map((t) => t.done)).toEqual([true, true]);
    await waitFor(() => expect(read().updated_at).toBe('2025-01-06T10:00:02.000Z'));
    expect(read().tasks.map((t) => t.done)).toEqual([true, true]);
  });

  it('rolls back and reports a failed save', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === 'PUT'
          ? Response.json({ detail: 'boom' }, { status: 500 })
          : Response.json(plan('2025-01-06T10:00:00.000Z')),
      ),
    );
    const { result, read, onError } = setup(plan('2025-01-06T10:00:00.000Z'));
    act(() => result.current.mutate((tasks) => setTaskDone(tasks, 0, true)));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]![0]).toMatchObject({ status: 500 });
    expect(read().tasks[0]!.done).toBe(false);
  });
});
