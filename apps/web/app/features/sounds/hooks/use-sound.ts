import { useStore } from '~/lib/create-store';
import { DEFAULT_SOUND_STATE, soundStore, type SoundState } from '../model/sound-store';

export function useSoundState(): SoundState {
  return useStore(soundStore.store, DEFAULT_SOUND_STATE);
}
