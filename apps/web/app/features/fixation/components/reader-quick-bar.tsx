import { clsx } from 'clsx';
import { Pause, Play, Square } from 'lucide-react';
import { useId } from 'react';
import { FIXATION_RATIO } from '@quietdesk/core/fixation/constants';
import { Button } from '~/components/ui/button';
import type { Speech } from '../hooks/use-speech';
import { formatRatio, roundRatio } from '../model/shortcuts';

/** What the quick bar and the reader settings drive: fixation strength and reading aloud. */
export interface ReaderControls {
  ratio: number;
  onRatioChange(ratio: number): void;
  speech: Speech;
  /** What Play reads: the output, or the preview of the input. */
  speakText: string;
}

interface ReaderQuickBarProps extends ReaderControls {
  className?: string;
}

/**
 * What a reader reaches for while reading: the strength slider and Play/Stop (with
 * Pause/Resume). It stays in view above the processed text (sticky under the header) and sits
 * in the full-screen focus view's header, so strength can be tried against the text itself.
 */
export function ReaderQuickBar({
  ratio,
  onRatioChange,
  speech,
  speakText,
  className,
}: ReaderQuickBarProps) {
  const id = useId();
  const { canSpeak } = speech;
  return (
    <div
      className={clsx('flex flex-wrap items-center gap-x-4 gap-y-2', className)}
      data-testid="reader-quick-bar"
    >
      <div className="flex min-w-[12rem] flex-1 items-center gap-3">
        <label htmlFor={id} className="shrink-0 text-sm font-medium">
          Fixation strength
        </label>
        <RatioSlider
          id={id}
          ratio={ratio}
          onRatioChange={onRatioChange}
          className="min-w-0 flex-1 accent-accent"
        />
        <span className="w-10 text-right text-sm text-muted tabular-nums" aria-hidden>
          {formatRatio(ratio)}
        </span>
      </div>
      <SpeechButtons
        speech={speech}
        speakText={speakText}
        className="flex gap-2"
        title={canSpeak ? undefined : 'Turn on text-to-speech in the reader settings.'}
      />
    </div>
  );
}

/** The fixation strength slider, here and in the reader settings. */
export function RatioSlider({
  id,
  ratio,
  onRatioChange,
  className,
}: Pick<ReaderControls, 'ratio' | 'onRatioChange'> & { id: string; className: string }) {
  return (
    <input
      id={id}
      type="range"
      min={FIXATION_RATIO.min}
      max={FIXATION_RATIO.max}
      step={FIXATION_RATIO.step}
      value={ratio}
      aria-valuetext={formatRatio(ratio)}
      onChange={(e) => onRatioChange(roundRatio(Number(e.target.value)))}
      className={className}
    />
  );
}

/** Play/Stop and Pause/Resume, here and in the reader settings. */
export function SpeechButtons({
  speech,
  speakText,
  className,
  title,
}: {
  speech: Speech;
  speakText: string;
  className: string;
  title?: string;
}) {
  const { canSpeak, state } = speech;
  const [PlayIcon, playLabel] = state === 'idle' ? [Play, 'Play'] : [Square, 'Stop'];
  const [PauseIcon, pauseLabel] = state === 'paused' ? [Play, 'Resume'] : [Pause, 'Pause'];
  return (
    <div className={className}>
      <Button
        size="sm"
        variant={state === 'idle' ? 'primary' : 'secondary'}
        disabled={!canSpeak || (state === 'idle' && !speakText.trim())}
        title={title}
        onClick={() => (state === 'idle' ? speech.play(speakText) : speech.stop())}
      >
        <PlayIcon className="size-4" aria-hidden /> {playLabel}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={!canSpeak || state === 'idle'}
        onClick={() => (state === 'paused' ? speech.resume() : speech.pause())}
      >
        <PauseIcon className="size-4" aria-hidden /> {pauseLabel}
      </Button>
    </div>
  );
}
