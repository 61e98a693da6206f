import { FileUp, Trash2 } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState, type DragEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { ReaderItemSummary } from '@quietdesk/core/api/reader';
import { Button } from '~/components/ui/button';
import { alertClass } from '~/components/ui/form';
import { ApiError } from '~/lib/api-client';
import { READER_FILE_MAX_BYTES } from '@quietdesk/core/reader/limits';
import { useCreateReaderItem } from '../api/create-reader-item';
import { findReaderItem } from '../api/find-reader-item';
import { useSavePosition } from '../api/save-position';
import { contentHash } from '../model/content-hash';
import { useDeleteReaderItem } from '../api/delete-reader-item';
import { useReaderItems } from '../api/get-reader-items';
import { ACCEPTED_FILES, openFile } from '../model/open-file';
import { ReaderFileError } from '../model/reader-file-error';

// The open text's view (paragraphs, highlights, card maker) loads when an item is opened, not
// with the screen.
const DocumentReader = lazy(() =>
  import('./document-reader').then((module) => ({ default: module.DocumentReader })),
);

const KIND_LABELS: Record<ReaderItemSummary['kind'], string> = {
  pdf: 'PDF',
  epub: 'EPUB',
  text: 'Text',
  markdown: 'Markdown',
  paste: 'Pasted text',
  url: 'Web page',
};

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

function progressOf(item: ReaderItemSummary): string {
  const percent = item.char_count ? Math.round((item.position / item.char_count) * 100) : 0;
  return `${percent}% read`;
}

/**
 * "Your library": open a PDF, EPUB, .txt or .md file (chosen or dropped), keep it, and reopen
 * what was read before (files, and the texts and pages read above) at the place the person
 * stopped. The open item is in the address
 * (?item=…), so a card's link can bring the person back to it.
 */
export function ReaderLibrary() {
  const ids = { heading: useId(), input: useId(), status: useId() };
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get('item');
  const highlightId = searchParams.get('highlight');
  const items = useReaderItems();
  const create = useCreateReaderItem();
  const remove = useDeleteReaderItem();
  const save = useSavePosition();
  const inputRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  /** A long PDF's first page, readable while the rest is read. */
  const [firstPage, setFirstPage] = useState<string[] | null>(null);

  const open = (id: string | null) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete('highlight');
        if (id) next.set('item', id);
        else next.delete('item');
        return next;
      },
      { preventScrollReset: true },
    );

  const read = async (file: File | undefined) => {
    if (!file || busy) return;
    setBusy(true);
    setError('');
    setStatus(`Reading “${file.name}”…`);
    try {
      // The same file opened before reopens its item where the person stopped, unread again.
      const hash =
        file.size <= READER_FILE_MAX_BYTES ? await contentHash(await file.arrayBuffer()) : null;
      const known = hash ? await findReaderItem(hash) : undefined;
      if (known) {
        await save.mutateAsync({ id: known.id, position: known.position });
        setStatus(`“${known.title}” is in your library: opened where you stopped.`);
        open(known.id);
        return;
      }
      const document = await openFile(file, ({ done, total, firstPage: first }) => {
        setStatus(`Reading “${file.name}”: page ${done} of ${total}…`);
        if (first?.length) setFirstPage(first);
      });
      setStatus(`Keeping “${document.title}” in your library…`);
      const saved = await create.mutateAsync({ ...document, content_hash: hash });
      setStatus(`Opened “${saved.title}”.`);
      open(saved.id);
    } catch (caught) {
      setStatus('');
      setError(
        caught instanceof ReaderFileError || caught instanceof ApiError
          ? caught.message
          : `“${file.name}” could not be opened. Nothing was kept.`,
      );
    } finally {
      setFirstPage(null);
      setBusy(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void read(event.dataTransfer.files[0]);
  };

  return (
    <section aria-labelledby={ids.heading} className="mt-12">
      <h2 id={ids.heading} className="text-xl font-semibold">
        Your files and library
      </h2>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-dragging={dragging || undefined}
        className="mt-3 flex flex-col items-start gap-3 rounded-2xl border-2 border-dashed border-line p-5 data-[dragging]:border-accent data-[dragging]:bg-subtle sm:flex-row sm:items-center"
      >
        <input
          ref={inputRef}
          id={ids.input}
          type="file"
          accept={ACCEPTED_FILES}
          className="sr-only"
          aria-label="Open a PDF, EPUB, .txt or .md file"
          onChange={(event) => void read(event.target.files?.[0])}
          aria-describedby={ids.status}
        />
        <Button onClick={() => inputRef.current?.click()} disabled={busy}>
          <FileUp aria-hidden className="size-4" /> Open a file
        </Button>
        <p className="text-sm text-muted">
          or drop a PDF, EPUB, .txt or .md file here (up to 50 MB). The text is read in your browser
          and kept in your library; the file itself is not uploaded.
        </p>
      </div>
      <p id={ids.status} role="status" className="mt-2 min-h-5 text-sm text-muted">
        {status}
      </p>
      {error && (
        <p role="alert" className={`${alertClass} mt-2`}>
          {error}
        </p>
      )}

      {firstPage && (
        <article
          aria-label="First page, while the rest is read"
          data-first-page=""
          className="mt-4 space-y-[1em] rounded-2xl border border-line bg-surface/60 p-4 font-serif text-lg leading-relaxed sm:p-6"
        >
          {firstPage.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </article>
      )}

      {openId && (
        <Suspense fallback={<p className="mt-4 text-sm text-muted">Opening…</p>}>
          <DocumentReader
            key={openId}
            itemId={openId}
            highlightId={highlightId}
            onClose={() => open(null)}
          />
        </Suspense>
      )}

      <h3 className="mt-6 text-base font-semibold">Library</h3>
      {remove.isError && (
        <p role="alert" className={`${alertClass} mt-2`}>
          It could not be deleted. {remove.error.message}
        </p>
      )}
      {items.isPending ? (
        <p className="mt-2 text-sm text-muted">Loading your library…</p>
      ) : items.isError ? (
        <p role="alert" className={`${alertClass} mt-2`}>
          Your library could not be loaded. {items.error.message}
        </p>
      ) : items.data.length === 0 ? (
        <p className="mt-2 text-sm text-muted">
          Nothing here yet: the texts, web pages and files you open are kept here with the place you
          stopped.
        </p>
      ) : (
        <ul
          className="mt-2 divide-y divide-line rounded-2xl border border-line"
          aria-label="Library"
        >
          {items.data.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <button
                  type="button"
                  className="text-left font-medium underline-offset-2 hover:underline focus-visible:outline-2"
                  onClick={() => open(item.id)}
                  aria-current={item.id === openId ? 'true' : undefined}
                >
                  {item.title}
                </button>
                <p className="text-xs text-muted">
                  {KIND_LABELS[item.kind]}
                  {item.source ? ` · ${item.source}` : ''} · {progressOf(item)} · last read{' '}
                  <time dateTime={item.opened_at}>
                    {dateFormat.format(new Date(item.opened_at))}
                  </time>
                  {item.highlight_count
                    ? ` · ${item.highlight_count} highlight${item.highlight_count === 1 ? '' : 's'}`
                    : ''}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete “${item.title}” from your library`}
                disabled={remove.isPending}
                onClick={() => {
                  if (!window.confirm(`Delete “${item.title}” and its highlights?`)) return;
                  remove.mutate(item.id, { onSuccess: () => item.id === openId && open(null) });
                }}
              >
                <Trash2 aria-hidden className="size-4" /> Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
