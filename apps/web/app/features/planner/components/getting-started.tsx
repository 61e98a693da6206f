import { Lightbulb } from 'lucide-react';

const EXAMPLE_GOALS = [
  'Learn Spanish basics in 30 days',
  'Run a 5K in 8 weeks',
  'Prepare for my biology final in 3 weeks',
  'Launch a personal website in 2 weeks',
];

/** Shown while there is no plan: what to type, with goals to start from. */
export function GettingStarted({ onPick }: { onPick: (goal: string) => void }) {
  return (
    <section
      aria-labelledby="planner-getting-started"
      className="rounded-2xl border border-dashed border-line bg-surface/60 p-5 sm:p-6"
    >
      <h2 id="planner-getting-started" className="flex items-center gap-2 text-lg font-semibold">
        <Lightbulb className="size-5 text-accent-text" aria-hidden /> Getting Started
      </h2>
      <p className="mt-2 text-sm text-muted">
        Write one goal and when you want to reach it. The planner splits it into tasks with
        durations and priorities that fit that time. Naming a horizon such as “in 30 days” or “in 3
        weeks” makes the durations add up.
      </p>
      <p className="mt-4 text-sm font-medium" id="planner-examples-label">
        Try one of these:
      </p>
      <ul aria-labelledby="planner-examples-label" className="mt-2 flex flex-wrap gap-2">
        {EXAMPLE_GOALS.map((goal) => (
          <li key={goal}>
            <button
              type="button"
              onClick={() => onPick(goal)}
              className="rounded-full border border-line bg-surface px-3 py-1.5 text-sm hover:bg-subtle"
            >
              {goal}
            </button>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-muted">
        Plans you generate are saved in this browser and listed under “Your plans”. Tick tasks as
        you go, edit them, or start a focus session on one.
      </p>
    </section>
  );
}
