import { ChevronLeft, ChevronRight, Highlighter, X } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Highlight, ReaderItem } from '@quietdesk/core/api/reader';
import { Button } from '~/components/ui/button';
import { alertClass, successClass } from '~/components/ui/form';
import { useCreateHighlight } from '../api/create-highlight';
import { useReaderItem } from '../api/get-reader-item';
import { useSavePosition } from '../api/save-position';
import { anchorOf, locate } from '../model/anchor';
import { paragraphsOf, sectionIndexAt, sectionViews } from '../model/document';
import { readingLoadFailure } from '../model/errors';
import { FONT_FAMILIES } from '../model/look';
import { selectionOffsets, type TextSelection } from '../model/selection';
import { CardMaker } from './card-maker';
import { HighlightedParagraph } from './highlighted-paragraph';
import { LookControls, useLook } from './look-controls';

interface DocumentReaderProps {
  itemId: string;
  highlightId: string | null;
  onClose(): void;
}

export function DocumentReader({ itemId, highlightId, onClose }: DocumentReaderProps) {
  const item = useReaderItem(itemId);
  if (item.isPending) return <p className="mt-4 text-sm text-muted">Opening…</p>;
  if (item.isError) {
    return (
      <div role="alert" className={`${alertClass} mt-4`}>
        {readingLoadFailure(item.error)}{' '}
        <button type="button" className="underline" onClick={onClose}>
          Close
        </button>
      </div>
    );
  }
  return <OpenDocument item={item.data} highlightId={highlightId} onClose={onClose} />;
}

const SAVE_DELAY_MS = 800;
/** The app's sticky header (h-16). */
const PAGE_HEADER_PX = 64;

function OpenDocument({
  item,
  highlightId,
  onClose,
}: {
  item: ReaderItem;
  highlightId: string | null;
  onClose(): void;
}) {
  const ids = { heading: useId(), section: useId() };
  const look = useLook();
  const views = useMemo(() => sectionViews(item.text, item.sections), [item.text, item.sections]);
  const unit = item.kind === 'pdf' ? 'page' : item.kind === 'epub' ? 'chapter' : 'part';
  const target = item.highlights.find((h) => h.id === highlightId);
  // Where to open: a card's highlight (found again by its words if the text moved), else where
  // the person stopped.
  const startAt = useMemo(() => {
    if (!target) return item.position;
    return locate(item.text, target)?.start ?? target.start;
  }, [item, target]);
  const [index, setIndex] = useState(() => sectionIndexAt(views, startAt));
  const view = views[index]!;
  const paragraphs = useMemo(() => paragraphsOf(item.text, view), [item.text, view]);
  const articleRef = useRef<HTMLDivElement>(null);
  const [selection, setSelection] = useState<TextSelection | null>(null);
  const [making, setMaking] = useState<TextSelection | null>(null);
  const [message, setMessage] = useState('');
  const highlight = useCreateHighlight(item.id);

  // Saving the place: the first paragraph at the top of the screen, a moment after the last
  // move, and at once on close.
  const save = useSavePosition();
  const position = useRef(item.position);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Closing navigates, and the reader stays on the page until that navigation ends: a scroll
  // meanwhile (the person already scrolling up) is not reading it, and must not move the place.
  const closed = useRef(false);
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    save.mutate({ id: item.id, position: position.current });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- save.mutate is stable
  }, [item.id]);
  const remember = useCallback(
    (offset: number) => {
      if (closed.current || offset === position.current) return;
      position.current = offset;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush],
  );
  useEffect(() => () => void (timer.current !== undefined && flush()), [flush]);

  // The reading line: just under the page header and this reader's own sticky bar. The place
  // saved is the paragraph there, and reopening puts that paragraph back there, so opening and
  // closing never moves it.
  const barRef = useRef<HTMLDivElement>(null);
  const readingLine = () => PAGE_HEADER_PX + (barRef.current?.offsetHeight ?? 0) + 8;
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const line = readingLine();
        const nodes = articleRef.current?.querySelectorAll<HTMLElement>('[data-start]') ?? [];
        for (const node of nodes) {
          if (node.getBoundingClientRect().bottom > line) {
            remember(Number(node.dataset.start));
            return;
          }
        }
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [remember]);

  // On open: bring the saved place (or the card's highlight) into view.
  useEffect(() => {
    const root = articleRef.current;
    if (!root) return;
    const mark = target ? root.querySelector<HTMLElement>(`[data-highlight="${target.id}"]`) : null;
    const paragraph = [...root.querySelectorAll<HTMLElement>('[data-start]')]
      .filter((node) => Number(node.dataset.start) <= startAt)
      .pop();
    if (mark) mark.scrollIntoView({ block: 'center' });
    else if (paragraph && startAt > view.start) {
      window.scrollBy(0, paragraph.getBoundingClientRect().top - readingLine());
    }
    (mark ?? root.closest('section'))?.focus({ preventScroll: true });
    // Only when the item opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const goTo = (next: number) => {
    if (next < 0 || next >= views.length) return;
    setIndex(next);
    setSelection(null);
    remember(views[next]!.start);
    articleRef.current?.closest('section')?.scrollIntoView({ block: 'start' });
  };

  const showHighlight = (h: Highlight) => {
    const next = sectionIndexAt(views, h.start);
    setIndex(next);
    requestAnimationFrame(() =>
      articleRef.current
        ?.querySelector<HTMLElement>(`[data-highlight="${h.id}"]`)
        ?.scrollIntoView({ block: 'center' }),
    );
  };

  const readSelection = () => {
    const root = articleRef.current;
    setSelection(root ? selectionOffsets(root, item.text) : null);
  };

  const close = () => {
    closed.current = true;
    flush();
    onClose();
  };

  return (
    <section
      aria-labelledby={ids.heading}
      tabIndex={-1}
      className="mt-4 rounded-2xl border border-line bg-surface/60 p-4 outline-none sm:p-6"
    >
      {/* Sticky under the page header: Close is at hand wherever the person is, so reaching
          for it does not scroll their place away. */}
      <div
        ref={barRef}
        className="sticky top-16 z-20 -mx-4 flex items-start justify-between gap-3 border-b border-line bg-surface/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6"
      >
        <div className="min-w-0">
          <h3 id={ids.heading} className="truncate text-lg font-semibold">
            {item.title}
          </h3>
          <p className="text-sm text-muted" aria-live="polite">
            {view.label}
            {views.length > 1 ? ` (${index + 1} of ${views.length})` : ''}
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={close}>
          <X aria-hidden className="size-4" /> Close
        </Button>
      </div>

      <div className="mt-3 flex flex-wrap items-center gap-2">
        {views.length > 1 && (
          <>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => goTo(index - 1)}
              disabled={index === 0}
            >
              <ChevronLeft aria-hidden className="size-4" /> Previous {unit}
            </Button>
            <label htmlFor={ids.section} className="sr-only">
              Go to {unit}
            </label>
            <select
              id={ids.section}
              className="h-9 max-w-56 rounded-xl border border-line bg-canvas px-2 text-sm"
              value={index}
              onChange={(event) => goTo(Number(event.target.value))}
            >
              {views.map((v) => (
                <option key={v.index} value={v.index}>
                  {v.label}
                </option>
              ))}
            </select>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => goTo(index + 1)}
              disabled={index === views.length - 1}
            >
              Next {unit} <ChevronRight aria-hidden className="size-4" />
            </Button>
          </>
        )}
      </div>
      <div className="mt-3">
        <LookControls />
      </div>

      <div
        ref={articleRef}
        onMouseUp={readSelection}
        onKeyUp={readSelection}
        onTouchEnd={readSelection}
        className="mx-auto mt-5 space-y-[1em] break-words"
        style={{
          fontFamily: FONT_FAMILIES[look.font],
          fontSize: `${look.size}px`,
          lineHeight: look.lineHeight,
          maxWidth: `${look.width}ch`,
        }}
      >
        {paragraphs.length === 0 ? (
          <p className="text-muted">
            This {unit} has no text to read: it looks like a scanned image.
          </p>
        ) : (
          paragraphs.map((p) => (
            <HighlightedParagraph
              key={p.start}
              start={p.start}
              text={p.text}
              highlights={item.highlights}
              current={target?.id}
            />
          ))
        )}
      </div>

      <div className="sticky bottom-2 mt-4 flex flex-wrap items-center gap-2" aria-live="polite">
        {selection && !making && (
          <>
            <Button size="sm" onClick={() => setMaking(selection)}>
              Make a card from the selection
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={highlight.isPending}
              onClick={() =>
                highlight.mutate(anchorOf(item.text, selection.start, selection.end), {
                  onSuccess: () => {
                    setSelection(null);
                    setMessage('Highlighted.');
                  },
                  onError: (error) => setMessage(error.message),
                })
              }
            >
              <Highlighter aria-hidden className="size-4" /> Highlight
            </Button>
          </>
        )}
      </div>
      {message && <p className={`${successClass} mt-2`}>{message}</p>}
      {making && (
        <CardMaker
          itemId={item.id}
          itemTitle={item.title}
          text={item.text}
          start={making.start}
          end={making.end}
          onCancel={() => setMaking(null)}
          onDone={(done) => {
            setMaking(null);
            setSelection(null);
            setMessage(done);
          }}
        />
      )}

      <details className="mt-5">
        <summary className="cursor-pointer text-sm font-medium">
          Highlights ({item.highlights.length})
        </summary>
        {item.highlights.length === 0 ? (
          <p className="mt-2 text-sm text-muted">
            Select words in the text to highlight them or make a card.
          </p>
        ) : (
          <ul className="mt-2 space-y-2">
            {item.highlights.map((h) => (
              <li key={h.id} className="text-sm">
                <button
                  type="button"
                  className="text-left underline-offset-2 hover:underline"
                  onClick={() => showHighlight(h)}
                >
                  “{h.quote.length > 160 ? `${h.quote.slice(0, 160)}…` : h.quote}”
                </button>
                <span className="text-muted">
                  {' '}
                  · {h.section ?? 'Text'}
                  {h.card_id ? ' · card made' : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </details>
    </section>
  );
}
