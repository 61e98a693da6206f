import * as Popover from '@radix-ui/react-popover';
import { clsx } from 'clsx';
import { Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useId } from 'react';
import { IconButton } from '~/components/ui/icon-button';
import { menuContentClass } from '~/components/ui/menu';
import { useSoundState } from '../hooks/use-sound';
import { soundStore } from '../model/sound-store';
import { VOLUME_STEP, soundOption } from '../model/sounds';
import { MixEditor } from './mix-editor';
import { GESTURE_HINT, SoundPicker } from './sound-picker';

/**
 * Header sound player: a one-click Play/Pause for the chosen sound (after a reload the choice
 * shows as paused, since browsers start audio only after a click) and the speaker button that
 * opens the picker, volume and mix.
 */
export function SoundPlayer({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { sound, layers, playing, preparing, volume, engineAvailable } = useSoundState();
  const groupId = useId();
  const name = layers.length > 1 ? `${soundOption(sound).name} mix` : soundOption(sound).name;
  const label =
    sound === 'none'
      ? 'Ambient sounds'
      : `Ambient sound: ${name} ${playing ? 'playing' : 'paused'}`;
  return (
    // One outlined group when a sound is chosen: its Play/Pause reads as the sound's, not as a
    // second pause button beside the timer's.
    <div
      role="group"
      aria-label="Ambient sound"
      className={clsx('flex items-center', sound !== 'none' && 'rounded-xl border border-line')}
    >
      {sound !== 'none' && (
        <IconButton
          label={playing || preparing ? `Pause ${name}` : `Play ${name}`}
          title={playing || preparing ? `Pause ${name}` : `${name} is paused. ${GESTURE_HINT}`}
          onClick={() => (playing || preparing ? soundStore.pause() : void soundStore.play())}
          data-testid="sound-quick-toggle"
        >
          {playing || preparing ? (
            <Pause className="size-4" aria-hidden />
          ) : (
            <Play className="size-4" aria-hidden />
          )}
        </IconButton>
      )}
      <Popover.Root defaultOpen={defaultOpen}>
        <Popover.Trigger asChild>
          <IconButton label={label} className={clsx(playing && 'text-accent-text')}>
            {playing || sound !== 'none' ? (
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
            collisionPadding={8}
            className={clsx(
              menuContentClass,
              'max-h-[var(--radix-popover-content-available-height)] w-72 overflow-y-auto p-3',
            )}
            aria-label="Ambient sound player"
          >
            <SoundPicker />
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
            <div className="mt-3 border-t border-line pt-3">
              <MixEditor />
            </div>
            {!engineAvailable && (
              <p className="mt-3 px-2 text-xs text-muted">
                This browser has no Web Audio: your choice and volume are saved, but nothing can
                play here.
              </p>
            )}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
