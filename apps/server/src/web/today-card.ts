import type { Today } from '@quietdesk/core/api/study';
import { TODAY_SEED_ELEMENT_ID, type TodaySeed } from '@quietdesk/core/study/today-seed';
import { pageWithPart, serverRenderFunction } from './server-render.ts';

// The dashboard's first HTML with the owner's Today in it
// (docs/decisions/070-today-in-the-first-html.md). The web build renders the card at build time
// in its loading state; for a page request that names its owner's zone, the server puts the card
// rendered with the owner's answer in its place, and the answer itself in the head, where the
// browser's card takes it for its first render and hydrates the same HTML.

/** What the web build's `render-today-card` module exports. */
type RenderTodayCard = (today: Today) => string;

/** The address of the page that holds the Today card. */
export const TODAY_CARD_PAGE = '/app/dashboard';

export const todayCardRenderer = (webRoot: string) =>
  serverRenderFunction<RenderTodayCard>(webRoot, 'render-today-card', 'renderTodayCard');

/**
 * The page with the card rendered from the seed and the seed in its head, or undefined when the
 * page has no card to replace.
 */
export function pageWithTodayCard(
  page: string,
  seed: TodaySeed,
  render: RenderTodayCard,
): string | undefined {
  return pageWithPart(page, {
    testId: 'today-card',
    html: render(seed.today),
    seedId: TODAY_SEED_ELEMENT_ID,
    seed,
  });
}
