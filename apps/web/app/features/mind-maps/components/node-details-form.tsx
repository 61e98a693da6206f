import { useId, useState, type FormEvent } from 'react';
import {
  NODE_LINK_MAX,
  NODE_NOTE_MAX,
  normaliseNodeLink,
} from '@quietdesk/core/mind-maps/node-link';
import { SubmitOrCancel } from '~/components/ui/form';
import type { MindNodeData } from '../model/flow';
import { inputClass, panelClass } from './styles';

const LINK_ERROR =
  'Enter a web address (http:// or https://) or a reader item’s address, or leave it empty.';

/** A node's note and link, edited for the one selected node. */
export function NodeDetailsForm({
  data,
  onSave,
  onClose,
}: {
  data: MindNodeData;
  onSave: (details: { note: string | undefined; link: string | undefined }) => void;
  onClose: () => void;
}) {
  const ids = useId();
  const [note, setNote] = useState(data.note ?? '');
  const [link, setLink] = useState(data.link ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = link.trim();
    const valid = typed ? normaliseNodeLink(typed) : undefined;
    if (typed && !valid) {
      setError(LINK_ERROR);
      return;
    }
    onSave({ note: note.trim() || undefined, link: valid });
    onClose();
  };
  return (
    <form
      aria-label={`Note and link of “${data.text || 'Untitled Node'}”`}
      className={`${panelClass} flex flex-col gap-3`}
      onSubmit={submit}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <h2 className="font-semibold">Note and link of “{data.text || 'Untitled Node'}”</h2>
      <label className="flex flex-col gap-1 text-sm" htmlFor={`${ids}-note`}>
        Note
        <textarea
          id={`${ids}-note`}
          className={inputClass}
          rows={3}
          maxLength={NODE_NOTE_MAX}
          value={note}
          autoFocus
          onChange={(e) => setNote(e.target.value)}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm" htmlFor={`${ids}-link`}>
        Link (a web page or a reader item)
        <input
          id={`${ids}-link`}
          className={inputClass}
          type="text"
          inputMode="url"
          maxLength={NODE_LINK_MAX}
          placeholder="https://…"
          value={link}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids}-error` : undefined}
          onChange={(e) => {
            setLink(e.target.value);
            setError(null);
          }}
        />
      </label>
      {error && (
        <p id={`${ids}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <SubmitOrCancel label="Keep" onCancel={onClose} />
    </form>
  );
}
