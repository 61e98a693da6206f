import { CalendarClock } from 'lucide-react';
import { BusyIcon } from '~/components/ui/busy-icon';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import type { PlanFollowUp } from '../api/generate-plan';
import { parseHours, parseItems } from '../model/follow-up';
import { inputClass } from './field-styles';

interface FollowUpFormProps {
  /** Anchor for the "Make it yours" link above the plan. */
  id?: string;
  busy: boolean;
  onSubmit: (followUp: PlanFollowUp) => void;
}

/**
 * The one optional step after a plan is generated: what only the person knows (their topics or
 * chapters, sections or milestones, and the hours a day they have), so the plan is rescheduled
 * across the real days to the deadline with a date on every task.
 */
export function FollowUpForm({ id: anchorId, busy, onSubmit }: FollowUpFormProps) {
  const id = useId();
  const [items, setItems] = useState('');
  const [hours, setHours] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const list = parseItems(items);
    const hoursPerDay = parseHours(hours);
    if (hours.trim() && hoursPerDay === undefined) {
      setProblem('Hours per day must be a number from 0.25 to 16.');
      return;
    }
    if (!list.length && hoursPerDay === undefined) {
      setProblem('Add at least one item or the hours per day.');
      return;
    }
    setProblem(null);
    onSubmit({ items: list, hoursPerDay });
  };

  return (
    <form
      id={anchorId}
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Make it yours <span className="text-sm font-normal text-muted">(optional)</span>
      </h2>
      <p className="mt-1 text-sm text-muted">
        Add what only you know, and this plan is rescheduled in place across the real days to your
        deadline: each item gets a date, with spaced review, practice tests and a buffer before the
        end. Ticks on the current tasks start again.
      </p>
      <label htmlFor={`${id}-items`} className="mt-4 block text-sm font-medium">
        Your topics, chapters, sections or milestones (one per line)
      </label>
      <textarea
        id={`${id}-items`}
        name="items"
        rows={4}
        value={items}
        onChange={(e) => setItems(e.target.value)}
        placeholder={'Chapter 1: Cells\nChapter 2: Genetics'}
        className={`mt-1 ${inputClass}`}
      />
      <label htmlFor={`${id}-hours`} className="mt-3 block text-sm font-medium">
        Hours per day
      </label>
      <input
        id={`${id}-hours`}
        name="hours"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={hours}
        onChange={(e) => setHours(e.target.value)}
        placeholder="e.g. 2"
        aria-invalid={problem?.startsWith('Hours') ? true : undefined}
        className={`mt-1 h-11 max-w-40 ${inputClass}`}
      />
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      ) : null}
      <div className="mt-4">
        <Button type="submit" disabled={busy}>
          <BusyIcon busy={busy} icon={CalendarClock} />
          Schedule my plan
        </Button>
      </div>
    </form>
  );
}
