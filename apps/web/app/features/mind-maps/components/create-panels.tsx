import { ClipboardPaste, FileUp, Plus, Sparkles } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
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
        <form className={panelClass} onSubmit={generate} aria-labelledby={`${ids}-ai`}>
          <h2 id={`${ids}-ai`} className="flex items-center gap-2 text-lg font-semibold">
            <Sparkles className="size-5 text-accent-text" aria-hidden /> Start with AI
          </h2>
          <label htmlFor={`${ids}-topic`} className="mt-3 block text-sm text-muted">
            Topic
          </label>
          <div className="mt-1 flex flex-col gap-2 sm:flex-row">
            <input
              id={`${ids}-topic`}
              className={inputClass}
              value={topic}
              onChange={(e) => setTopic(e.target.value)}
              placeholder="e.g. Photosynthesis"
              disabled={creating}
              maxLength={200}
            />
            <Button type="submit" disabled={creating || !topic.trim()}>
              Generate Map
            </Button>
          </div>
        </form>
        <form className={panelClass} onSubmit={createBlank} aria-labelledby={`${ids}-blank`}>
          <h2 id={`${ids}-blank`} className="flex items-center gap-2 text-lg font-semibold">
            <Plus className="size-5 text-accent-text" aria-hidden /> Start Blank
          </h2>
          <label htmlFor={`${ids}-title`} className="mt-3 block text-sm text-muted">
            Title
          </label>
          <div className="mt-1 flex flex-col gap-2 sm:flex-row">
            <input
              id={`${ids}-title`}
              className={inputClass}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              placeholder="e.g. Exam revision"
              disabled={creating}
              maxLength={200}
            />
            <Button type="submit" variant="secondary" disabled={creating || !title.trim()}>
              Create Blank Map
            </Button>
          </div>
        </form>
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
        <form className={panelClass} onSubmit={makeFromText} aria-labelledby={`${ids}-paste`}>
          <h2 id={`${ids}-paste`} className="flex items-center gap-2 text-lg font-semibold">
            <ClipboardPaste className="size-5 text-accent-text" aria-hidden /> Start from your text
          </h2>
          <label htmlFor={`${ids}-pasted`} className="mt-3 block text-sm text-muted">
            Your outline or notes, one idea per line. Start a line with “-” and indent it to put it
            under the idea above.
          </label>
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
        </form>
      )}
    </div>
  );
}
