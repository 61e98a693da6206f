import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Fragment, useState, type FormEvent } from 'react';
import type { Deck, SavedCard } from '@quietdesk/core/api/flashcards';
import { FLASHCARD_TEXT_MAX } from '@quietdesk/core/api/ai';
import { Button } from '~/components/ui/button';
import { SubmitOrCancel } from '~/components/ui/form';
import { CardSourceLine } from '~/components/ui/source-credits';
import { errorMessage } from '~/lib/api-client';
import { useDeleteCard } from '../api/delete-card';
import { useSaveCard } from '../api/save-card';
import { alertClass, inputClass } from './styles';

/** The deck's cards, each editable in place, and a form to add one. */
export function CardList({ deck }: { deck: Deck }) {
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const remove = useDeleteCard(deck.id);
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">Cards</h3>
        <Button variant="secondary" size="sm" onClick={() => setAdding(true)} disabled={adding}>
          <Plus className="size-4" aria-hidden /> Add card
        </Button>
      </div>
      {adding && <CardForm deckId={deck.id} onDone={() => setAdding(false)} />}
      <ol className="mt-3 space-y-2" data-testid="deck-cards">
        {deck.cards.map((card, i) =>
          editing === card.id ? (
            <li key={card.id}>
              <CardForm deckId={deck.id} card={card} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={card.id} className="flex items-start gap-3 rounded-xl border border-line p-3">
              <span className="text-sm text-muted">{i + 1}.</span>
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium whitespace-pre-line break-words">{card.question}</p>
                <p className="mt-1 whitespace-pre-line break-words text-muted">{card.answer}</p>
                {card.tags && <CardTags tags={card.tags} />}
                <div className="mt-1">
                  <CardSourceLine source={card.source} />
                </div>
              </div>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setEditing(card.id)}
                aria-label={`Edit card ${i + 1}`}
              >
                <Pencil className="size-4" aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete card ${i + 1}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(card.id)}
              >
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </li>
          ),
        )}
      </ol>
    </div>
  );
}

/** The card's tags, small and quiet: they sort cards, they are not what is studied. */
function CardTags({ tags }: { tags: string[] }) {
  return (
    <ul aria-label="Tags" className="mt-2 flex flex-wrap gap-1">
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full border border-line px-2 py-0.5 text-xs break-all text-muted"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}

function CardForm({
  deckId,
  card,
  onDone,
}: {
  deckId: string;
  card?: SavedCard;
  onDone: () => void;
}) {
  const [question, setQuestion] = useState(card?.question ?? '');
  const [answer, setAnswer] = useState(card?.answer ?? '');
  const save = useSaveCard(deckId);
  const prefix = card ? `edit-${card.id}` : 'new-card';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!question.trim() || !answer.trim()) return;
    save.mutate({ card: { question, answer }, cardId: card?.id }, { onSuccess: onDone });
  };
  return (
    <form
      onSubmit={submit}
      className="mt-3 space-y-2 rounded-xl border border-line p-3"
      aria-label={card ? 'Edit card' : 'New card'}
    >
      {(
        [
          ['q', 'Question', question, setQuestion],
          ['a', 'Answer', answer, setAnswer],
        ] as const
      ).map(([side, label, value, setValue]) => (
        <Fragment key={side}>
          <label htmlFor={`${prefix}-${side}`} className="block text-sm font-medium">
            {label}
          </label>
          <textarea
            id={`${prefix}-${side}`}
            rows={2}
            value={value}
            maxLength={FLASHCARD_TEXT_MAX}
            onChange={(e) => setValue(e.target.value)}
            className={inputClass}
            // The question is what one writes first.
            autoFocus={side === 'q'}
          />
        </Fragment>
      ))}
      <SubmitOrCancel
        label={card ? 'Save card' : 'Add'}
        disabled={!question.trim() || !answer.trim() || save.isPending}
        onCancel={onDone}
      />
      {save.isError && (
        <p role="alert" className={alertClass}>
          {errorMessage(save.error, 'The card could not be saved. Please try again.')}
        </p>
      )}
    </form>
  );
}
