import { apiFetch } from '~/lib/api-client';
import { useLeavingMutation } from '~/lib/query-client';

/** POST /api/auth/logout: ends this browser's session. */
export const signOut = () => apiFetch<void>('/auth/logout', { method: 'POST' });

export const useSignOut = () => useLeavingMutation(signOut);
