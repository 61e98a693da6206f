import { useEffect, useId } from 'react';
import { useStore } from '~/lib/create-store';
import {
  DEFAULT_LOOK,
  LOOK_FONT_LABELS,
  LOOK_FONTS,
  LOOK_LINE_HEIGHT,
  LOOK_SIZE,
  LOOK_WIDTH,
  lookStore,
  updateLook,
  type Look,
} from '../model/look';

/** OpenDyslexic's CSS (@fontsource) is fetched the first time that font is chosen. */
export function useLook(): Look {
  const look = useStore(lookStore, DEFAULT_LOOK);
  useEffect(() => {
    if (look.font === 'dyslexic') void import('@fontsource/opendyslexic/400.css');
  }, [look.font]);
  return look;
}

const sliderClass = 'mt-1 w-full accent-accent';

/** Font, size, line height and width of the open text; remembered on this device. */
export function LookControls() {
  const look = useLook();
  const ids = { size: useId(), height: useId(), width: useId(), font: useId() };
  return (
    <details className="rounded-xl border border-line px-4 py-2">
      <summary className="cursor-pointer text-sm font-medium">Look: font, size, spacing</summary>
      <div className="grid gap-4 py-3 sm:grid-cols-2">
        <fieldset>
          <legend className="text-sm font-medium" id={ids.font}>
            Font
          </legend>
          <div className="mt-1 flex flex-wrap gap-3">
            {LOOK_FONTS.map((font) => (
              <label key={font} className="flex items-center gap-1.5 text-sm">
                <input
                  type="radio"
                  name="reader-font"
                  value={font}
                  checked={look.font === font}
                  onChange={() => updateLook({ font })}
                />
                {LOOK_FONT_LABELS[font]}
              </label>
            ))}
          </div>
        </fieldset>
        {(
          [
            ['size', ids.size, `Text size: ${look.size} px`, LOOK_SIZE],
            [
              'lineHeight',
              ids.height,
              `Line height: ${look.lineHeight.toFixed(1)}`,
              LOOK_LINE_HEIGHT,
            ],
            ['width', ids.width, `Line width: ${look.width} characters`, LOOK_WIDTH],
          ] as const
        ).map(([key, id, label, range]) => (
          <div key={key}>
            <label htmlFor={id} className="text-sm font-medium">
              {label}
            </label>
            <input
              id={id}
              type="range"
              className={sliderClass}
              {...range}
              value={look[key]}
              onChange={(event) => updateLook({ [key]: Number(event.target.value) })}
            />
          </div>
        ))}
      </div>
    </details>
  );
}
