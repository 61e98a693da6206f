import * as Popover from '@radix-ui/react-popover';
import { clsx } from 'clsx';
import { Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useId } from 'react';
import { Button } from '~/components/ui/button';
import { IconButton } from '~/components/ui/icon-button';
import { menuContentClass, menuLabelClass } from '~/components/ui/menu';
import { useSoundState } from '../hooks/use-sound';
import { soundStore } from '../model/sound-store';
import { SOUND_OPTIONS, VOLUME_STEP, soundOption } from '../model/sounds';

/** Header speaker button: pick an ambient sound, set the volume, play or pause. */
export function SoundPlayer({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { sound, playing, preparing, volume, engineAvailable } = useSoundState();
  const groupId = useId();
  const label = playing ? `Ambient sound: ${soundOption(sound).name} playing` : 'Ambient sounds';
  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger asChild>
        <IconButton label={label} className={clsx(playing && 'text-accent-text')}>
          {playing ? (
            <Volume2 className="size-5" aria-hidden />
          ) : (
            <VolumeX className="size-5" aria-hidden />
          )}
        </IconButton>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className={clsx(menuContentClass, 'w-72 p-3')}
          aria-label="Ambient sound player"
        >
          <fieldset>
            <legend id={groupId} className={menuLabelClass}>
              Ambient sound
            </legend>
            <div className="mt-1 grid gap-1">
              {SOUND_OPTIONS.map((option) => (
                <label
                  key={option.id}
                  className="flex items-center gap-3 rounded-lg px-2 py-2 text-sm hover:bg-subtle has-[:checked]:font-semibold"
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

          <div className="mt-3 px-2">
            <div className="flex items-center justify-between text-sm">
              <span id={`${groupId}-volume`} className="font-medium">
                Volume
              </span>
              <span className="text-muted tabular-nums">{Math.round(volume * 100)}%</span>
            </div>
            {/* A native range input: keyboard, touch and screen readers work out of the box. */}
            <input
              type="range"
              aria-labelledby={`${groupId}-volume`}
              aria-valuetext={`${Math.round(volume * 100)}%`}
              min={0}
              max={1}
              step={VOLUME_STEP}
              value={volume}
              onChange={(e) => soundStore.setVolume(Number(e.currentTarget.value))}
              className="mt-2 w-full accent-[var(--qd-accent)]"
            />
          </div>

          <Button
            className="mt-4 w-full"
            size="sm"
            disabled={sound === 'none'}
            aria-busy={preparing || undefined}
            onClick={() => (playing || preparing ? soundStore.pause() : void soundStore.play())}
          >
            {playing || preparing ? (
              <Pause className="size-4" aria-hidden />
            ) : (
              <Play className="size-4" aria-hidden />
            )}
            {preparing ? 'Preparing…' : playing ? 'Pause' : 'Play'}
          </Button>
          {!engineAvailable && (
            <p className="mt-3 px-2 text-xs text-muted">
              Sounds arrive soon: your choice and volume are saved, but audio playback is not
              switched on yet.
            </p>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
