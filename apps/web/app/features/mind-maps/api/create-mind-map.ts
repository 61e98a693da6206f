import type { CreateMindMapBody, MindMap } from '@quietdesk/core/api/mind-maps';
import { apiFetch } from '~/lib/api-client';

/** POST /api/mind-maps/ {title, description, tags}: the created map with its id. */
export const createMindMap = (body: CreateMindMapBody) =>
  apiFetch<MindMap>('/mind-maps/', {
    method: 'POST',
    body: { description: '', tags: [], ...body },
  });
