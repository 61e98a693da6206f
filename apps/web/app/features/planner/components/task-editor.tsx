import {
  useEffect,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type Ref,
} from 'react';
import {
  PLAN_DESCRIPTION_MAX,
  PLAN_DURATION_MAX,
  PLAN_TITLE_MAX,
  PRIORITIES,
  type PlanTask,
} from '@quietdesk/core/api/planner';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/form';
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

  // Title and duration: a one-line input under its label, with its error below.
  const textField = (
    field: 'title' | 'estimated_duration',
    inputId: string,
    label: string,
    input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> },
  ) => (
    <Field id={inputId} label={label}>
      <input
        {...input}
        id={inputId}
        name={field}
        value={draft[field]}
        onChange={(e) => set(field, e.target.value)}
        className={`mt-1 ${inputClass}`}
        {...errorProps(field)}
      />
      {errorText(field)}
    </Field>
  );

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
      {textField('title', `${id}-title`, 'Title', { ref: titleRef, maxLength: PLAN_TITLE_MAX })}
      <Field id={`${id}-description`} label="Description">
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
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        {textField('estimated_duration', `${id}-duration`, 'Estimated duration', {
          maxLength: PLAN_DURATION_MAX,
          placeholder: 'e.g. 3 days',
        })}
        <Field id={`${id}-priority`} label="Priority">
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
        </Field>
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
