import { Headphones } from 'lucide-react';
import { StatusCard } from '~/components/ui/card';
import { useSoundState } from '../hooks/use-sound';
import { describeLayers } from '../model/mixes';
import { soundOption } from '../model/sounds';
import { SoundPicker } from './sound-picker';

/** Dashboard card: what is playing, the sound choice and Play/Pause. */
export function SoundStatusCard() {
  const { layers, playing } = useSoundState();
  return (
    <StatusCard icon={Headphones} title="Ambient Sounds" data-testid="sound-card">
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
    </StatusCard>
  );
}
