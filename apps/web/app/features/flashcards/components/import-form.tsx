import { Upload } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { DECK_TITLE_MAX, type ImportResponse } from '@quietdesk/core/api/flashcards';
import { Button } from '~/components/ui/button';
import { errorMessage } from '~/lib/api-client';
import { useImportDeck } from '../api/import-deck';
import { alertClass, inputClass, cardClass } from './styles';

/** Import Anki text (File → Export → Notes in Plain Text) or a CSV of question,answer rows. */
export function ImportForm({ onImported }: { onImported: (deckId: string) => void }) {
  const ids = useId();
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ImportResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const importDeck = useImportDeck();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || importDeck.isPending) return;
    setError(null);
    setResult(null);
    const text = await file.text();
    const name =
      title.trim() || file.name.replace(/\.[^.]+$/, '').slice(0, DECK_TITLE_MAX) || 'Imported deck';
    importDeck.mutate(
      { title: name, text },
      {
        onSuccess: (response) => {
          setResult(response);
          onImported(response.deck.id);
        },
        onError: (err) =>
          setError(errorMessage(err, 'The file could not be imported. Please try again.')),
      },
    );
  };

  return (
    <form onSubmit={submit} className={cardClass} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="text-lg font-semibold">
        Import cards
      </h2>
      <p className="mt-1 text-sm text-muted">
        A text file exported from Anki (Notes in Plain Text) or a CSV with question and answer
        columns.
      </p>
      <label htmlFor={`${ids}-file`} className="mt-3 block text-sm font-medium">
        File
      </label>
      <input
        id={`${ids}-file`}
        type="file"
        accept=".txt,.tsv,.csv,text/plain,text/csv,text/tab-separated-values"
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border file:border-line file:bg-subtle file:px-3 file:py-1.5 file:text-ink"
      />
      <label htmlFor={`${ids}-name`} className="mt-3 block text-sm font-medium">
        Deck title (optional)
      </label>
      <input
        id={`${ids}-name`}
        value={title}
        maxLength={DECK_TITLE_MAX}
        onChange={(e) => setTitle(e.target.value)}
        className={`mt-1 h-10 ${inputClass}`}
      />
      <Button
        type="submit"
        variant="secondary"
        className="mt-3"
        disabled={!file || importDeck.isPending}
      >
        <Upload className="size-4" aria-hidden /> Import
      </Button>
      <div role="status" aria-live="polite" className="mt-3 text-sm" data-testid="import-result">
        {result && (
          <>
            <p>
              Imported {result.imported} {result.imported === 1 ? 'card' : 'cards'} into{' '}
              {result.decks.map((d) => `“${d.title}”`).join(', ')}.
              {result.skipped.length > 0 &&
                ` Skipped ${result.skipped.length} ${result.skipped.length === 1 ? 'line' : 'lines'}:`}
            </p>
            {result.skipped.length > 0 && (
              <ul className="mt-1 list-disc pl-5 text-muted">
                {result.skipped.slice(0, 20).map((s) => (
                  <li key={s.line}>
                    Line {s.line}: {s.reason}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      {error && (
        <p role="alert" className={`mt-2 ${alertClass}`}>
          {error}
        </p>
      )}
    </form>
  );
}
