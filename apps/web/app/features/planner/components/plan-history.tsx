import { clsx } from 'clsx';
import { History, RotateCcw, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PlanSummary } from '@quietdesk/core/api/planner';
import { Button } from '~/components/ui/button';
import { useDeletePlan } from '../api/delete-plan';
import { usePlans } from '../api/get-plans';
import { DELETE_FAILED } from '../model/errors';
import { progressLabel } from '../model/progress';
import { alertClass } from './field-styles';

interface PlanHistoryProps {
  activeId: string | null;
  onOpen: (plan: PlanSummary) => void;
  onDeleted: (id: string) => void;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** The guest's saved plans, newest first: open one, or delete it after a confirmation. */
export function PlanHistory({ activeId, onOpen, onDeleted }: PlanHistoryProps) {
  const plans = usePlans();
  const remove = useDeletePlan();
  const [confirming, setConfirming] = useState<string | null>(null);
  const confirmingRef = useRef(confirming);
  useEffect(() => {
    confirmingRef.current = confirming;
  }, [confirming]);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const deleteButtons = useRef(new Map<string, HTMLButtonElement>());

  const cancelDelete = (id: string) => {
    setConfirming(null);
    requestAnimationFrame(() => deleteButtons.current.get(id)?.focus());
  };

  const confirmDelete = (id: string) => {
    setError(null);
    remove.mutate(id, {
      onSuccess: () => {
        onDeleted(id);
        // This runs once the list has been refetched; by then another plan's confirmation may
        // be open, and it must stay open (and keep the focus).
        if (confirmingRef.current !== id) return;
        setConfirming(null);
        headingRef.current?.focus();
      },
      onError: () => setError(DELETE_FAILED),
    });
  };

  return (
    <section
      aria-labelledby="planner-history"
      className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5"
    >
      <h2
        id="planner-history"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-semibold focus:outline-none"
      >
        <History className="size-5 text-muted" aria-hidden /> Your plans
      </h2>
      {error ? (
        <p role="alert" className={`mt-3 ${alertClass}`}>
          {error}
        </p>
      ) : null}
      {plans.isPending ? (
        <p className="mt-3 text-sm text-muted">Loading your plans…</p>
      ) : plans.isError ? (
        <div className="mt-3 text-sm">
          <p className="text-muted">Your saved plans could not be loaded.</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => plans.refetch()}>
            <RotateCcw className="size-4" aria-hidden /> Try Again
          </Button>
        </div>
      ) : plans.data.length === 0 ? (
        <p className="mt-3 text-sm text-muted">
          No saved plans yet. Every plan you generate is kept here, in this browser.
        </p>
      ) : (
        <ul className="mt-3 space-y-2" data-testid="plan-history">
          {plans.data.map((plan) => (
            <li
              key={plan.id}
              className={clsx(
                'rounded-xl border p-3',
                plan.id === activeId ? 'border-accent bg-accent-soft/50' : 'border-line',
              )}
            >
              {confirming === plan.id ? (
                <div
                  role="group"
                  aria-label={`Delete plan: ${plan.goal}`}
                  onKeyDown={(e) => {
                    if (e.key === 'Escape') cancelDelete(plan.id);
                  }}
                >
                  <p className="text-sm font-medium break-words">Delete “{plan.goal}”?</p>
                  <p className="text-xs text-muted">This cannot be undone.</p>
                  <div className="mt-2 flex gap-2">
                    <Button
                      size="sm"
                      className="bg-red-700 text-white dark:bg-red-400 dark:text-black"
                      disabled={remove.isPending && remove.variables === plan.id}
                      onClick={() => confirmDelete(plan.id)}
                    >
                      Delete
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      autoFocus
                      onClick={() => cancelDelete(plan.id)}
                    >
                      Cancel
                    </Button>
                  </div>
                </div>
              ) : (
                <div className="flex items-start gap-2">
                  <Link
                    to={`/app/ai-planner?plan=${encodeURIComponent(plan.id)}`}
                    onClick={() => onOpen(plan)}
                    aria-current={plan.id === activeId ? 'true' : undefined}
                    className="min-w-0 flex-1 rounded-lg"
                  >
                    <span className="line-clamp-2 block text-sm font-medium break-words">
                      {plan.goal}
                    </span>
                    <span className="mt-1 block text-xs text-muted">
                      {progressLabel(plan.done_count, plan.task_count)} ·{' '}
                      <time dateTime={plan.created_at}>
                        {dateFormat.format(new Date(plan.created_at))}
                      </time>
                    </span>
                    <span className="mt-2 block h-1.5 overflow-hidden rounded-full bg-subtle">
                      <span
                        className="block h-full rounded-full bg-accent"
                        style={{
                          width: `${plan.task_count ? (plan.done_count / plan.task_count) * 100 : 0}%`,
                        }}
                      />
                    </span>
                  </Link>
                  <button
                    ref={(el) => {
                      if (el) deleteButtons.current.set(plan.id, el);
                      else deleteButtons.current.delete(plan.id);
                    }}
                    type="button"
                    aria-label={`Delete plan: ${plan.goal}`}
                    title="Delete plan"
                    onClick={() => {
                      setError(null);
                      setConfirming(plan.id);
                    }}
                    className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-subtle hover:text-ink"
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
