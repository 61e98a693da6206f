import { useId, useState, type FormEvent } from 'react';
import { EXAM_DATE_PAST, updatePlanBodySchema } from '@quietdesk/core/api/planner';
import { Button } from '~/components/ui/button';
import { useSetExamDate } from '../api/update-plan';
import { examDateErrorMessage } from '../model/errors';
import { fieldErrorClass, inputClass } from './field-styles';

interface ExamDateFormProps {
  planId: string;
  /** The saved exam date, if any. */
  examDate: string | null;
  /** Today in the person's zone by the server's clock. */
  today: string;
}

const examDateField = updatePlanBodySchema.shape.exam_date;

/** The plan's exam date: a date field, checked with the shared schema before it is saved. */
export function ExamDateForm({ planId, examDate, today }: ExamDateFormProps) {
  const save = useSetExamDate(planId);
  const [value, setValue] = useState(examDate ?? '');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = value.trim() === '' ? null : value;
    const parsed = examDateField.safeParse(next);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Choose a date.');
      return;
    }
    if (next !== null && next !== examDate && next < today) {
      setError(EXAM_DATE_PAST);
      return;
    }
    setError(null);
    save.mutate(next);
  };
  const shown = error ?? (save.isError ? examDateErrorMessage(save.error) : null);

  return (
    <form className="mt-3 flex flex-wrap items-end gap-2" onSubmit={submit} noValidate>
      <div>
        <label htmlFor={id} className="block text-sm font-medium">
          Exam date
        </label>
        <input
          id={id}
          type="date"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          className={`${inputClass} mt-1 w-40`}
          data-testid="exam-date-input"
        />
      </div>
      <Button type="submit" size="sm" variant="secondary" disabled={save.isPending}>
        Save exam date
      </Button>
      {shown ? (
        <p id={`${id}-error`} className={`w-full ${fieldErrorClass}`} role="alert">
          {shown}
        </p>
      ) : null}
    </form>
  );
}
