import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  PLAN_DESCRIPTION_MAX,
  PLAN_DURATION_MAX,
  PLAN_TITLE_MAX,
  PRIORITIES,
  type PlanTask,
} from '@quietdesk/core/api/planner';
import { Button } from '~/components/ui/button';
import {
  draftOf,
  PRIORITY_LABELS,
  validateDraft,
  type DraftErrors,
  type TaskDraft,
} from '../model/plan-edit';
import { fieldErrorClass, inputClass } from './field-styles';

interface TaskEditorProps {
  task: PlanTask;
  onSave: (draft: TaskDraft) => void;
  onCancel: () => void;
}

/** Inline task form: Enter saves (Shift+Enter is a new line in the description), Esc cancels. */
export function TaskEditor({ task, onSave, onCancel }: TaskEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState<TaskDraft>(() => draftOf(task));
  const [errors, setErrors] = useState<DraftErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    titleRef.current?.focus();
    titleRef.current?.select();
  }, []);

  const set = <K extends keyof TaskDraft>(field: K, value: TaskDraft[K]) =>
    setDraft((d) => ({ ...d, [field]: value }));

  const save = () => {
    const result = validateDraft(draft);
    if (result.ok) {
      onSave(result.value);
      return;
    }
    setErrors(result.errors);
    const first = (['title', 'estimated_duration', 'description'] as const).find(
      (f) => result.errors[f],
    );
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    } else if (
      event.key === 'Enter' &&
      !event.shiftKey &&
      !event.nativeEvent.isComposing &&
      (event.target as HTMLElement).tagName === 'TEXTAREA'
    ) {
      event.preventDefault();
      save();
    }
  };

  const errorProps = (field: keyof TaskDraft) =>
    errors[field]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` }
      : {};
  const errorText = (field: keyof TaskDraft) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className={fieldErrorClass}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <form
      ref={formRef}
      aria-label={`Edit task: ${task.title}`}
      noValidate
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      className="space-y-3"
    >
      <div>
        <label htmlFor={`${id}-title`} className="text-sm font-medium">
          Title
        </label>
        <input
          ref={titleRef}
          id={`${id}-title`}
          name="title"
          value={draft.title}
          maxLength={PLAN_TITLE_MAX}
          onChange={(e) => set('title', e.target.value)}
          className={`mt-1 ${inputClass}`}
          {...errorProps('title')}
        />
        {errorText('title')}
      </div>
      <div>
        <label htmlFor={`${id}-description`} className="text-sm font-medium">
          Description
        </label>
        <textarea
          id={`${id}-description`}
          name="description"
          rows={3}
          value={draft.description}
          maxLength={PLAN_DESCRIPTION_MAX}
          aria-describedby={`${id}-description-hint`}
          onChange={(e) => set('description', e.target.value)}
          className={`mt-1 resize-y ${inputClass}`}
          {...errorProps('description')}
        />
        <p id={`${id}-description-hint`} className="mt-1 text-xs text-muted">
          Enter saves, Shift+Enter starts a new line, Esc cancels.
        </p>
        {errorText('description')}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-duration`} className="text-sm font-medium">
            Estimated duration
          </label>
          <input
            id={`${id}-duration`}
            name="estimated_duration"
            value={draft.estimated_duration}
            maxLength={PLAN_DURATION_MAX}
            placeholder="e.g. 3 days"
            onChange={(e) => set('estimated_duration', e.target.value)}
            className={`mt-1 ${inputClass}`}
            {...errorProps('estimated_duration')}
          />
          {errorText('estimated_duration')}
        </div>
        <div>
          <label htmlFor={`${id}-priority`} className="text-sm font-medium">
            Priority
          </label>
          <select
            id={`${id}-priority`}
            name="priority"
            value={draft.priority}
            onChange={(e) => set('priority', e.target.value as TaskDraft['priority'])}
            className={`mt-1 h-[42px] ${inputClass}`}
          >
            {PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {PRIORITY_LABELS[p]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          Save
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
