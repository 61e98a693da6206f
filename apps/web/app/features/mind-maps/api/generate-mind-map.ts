import type { MindMap } from '@quietdesk/core/api/mind-maps';
import { apiFetch } from '~/lib/api-client';

/** The AI may take a while; the server gives up after its own limit (60 s by default). */
export const AI_CALL_TIMEOUT_MS = 90_000;

/** POST /api/mind-maps/generate-ai {topic}: the created map with its id. */
export const generateMindMap = (topic: string) =>
  apiFetch<MindMap>('/mind-maps/generate-ai', {
    method: 'POST',
    body: { topic },
    timeoutMs: AI_CALL_TIMEOUT_MS,
  });
