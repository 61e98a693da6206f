import { useMutation } from '@tanstack/react-query';
import type { MindMap, StoredMapData } from '@quietdesk/core/api/mind-maps';
import { apiFetch } from '~/lib/api-client';

/** PUT /api/mind-maps/{id} {map_data, version}: the saved map; a 409 means saved elsewhere. */
export const saveMindMap = (id: string, mapData: StoredMapData, version: number | undefined) =>
  apiFetch<MindMap>(`/mind-maps/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { map_data: mapData, ...(version !== undefined && { version }) },
  });

export const useSaveMindMap = (id: string) =>
  useMutation({
    mutationFn: ({ mapData, version }: { mapData: StoredMapData; version: number | undefined }) =>
      saveMindMap(id, mapData, version),
  });
