import type { MindMap, StoredMapData } from '@quietdesk/core/api/mind-maps';
import { apiFetch, ApiError } from '~/lib/api-client';

/** A save refused because the map was saved elsewhere since this copy was read (409). */
export class SaveConflictError extends Error {
  override name = 'SaveConflictError';
}

/**
 * PUT /api/mind-maps/{id} {map_data, version}. Failure reasons of docs/product.md §8: the
 * server's detail, else 'Failed to save mind map (Status: {code})'.
 */
export async function saveMindMap(
  id: string,
  mapData: StoredMapData,
  version: number | undefined,
): Promise<MindMap> {
  try {
    const saved = await apiFetch<MindMap>(`/mind-maps/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: { map_data: mapData, ...(version !== undefined && { version }) },
    });
    if (!saved.map_data) console.warn('The saved mind map came back without map_data.');
    else if (
      saved.map_data.nodes.length !== mapData.nodes.length ||
      saved.map_data.edges.length !== mapData.edges.length
    ) {
      console.warn(
        `Saved counts differ from the ones sent: ${saved.map_data.nodes.length}/${mapData.nodes.length} nodes, ${saved.map_data.edges.length}/${mapData.edges.length} edges.`,
      );
    }
    return saved;
  } catch (error) {
    if (error instanceof ApiError) {
      const reason = error.detail ?? `Failed to save mind map (Status: ${error.status})`;
      if (error.status === 409) throw new SaveConflictError(reason, { cause: error });
      throw new Error(reason, { cause: error });
    }
    throw error;
  }
}
