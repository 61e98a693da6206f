import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Today } from '@quietdesk/core/api/study';
import { takeTodaySeed, todayAnswer } from './today-request';

const studyKeys = {
  today: (tz: string) => ['study', 'today', tz] as const,
};

// The first query starts from the answer the page was sent with, when it came with one: the card
// then hydrates the HTML the server rendered with it, and asks again only once that is stale.
const todayQuery = (tz: string) => {
  let seed: ReturnType<typeof takeTodaySeed>;
  return queryOptions({
    queryKey: studyKeys.today(tz),
    queryFn: () => todayAnswer(tz),
    // React Query calls these two only when it first makes the query, initialData first.
    initialData: () => (seed = takeTodaySeed(tz))?.today,
    initialDataUpdatedAt: () => seed?.updatedAt,
  });
};

/** Puts Today in a query cache, as the server does before rendering the card with it. */
export function seedToday(queryClient: QueryClient, tz: string, today: Today): void {
  queryClient.setQueryData(studyKeys.today(tz), today);
}

export function useToday(tz: string) {
  return useQuery(todayQuery(tz));
}
