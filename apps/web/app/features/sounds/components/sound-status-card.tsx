import { Headphones } from 'lucide-react';
import { Card } from '~/components/ui/card';
import { useSoundState } from '../hooks/use-sound';
import { describeLayers } from '../model/mixes';
import { soundOption } from '../model/sounds';
import { SoundPicker } from './sound-picker';

/** Dashboard card: what is playing, the sound choice and Play/Pause. */
export function SoundStatusCard() {
  const { layers, playing } = useSoundState();
  return (
    <Card className="flex items-start gap-4" data-testid="sound-card">
      <span className="rounded-xl bg-accent-soft p-3 text-accent-text">
        <Headphones className="size-6" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="text-base font-semibold">Ambient Sounds</h2>
        {playing ? (
          <p className="mt-1 text-sm">
            <span className="font-medium text-ok">Playing</span>{' '}
            <span className="text-muted">{describeLayers(layers, (s) => soundOption(s).name)}</span>
          </p>
        ) : (
          <p className="mt-1 text-sm text-muted">No sound playing</p>
        )}
        <div className="mt-3">
          <SoundPicker compact />
        </div>
      </div>
    </Card>
  );
}
