import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MindMapSummary } from '@quietdesk/core/api/mind-maps';
import { apiFetch } from '~/lib/api-client';
import { mindMapKeys } from './query-keys';

/** docs/product.md §8: a failed list read shows this message. */
export const FETCH_LIST_FAILED = 'Failed to fetch mind maps';

/** GET /api/mind-maps/: the guest's maps, last updated first. */
export async function getMindMaps(): Promise<MindMapSummary[]> {
  try {
    return await apiFetch<MindMapSummary[]>('/mind-maps/');
  } catch (error) {
    throw new Error(FETCH_LIST_FAILED, { cause: error });
  }
}

export const mindMapsQuery = () =>
  queryOptions({ queryKey: mindMapKeys.list(), queryFn: getMindMaps, retry: false });

export function useMindMaps() {
  return useQuery(mindMapsQuery());
}
