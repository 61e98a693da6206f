import { useQuery } from '@tanstack/react-query';
import type { StudyStreakResponse } from '@quietdesk/core/api/flashcards';
import { apiFetch } from '~/lib/api-client';
import { flashcardKeys } from './query-keys';

const timeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

/** GET /api/flashcards/streak in the browser's time zone, so days begin at local midnight. */
const getStreak = () =>
  apiFetch<StudyStreakResponse>(`/flashcards/streak?tz=${encodeURIComponent(timeZone())}`);

export function useStudyStreak() {
  return useQuery({ queryKey: flashcardKeys.streak(), queryFn: getStreak });
}
