import { clsx } from 'clsx';
import { Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { IconButton } from '~/components/ui/icon-button';
import { menuContentClass } from '~/components/ui/menu';
import { useSoundState } from '../hooks/use-sound';
import { soundStore } from '../model/sound-store';
import { VOLUME_STEP, soundOption } from '../model/sounds';
import { MixEditor } from './mix-editor';
import { GESTURE_HINT, SoundPicker } from './sound-picker';

const GAP = 8;

/**
 * Header sound player: a one-click Play/Pause for the chosen sound (after a reload the choice
 * shows as paused, since browsers start audio only after a click) and the speaker button that
 * opens the picker, volume and mix.
 *
 * The popup is the browser's own popover (top layer, Escape and a tap outside close it, focus
 * returns to the button) rather than a popover library: it is the first thing a visitor taps in
 * the header, so its code is part of every screen's first load and has to stay small.
 */
export function SoundPlayer() {
  const { sound, layers, playing, preparing, volume, engineAvailable } = useSoundState();
  const groupId = useId();
  const panelId = `${groupId}-player`;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);

  /** Places the popup under the button, right edges aligned, kept inside the viewport. */
  const place = (panel: HTMLElement) => {
    const box = triggerRef.current?.getBoundingClientRect();
    if (!box) return;
    const room = window.innerWidth - 2 * GAP;
    const width = Math.min(parseFloat(getComputedStyle(panel).width) || room, room);
    const top = box.bottom + GAP;
    panel.style.top = `${top}px`;
    panel.style.left = `${Math.min(Math.max(GAP, box.right - width), GAP + room - width)}px`;
    panel.style.maxWidth = `${room}px`;
    panel.style.maxHeight = `${window.innerHeight - top - GAP}px`;
  };

  const name = layers.length > 1 ? `${soundOption(sound).name} mix` : soundOption(sound).name;
  const label =
    sound === 'none'
      ? 'Ambient sounds'
      : `Ambient sound: ${name} ${playing ? 'playing' : 'paused'}`;
  const sounding = playing || preparing;
  const ToggleIcon = sounding ? Pause : Play;
  const VolumeIcon = playing || sound !== 'none' ? Volume2 : VolumeX;
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
          label={sounding ? `Pause ${name}` : `Play ${name}`}
          title={sounding ? `Pause ${name}` : `${name} is paused. ${GESTURE_HINT}`}
          onClick={() => (sounding ? soundStore.pause() : void soundStore.play())}
          data-testid="sound-quick-toggle"
        >
          <ToggleIcon className="size-4" aria-hidden />
        </IconButton>
      )}
      <IconButton
        ref={triggerRef}
        label={label}
        className={clsx(playing && 'text-accent-text')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={panelId}
        data-state={open ? 'open' : 'closed'}
        // The browser opens and closes it: the button is the popup's invoker, so a tap on it
        // toggles instead of counting as a tap outside.
        popoverTarget={panelId}
      >
        <VolumeIcon className="size-5" aria-hidden />
      </IconButton>
      <div
        ref={panelRef}
        id={panelId}
        popover="auto"
        role="dialog"
        aria-label="Ambient sound player"
        onBeforeToggle={(event) => {
          if (event.newState === 'open') place(event.currentTarget);
          setOpen(event.newState === 'open');
        }}
        onToggle={(event) => {
          setOpen(event.newState === 'open');
          // Focus moves into the popup once it is shown, as with any dialog-like popup.
          if (event.newState === 'open')
            event.currentTarget
              .querySelector<HTMLElement>('input:checked, input, button:not(:disabled)')
              ?.focus();
        }}
        onBlur={(event) => {
          // Like any non-modal popup: it closes when focus moves on to the rest of the page.
          const next = event.relatedTarget;
          if (
            next instanceof Node &&
            !event.currentTarget.contains(next) &&
            next !== triggerRef.current
          )
            event.currentTarget.hidePopover();
        }}
        className={clsx(
          menuContentClass,
          'fixed inset-auto m-0 w-72 overflow-y-auto overscroll-contain p-3',
        )}
      >
        {open && (
          <>
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
          </>
        )}
      </div>
    </div>
  );
}
