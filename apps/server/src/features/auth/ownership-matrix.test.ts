import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/helpers.ts';
import { Browser, createAuthTestApp } from './auth.test-helpers.ts';

// Nobody reads, lists, changes or deletes another's data, and a probe always answers 404 (never
// 403: that would say the row exists). Adding a stored resource = one entry in RESOURCES (or
// SINGLETONS); the route walk below fails while an API route with an id has no entry.

interface Probe {
  method: 'GET' | 'PUT' | 'PATCH' | 'DELETE' | 'POST';
  url: string;
  payload?: unknown;
}

interface OwnedResource {
  name: string;
  /** The OpenAPI path of the resource, e.g. /api/planner/plans/{id}. */
  path: string;
  /** Stores one as this browser; returns its id. */
  create(browser: Browser): Promise<string>;
  /** One valid request per method the path has, for the given id. */
  probes(id: string): Probe[];
  /** Lists or summaries of the caller's data; another's id must never appear in them. */
  lists: string[];
}

/** Data without an id in the path: one per owner. Another's must never show through. */
interface OwnedSingleton {
  name: string;
  /** Stores something recognisable as this browser (a signed-in owner for account data). */
  store(browser: Browser): Promise<void>;
  read: string;
  /** Whether a response shows what store() stored. */
  shows(body: string): boolean;
}

// Real time, moved back only while a test records a phase that started earlier.
let clockOffset = 0;
const clock = () => new Date(Date.now() + clockOffset);

const A_TASK = {
  title: 'Secret task of the owner',
  description: '',
  estimated_duration: '2 days',
  priority: 'high',
  subtasks: [],
};

const A_MAP = { nodes: [{ id: '1', text: 'Photosynthesis', x: 0, y: 0 }], edges: [] };

async function makeMap(browser: Browser): Promise<string> {
  const map = await browser.post('/api/mind-maps/', {
    title: 'Owner map 秘密',
    description: '',
    tags: [],
  });
  expect(map.statusCode).toBe(201);
  return map.json().id;
}

const A_CARD = { question: 'Owner question 秘密', answer: 'Owner answer' };

async function makeDeck(browser: Browser): Promise<string> {
  const deck = await browser.post('/api/flashcards/decks', {
    title: 'Owner deck',
    cards: [A_CARD],
  });
  expect(deck.statusCode).toBe(201);
  return deck.json().id;
}

/** A card, named "<deck id>/cards/<card id>" so its probes can build its URLs. */
async function makeCard(browser: Browser): Promise<string> {
  const deckId = await makeDeck(browser);
  const deck = await browser.get(`/api/flashcards/decks/${deckId}`);
  return `${deckId}/cards/${deck.json().cards[0].id}`;
}

async function makeReading(browser: Browser): Promise<string> {
  const item = await browser.post('/api/reader/items', {
    title: 'Owner reading 秘密',
    kind: 'pdf',
    text: 'Owner text 秘密 of the reading.',
  });
  expect(item.statusCode).toBe(201);
  return item.json().id;
}

const RESOURCES: OwnedResource[] = [
  {
    name: 'pomodoro session',
    path: '/api/pomodoro/sessions/{id}',
    create: async (browser) =>
      (await browser.post('/api/pomodoro/sessions', { task_name: 'Owner focus 秘密' })).json()
        .session_id,
    probes: (id) => [
      { method: 'GET', url: `/api/pomodoro/sessions/${id}` },
      { method: 'PATCH', url: `/api/pomodoro/sessions/${id}`, payload: { action: 'start' } },
    ],
    lists: ['/api/pomodoro/sessions/active'],
  },
  {
    name: 'plan',
    path: '/api/planner/plans/{id}',
    create: (browser) => browser.makePlan('Owner plan: learn Korean in 30 days'),
    probes: (id) => [
      { method: 'GET', url: `/api/planner/plans/${id}` },
      { method: 'PUT', url: `/api/planner/plans/${id}`, payload: { tasks: [A_TASK] } },
      { method: 'DELETE', url: `/api/planner/plans/${id}` },
    ],
    lists: ['/api/planner/plans'],
  },
  {
    name: 'time spent on a plan',
    path: '/api/study/plans/{id}/progress',
    create: (browser) => browser.makePlan('Owner plan: pass the chemistry exam'),
    probes: (id) => [
      { method: 'GET', url: `/api/planner/plans/${id}` },
      { method: 'GET', url: `/api/study/plans/${id}/progress` },
      // Linking one's own session, deck or map to another's plan is refused the same way.
      {
        method: 'POST',
        url: '/api/pomodoro/sessions',
        payload: { task_name: 'Intruder', plan_task: { plan_id: id, task_index: 0 } },
      },
    ],
    lists: ['/api/study/today'],
  },
  {
    name: 're-planning a plan',
    path: '/api/study/plans/{id}/replan',
    create: (browser) => browser.makePlan('Owner plan: pass the physics exam'),
    probes: (id) => [
      { method: 'GET', url: `/api/planner/plans/${id}` },
      {
        method: 'POST',
        url: `/api/study/plans/${id}/replan`,
        payload: { tz: 'UTC', expected_updated_at: new Date().toISOString() },
      },
    ],
    lists: ['/api/study/today'],
  },
  {
    name: 'mind map',
    path: '/api/mind-maps/{id}',
    create: makeMap,
    probes: (id) => [
      { method: 'GET', url: `/api/mind-maps/${id}` },
      { method: 'PUT', url: `/api/mind-maps/${id}`, payload: { map_data: A_MAP } },
      { method: 'PATCH', url: `/api/mind-maps/${id}`, payload: { title: 'Renamed' } },
      { method: 'DELETE', url: `/api/mind-maps/${id}` },
    ],
    lists: ['/api/mind-maps/'],
  },
  {
    name: 'mind map expansion',
    path: '/api/mind-maps/{id}/nodes/{nodeId}/expand-ai',
    create: makeMap,
    probes: (id) => [
      { method: 'GET', url: `/api/mind-maps/${id}` },
      {
        method: 'POST',
        url: `/api/mind-maps/${id}/nodes/1/expand-ai`,
        payload: { map_data: A_MAP },
      },
    ],
    lists: [],
  },
  {
    name: 'mind map knowledge',
    path: '/api/mind-maps/{id}/knowledge',
    create: makeMap,
    probes: (id) => [{ method: 'GET', url: `/api/mind-maps/${id}/knowledge` }],
    lists: [],
  },
  {
    name: 'mind map recall mark',
    path: '/api/mind-maps/{id}/recall',
    create: makeMap,
    probes: (id) => [
      { method: 'GET', url: `/api/mind-maps/${id}` },
      {
        method: 'POST',
        url: `/api/mind-maps/${id}/recall`,
        payload: { node_id: '1', result: 'knew' },
      },
    ],
    lists: [],
  },
  {
    name: 'flashcard deck',
    path: '/api/flashcards/decks/{id}',
    create: makeDeck,
    probes: (id) => [
      { method: 'GET', url: `/api/flashcards/decks/${id}` },
      { method: 'PATCH', url: `/api/flashcards/decks/${id}`, payload: { title: 'Renamed' } },
      { method: 'DELETE', url: `/api/flashcards/decks/${id}` },
    ],
    lists: ['/api/flashcards/decks'],
  },
  {
    name: 'flashcard deck export',
    path: '/api/flashcards/decks/{id}/export',
    create: makeDeck,
    probes: (id) => [{ method: 'GET', url: `/api/flashcards/decks/${id}/export?format=csv` }],
    lists: [],
  },
  {
    name: 'flashcard due list',
    path: '/api/flashcards/decks/{id}/due',
    create: makeDeck,
    probes: (id) => [
      { method: 'GET', url: `/api/flashcards/decks/${id}/due` },
      // A Review session on another's deck is refused like reading its due cards.
      {
        method: 'POST',
        url: '/api/pomodoro/sessions',
        payload: { task_name: 'Intruder review', deck_id: id },
      },
    ],
    lists: [],
  },
  {
    name: 'flashcard deck cards',
    path: '/api/flashcards/decks/{id}/cards',
    create: makeDeck,
    probes: (id) => [
      { method: 'GET', url: `/api/flashcards/decks/${id}` },
      { method: 'POST', url: `/api/flashcards/decks/${id}/cards`, payload: A_CARD },
    ],
    lists: [],
  },
  {
    // A card's id is "<deck id>/cards/<card id>": its routes sit under its deck.
    name: 'flashcard card',
    path: '/api/flashcards/decks/{id}/cards/{cardId}',
    create: makeCard,
    probes: (id) => [
      { method: 'GET', url: `/api/flashcards/decks/${id.split('/')[0]}` },
      { method: 'PUT', url: `/api/flashcards/decks/${id}`, payload: A_CARD },
      { method: 'DELETE', url: `/api/flashcards/decks/${id}` },
    ],
    lists: [],
  },
  {
    name: 'flashcard review',
    path: '/api/flashcards/decks/{id}/cards/{cardId}/reviews',
    create: makeCard,
    probes: (id) => [
      { method: 'GET', url: `/api/flashcards/decks/${id.split('/')[0]}` },
      { method: 'POST', url: `/api/flashcards/decks/${id}/reviews`, payload: { rating: 'good' } },
    ],
    lists: [],
  },
  {
    name: 'reader item',
    path: '/api/reader/items/{id}',
    create: makeReading,
    probes: (id) => [
      { method: 'GET', url: `/api/reader/items/${id}` },
      { method: 'PATCH', url: `/api/reader/items/${id}`, payload: { position: 1 } },
      { method: 'DELETE', url: `/api/reader/items/${id}` },
    ],
    lists: ['/api/reader/items'],
  },
  {
    name: 'reader highlights',
    path: '/api/reader/items/{id}/highlights',
    create: makeReading,
    probes: (id) => [
      { method: 'GET', url: `/api/reader/items/${id}` },
      {
        method: 'POST',
        url: `/api/reader/items/${id}/highlights`,
        payload: { start: 0, end: 5, quote: 'Owner' },
      },
    ],
    lists: [],
  },
  {
    // A highlight's id is "<item id>/highlights/<highlight id>".
    name: 'reader highlight',
    path: '/api/reader/items/{id}/highlights/{highlightId}',
    create: async (browser) => {
      const itemId = await makeReading(browser);
      const highlight = await browser.post(`/api/reader/items/${itemId}/highlights`, {
        start: 0,
        end: 5,
        quote: 'Owner',
      });
      return `${itemId}/highlights/${highlight.json().id}`;
    },
    probes: (id) => [
      { method: 'GET', url: `/api/reader/items/${id.split('/')[0]}` },
      { method: 'DELETE', url: `/api/reader/items/${id}` },
    ],
    lists: [],
  },
  {
    name: 'reader card source',
    path: '/api/reader/card-sources/{cardId}',
    create: async (browser) => {
      const itemId = await makeReading(browser);
      const cardId = (await makeCard(browser)).split('/')[2]!;
      await browser.post(`/api/reader/items/${itemId}/highlights`, {
        start: 0,
        end: 5,
        quote: 'Owner',
        card_id: cardId,
      });
      return cardId;
    },
    probes: (id) => [{ method: 'GET', url: `/api/reader/card-sources/${id}` }],
    lists: [],
  },
];

const OWNER_MARK = 'owner-marker';
const SINGLETONS: OwnedSingleton[] = [
  {
    name: 'preferences',
    store: async (browser) => {
      await browser.put('/api/preferences', { theme: 'dark', colorMode: 'calm' });
    },
    read: '/api/preferences',
    shows: (body) => body.includes('"calm"'),
  },
  {
    name: 'pomodoro stats',
    store: async (browser) => {
      const session = await browser.startFocusSession({ task_name: 'Stats' }, (offset) => {
        clockOffset = offset;
      });
      await session.completeWork();
    },
    read: '/api/pomodoro/stats?tz=UTC',
    shows: (body) => JSON.parse(body).today.focus_minutes > 0,
  },
  {
    name: 'daily focus goal',
    store: async (browser) => {
      await browser.put('/api/study/goal', { daily_focus_minutes: 321 });
    },
    read: '/api/study/goal',
    shows: (body) => body.includes('321'),
  },
  {
    name: 'today',
    store: async (browser) => {
      await browser.post('/api/flashcards/decks', {
        title: `Deck ${OWNER_MARK}`,
        cards: [A_CARD],
      });
    },
    read: '/api/study/today?tz=UTC',
    shows: (body) => body.includes(OWNER_MARK),
  },
  {
    name: 'study heatmap',
    store: async (browser) => {
      const deckId = await makeDeck(browser);
      const due = (await browser.get(`/api/flashcards/decks/${deckId}/due`)).json();
      await browser.post(`/api/flashcards/decks/${deckId}/cards/${due.cards[0].id}/reviews`, {
        rating: 'good',
      });
    },
    read: '/api/study/heatmap?tz=UTC',
    shows: (body) => JSON.parse(body).days.length > 0,
  },
  {
    name: 'due forecast',
    store: async (browser) => {
      await browser.post('/api/flashcards/decks', { title: `Deck ${OWNER_MARK}`, cards: [A_CARD] });
    },
    read: '/api/study/forecast?tz=UTC',
    shows: (body) => body.includes(OWNER_MARK),
  },
  {
    name: 'account data',
    store: async (browser) => {
      await browser.makePlan(`Plan ${OWNER_MARK}`);
    },
    read: '/api/account/export',
    shows: (body) => body.includes(OWNER_MARK),
  },
];

const file = appPerFile((database) => createAuthTestApp(database, { clock }), 180_000);

describe('every API route with an id is in the matrix', () => {
  it('with a probe for each of its methods', () => {
    const paths = (file.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    for (const [path, operations] of Object.entries(paths)) {
      if (!path.startsWith('/api/') || !path.includes('{')) continue;
      const resource = RESOURCES.find((entry) => entry.path === path);
      expect(resource, `${path} is missing from the ownership matrix`).toBeDefined();
      const probed = new Set(resource!.probes('x').map((probe) => probe.method.toLowerCase()));
      for (const method of Object.keys(operations)) {
        if (method === 'head') continue;
        expect(probed.has(method), `${method.toUpperCase()} ${path} has no probe`).toBe(true);
      }
    }
  });
});

type Role = 'guest' | 'account';
const roles: Role[] = ['guest', 'account'];

async function browserAs(role: Role): Promise<Browser> {
  const browser = new Browser(file.app);
  // A guest with data of its own (a real identity, not a bare visitor).
  await browser.put('/api/preferences', { theme: 'light', colorMode: 'default' });
  if (role === 'account') await browser.signUp();
  return browser;
}

describe.each(roles)("an owner's data (owner: %s)", (ownerRole) => {
  describe.each(roles)('seen by another %s', (intruderRole) => {
    it.each(RESOURCES)(
      '$name: read, change, delete answer 404; lists leave it out',
      async (resource) => {
        const owner = await browserAs(ownerRole);
        const id = await resource.create(owner);
        const before = (await owner.get(resource.probes(id)[0]!.url)).body;
        const intruder = await browserAs(intruderRole);
        const visitor = new Browser(file.app);

        for (const probe of resource.probes(id)) {
          for (const who of [intruder, visitor]) {
            const response = await who.request(probe.method, probe.url, probe.payload);
            expect(response.statusCode, `${probe.method} ${probe.url}`).toBe(404);
            expect(response.body).not.toContain(id);
          }
        }
        for (const list of resource.lists) {
          expect((await intruder.get(list)).body).not.toContain(id);
        }
        // Untouched: the owner still reads exactly what was there.
        const after = await owner.get(resource.probes(id)[0]!.url);
        expect(after.statusCode).toBe(200);
        expect(after.body).toBe(before);
      },
    );

    it.each(SINGLETONS)('$name: never shows through', async (singleton) => {
      const owner = await browserAs(
        ownerRole === 'guest' && singleton.name === 'account data' ? 'account' : ownerRole,
      );
      await singleton.store(owner);
      const mine = await owner.get(singleton.read);
      expect(mine.statusCode).toBe(200);
      expect(singleton.shows(mine.body)).toBe(true);
      const intruder = await browserAs(intruderRole);
      const theirs = await intruder.get(singleton.read);
      if (theirs.statusCode === 200) expect(singleton.shows(theirs.body)).toBe(false);
      else expect(theirs.statusCode).toBe(401); // account data: a guest has no account to export
    });
  });
});
