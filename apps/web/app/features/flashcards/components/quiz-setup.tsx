import { ClipboardPaste, Sparkles } from 'lucide-react';
import { BusyIcon } from '~/components/ui/busy-icon';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  DEFAULT_FLASHCARD_COUNT,
  FLASHCARD_COUNTS,
  FLASHCARD_NOTES_MAX,
  FLASHCARD_TOPIC_MAX,
  type FlashcardCount,
} from '@quietdesk/core/api/flashcards';
import { Button } from '~/components/ui/button';
import { useGenerateFlashcards } from '../api/generate-flashcards';
import { useGenerateFromNotes } from '../api/generate-from-notes';
import { generateFailure, isCardList, MESSAGES, type GenerateFailure } from '../model/errors';
import type { QuizCard } from '../model/quiz';
import { alertClass, inputClass, cardClass } from './styles';

export type CardSource = 'topic' | 'notes';

interface QuizSetupProps {
  topic: string;
  onTopicChange: (topic: string) => void;
  onCards: (cards: QuizCard[], source: CardSource, asked: number) => void;
}

/**
 * The setup stage (docs/product.md §2, §5): a topic, Generate (disabled when blank; Enter
 * generates; a blank topic reads 'Please enter a topic.'). Beyond the spec: 5, 10 or 15 cards, and
 * cards from pasted notes.
 */
export function QuizSetup({ topic, onTopicChange, onCards }: QuizSetupProps) {
  const [mode, setMode] = useState<CardSource>('topic');
  const [count, setCount] = useState<FlashcardCount>(DEFAULT_FLASHCARD_COUNT);
  const [notes, setNotes] = useState('');
  const [failure, setFailure] = useState<GenerateFailure | null>(null);
  const fromTopic = useGenerateFlashcards();
  const fromNotes = useGenerateFromNotes();
  const busy = fromTopic.isPending || fromNotes.isPending;
  const ids = useId();
  const blank = mode === 'topic' ? topic.trim() === '' : notes.trim() === '';

  const settle = (source: CardSource) => ({
    onSuccess: (result: unknown) => {
      if (isCardList(result)) onCards(result, source, count);
      else
        setFailure({ message: MESSAGES.empty, candidates: [], pasteInstead: source === 'topic' });
    },
    onError: (error: unknown) => setFailure(generateFailure(error)),
  });

  const generateTopic = (value: string) => {
    if (value.trim() === '') {
      setFailure({ message: MESSAGES.blank, candidates: [] });
      return;
    }
    setFailure(null);
    // Sent as typed: the server trims (docs/product.md §7).
    fromTopic.mutate({ topic: value, count }, settle('topic'));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (mode === 'topic') return generateTopic(topic);
    if (notes.trim() === '') return;
    setFailure(null);
    fromNotes.mutate({ notes, count }, settle('notes'));
  };

  // Enter in the topic box generates even when the button is disabled, so a blank topic can say why.
  const onTopicKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && blank) {
      event.preventDefault();
      setFailure({ message: MESSAGES.blank, candidates: [] });
    }
  };

  const notesRef = useRef<HTMLTextAreaElement>(null);
  const pasteInstead = () => {
    setMode('notes');
    setFailure(null);
    requestAnimationFrame(() => notesRef.current?.focus());
  };

  const tab = (value: CardSource, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={mode === value}
      aria-controls={`${ids}-panel`}
      onClick={() => {
        setMode(value);
        setFailure(null);
      }}
      className={`rounded-lg px-3 py-1.5 text-sm font-medium ${mode === value ? 'bg-surface text-ink shadow-sm' : 'text-muted hover:text-ink'}`}
    >
      {label}
    </button>
  );

  return (
    <form onSubmit={submit} className={cardClass} aria-label="Make flashcards">
      <div
        role="tablist"
        aria-label="Make cards from"
        className="inline-flex gap-1 rounded-xl bg-subtle p-1"
      >
        {tab('topic', 'From a topic')}
        {tab('notes', 'From your notes')}
      </div>
      <div id={`${ids}-panel`} role="tabpanel" className="mt-4">
        {mode === 'topic' ? (
          <>
            <label htmlFor={`${ids}-topic`} className="text-lg font-semibold">
              Topic
            </label>
            <input
              id={`${ids}-topic`}
              type="text"
              autoComplete="off"
              value={topic}
              maxLength={FLASHCARD_TOPIC_MAX}
              onChange={(e) => onTopicChange(e.target.value)}
              onKeyDown={onTopicKey}
              placeholder="e.g. photosynthesis"
              className={`mt-2 h-12 ${inputClass}`}
            />
          </>
        ) : (
          <>
            <label htmlFor={`${ids}-notes`} className="text-lg font-semibold">
              Your notes
            </label>
            <p id={`${ids}-notes-hint`} className="mt-1 text-sm text-muted">
              The built-in offline assistant only uses what your notes say: it turns definitions (“X
              is a …”, “Term: meaning”) into questions and blanks out key terms of important
              sentences. It cannot add facts, explain, or check that your notes are right.
            </p>
            <textarea
              ref={notesRef}
              id={`${ids}-notes`}
              value={notes}
              maxLength={FLASHCARD_NOTES_MAX}
              onChange={(e) => setNotes(e.target.value)}
              aria-describedby={`${ids}-notes-hint`}
              rows={7}
              placeholder="Paste a few paragraphs or a list of definitions"
              className={`mt-2 ${inputClass}`}
            />
          </>
        )}
      </div>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium">
          Cards
          <select
            value={count}
            onChange={(e) => setCount(Number(e.target.value) as FlashcardCount)}
            className={`mt-1 h-11 w-24 ${inputClass}`}
          >
            {FLASHCARD_COUNTS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" disabled={blank || busy}>
          <BusyIcon busy={busy} icon={Sparkles} />
          Generate
        </Button>
      </div>
      <div role="status" aria-live="polite" className="mt-3 text-sm text-muted">
        {busy ? 'Making your cards…' : ''}
      </div>
      {failure && (
        <div role="alert" className={`mt-3 ${alertClass}`} data-testid="generate-error">
          <p>{failure.message}</p>
          {failure.pasteInstead && mode === 'topic' && (
            <div className="mt-3">
              <Button variant="secondary" size="sm" onClick={pasteInstead}>
                <ClipboardPaste className="size-4" aria-hidden /> Paste the text instead
              </Button>
            </div>
          )}
          {failure.candidates.length > 0 && <p className="mt-3 font-medium">Did you mean:</p>}
          {failure.candidates.length > 0 && (
            <div className="mt-2 flex flex-wrap gap-2">
              {failure.candidates.map((c) => (
                <Button
                  key={c.label}
                  variant="secondary"
                  size="sm"
                  title={c.gloss}
                  onClick={() => {
                    onTopicChange(c.label);
                    generateTopic(c.label);
                  }}
                >
                  {c.label}
                  <span className="sr-only">: {c.gloss}</span>
                </Button>
              ))}
            </div>
          )}
        </div>
      )}
    </form>
  );
}
