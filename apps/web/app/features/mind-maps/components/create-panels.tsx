import { ClipboardPaste, FileUp, Plus, Sparkles, type LucideIcon } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { AiRefusal } from '@quietdesk/core/api/mind-maps';
import { Button } from '~/components/ui/button';
import { alertClass, inputClass, panelClass } from './styles';

interface CreatePanelsProps {
  creating: boolean;
  error: string | null;
  candidates: AiRefusal['candidates'];
  /** The assistant could not make a map of the topic: pasting the text is offered instead. */
  refused?: boolean;
  /** A map from pasted text (an outline or notes, one idea per line), titled with the topic. */
  onPasteText?: (content: string, title: string | undefined) => void;
  onGenerate: (topic: string) => void;
  onCreateBlank: (title: string) => void;
  onImport: (file: File) => void;
}

const PASTE_LABEL =
  'Your outline or notes, one idea per line. Start a line with “-” and indent it to put it under the idea above.';

interface StartPanelProps {
  id: string;
  icon: LucideIcon;
  heading: string;
  onSubmit: (event: FormEvent) => void;
  /** The field the label names. */
  fieldId: string;
  label: string;
  children: ReactNode;
}

/** One way to start a map: a form named by its heading, with one labelled field. */
function StartPanel({
  id,
  icon: Icon,
  heading,
  onSubmit,
  fieldId,
  label,
  children,
}: StartPanelProps) {
  return (
    <form className={panelClass} onSubmit={onSubmit} aria-labelledby={id}>
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        <Icon className="size-5 text-accent-text" aria-hidden /> {heading}
      </h2>
      <label htmlFor={fieldId} className="mt-3 block text-sm text-muted">
        {label}
      </label>
      {children}
    </form>
  );
}

/** A start panel whose field is one line, with its button (`children`) beside it. */
function LinePanel({
  value,
  onChange,
  placeholder,
  disabled,
  children,
  ...panel
}: StartPanelProps & {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  disabled: boolean;
}) {
  return (
    <StartPanel {...panel}>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          id={panel.fieldId}
          className={inputClass}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          disabled={disabled}
          maxLength={200}
        />
        {children}
      </div>
    </StartPanel>
  );
}

/** docs/product.md §2: 'Start with AI' (topic, 'Generate Map') and 'Start Blank' (title, 'Create Blank Map'). */
export function CreatePanels({
  creating,
  error,
  candidates,
  refused = false,
  onPasteText,
  onGenerate,
  onCreateBlank,
  onImport,
}: CreatePanelsProps) {
  const [pasting, setPasting] = useState(false);
  const [pasted, setPasted] = useState('');
  const pasteBox = useRef<HTMLTextAreaElement>(null);
  const openPaste = () => {
    setPasting(true);
    requestAnimationFrame(() => pasteBox.current?.focus());
  };
  const makeFromText = (event: FormEvent) => {
    event.preventDefault();
    if (pasted.trim() && !creating) onPasteText?.(pasted, topic.trim() || undefined);
  };
  const [topic, setTopic] = useState('');
  const [title, setTitle] = useState('');
  const ids = useId();
  const fileInput = useRef<HTMLInputElement>(null);

  const generate = (event: FormEvent) => {
    event.preventDefault();
    if (topic.trim() && !creating) onGenerate(topic.trim());
  };
  const createBlank = (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() && !creating) onCreateBlank(title.trim());
  };

  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <LinePanel
          id={`${ids}-ai`}
          icon={Sparkles}
          heading="Start with AI"
          onSubmit={generate}
          fieldId={`${ids}-topic`}
          label="Topic"
          value={topic}
          onChange={setTopic}
          placeholder="e.g. Photosynthesis"
          disabled={creating}
        >
          <Button type="submit" disabled={creating || !topic.trim()}>
            Generate Map
          </Button>
        </LinePanel>
        <LinePanel
          id={`${ids}-blank`}
          icon={Plus}
          heading="Start Blank"
          onSubmit={createBlank}
          fieldId={`${ids}-title`}
          label="Title"
          value={title}
          onChange={setTitle}
          placeholder="e.g. Exam revision"
          disabled={creating}
        >
          <Button type="submit" variant="secondary" disabled={creating || !title.trim()}>
            Create Blank Map
          </Button>
        </LinePanel>
      </div>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <Button
          variant="ghost"
          size="sm"
          disabled={creating}
          onClick={() => fileInput.current?.click()}
        >
          <FileUp className="size-4" aria-hidden /> Import outline (Markdown or OPML)
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".md,.markdown,.txt,.opml,.xml,text/markdown,text/x-opml,text/plain"
          className="sr-only"
          tabIndex={-1}
          aria-label="Outline file to import"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onImport(file);
          }}
        />
        {creating && (
          <span role="status" className="text-muted">
            Creating your mind map…
          </span>
        )}
      </div>
      {error && (
        <div role="alert" className={alertClass}>
          <p>{error}</p>
          {refused && onPasteText && !pasting && (
            <div className="mt-3">
              <Button size="sm" variant="secondary" onClick={openPaste}>
                <ClipboardPaste className="size-4" aria-hidden /> Paste the text instead
              </Button>
            </div>
          )}
          {candidates && candidates.length > 0 && (
            <div className="mt-3">
              <p className="font-medium">Did you mean:</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {candidates.map((candidate) => (
                  <li key={candidate.label}>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={creating}
                      onClick={() => {
                        setTopic(candidate.label);
                        onGenerate(candidate.label);
                      }}
                    >
                      {candidate.label}
                      <span className="font-normal text-muted">{candidate.gloss}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
      {pasting && (
        <StartPanel
          id={`${ids}-paste`}
          icon={ClipboardPaste}
          heading="Start from your text"
          onSubmit={makeFromText}
          fieldId={`${ids}-pasted`}
          label={PASTE_LABEL}
        >
          <textarea
            ref={pasteBox}
            id={`${ids}-pasted`}
            className={`mt-1 ${inputClass}`}
            rows={7}
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
            placeholder={'Photosynthesis\n- Light reactions\n  - Chlorophyll\n- Calvin cycle'}
            disabled={creating}
          />
          <div className="mt-2 flex flex-wrap gap-2">
            <Button type="submit" disabled={creating || !pasted.trim()}>
              Make a map from this text
            </Button>
            <Button variant="ghost" onClick={() => setPasting(false)}>
              Cancel
            </Button>
          </div>
        </StartPanel>
      )}
    </div>
  );
}
