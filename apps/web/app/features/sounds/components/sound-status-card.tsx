import { Headphones } from 'lucide-react';
import { Card } from '~/components/ui/card';
import { useSoundState } from '../hooks/use-sound';
import { soundOption } from '../model/sounds';

/** Dashboard card: what is playing, if anything. */
export function SoundStatusCard() {
  const { sound, playing } = useSoundState();
  return (
    <Card className="flex items-start gap-4">
      <span className="rounded-xl bg-accent-soft p-3 text-accent-text">
        <Headphones className="size-6" aria-hidden />
      </span>
      <div>
        <h2 className="text-base font-semibold">Ambient Sounds</h2>
        {playing ? (
          <p className="mt-1 text-sm">
            <span className="font-medium text-ok">Playing</span>{' '}
            <span className="text-muted">{soundOption(sound).name}</span>
          </p>
        ) : (
          <p className="mt-1 text-sm text-muted">No sound playing</p>
        )}
        <p className="mt-2 text-xs text-muted">
          Use the speaker icon in the header to choose a sound.
        </p>
      </div>
    </Card>
  );
}
