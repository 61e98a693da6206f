import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudyGoal } from '@quietdesk/core/api/study';
import { apiFetch } from '~/lib/api-client';

/** PUT /api/study/goal: the daily focus goal Today measures against. */
const putGoal = (goal: StudyGoal) =>
  apiFetch<StudyGoal>('/study/goal', { method: 'PUT', body: goal });

export function useSaveGoal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putGoal,
    onSuccess: () => client.invalidateQueries({ queryKey: ['study'] }),
  });
}
