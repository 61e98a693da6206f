import type { PutTimerPreferences, TimerPreferences } from '@quietdesk/core/api/preferences';
import { apiFetch } from '~/lib/api-client';

// Types only from core: the engine loads on every app screen and must not pull zod in.

/** GET /api/preferences/timer: the person's own lengths as the account keeps them. */
export const getTimerPreferences = (fetchImpl?: typeof fetch) =>
  apiFetch<TimerPreferences>('/preferences/timer', { fetch: fetchImpl });

/** PUT /api/preferences/timer: saves a change unless a later one is stored; answers the winner. */
export const putTimerPreferences = (body: PutTimerPreferences, fetchImpl?: typeof fetch) =>
  apiFetch<TimerPreferences>('/preferences/timer', { method: 'PUT', body, fetch: fetchImpl });
