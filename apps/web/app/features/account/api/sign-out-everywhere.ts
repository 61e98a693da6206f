import { apiFetch } from '~/lib/api-client';
import { useLeavingMutation } from '~/lib/query-client';

/** POST /api/account/sign-out-everywhere: ends every session, this browser's too. */
const signOutEverywhere = () => apiFetch<void>('/account/sign-out-everywhere', { method: 'POST' });

export const useSignOutEverywhere = () => useLeavingMutation(signOutEverywhere);
