import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MindMapSummary } from '@quietdesk/core/api/mind-maps';
import { apiFetch } from '~/lib/api-client';
import { mindMapKeys } from './query-keys';

/** GET /api/mind-maps/: the guest's maps, last updated first. */
const getMindMaps = () => apiFetch<MindMapSummary[]>('/mind-maps/');

const mindMapsQuery = () =>
  queryOptions({ queryKey: mindMapKeys.list(), queryFn: getMindMaps, retry: false });

export function useMindMaps() {
  return useQuery(mindMapsQuery());
}
