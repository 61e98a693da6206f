import type { ImportMindMapBody, MindMap } from '@quietdesk/core/api/mind-maps';
import { apiFetch } from '~/lib/api-client';

/** POST /api/mind-maps/import {format, content}: a new map from a Markdown outline or OPML. */
export const importMindMap = (body: ImportMindMapBody) =>
  apiFetch<MindMap>('/mind-maps/import', { method: 'POST', body });
