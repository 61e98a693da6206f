import { CalendarClock, Download, GraduationCap, Pencil, Play, Trash2, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { DECK_TITLE_MAX, type Deck } from '@quietdesk/core/api/flashcards';
import { Button } from '~/components/ui/button';
import { SourceCredits } from '~/components/ui/source-credits';
import { useDeleteDeck } from '../api/delete-deck';
import { exportDeckHref } from '../api/export-deck';
import { useDeck } from '../api/get-deck';
import { useUpdateDeck } from '../api/update-deck';
import { deckLoadFailure } from '../model/errors';
import { formatExamDate } from '../model/exam-date';
import type { QuizCard } from '../model/quiz';
import { CardList } from './card-list';
import { alertClass, inputClass, cardClass } from './styles';

interface DeckViewProps {
  id: string;
  onClose: () => void;
  onReview: () => void;
  onQuiz: (cards: QuizCard[], title: string) => void;
}

/** One saved deck: review what is due, quiz it, rename, exam date, export, edit its cards. */
export function DeckView({ id, onClose, onReview, onQuiz }: DeckViewProps) {
  const deck = useDeck(id);
  if (deck.isPending) return <p className={cardClass}>Loading deck…</p>;
  if (deck.isError) {
    return (
      <div role="alert" className={alertClass}>
        {deckLoadFailure(deck.error)}{' '}
        <button type="button" className="underline" onClick={onClose}>
          Close
        </button>
      </div>
    );
  }
  return <LoadedDeck deck={deck.data} onClose={onClose} onReview={onReview} onQuiz={onQuiz} />;
}

function LoadedDeck({
  deck,
  onClose,
  onReview,
  onQuiz,
}: Omit<DeckViewProps, 'id'> & { deck: Deck }) {
  const [renaming, setRenaming] = useState(false);
  const [title, setTitle] = useState(deck.title);
  const update = useUpdateDeck(deck.id);
  const remove = useDeleteDeck();

  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    update.mutate({ title: title.trim() }, { onSuccess: () => setRenaming(false) });
  };

  return (
    <section className={`${cardClass} space-y-5`} aria-labelledby="deck-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        {renaming ? (
          <form
            onSubmit={rename}
            className="flex min-w-0 flex-1 flex-wrap gap-2"
            aria-label="Rename deck"
          >
            <label htmlFor="deck-rename" className="sr-only">
              Deck title
            </label>
            <input
              id="deck-rename"
              value={title}
              maxLength={DECK_TITLE_MAX}
              onChange={(e) => setTitle(e.target.value)}
              autoFocus
              className={`h-11 min-w-0 flex-1 ${inputClass}`}
            />
            <Button type="submit" disabled={!title.trim() || update.isPending}>
              Save
            </Button>
            <Button variant="ghost" onClick={() => setRenaming(false)}>
              Cancel
            </Button>
          </form>
        ) : (
          <h2 id="deck-title" className="min-w-0 text-2xl font-semibold break-words">
            {deck.title}
          </h2>
        )}
        <div className="flex gap-1">
          {!renaming && (
            <Button variant="ghost" size="sm" onClick={() => setRenaming(true)}>
              <Pencil className="size-4" aria-hidden /> Rename
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={onClose} aria-label="Close deck">
            <X className="size-4" aria-hidden />
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted">
        {deck.card_count} {deck.card_count === 1 ? 'card' : 'cards'} · {deck.due_count} due now
      </p>
      <SourceCredits sources={deck.cards.map((c) => c.source)} />
      <div className="flex flex-wrap gap-2">
        <Button onClick={onReview} disabled={deck.due_count === 0}>
          <GraduationCap className="size-4" aria-hidden /> Review due cards ({deck.due_count})
        </Button>
        <Button
          variant="secondary"
          disabled={deck.cards.length === 0}
          onClick={() =>
            onQuiz(
              deck.cards.map((c) => ({
                question: c.question,
                answer: c.answer,
                id: c.id,
                deckId: deck.id,
                ...(c.source ? { source: c.source } : {}),
              })),
              deck.title,
            )
          }
        >
          <Play className="size-4" aria-hidden /> Quiz this deck
        </Button>
      </div>
      <ExamDate deck={deck} />
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">Export:</span>
        <a
          className="inline-flex items-center gap-1 underline"
          href={exportDeckHref(deck.id, 'anki')}
          download
        >
          <Download className="size-4" aria-hidden /> Anki text
        </a>
        <a
          className="inline-flex items-center gap-1 underline"
          href={exportDeckHref(deck.id, 'csv')}
          download
        >
          <Download className="size-4" aria-hidden /> CSV
        </a>
      </div>
      <CardList deck={deck} />
      <div className="border-t border-line pt-4">
        <Button
          variant="ghost"
          className="text-red-700 dark:text-red-300"
          disabled={remove.isPending}
          onClick={() => {
            if (window.confirm(`Delete the deck “${deck.title}” and its review history?`)) {
              remove.mutate(deck.id, { onSuccess: onClose });
            }
          }}
        >
          <Trash2 className="size-4" aria-hidden /> Delete deck
        </Button>
        {remove.isError && (
          <p role="alert" className={`${alertClass} mt-2`}>
            The deck could not be deleted. {remove.error.message}
          </p>
        )}
      </div>
    </section>
  );
}

/**
 * The exam date saves as soon as it is chosen: no button to miss. A picked date, or a typed one
 * once its year is complete, saves at once; while a year is still being typed ("2" on the way to
 * "2030" is the year 2) it waits for the field to be left. Saves run one at a time and the last
 * choice wins. What is saved is shown as a date in the browser's language, not as YYYY-MM-DD.
 */
function ExamDate({ deck }: { deck: Deck }) {
  const update = useUpdateDeck(deck.id);
  const saved = deck.exam_date ?? '';
  const [value, setValue] = useState(saved);
  const [failed, setFailed] = useState(false);
  // Refs, not state: a save that ends after newer choices must see them.
  const wanted = useRef(saved);
  const stored = useRef(saved);
  const sending = useRef(false);
  const id = useId();

  const flush = () => {
    if (sending.current || wanted.current === stored.current) return;
    const next = wanted.current;
    sending.current = true;
    setFailed(false);
    update.mutate(
      { exam_date: next || null },
      {
        onSuccess: (result) => {
          stored.current = result.exam_date ?? '';
        },
        onError: () => setFailed(true),
        onSettled: (_result, error) => {
          sending.current = false;
          // A newer choice made while this one was on its way goes next.
          if (!error) flush();
        },
      },
    );
  };

  const choose = (next: string) => {
    setValue(next);
    wanted.current = next;
    if (next === '' || Number(next.slice(0, 4)) >= 1900) flush();
  };

  const status = failed
    ? null
    : update.isPending
      ? 'Saving…'
      : saved
        ? `Exam on ${formatExamDate(saved)}. Saved.`
        : 'No exam date.';

  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-end gap-2">
        <label className="text-sm font-medium">
          <span className="flex items-center gap-1">
            <CalendarClock className="size-4" aria-hidden /> Exam date (optional)
          </span>
          <input
            type="date"
            value={value}
            aria-describedby={`${id}-status ${id}-hint`}
            onChange={(e) => choose(e.target.value)}
            onBlur={flush}
            className={`mt-1 h-10 ${inputClass}`}
          />
        </label>
        {value && (
          <Button variant="ghost" size="sm" onClick={() => choose('')}>
            Clear exam date
          </Button>
        )}
      </div>
      <p id={`${id}-status`} role="status" className="text-sm" data-testid="exam-date-status">
        {status}
      </p>
      {failed && (
        <p role="alert" className={alertClass}>
          The exam date could not be saved.{' '}
          <button type="button" className="underline" onClick={flush}>
            Try again
          </button>
        </p>
      )}
      <p id={`${id}-hint`} className="text-xs text-muted">
        With an exam date, no card is scheduled later than the day before it.
      </p>
    </div>
  );
}
