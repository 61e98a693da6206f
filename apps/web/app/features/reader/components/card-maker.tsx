import { useId, useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { alertClass, Field, inputClass } from '~/components/ui/form';
import { ApiError } from '~/lib/api-client';
import { createCard } from '../api/create-card';
import { useCreateHighlight } from '../api/create-highlight';
import { useDecks } from '../api/get-decks';
import { anchorOf } from '../model/anchor';
import { clozeOf } from '../model/cloze';

const NEW_DECK = '__new';

interface CardMakerProps {
  itemId: string;
  itemTitle: string;
  text: string;
  start: number;
  end: number;
  onDone(message: string): void;
  onCancel(): void;
}

/**
 * A card from the selected words: question and answer filled as a cloze, editable, saved into
 * a chosen deck (or a new one); the highlight keeps the card, so its review links back here.
 */
export function CardMaker({
  itemId,
  itemTitle,
  text,
  start,
  end,
  onDone,
  onCancel,
}: CardMakerProps) {
  const ids = {
    heading: useId(),
    question: useId(),
    answer: useId(),
    deck: useId(),
    title: useId(),
  };
  const quote = text.slice(start, end);
  const [card, setCard] = useState(() => clozeOf(quote));
  const decks = useDecks(true);
  const [deck, setDeck] = useState('');
  const [newTitle, setNewTitle] = useState(itemTitle.slice(0, 120));
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const highlight = useCreateHighlight(itemId);
  const chosen = deck || (decks.data?.[0]?.id ?? NEW_DECK);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError('');
    try {
      const target = chosen === NEW_DECK ? { newDeckTitle: newTitle } : { deckId: chosen };
      const cardId = await createCard(target, card);
      await highlight.mutateAsync({ ...anchorOf(text, start, end), card_id: cardId });
      const deckTitle =
        chosen === NEW_DECK ? newTitle : decks.data?.find((d) => d.id === chosen)?.title;
      onDone(`Card saved to “${deckTitle}”. Its review links back to this place.`);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'The card could not be saved.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-labelledby={ids.heading}
      className="mt-4 space-y-3 rounded-2xl border border-line bg-surface p-4"
    >
      <h3 id={ids.heading} className="font-semibold">
        Make a card
      </h3>
      <blockquote className="border-l-4 border-accent pl-3 text-sm text-muted">{quote}</blockquote>
      <Field id={ids.question} label="Question">
        <textarea
          id={ids.question}
          className={inputClass}
          rows={3}
          value={card.question}
          onChange={(event) => setCard({ ...card, question: event.target.value })}
          required
        />
      </Field>
      <Field id={ids.answer} label="Answer">
        <input
          id={ids.answer}
          className={inputClass}
          value={card.answer}
          onChange={(event) => setCard({ ...card, answer: event.target.value })}
          required
        />
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={ids.deck} label="Deck">
          <select
            id={ids.deck}
            className={inputClass}
            value={chosen}
            onChange={(event) => setDeck(event.target.value)}
          >
            {decks.data?.map((d) => (
              <option key={d.id} value={d.id}>
                {d.title}
              </option>
            ))}
            <option value={NEW_DECK}>New deck…</option>
          </select>
        </Field>
        {chosen === NEW_DECK && (
          <Field id={ids.title} label="New deck title">
            <input
              id={ids.title}
              className={inputClass}
              value={newTitle}
              maxLength={120}
              onChange={(event) => setNewTitle(event.target.value)}
              required
            />
          </Field>
        )}
      </div>
      {error && (
        <p role="alert" className={alertClass}>
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save card'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
