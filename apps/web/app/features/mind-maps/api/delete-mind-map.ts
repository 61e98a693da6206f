import { apiFetch } from '~/lib/api-client';

/** DELETE /api/mind-maps/{id}. */
export const deleteMindMap = (id: string) =>
  apiFetch<void>(`/mind-maps/${encodeURIComponent(id)}`, { method: 'DELETE' });
