import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MindMapKnowledge,
  NodeKnowledge,
  RecordRecallBody,
} from '@quietdesk/core/api/mind-maps';
import { apiFetch } from '~/lib/api-client';
import { mindMapKeys } from './query-keys';

/** GET /api/mind-maps/{id}/knowledge: how well each tested node is known. */
const getKnowledge = (id: string) =>
  apiFetch<MindMapKnowledge>(`/mind-maps/${encodeURIComponent(id)}/knowledge`);

const knowledgeQuery = (id: string) =>
  queryOptions({
    queryKey: mindMapKeys.knowledge(id),
    queryFn: () => getKnowledge(id),
    retry: false,
  });

export const useKnowledge = (id: string) => useQuery(knowledgeQuery(id));

/** POST /api/mind-maps/{id}/recall {node_id, result}: the node's knowledge after this mark. */
export function useRecordRecall(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordRecallBody) =>
      apiFetch<NodeKnowledge>(`/mind-maps/${encodeURIComponent(id)}/recall`, {
        method: 'POST',
        body,
      }),
    onSuccess: (node) =>
      queryClient.setQueryData<MindMapKnowledge>(mindMapKeys.knowledge(id), (old) => ({
        nodes: [...(old?.nodes ?? []).filter((n) => n.node_id !== node.node_id), node],
      })),
  });
}
