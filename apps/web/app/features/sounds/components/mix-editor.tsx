import { Plus, Save, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { menuLabelClass } from '~/components/ui/menu';
import { useSoundState } from '../hooks/use-sound';
import { describeLayers, MAX_LAYERS, MIX_NAME_MAX } from '../model/mixes';
import { soundStore } from '../model/sound-store';
import { SOUND_OPTIONS, VOLUME_STEP, parseSoundId, soundOption } from '../model/sounds';

const pct = (v: number) => `${Math.round(v * 100)}%`;

/** Up to three sounds at once, each with its own volume; named mixes saved in this browser. */
export function MixEditor() {
  const { layers, savedMixes } = useSoundState();
  const [name, setName] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-mix`} className="grid gap-2">
      <h3 id={`${id}-mix`} className={menuLabelClass}>
        Mix
      </h3>
      {layers.length === 0 && (
        <p className="px-2 text-xs text-muted">Choose a sound above to start a mix.</p>
      )}
      <ul className="grid gap-2" aria-label="Sounds in the mix">
        {layers.map((layer, i) => (
          <li key={layer.sound} className="grid gap-1 rounded-lg bg-subtle px-2 py-2">
            <div className="flex items-center gap-2">
              <label htmlFor={`${id}-s${i}`} className="sr-only">
                Sound {i + 1}
              </label>
              <select
                id={`${id}-s${i}`}
                value={layer.sound}
                disabled={i === 0}
                onChange={(e) => soundStore.setLayerSound(i, parseSoundId(e.currentTarget.value))}
                className="h-8 min-w-0 flex-1 rounded-md border border-line bg-surface px-2 text-sm disabled:opacity-100"
              >
                {SOUND_OPTIONS.filter(
                  (o) =>
                    o.id !== 'none' &&
                    (o.id === layer.sound || !layers.some((l) => l.sound === o.id)),
                ).map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </select>
              {i > 0 && (
                <button
                  type="button"
                  onClick={() => soundStore.removeLayer(i)}
                  aria-label={`Remove ${soundOption(layer.sound).name} from the mix`}
                  className="rounded-md p-1 text-muted hover:bg-surface"
                >
                  <X className="size-4" aria-hidden />
                </button>
              )}
            </div>
            <input
              type="range"
              aria-label={`${soundOption(layer.sound).name} level in the mix`}
              aria-valuetext={pct(layer.volume)}
              min={0}
              max={1}
              step={VOLUME_STEP}
              value={layer.volume}
              onChange={(e) => soundStore.setLayerVolume(i, Number(e.currentTarget.value))}
              className="w-full accent-[var(--qd-accent)]"
            />
          </li>
        ))}
      </ul>
      {layers.length > 0 && layers.length < MAX_LAYERS && (
        <Button variant="secondary" size="sm" onClick={() => soundStore.addLayer()}>
          <Plus className="size-4" aria-hidden /> Add a sound
        </Button>
      )}
      {layers.length > 0 && (
        <form
          className="flex items-center gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (soundStore.saveMix(name)) {
              setSaved(name.trim());
              setName('');
            }
          }}
        >
          <label htmlFor={`${id}-name`} className="sr-only">
            Mix name
          </label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={MIX_NAME_MAX}
            placeholder="Name this mix"
            onChange={(e) => setName(e.currentTarget.value)}
            className="h-8 min-w-0 flex-1 rounded-md border border-line bg-surface px-2 text-sm"
          />
          <Button type="submit" size="sm" variant="secondary" disabled={!name.trim()}>
            <Save className="size-4" aria-hidden /> Save mix
          </Button>
        </form>
      )}
      <p role="status" className="px-2 text-xs text-muted empty:hidden">
        {saved ? `Saved “${saved}”.` : ''}
      </p>
      {savedMixes.length > 0 && (
        <ul aria-label="Saved mixes" className="grid gap-1">
          {savedMixes.map((mix) => (
            <li key={mix.name} className="flex items-center gap-1">
              <button
                type="button"
                onClick={() => soundStore.applyMix(mix.name)}
                className="min-w-0 flex-1 rounded-md px-2 py-1 text-left text-sm hover:bg-subtle"
                title={describeLayers(mix.layers, (s) => soundOption(s).name)}
              >
                <span className="font-medium">{mix.name}</span>{' '}
                <span className="text-xs text-muted">
                  {describeLayers(mix.layers, (s) => soundOption(s).name)}
                </span>
              </button>
              <button
                type="button"
                onClick={() => soundStore.deleteMix(mix.name)}
                aria-label={`Delete mix ${mix.name}`}
                className="rounded-md p-1 text-muted hover:bg-subtle"
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
