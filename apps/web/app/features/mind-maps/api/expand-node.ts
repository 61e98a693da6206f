import { useMutation } from '@tanstack/react-query';
import type { MindMap, StoredMapData } from '@quietdesk/core/api/mind-maps';
import { apiFetch } from '~/lib/api-client';
import { AI_CALL_TIMEOUT_MS } from './generate-mind-map';

/** POST /api/mind-maps/{id}/nodes/{nodeId}/expand-ai {map_data, version}: the whole map, saved. */
const expandNode = (
  id: string,
  nodeId: string,
  mapData: StoredMapData,
  version: number | undefined,
) =>
  apiFetch<MindMap>(
    `/mind-maps/${encodeURIComponent(id)}/nodes/${encodeURIComponent(nodeId)}/expand-ai`,
    {
      method: 'POST',
      body: { map_data: mapData, ...(version !== undefined && { version }) },
      timeoutMs: AI_CALL_TIMEOUT_MS,
    },
  );

export const useExpandNode = (id: string) =>
  useMutation({
    mutationFn: ({
      nodeId,
      mapData,
      version,
    }: {
      nodeId: string;
      mapData: StoredMapData;
      version: number | undefined;
    }) => expandNode(id, nodeId, mapData, version),
  });
