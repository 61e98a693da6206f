import { Pause, Play } from 'lucide-react';
import { useId } from 'react';
import { Button } from '~/components/ui/button';
import { menuLabelClass } from '~/components/ui/menu';
import { useSoundState } from '../hooks/use-sound';
import { soundStore } from '../model/sound-store';
import { SOUND_OPTIONS } from '../model/sounds';

/** Browsers start audio only after a click on the page; said where playback waits for one. */
export const GESTURE_HINT = 'Browsers start sound only after a click: press Play to hear it.';

/**
 * The sound choice and Play/Pause, used by the header player and the dashboard card. Choosing
 * a sound plays it; choosing None stops it.
 */
export function SoundPicker({ compact = false }: { compact?: boolean }) {
  const { sound, playing, preparing, blocked } = useSoundState();
  const groupId = useId();
  return (
    <div>
      <fieldset>
        <legend id={groupId} className={menuLabelClass}>
          Ambient sound
        </legend>
        <div className={compact ? 'mt-1 flex flex-wrap gap-1' : 'mt-1 grid gap-1'}>
          {SOUND_OPTIONS.map((option) => (
            <label
              key={option.id}
              className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-subtle has-[:checked]:font-semibold"
            >
              <input
                type="radio"
                name={`${groupId}-sound`}
                value={option.id}
                checked={sound === option.id}
                onChange={() => soundStore.select(option.id)}
                className="size-4 accent-[var(--qd-accent)]"
              />
              {option.name}
            </label>
          ))}
        </div>
      </fieldset>
      <Button
        className="mt-3 w-full"
        size="sm"
        disabled={sound === 'none'}
        aria-busy={preparing || undefined}
        title={sound !== 'none' && !playing ? GESTURE_HINT : undefined}
        onClick={() => (playing || preparing ? soundStore.pause() : void soundStore.play())}
      >
        {playing || preparing ? (
          <Pause className="size-4" aria-hidden />
        ) : (
          <Play className="size-4" aria-hidden />
        )}
        {/* "sound": beside the timer's own Pause (the dashboard), each button says what it acts on. */}
        {preparing ? 'Preparing…' : playing ? 'Pause sound' : 'Play sound'}
      </Button>
      {blocked && !playing && (
        <p role="status" className="mt-2 text-xs text-warn">
          The browser held the sound back until you click. Press Play to start it.
        </p>
      )}
    </div>
  );
}
