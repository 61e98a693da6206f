import { queryOptions } from '@tanstack/react-query';
import type { MindMap } from '@quietdesk/core/api/mind-maps';
import { apiFetch } from '~/lib/api-client';
import { mindMapKeys } from './query-keys';

/** GET /api/mind-maps/{id}; failures reach model/errors.ts as the client's ApiError. */
async function getMindMap(id: string): Promise<MindMap> {
  const map = await apiFetch<MindMap>(`/mind-maps/${encodeURIComponent(id)}`);
  // docs/product.md §3: a missing map_data reads as empty lists.
  return { ...map, map_data: map.map_data ?? { nodes: [], edges: [] } };
}

/**
 * The map the editor opens. Read once per visit: the editor holds the working copy, so the
 * cache is dropped when it closes and never refetched behind the person's edits.
 */
export const mindMapQuery = (id: string) =>
  queryOptions({
    queryKey: mindMapKeys.map(id),
    queryFn: () => getMindMap(id),
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // The editor adopts a map by identity: the map it saved (setQueryData) must come back as
    // that same object, not a structurally shared copy it would take for a newly read one.
    structuralSharing: false,
  });
