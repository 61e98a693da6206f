import { RotateCcw, X } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { Plan } from '@quietdesk/core/api/planner';
import { Button } from '~/components/ui/button';
import { usePlan } from '../api/get-plan';
import { usePlanProgress } from '../api/get-plan-progress';
import { useUpdatePlanTasks } from '../api/update-plan';
import { loadErrorMessage, saveErrorMessage } from '../model/errors';
import { alertClass } from './field-styles';
import { PlanCard } from './plan-card';
import { ReplanPanel } from './replan-panel';

interface SavedPlanViewProps {
  id: string;
  onLoaded?: (plan: Plan) => void;
  onClose: () => void;
}

/** A saved plan: ticks and edits are saved at once (optimistically) and survive a reload. */
export function SavedPlanView({ id, onLoaded, onClose }: SavedPlanViewProps) {
  const plan = usePlan(id);
  const progress = usePlanProgress(id);
  const [notice, setNotice] = useState<string | null>(null);
  const update = useUpdatePlanTasks(
    id,
    useCallback((error: unknown) => setNotice(saveErrorMessage(error)), []),
  );

  useEffect(() => setNotice(null), [id]);

  const loadedGoal = plan.data?.goal;
  useEffect(() => {
    if (plan.data) onLoaded?.(plan.data);
    // Only when another plan (or its goal) arrives, not on every tick.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, loadedGoal]);

  if (plan.isPending) {
    return (
      <div
        className="h-64 animate-pulse rounded-2xl border border-line bg-surface motion-reduce:animate-none"
        aria-hidden
      />
    );
  }
  if (plan.isError) {
    return (
      <div role="alert" className={alertClass}>
        <p>{loadErrorMessage(plan.error)}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => plan.refetch()}>
            <RotateCcw className="size-4" aria-hidden /> Try Again
          </Button>
          <Button variant="ghost" size="sm" onClick={onClose}>
            <X className="size-4" aria-hidden /> Close
          </Button>
        </div>
      </div>
    );
  }

  return (
    <PlanCard
      plan={plan.data}
      uid={plan.data.id}
      planId={plan.data.id}
      spent={progress.data?.tasks}
      replan={
        <ReplanPanel
          // A new panel per plan: a result or an hours figure belongs to the plan it was made for.
          key={plan.data.id}
          planId={plan.data.id}
          tasks={plan.data.tasks}
          examDate={plan.data.exam_date}
          today={progress.data?.day}
          busy={update.isPending}
        />
      }
      onChangeTasks={(patch) => {
        setNotice(null);
        update.mutate(patch);
      }}
      notice={
        notice ? (
          <div role="alert" className={`flex items-start gap-3 ${alertClass}`}>
            <p className="flex-1">{notice}</p>
            <button
              type="button"
              aria-label="Dismiss message"
              onClick={() => setNotice(null)}
              className="-m-1 rounded-md p-1 hover:bg-red-100 dark:hover:bg-red-900/60"
            >
              <X className="size-4" aria-hidden />
            </button>
          </div>
        ) : null
      }
    />
  );
}
