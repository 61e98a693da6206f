import { clsx } from 'clsx';
import { useId } from 'react';
import { SPEECH_RATE } from '@quietdesk/core/fixation/constants';
import { formatRatio } from '../model/shortcuts';
import { RatioSlider, SpeechButtons, type ReaderControls } from './reader-quick-bar';

interface ReaderSettingsProps extends ReaderControls {
  /**
   * While the output shows, strength and Play/Stop live in the quick bar above the text (so
   * they stay in view); these settings then keep only the speech switch, speed and voice.
   */
  withoutQuickControls?: boolean;
}

const sliderClass = 'mt-2 w-full accent-accent';

/** Text-to-speech switch, Play/Stop, Pause/Resume, strength and speed sliders, voice picker. */
export function ReaderSettings({
  ratio,
  onRatioChange,
  speech,
  speakText,
  withoutQuickControls = false,
}: ReaderSettingsProps) {
  const ids = { ratio: useId(), rate: useId(), voice: useId(), status: useId() };
  const { checked, supported, voices, voice, settings, state } = speech;
  const noVoices = supported && voices.length === 0;
  const status = !checked
    ? ''
    : !supported
      ? 'Text-to-speech is not available in this browser.'
      : noVoices
        ? 'No speech voices are available in this browser yet, so read-aloud is unavailable.'
        : !settings.enabled
          ? 'Turn on text-to-speech to hear the text read aloud.'
          : state === 'speaking'
            ? 'Speaking…'
            : state === 'paused'
              ? 'Paused.'
              : 'Ready to read aloud.';

  return (
    <section
      aria-label="Reader settings"
      className="grid gap-5 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className="flex flex-col gap-3 sm:col-span-2 lg:col-span-1">
        <div className="flex items-center gap-3">
          <button
            type="button"
            role="switch"
            aria-checked={settings.enabled}
            aria-describedby={ids.status}
            disabled={!supported}
            onClick={() => speech.update({ enabled: !settings.enabled })}
            className={clsx(
              'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-line transition-colors disabled:opacity-50',
              settings.enabled ? 'bg-accent' : 'bg-subtle',
            )}
          >
            <span className="sr-only">Text-to-speech</span>
            <span
              aria-hidden
              className={clsx(
                'inline-block size-4 rounded-full bg-surface shadow transition-transform',
                settings.enabled ? 'translate-x-6' : 'translate-x-1',
              )}
            />
          </button>
          <span className="text-sm font-medium" aria-hidden>
            Text-to-speech
          </span>
        </div>
        <SpeechButtons
          speech={speech}
          speakText={speakText}
          className={clsx('flex flex-wrap gap-2', withoutQuickControls && 'hidden')}
        />
        <p id={ids.status} role="status" className="text-xs text-muted">
          {status}
        </p>
      </div>

      <div hidden={withoutQuickControls}>
        <div className="flex justify-between text-sm font-medium">
          <label htmlFor={ids.ratio}>Fixation strength</label>
          <span className="text-muted tabular-nums" aria-hidden>
            {formatRatio(ratio)}
          </span>
        </div>
        <RatioSlider
          id={ids.ratio}
          ratio={ratio}
          onRatioChange={onRatioChange}
          className={sliderClass}
        />
      </div>

      <div>
        <div className="flex justify-between text-sm font-medium">
          <label htmlFor={ids.rate}>Speed</label>
          <span className="text-muted tabular-nums" aria-hidden>
            {settings.rate.toFixed(1)}×
          </span>
        </div>
        <input
          id={ids.rate}
          type="range"
          min={SPEECH_RATE.min}
          max={SPEECH_RATE.max}
          step={SPEECH_RATE.step}
          value={settings.rate}
          aria-valuetext={`${settings.rate.toFixed(1)} times`}
          disabled={!supported}
          onChange={(e) => speech.update({ rate: Math.round(Number(e.target.value) * 10) / 10 })}
          className={sliderClass}
        />
      </div>

      <div>
        <label htmlFor={ids.voice} className="text-sm font-medium">
          Voice
        </label>
        <select
          id={ids.voice}
          value={voice?.name ?? ''}
          disabled={!supported || voices.length === 0}
          onChange={(e) => speech.update({ voiceName: e.target.value || null })}
          className="mt-1 h-10 w-full rounded-xl border border-line bg-surface px-3 text-sm text-ink disabled:opacity-50"
        >
          {voices.length === 0 ? (
            <option value="">No voices available</option>
          ) : (
            voices.map((v) => (
              <option key={v.voiceURI || v.name} value={v.name}>
                {v.name} ({v.lang})
              </option>
            ))
          )}
        </select>
      </div>
    </section>
  );
}
