import type { MindMap, UpdateMindMapBody } from '@quietdesk/core/api/mind-maps';
import { apiFetch } from '~/lib/api-client';

/** PATCH /api/mind-maps/{id}: rename, describe, tag or star. */
export const updateMindMap = (id: string, body: UpdateMindMapBody) =>
  apiFetch<MindMap>(`/mind-maps/${encodeURIComponent(id)}`, { method: 'PATCH', body });
