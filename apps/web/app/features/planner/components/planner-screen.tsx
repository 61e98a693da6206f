import { CalendarClock, Eraser, Loader2, Sparkles, WandSparkles } from 'lucide-react';
import { BusyIcon } from '~/components/ui/busy-icon';
import { useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PLAN_GOAL_MAX, type Plan, type SamplePlanResponse } from '@quietdesk/core/api/planner';
import { Button } from '~/components/ui/button';
import { useGeneratePlan, type PlanFollowUp } from '../api/generate-plan';
import { useSamplePlan } from '../api/get-sample-plan';
import { generateErrorMessage, SAMPLE_FAILED } from '../model/errors';
import { withoutProgress } from '../model/plan-edit';
import { alertClass, inputClass } from './field-styles';
import { FollowUpForm } from './follow-up-form';
import { GettingStarted } from './getting-started';
import { PlanCard, type PlanView } from './plan-card';
import { PlanHistory } from './plan-history';
import { SavedPlanView } from './saved-plan-view';

const FOLLOW_UP_ID = 'make-it-yours';

const GENERATING_HINT = 'Generating plan... This might take up to a minute.';

const sampleView = (sample: SamplePlanResponse): PlanView => ({
  ...sample,
  tasks: withoutProgress(sample.tasks),
});

/**
 * docs/product.md §2 AI Planner: goal → Generate Plan / Try Sample Plan / Clear, the generated plan with
 * checkboxes, and a Getting Started hint. Beyond the spec, generated plans are saved: the open
 * one is `?plan=<id>` (so a reload keeps it), and "Your plans" lists the rest.
 */
interface PlannerScreenProps {
  initialGoal?: string;
  /** What the page shows under an open saved plan (its study progress), given by the route. */
  planExtras?: (planId: string) => ReactNode;
}

export function PlannerScreen({ initialGoal = '', planExtras }: PlannerScreenProps = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const planId = searchParams.get('plan');
  const [goal, setGoal] = useState(initialGoal);
  const [sample, setSample] = useState<PlanView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // Bumped by Clear (and by each new request) so a late answer cannot bring a plan back.
  const requestToken = useRef(0);
  const sampleUid = useRef('sample');

  const generate = useGeneratePlan();
  const loadSample = useSamplePlan();
  const generating = generate.isPending;
  const goalIsBlank = goal.trim() === '';

  const openPlan = useCallback(
    (id: string | null) =>
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          if (id) next.set('plan', id);
          else next.delete('plan');
          return next;
        },
        { preventScrollReset: true },
      ),
    [setSearchParams],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = goal.trim();
    if (!trimmed || generating) return;
    const token = ++requestToken.current;
    setError(null);
    setSample(null);
    openPlan(null);
    generate.mutate(trimmed, {
      onSuccess: (plan) => {
        if (token === requestToken.current) openPlan(plan.plan_id);
      },
      onError: (err) => {
        if (token === requestToken.current) setError(generateErrorMessage(err));
      },
    });
  };

  const trySample = () => {
    const token = ++requestToken.current;
    setError(null);
    loadSample.mutate(undefined, {
      onSuccess: (plan) => {
        if (token !== requestToken.current) return;
        setGoal(plan.goal);
        sampleUid.current = `sample-${Date.now().toString(36)}`;
        setSample(sampleView(plan));
        openPlan(null);
      },
      onError: () => {
        if (token === requestToken.current) setError(SAMPLE_FAILED);
      },
    });
  };

  // The optional follow-up: the same goal with the person's own items, rescheduling the open plan
  // in place (one plan, not a second one with the same title).
  const [planGoalText, setPlanGoalText] = useState<string | null>(null);
  const reschedule = (followUp: PlanFollowUp) => {
    const base = (planGoalText ?? goal).trim();
    if (!base || generating) return;
    const token = ++requestToken.current;
    setError(null);
    generate.mutate(
      { goal: base, followUp, replacePlanId: planId ?? undefined },
      {
        onSuccess: (plan) => {
          if (token === requestToken.current) openPlan(plan.plan_id);
        },
        onError: (err) => {
          if (token === requestToken.current) setError(generateErrorMessage(err));
        },
      },
    );
  };

  const clear = () => {
    requestToken.current += 1;
    generate.reset();
    loadSample.reset();
    setGoal('');
    setSample(null);
    setError(null);
    openPlan(null);
    inputRef.current?.focus();
  };

  const onPlanLoaded = useCallback((plan: Plan) => {
    // After a reload the input is empty: show which goal this plan answers.
    setGoal((current) => (current.trim() === '' ? plan.goal : current));
    setPlanGoalText(plan.goal);
  }, []);

  // Rescheduling the open plan keeps it (and what was typed in its follow-up form) on screen.
  const rescheduling = generating && typeof generate.variables === 'object';
  let result;
  if (generating && !rescheduling) {
    result = null;
  } else if (sample) {
    result = (
      <PlanCard
        plan={sample}
        uid={sampleUid.current}
        onChangeTasks={(patch) => setSample((s) => (s ? { ...s, tasks: patch(s.tasks) } : s))}
        notice={
          <p className="rounded-xl border border-line bg-accent-soft/60 px-4 py-3 text-sm">
            This is a sample plan: ticks and edits stay on this page and are not saved. Generate
            your own plan to keep your progress.
          </p>
        }
      />
    );
  } else if (planId) {
    result = (
      <>
        {/* The follow-up form sits under a possibly long task list: one link reaches it. */}
        <a
          href={`#${FOLLOW_UP_ID}`}
          className="inline-flex items-center gap-2 rounded-xl text-sm font-medium text-accent-text underline-offset-4 hover:underline"
          onClick={(event) => {
            event.preventDefault();
            const form = document.getElementById(FOLLOW_UP_ID);
            form?.scrollIntoView({ block: 'start' });
            form?.querySelector<HTMLElement>('textarea, input')?.focus({ preventScroll: true });
          }}
        >
          <CalendarClock className="size-4" aria-hidden />
          Make it yours: schedule it on your chapters and hours
        </a>
        <SavedPlanView
          key={planId}
          id={planId}
          onLoaded={onPlanLoaded}
          onClose={() => openPlan(null)}
        />
        {planExtras?.(planId)}
        <FollowUpForm
          key={`follow-up-${planId}`}
          id={FOLLOW_UP_ID}
          busy={generating}
          onSubmit={reschedule}
        />
      </>
    );
  } else {
    result = (
      <GettingStarted
        onPick={(example) => {
          setGoal(example);
          inputRef.current?.focus();
        }}
      />
    );
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
      <div className="min-w-0 space-y-5">
        <form
          onSubmit={submit}
          className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6"
          aria-label="Plan a goal"
        >
          <label htmlFor="planner-goal" className="text-lg font-semibold">
            What do you want to achieve?
          </label>
          <p id="planner-goal-hint" className="mt-1 text-sm text-muted">
            One goal with a time horizon works best, for example “Learn Spanish basics in 30 days”.
          </p>
          <input
            ref={inputRef}
            id="planner-goal"
            name="goal"
            type="text"
            autoComplete="off"
            value={goal}
            maxLength={PLAN_GOAL_MAX}
            onChange={(e) => setGoal(e.target.value)}
            placeholder="e.g. Run a 5K in 8 weeks"
            aria-describedby="planner-goal-hint"
            className={`mt-3 h-12 ${inputClass}`}
          />
          <div className="mt-4 flex flex-wrap gap-2">
            <Button type="submit" disabled={goalIsBlank || generating}>
              <BusyIcon busy={generating} icon={Sparkles} />
              Generate Plan
            </Button>
            <Button
              variant="secondary"
              onClick={trySample}
              disabled={generating || loadSample.isPending}
            >
              <WandSparkles className="size-4" aria-hidden /> Try Sample Plan
            </Button>
            <Button variant="ghost" onClick={clear}>
              <Eraser className="size-4" aria-hidden /> Clear
            </Button>
          </div>
        </form>

        <div role="status" aria-live="polite">
          {generating ? (
            <p
              className="flex items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-4 text-sm shadow-sm sm:px-6"
              data-testid="generating-hint"
            >
              <Loader2
                className="size-5 shrink-0 animate-spin text-accent-text motion-reduce:animate-none"
                aria-hidden
              />
              {GENERATING_HINT}
            </p>
          ) : null}
        </div>
        <div role="alert">{error ? <p className={alertClass}>{error}</p> : null}</div>

        {result}
      </div>

      <aside aria-label="Saved plans" className="min-w-0 lg:sticky lg:top-20">
        <PlanHistory
          activeId={sample ? null : planId}
          onOpen={(plan) => {
            requestToken.current += 1;
            setSample(null);
            setError(null);
            setGoal(plan.goal);
          }}
          onDeleted={(id) => {
            if (id === planId) openPlan(null);
          }}
        />
      </aside>
    </div>
  );
}
