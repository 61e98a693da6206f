import { clsx } from 'clsx';
import { ArrowRight } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { emphasise } from '../model/bionic';
import {
  DEMO_FEATURES,
  DEMO_LABELS,
  SAMPLE_CARDS,
  SAMPLE_MIND_MAP,
  SAMPLE_PLAN,
  SAMPLE_READING,
  type DemoFeature,
} from '../model/demo-samples';

/**
 * Same tab behaviour for the static page (no framework JS): click and arrow keys switch
 * panels by toggling aria-selected / tabindex / data-inactive, exactly as the React version does.
 */
export const DEMO_TABS_SCRIPT = `(function(){document.querySelectorAll("[data-tabs]").forEach(function(r){var t=[].slice.call(r.querySelectorAll('[role="tab"]'));function s(i,f){t.forEach(function(b,j){var on=i===j;b.setAttribute("aria-selected",on);b.tabIndex=on?0:-1;document.getElementById(b.getAttribute("aria-controls")).toggleAttribute("data-inactive",!on)});if(f)t[i].focus()}t.forEach(function(b,i){b.addEventListener("click",function(){s(i)});b.addEventListener("keydown",function(e){var n=e.key==="ArrowRight"?(i+1)%t.length:e.key==="ArrowLeft"?(i-1+t.length)%t.length:e.key==="Home"?0:e.key==="End"?t.length-1:-1;if(n>=0){e.preventDefault();s(n,true)}})})})})();`;

const panelClass = 'rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-8';

function PlanSample() {
  return (
    <div className={panelClass}>
      <p className="text-sm text-muted">Goal</p>
      <h3 className="mt-1 text-xl font-semibold">{SAMPLE_PLAN.goal}</h3>
      <p className="mt-1 text-sm text-muted">Estimated: {SAMPLE_PLAN.total}</p>
      <ul className="mt-6 space-y-3">
        {SAMPLE_PLAN.tasks.map((task) => (
          <li key={task.title} className="rounded-2xl border border-line p-4">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{task.title}</span>
              <span className="ml-auto rounded-full bg-subtle px-2.5 py-0.5 text-xs">
                {task.duration}
              </span>
              <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-medium text-accent-text">
                {task.priority}
              </span>
            </div>
            {task.subtasks.length > 0 && (
              <ul className="mt-2 list-disc pl-5 text-sm text-muted">
                {task.subtasks.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs text-muted">
        A sample plan. Real plans are drafted by AI from your goal.
      </p>
    </div>
  );
}

function TimerSample() {
  return (
    <div className={clsx(panelClass, 'text-center')}>
      <p className="text-sm font-medium text-muted">Focus Time · Session 2 of 4</p>
      <p className="mt-3 text-7xl font-semibold tracking-tight tabular-nums">18:42</p>
      <p className="mt-2 text-muted">Task: Read chapter 4 and take notes</p>
      <div className="mx-auto mt-6 h-2 max-w-sm overflow-hidden rounded-full bg-subtle">
        <div className="h-full w-1/4 rounded-full bg-accent" />
      </div>
      <dl className="mx-auto mt-8 grid max-w-md grid-cols-3 gap-3 text-sm">
        {[
          ['Focus', '25 min'],
          ['Short break', '5 min'],
          ['Long break', '15 min'],
        ].map(([k, v]) => (
          <div key={k} className="flex flex-col rounded-xl bg-subtle p-3">
            <dt className="text-muted">{k}</dt>
            <dd className="font-semibold">{v}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function MindMapSample() {
  return (
    <div className={panelClass}>
      <div className="flex flex-col items-center">
        <span className="rounded-2xl bg-accent px-5 py-3 font-semibold text-accent-ink">
          {SAMPLE_MIND_MAP.root}
        </span>
        <span aria-hidden className="h-6 w-px bg-line" />
        <ul className="grid w-full gap-4 sm:grid-cols-3">
          {SAMPLE_MIND_MAP.branches.map((b) => (
            <li key={b.title} className="rounded-2xl border border-line p-4 text-center">
              <span className="font-medium">{b.title}</span>
              <ul className="mt-3 space-y-2 text-sm">
                {b.children.map((c) => (
                  <li key={c} className="rounded-lg bg-subtle px-3 py-1.5">
                    {c}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function FlashcardSample() {
  return (
    <div className={clsx(panelClass, 'grid gap-4 sm:grid-cols-2')}>
      {SAMPLE_CARDS.map((card, i) => (
        <div key={card.question} className="flex flex-col rounded-2xl border border-line p-5">
          <p className="text-xs font-medium text-muted">Card {i + 1} of 5</p>
          <p className="mt-2 font-semibold">{card.question}</p>
          <p className="mt-4 border-t border-line pt-4 text-sm text-muted">{card.answer}</p>
        </div>
      ))}
      <p className="text-sm text-muted sm:col-span-2">
        Score 10 · Streak 1. Flip a card, then say whether you knew it.
      </p>
    </div>
  );
}

function ReadingSample() {
  return (
    <div className={panelClass}>
      <p className="text-lg leading-9">
        {emphasise(SAMPLE_READING).map((part, i) => (
          <span key={i}>
            <b className="font-bold">{part.bold}</b>
            {part.rest}
            {part.gap}
          </span>
        ))}
      </p>
      <p className="mt-4 text-xs text-muted">
        Fixation strength 40%. A reading aid, not a proven speed-up.
      </p>
    </div>
  );
}

const SAMPLES: Record<DemoFeature, () => React.JSX.Element> = {
  'ai-planner': PlanSample,
  pomodoro: TimerSample,
  'mind-maps': MindMapSample,
  flashcards: FlashcardSample,
  reading: ReadingSample,
};

export function DemoPicker() {
  const [selected, setSelected] = useState(0);
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const n = DEMO_FEATURES.length;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % n
        : event.key === 'ArrowLeft'
          ? (index - 1 + n) % n
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? n - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
      <h1 className="text-4xl font-semibold tracking-tight">See Quietdesk in action</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        Pick a tool to see a static sample of what it produces. Everything here is an example; the
        real tools work on your own goals, topics and text.
      </p>
      <div data-tabs="" className="mt-10">
        <div role="tablist" aria-label="Choose a tool" className="flex gap-2 overflow-x-auto pb-2">
          {DEMO_FEATURES.map((feature, i) => (
            <button
              key={feature}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${feature}`}
              aria-controls={`${id}-panel-${feature}`}
              aria-selected={selected === i}
              tabIndex={selected === i ? 0 : -1}
              onClick={() => setSelected(i)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className="shrink-0 rounded-full border border-line bg-surface px-4 py-2 text-sm font-medium text-muted hover:bg-subtle aria-selected:border-accent aria-selected:bg-accent aria-selected:text-accent-ink"
            >
              {DEMO_LABELS[feature]}
            </button>
          ))}
        </div>
        {DEMO_FEATURES.map((feature, i) => {
          const Sample = SAMPLES[feature];
          return (
            <div
              key={feature}
              role="tabpanel"
              id={`${id}-panel-${feature}`}
              aria-labelledby={`${id}-tab-${feature}`}
              // Hidden via CSS only when scripts run (html.js), so without JavaScript every
              // sample is shown, one under another.
              data-inactive={selected !== i ? '' : undefined}
              tabIndex={0}
              className="mt-6"
            >
              <h2 className="sr-only">{DEMO_LABELS[feature]} sample</h2>
              <Sample />
            </div>
          );
        })}
      </div>
      <div className="mt-12 flex flex-wrap items-center gap-4">
        <Link to="/app/dashboard" className={buttonClass('primary', 'lg')}>
          Launch App <ArrowRight className="size-5" aria-hidden />
        </Link>
        <p className="text-sm text-muted">Free, no account needed.</p>
      </div>
    </div>
  );
}
