import type { MindMap } from '@quietdesk/core/api/mind-maps';
import { apiFetch, ApiError } from '~/lib/api-client';

/**
 * GET /api/mind-maps/{id}. Messages of docs/product.md §8: 404 'Mind map not found', otherwise
 * the server's detail, else 'Failed to fetch mind map'.
 */
export async function getMindMap(id: string): Promise<MindMap> {
  try {
    const map = await apiFetch<MindMap>(`/mind-maps/${encodeURIComponent(id)}`);
    if (!map.created_at) console.warn('Mind map has no created_at', id);
    // docs/product.md §3: a missing map_data reads as empty lists.
    return { ...map, map_data: map.map_data ?? { nodes: [], edges: [] } };
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status === 404) throw new Error('Mind map not found', { cause: error });
      throw new Error(error.detail ?? 'Failed to fetch mind map', { cause: error });
    }
    throw new Error('Failed to fetch mind map', { cause: error });
  }
}
