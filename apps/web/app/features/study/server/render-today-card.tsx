// Built on its own for the server (vite.server-render.config.ts): the Today card rendered to HTML
// with the owner's answer, for the dashboard's first HTML
// (docs/decisions/070-today-in-the-first-html.md). The same component the browser hydrates, with
// the same answer in its query, so both render the same markup.
import type { Today } from '@quietdesk/core/api/study';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { browserTimeZone } from '~/lib/date-format';
import { seedToday } from '../api/get-today';
import { TodayCard } from '../components/today-card';

/** The card's HTML for this answer (the outer element is the card itself). */
export function renderTodayCard(today: Today): string {
  const queryClient = new QueryClient();
  // The card reads its zone as the browser does; here that is the server's, which only names
  // the query: the answer is already the owner's zone's.
  seedToday(queryClient, browserTimeZone(), today);
  return renderToString(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <TodayCard />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}
