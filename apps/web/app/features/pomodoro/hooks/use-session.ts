import { useStore } from '~/lib/create-store';
import { sessionControlsStore, sessionStore } from '../model/active-session';

export function useActiveSession() {
  return useStore(sessionStore, null);
}

export function useSessionControls() {
  return useStore(sessionControlsStore, null);
}
