import { queryOptions, useQuery } from '@tanstack/react-query';
import { todayAnswer } from './today-request';

const studyKeys = {
  today: (tz: string) => ['study', 'today', tz] as const,
};

const todayQuery = (tz: string) =>
  queryOptions({ queryKey: studyKeys.today(tz), queryFn: () => todayAnswer(tz) });

export function useToday(tz: string) {
  return useQuery(todayQuery(tz));
}
