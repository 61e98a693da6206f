import { useSoundState } from '../hooks/use-sound';
import { describeLayers } from '../model/mixes';
import { soundStore } from '../model/sound-store';
import { soundOption } from '../model/sounds';

/** Timer setting (shown among the timer's settings): the chosen sounds follow focus phases. */
export function FocusSoundSetting() {
  const { playWithFocus, layers } = useSoundState();
  return (
    <div className="mt-4 border-t border-line pt-3 text-sm">
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={playWithFocus}
          onChange={(e) => soundStore.setPlayWithFocus(e.currentTarget.checked)}
          className="size-4 accent-[var(--qd-accent)]"
        />
        Play ambient sound during focus, pause it in breaks
      </label>
      <p className="mt-1 pl-6 text-xs text-muted" data-testid="focus-sound-choice">
        {layers.length
          ? `Plays: ${describeLayers(layers, (s) => soundOption(s).name)}.`
          : 'Choose a sound or a mix with the speaker button in the header.'}
      </p>
    </div>
  );
}
