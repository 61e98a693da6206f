import { useId, useState, type FormEvent } from 'react';
import type { MindMap } from '@quietdesk/core/api/mind-maps';
import { SubmitOrCancel } from '~/components/ui/form';
import { mapErrorMessage } from '../model/errors';
import { updateMindMap } from '../api/update-mind-map';
import { alertClass, inputClass } from './styles';

/** Rename, describe and tag a map (PATCH); the list's search and tag filter use these. */
export function MapDetailsForm(props: {
  map: MindMap;
  onSaved: (map: MindMap) => void;
  onClose: () => void;
}) {
  const ids = useId();
  const [title, setTitle] = useState(props.map.title);
  const [description, setDescription] = useState(props.map.description);
  const [tags, setTags] = useState(props.map.tags.join(', '));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const saved = await updateMindMap(props.map.id, {
        title,
        description,
        tags: tags
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      });
      props.onSaved(saved);
      props.onClose();
    } catch (caught) {
      setError(mapErrorMessage(caught, 'details'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      aria-label="Map details"
      className="grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-3"
    >
      {(
        [
          ['title', 'Map title', title, setTitle, 200],
          ['description', 'Description', description, setDescription, 2000],
          ['tags', 'Tags (comma-separated)', tags, setTags, undefined],
        ] as const
      ).map(([field, label, value, setValue, maxLength]) => (
        <label key={field} htmlFor={`${ids}-${field}`} className="text-sm">
          {label}
          <input
            id={`${ids}-${field}`}
            className={inputClass}
            value={value}
            maxLength={maxLength}
            onChange={(e) => setValue(e.target.value)}
          />
        </label>
      ))}
      {error && (
        <p role="alert" className={`${alertClass} sm:col-span-3`}>
          {error}
        </p>
      )}
      <SubmitOrCancel
        label="Save details"
        disabled={saving || !title.trim()}
        onCancel={props.onClose}
        className="sm:col-span-3"
      />
    </form>
  );
}
