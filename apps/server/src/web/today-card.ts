import type { Today } from '@quietdesk/core/api/study';
import { TODAY_SEED_ELEMENT_ID, type TodaySeed } from '@quietdesk/core/study/today-seed';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The dashboard's first HTML with the owner's Today in it
// (docs/decisions/070-today-in-the-first-html.md). The web build renders the card at build time
// in its loading state; for a page request that names its owner's zone, the server puts the card
// rendered with the owner's answer in its place, and the answer itself in the head, where the
// browser's card takes it for its first render and hydrates the same HTML.

/** What the web build's `build/today-card` module exports. */
type RenderTodayCard = (today: Today) => string;

/** The address of the page that holds the Today card. */
export const TODAY_CARD_PAGE = '/app/dashboard';

const CARD_MARKER = 'data-testid="today-card"';

/**
 * The web build's card renderer beside the client files (undefined while it is not built), loaded
 * on the first dashboard that needs it rather than at start-up (~30 ms of the server's start).
 */
export function todayCardRenderer(webRoot: string): () => Promise<RenderTodayCard | undefined> {
  const file = path.join(webRoot, '..', 'today-card', 'render-today-card.js');
  let loaded: Promise<RenderTodayCard | undefined> | undefined;
  return () => {
    // Not remembered while missing: a build that lands after the server started is used.
    if (!loaded && !fs.existsSync(file)) return Promise.resolve(undefined);
    return (loaded ??= import(pathToFileURL(file).href).then(
      (module: { renderTodayCard?: RenderTodayCard }) => module.renderTodayCard,
    ));
  };
}

/**
 * Where the card's element starts and ends in the page (the element that carries the marker, to
 * its matching close), or undefined when the page holds no card.
 */
function cardRange(page: string): { start: number; end: number } | undefined {
  const marker = page.indexOf(CARD_MARKER);
  if (marker < 0) return undefined;
  const start = page.lastIndexOf('<div', marker);
  if (start < 0) return undefined;
  // React's HTML is well formed: count the card's own <div>s in and out.
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(page); tag; tag = tags.exec(page)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return { start, end: tag.index + tag[0].length };
  }
  return undefined;
}

/** JSON safe inside a <script> element: no "<" that could close it or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page with the card rendered from the seed and the seed in its head, or undefined when the
 * page has no card to replace (a build whose dashboard changed shape keeps its loading card).
 */
export function pageWithTodayCard(
  page: string,
  seed: TodaySeed,
  render: RenderTodayCard,
): string | undefined {
  const range = cardRange(page);
  const headEnd = page.indexOf('</head>');
  if (!range || headEnd < 0 || headEnd > range.start) return undefined;
  const seedTag = `<script type="application/json" id="${TODAY_SEED_ELEMENT_ID}">${scriptJson(seed)}</script>`;
  return (
    page.slice(0, headEnd) +
    seedTag +
    page.slice(headEnd, range.start) +
    render(seed.today) +
    page.slice(range.end)
  );
}
