import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TIME_ZONE_COOKIE, type TodaySeed } from '@quietdesk/core/study/today-seed';
import { appPerFile } from '../test/helpers.ts';
import { openPage, seedIn } from './page-request.test-helpers.ts';
import { Browser, createAuthTestApp } from '../features/auth/auth.test-helpers.ts';
import { pageWithTodayCard } from './today-card.ts';

// The dashboard's first HTML with the owner's Today in it (docs/decisions/070-today-in-the-first-html.md),
// over real HTTP and a real database. The web build is faked: a dashboard page whose Today card is
// in its loading state, and beside it a card renderer that writes what it was given, so these
// tests read what the server chose to render; the real card's HTML is the browser suite's.

const build = fs.mkdtempSync(path.join(os.tmpdir(), 'quietdesk-today-'));
const client = path.join(build, 'client');
const LOADING_CARD =
  '<div class="card" data-testid="today-card"><section><div><h2>Today</h2><div><p>Loading today…</p></div></div></section></div>';
const dashboard = `<!doctype html><html><head><title>Dashboard</title></head><body><main><div data-hydrating=""><!--$-->${LOADING_CARD}<!--/$--></div><div class="card">Focus timer</div></main><script type="module">import("/assets/entry.js")</script></body></html>`;
fs.mkdirSync(path.join(client, 'app', 'dashboard'), { recursive: true });
fs.writeFileSync(path.join(client, 'app', 'dashboard', 'index.html'), dashboard);
fs.writeFileSync(path.join(client, '__spa-fallback.html'), dashboard);
fs.mkdirSync(path.join(build, 'server-render'));
fs.writeFileSync(
  path.join(build, 'server-render', 'render-today-card.js'),
  `export function renderTodayCard(today) {
    const decks = today.decks.map((deck) => deck.title + ': ' + deck.due_count).join(', ');
    return '<div data-testid="today-card">Rendered: ' + (decks || 'nothing due') + '</div>';
  }`,
);

const file = appPerFile(
  (database) => createAuthTestApp(database, { env: { WEB_DIST_DIR: client } }),
  180_000,
);
afterAll(() => fs.rmSync(build, { recursive: true, force: true }));

const open = (url: string, cookie = '', mode = 'navigate') => openPage(file.app, url, cookie, mode);

const seedOf = (html: string) => seedIn<TodaySeed>(html, 'today-seed');

/** A guest with a deck of two new cards (due at once). */
async function guestWithDeck(title: string): Promise<Browser> {
  const browser = new Browser(file.app);
  const saved = await browser.post('/api/flashcards/decks', {
    title,
    cards: [
      { question: 'What is a cell?', answer: 'The unit of life' },
      { question: 'What is DNA?', answer: 'The molecule of heredity' },
    ],
  });
  expect(saved.statusCode).toBe(201);
  return browser;
}

describe('the dashboard with Today in its first HTML', () => {
  it('renders the owner’s Today in their zone, with the same answer in the head, and keeps the page private', async () => {
    const browser = await guestWithDeck('Cell biology');
    const response = await open(
      '/app/dashboard',
      `${browser.cookieHeaderFor('/app/dashboard')}; ${TIME_ZONE_COOKIE}=Europe/Paris`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toContain('<div data-testid="today-card">Rendered: Cell biology: 2</div>');
    expect(html).not.toContain('Loading today…');
    // The card alone was replaced: the Suspense markers and the rest of the screen stay.
    expect(html).toContain('<!--$--><div data-testid="today-card">');
    expect(html).toContain('<!--/$--></div><div class="card">Focus timer</div>');
    const seed = seedOf(html);
    expect(seed?.zone).toBe('Europe/Paris');
    expect(seed?.today.decks.map((deck) => deck.title)).toEqual(['Cell biology']);
    // The answer is the API's, for the same owner and zone.
    const api = await browser.get('/api/study/today?tz=Europe/Paris');
    expect(seed?.today).toEqual(api.json());
    // The seed's script carries the page's CSP nonce like every other script.
    expect(html).toMatch(/<script nonce="[^"]+" type="application\/json" id="today-seed">/);
  });

  it('renders a signed-in account’s Today, not a guest’s whose cookie the browser also sends', async () => {
    const guest = await guestWithDeck('The guest’s deck');
    const browser = new Browser(file.app);
    await browser.signUp();
    const saved = await browser.post('/api/flashcards/decks', {
      title: 'The account’s deck',
      cards: [{ question: 'Where is DNA kept?', answer: 'In the nucleus' }],
    });
    expect(saved.statusCode).toBe(201);
    const response = await open(
      '/app/dashboard',
      `${browser.cookieHeaderFor('/app/dashboard')}; ${guest.cookieHeaderFor('/app/dashboard')}; ${TIME_ZONE_COOKIE}=UTC`,
    );
    expect(response.body).toContain('Rendered: The account’s deck: 1</div>');
    expect(response.body).not.toContain('The guest’s deck');
  });

  it('renders a visitor with nothing stored the day every zone has', async () => {
    const response = await open('/app/dashboard');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Rendered: nothing due');
    const seed = seedOf(response.body);
    expect(seed?.zone).toBeNull();
    expect(seed?.today).toMatchObject({ tasks: [], decks: [], exams: [] });
    // A page view creates nobody.
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('leaves the loading card to an owner whose zone it does not know, or names wrongly', async () => {
    const browser = await guestWithDeck('Genetics');
    for (const zoneCookie of ['', `; ${TIME_ZONE_COOKIE}=Mars/Olympus_Mons`]) {
      const response = await open(
        '/app/dashboard',
        `${browser.cookieHeaderFor('/app/dashboard')}${zoneCookie}`,
      );
      expect(response.statusCode, zoneCookie).toBe(200);
      expect(response.body, zoneCookie).toContain(LOADING_CARD);
      expect(seedOf(response.body), zoneCookie).toBeUndefined();
      expect(response.headers['cache-control'], zoneCookie).toBe('no-cache');
    }
  });

  it('gives the service worker’s copy, and every request that is not a navigation, the build’s page', async () => {
    const browser = await guestWithDeck('Ecology');
    const cookie = `${browser.cookieHeaderFor('/app/dashboard')}; ${TIME_ZONE_COOKIE}=UTC`;
    for (const mode of ['same-origin', 'cors', '']) {
      const response = await open('/app/dashboard', cookie, mode);
      expect(response.statusCode, mode).toBe(200);
      expect(response.body, mode).toContain(LOADING_CARD);
      expect(response.body, mode).not.toContain('today-seed');
      expect(response.headers['cache-control'], mode).toBe('no-cache');
    }
    // Other screens are never touched.
    const other = await open('/app/flashcards', cookie);
    expect(other.body).not.toContain('today-seed');
  });

  it('answers a stranger’s or a forged cookie with the visitor’s empty day, never an error', async () => {
    await guestWithDeck('Someone else’s deck');
    const response = await open('/app/dashboard', `qd_guest=forged-token; ${TIME_ZONE_COOKIE}=UTC`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Rendered: nothing due');
  });
});

describe('pageWithTodayCard', () => {
  const seed: TodaySeed = {
    zone: 'UTC',
    today: {
      day: '2026-11-28',
      tasks: [],
      decks: [],
      focus: { minutes: 0, goal_minutes: 120, cards_reviewed: 0 },
      exams: [],
    },
  };

  it('replaces the card element to its own closing tag, however deeply its divs nest', () => {
    const page = `<html><head></head><body><div id="a"><div data-testid="today-card"><div><div>x</div></div><div>y</div></div><div id="b">after</div></div></body></html>`;
    const html = pageWithTodayCard(page, seed, () => '<div>CARD</div>');
    expect(html).toContain('<div id="a"><div>CARD</div><div id="b">after</div></div></body>');
  });

  it('keeps a "<" in the answer from closing the seed’s script', () => {
    const withTitle = {
      ...seed,
      today: {
        ...seed.today,
        exams: [{ kind: 'deck', id: 'x', title: '</script><b>', days_left: 2 }],
      },
    } as TodaySeed;
    const html = pageWithTodayCard(
      '<html><head></head><body><div data-testid="today-card"></div></body></html>',
      withTitle,
      () => '<div></div>',
    )!;
    expect(html).not.toContain('</script><b>');
    expect(html).toContain('\\u003c/script>\\u003cb>');
  });

  it('gives up on a page without the card', () => {
    expect(
      pageWithTodayCard('<html><head></head><body></body></html>', seed, () => ''),
    ).toBeUndefined();
  });
});
