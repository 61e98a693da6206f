import type { MindMap, StoredMapData } from '@quietdesk/core/api/mind-maps';
import { apiFetch, ApiError } from '~/lib/api-client';
import { AI_CALL_TIMEOUT_MS } from './generate-mind-map';
import { SaveConflictError } from './save-mind-map';

/**
 * POST /api/mind-maps/{id}/nodes/{nodeId}/expand-ai {map_data, version}: the whole updated map
 * (saved). Failure message of docs/product.md §8: detail, else 'AI expansion failed (Status: {code})'.
 */
export async function expandNode(
  id: string,
  nodeId: string,
  mapData: StoredMapData,
  version: number | undefined,
): Promise<MindMap> {
  try {
    return await apiFetch<MindMap>(
      `/mind-maps/${encodeURIComponent(id)}/nodes/${encodeURIComponent(nodeId)}/expand-ai`,
      {
        method: 'POST',
        body: { map_data: mapData, ...(version !== undefined && { version }) },
        timeoutMs: AI_CALL_TIMEOUT_MS,
      },
    );
  } catch (error) {
    if (error instanceof ApiError) {
      const reason = error.detail ?? `AI expansion failed (Status: ${error.status})`;
      if (error.status === 409) throw new SaveConflictError(reason, { cause: error });
      throw new Error(reason, { cause: error });
    }
    throw error;
  }
}
