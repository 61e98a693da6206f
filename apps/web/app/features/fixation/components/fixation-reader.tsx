import { ArrowLeft, BarChart3, Gauge, Maximize2, ClipboardPaste, X } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { FIXATION_RATIO } from '@quietdesk/core/fixation/constants';
import { classifyReaderInput } from '@quietdesk/core/fixation/process';
import { Button } from '~/components/ui/button';
import { useStore } from '~/lib/create-store';
import type { ReaderResult } from '../api/reader-result';
import { useProcessInput } from '../api/use-process-input';
import { useReaderShortcuts } from '../hooks/use-reader-shortcuts';
import { useSpeech } from '../hooks/use-speech';
import { readerErrorMessage } from '../model/errors';
import { stepRatio } from '../model/shortcuts';
import { formatCheckDate } from '../model/speed-check';
import { saveSpeedCheck, speedCheckStore } from '../model/stores';
import { AnalysisPanel } from './analysis-panel';
import { FixationText } from './fixation-text';
import { FocusView } from './focus-view';
import { ReaderQuickBar } from './reader-quick-bar';
import { ReaderSettings } from './reader-settings';
import { ShortcutsHelp } from './shortcuts-help';
import { SpeedCheckDialog } from './speed-check-dialog';

const HONEST_NOTE =
  'Fixation bolding is a reading aid; research has not shown it makes most people read faster — measure it for yourself.';

/** Keeps what the reader shows in the person's library (the route hands in the library's). */
interface ReadingKeeper {
  keep(reading: { kind: 'paste' | 'url'; title: string; source: string; text: string }): void;
  /** Where the person is in the shown text (an offset into it). */
  savePlace(offset: number): void;
  forget(): void;
  /** What became of the last keep, said under the title. */
  note: string;
}

/**
 * Below the sticky page header (64 px) and the quick bar under it (about 56 px): the text there
 * is where the person is reading.
 */
const READING_LINE_PX = 128;

/** The offset in the text at the top of the screen, from the blocks FixationText renders. */
function offsetAtTop(region: Element, textLength: number): number | null {
  const blocks = [...region.querySelectorAll<HTMLElement>('[data-offset]')];
  for (const [i, block] of blocks.entries()) {
    const rect = block.getBoundingClientRect();
    if (rect.bottom <= READING_LINE_PX) continue;
    const start = Number(block.dataset.offset);
    const end = i + 1 < blocks.length ? Number(blocks[i + 1]!.dataset.offset) : textLength;
    const past = rect.height > 0 ? (READING_LINE_PX - rect.top) / rect.height : 0;
    return start + Math.round((end - start) * Math.min(1, Math.max(0, past)));
  }
  return null;
}

/** The Fixation Reader screen (docs/product.md §2, §4, §5, §8). */
export function FixationReader({ keeper }: { keeper?: ReadingKeeper } = {}) {
  const ids = { input: useId(), analysis: useId(), hint: useId() };
  const [input, setInput] = useState('');
  const [ratio, setRatio] = useState(FIXATION_RATIO.default);
  const [result, setResult] = useState<ReaderResult | null>(null);
  const [view, setView] = useState<'input' | 'output'>('input');
  const [error, setError] = useState<string | null>(null);
  /** The web address that could not be read, and whether no connection was the reason. */
  const [failedUrl, setFailedUrl] = useState<{ url: string; offline: boolean } | null>(null);
  /** The address whose text the person chose to paste instead (a hint above the box). */
  const [pasteFor, setPasteFor] = useState<string | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [showAnalysis, setShowAnalysis] = useState(false);
  const [speedCheckOpen, setSpeedCheckOpen] = useState(false);
  const speedCheck = useStore(speedCheckStore, null);
  const speech = useSpeech();
  const mutation = useProcessInput();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const expandRef = useRef<HTMLButtonElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  // A new error is brought fully into view, below the sticky header (its scroll margin).
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);

  // The slider and typing stay responsive: bolding re-renders at low priority, and only the
  // blocks near the viewport are re-tokenized (see FixationText).
  const deferredRatio = useDeferredValue(ratio);
  const deferredInput = useDeferredValue(input);
  const showingOutput = view === 'output' && result !== null;
  const displayText = showingOutput ? result.original_text : deferredInput;
  // The settings and the quick bar above the output drive the same strength and speech.
  const controls = { ratio, onRatioChange: setRatio, speech, speakText: displayText };
  const processing = mutation.isPending;
  const classified = classifyReaderInput(input);

  const submit = () => {
    const current = classifyReaderInput(input);
    if (!current || mutation.isPending) return;
    speech.stop();
    setError(null);
    setFailedUrl(null);
    mutation.mutate(
      { input: current, ratio },
      {
        onSuccess: (data) => {
          setResult(data);
          setView('output');
          keeper?.keep({
            kind: current.kind === 'url' ? 'url' : 'paste',
            title: data.title ?? '',
            source: current.kind === 'url' ? (data.source_url ?? current.url) : '',
            text: data.original_text,
          });
        },
        onError: (err) => {
          // docs/product.md §4: on failure the output and analysis are cleared.
          setResult(null);
          setShowAnalysis(false);
          setView('input');
          setError(readerErrorMessage(err, current.kind));
          if (current.kind === 'url') {
            setFailedUrl({ url: current.url, offline: err instanceof TypeError });
          }
        },
      },
    );
  };

  // The box empties for the page's text, and says which page it is for.
  const pasteInstead = () => {
    setPasteFor(failedUrl?.url ?? null);
    setInput('');
    setError(null);
    setFailedUrl(null);
    requestAnimationFrame(() => textareaRef.current?.focus());
  };

  const backToEdit = () => {
    speech.stop();
    keeper?.forget();
    setView('input');
    requestAnimationFrame(() => textareaRef.current?.focus());
  };

  // Where the person is in a kept text, as they scroll it.
  const outputRef = useRef<HTMLDivElement>(null);
  const shownLength = showingOutput ? result.original_text.length : 0;
  useEffect(() => {
    if (!keeper || !shownLength) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const region = outputRef.current;
        const offset = region ? offsetAtTop(region, shownLength) : null;
        if (offset !== null) keeper.savePlace(offset);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [keeper, shownLength]);

  useReaderShortcuts({
    enabled: !speedCheckOpen,
    expand: () => {
      if (showingOutput) setExpanded(true);
    },
    playPause: () => speech.toggle(displayText),
    strength: (direction) => setRatio((r) => stepRatio(r, direction)),
  });

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-semibold tracking-tight">Fixation Reader</h1>
        <p className="mt-2 max-w-3xl text-muted">
          Paste text or a web address. The first part of each word is shown in bold to give your
          eyes an anchor; you can also have the text read aloud.
        </p>
        <p className="mt-3 flex max-w-3xl flex-wrap items-center gap-x-3 gap-y-2 text-sm">
          <span>{HONEST_NOTE}</span>
          <Button size="sm" variant="secondary" onClick={() => setSpeedCheckOpen(true)}>
            <Gauge className="size-4" aria-hidden />
            {speedCheck ? 'Check my reading speed again' : 'Check my reading speed'}
          </Button>
        </p>
        {speedCheck && (
          <p className="mt-2 text-sm text-muted" data-testid="speed-summary">
            Your check on {formatCheckDate(speedCheck.measuredAt)}: {speedCheck.plainWpm} wpm plain,{' '}
            {speedCheck.fixationWpm} wpm with fixation.{' '}
            <button
              type="button"
              className="font-medium text-accent-text underline underline-offset-2"
              onClick={() => saveSpeedCheck(null)}
            >
              Reset
            </button>
          </p>
        )}
      </header>

      <ReaderSettings {...controls} withoutQuickControls={showingOutput} />

      {error && (
        <div
          ref={errorRef}
          role="alert"
          className="scroll-mt-24 scroll-mb-4 rounded-xl border break-words border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200"
        >
          <strong>Error:</strong> {error}
          {failedUrl && (
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
              <p>
                {failedUrl.offline
                  ? 'There is no internet connection, so the page cannot be fetched.'
                  : 'The page could not be read from here.'}{' '}
                You can copy its text and read it here.
              </p>
              <Button size="sm" variant="secondary" onClick={pasteInstead}>
                <ClipboardPaste className="size-4" aria-hidden /> Paste the text instead
              </Button>
            </div>
          )}
        </div>
      )}

      <section
        aria-label={showingOutput ? 'Processed text' : 'Input'}
        className="rounded-2xl border border-line bg-surface p-5 shadow-sm"
      >
        {showingOutput ? (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="mr-auto min-w-0 truncate text-lg font-semibold">
                {result.title || 'Processed text'}
              </h2>
              <Button size="sm" variant="ghost" onClick={backToEdit}>
                <ArrowLeft className="size-4" aria-hidden /> Edit text
              </Button>
              <Button
                ref={expandRef}
                size="sm"
                variant="secondary"
                onClick={() => setExpanded(true)}
              >
                <Maximize2 className="size-4" aria-hidden /> Expand
              </Button>
            </div>
            {result.source_url && (
              <p className="mt-1 truncate text-sm text-muted">
                From{' '}
                <a
                  href={result.source_url}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="text-accent-text underline underline-offset-2"
                >
                  {result.source_url}
                </a>
              </p>
            )}
            {keeper?.note && (
              <p className="mt-1 text-sm text-muted" role="status" data-testid="kept-note">
                {keeper.note}
              </p>
            )}
            {/* Sticky under the 64 px header: the slider stays beside the text it changes. */}
            <ReaderQuickBar
              className="sticky top-16 z-20 -mx-2 mt-3 rounded-xl border border-line bg-surface/95 px-3 py-2 shadow-sm backdrop-blur"
              {...controls}
            />
            <div ref={outputRef}>
              <FixationText
                text={result.original_text}
                ratio={deferredRatio}
                spokenOffset={speech.spokenOffset}
                label="Processed text with fixation bolding"
                scroll="page"
                className="mt-4 rounded-xl bg-canvas/60 p-4 text-lg leading-8"
              />
            </div>
            <Button
              size="sm"
              variant="ghost"
              className="mt-3"
              aria-expanded={showAnalysis}
              aria-controls={ids.analysis}
              onClick={() => setShowAnalysis((s) => !s)}
            >
              <BarChart3 className="size-4" aria-hidden />
              {showAnalysis ? 'Hide Analysis' : 'Show Analysis'}
            </Button>
            {showAnalysis && (
              <AnalysisPanel
                id={ids.analysis}
                text={result.original_text}
                analysis={result.analysis}
                speedCheck={speedCheck}
                onResetSpeedCheck={() => saveSpeedCheck(null)}
                onStartSpeedCheck={() => setSpeedCheckOpen(true)}
              />
            )}
          </>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <div className="flex items-center justify-between gap-2">
              <label htmlFor={ids.input} className="text-lg font-semibold">
                Text or web address
              </label>
              <Button
                size="sm"
                variant="ghost"
                disabled={!input || processing}
                onClick={() => {
                  setInput('');
                  setError(null);
                  textareaRef.current?.focus();
                }}
              >
                <X className="size-4" aria-hidden /> Clear text
              </Button>
            </div>
            {pasteFor && (
              <p className="mt-1 text-sm break-words text-muted" data-testid="paste-for">
                Paste the text of {pasteFor} here, copied from the page.
              </p>
            )}
            <textarea
              ref={textareaRef}
              id={ids.input}
              value={input}
              onChange={(e) => setInput(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                  e.preventDefault();
                  submit();
                }
              }}
              aria-describedby={ids.hint}
              rows={8}
              spellCheck={false}
              placeholder="Paste an article, or a link starting with https://"
              className="mt-2 block w-full resize-y rounded-xl border border-line bg-canvas/60 p-3 text-base leading-7 text-ink placeholder:text-muted"
            />
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <Button type="submit" disabled={!classified || processing}>
                {processing ? 'Processing...' : 'Process Text'}
              </Button>
              <p id={ids.hint} className="text-sm text-muted">
                {classified?.kind === 'url'
                  ? 'This looks like a web address: the page will be fetched and its text extracted.'
                  : 'Ctrl/⌘ + Enter processes the text.'}
              </p>
            </div>
            {deferredInput.trim() && classifyReaderInput(deferredInput)?.kind === 'text' && (
              <div className="mt-5">
                <h2 className="text-sm font-medium text-muted">Preview</h2>
                <FixationText
                  text={deferredInput}
                  ratio={deferredRatio}
                  spokenOffset={speech.spokenOffset}
                  label="Preview with fixation bolding"
                  className="mt-2 max-h-[50vh] rounded-xl bg-canvas/60 p-4 text-lg leading-8"
                />
              </div>
            )}
          </form>
        )}
      </section>

      <ShortcutsHelp />

      {showingOutput && (
        <FocusView
          open={expanded}
          onOpenChange={setExpanded}
          text={result.original_text}
          ratio={deferredRatio}
          spokenOffset={speech.spokenOffset}
          title={result.title || 'Focus view'}
          returnFocusRef={expandRef}
          onRatioChange={setRatio}
          speech={speech}
        />
      )}
      <SpeedCheckDialog
        open={speedCheckOpen}
        onOpenChange={setSpeedCheckOpen}
        ratio={ratio}
        onSave={saveSpeedCheck}
      />
    </div>
  );
}
