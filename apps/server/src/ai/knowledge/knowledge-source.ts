import { isStopword, stopwordHits, words } from '../offline/knowledge/notes.ts';
import { articleFromPage, type Article } from './article.ts';
import type { KnowledgeCache, TopicLookup } from './knowledge-cache.ts';
import type { MediaWikiClient, WikiPage } from './mediawiki.ts';

// Topic → article. The topic is first looked up as a title (so the site's own redirects apply:
// "Hydrologic cycle" → "Water cycle"); failing that, searched, and only a result whose title
// names the whole phrase is taken, never a page that shares one word with it ("water cycle" is
// not "Water"). The site's spelling suggestion is tried once; when it names an article, that
// article is offered to the person ("did you mean") rather than generated from unasked, so a
// wrong guess never becomes a saved map. A disambiguation
// page, or two results that both name the phrase, make the topic ambiguous: the person chooses.
// Every answer is cached (knowledge-cache.ts), so the next person asking costs no fetch.

interface FoundArticle {
  article: Article;
}

export type TopicResult =
  | { kind: 'article'; found: FoundArticle }
  /** The topic was misspelt: the article its corrected spelling names, for the person to choose. */
  | { kind: 'suggestion'; candidate: { label: string; gloss: string } }
  | { kind: 'ambiguous'; candidates: { label: string; gloss: string }[] }
  | { kind: 'none' };

export interface KnowledgeSource {
  find(topic: string): Promise<TopicResult>;
  /** An article by exact title (redirects followed), in the topic's language site. */
  article(title: string, lang: string): Promise<Article | undefined>;
}

const MAX_CANDIDATES = 6;
/** Every site a choice may have been offered from (the languages a topic can be routed to). */
const OFFER_SITES = ['en', 'fr', 'de', 'es', 'it', 'pt', 'ru', 'el'];
const LEADING_ARTICLE = /^(?:the|a|an|le|la|les|l['’]|el|los|las|der|die|das)\s*(?<=\s|['’])/iu;

/** A word without its accents, so a topic typed without them ("les lumieres") meets its title. */
const plain = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * Lower-case content words without accents, a possessive dropped ("Goethe's" → "goethe") and a
 * plain plural folded ("joins" → "join", "theories" → "theory").
 */
function keys(text: string): string[] {
  return words(text.toLowerCase())
    .filter((w) => !isStopword(w))
    .map((w) => plain(w).replace(/['’]s?$/u, ''))
    .map((w) =>
      w.length > 4 && w.endsWith('ies')
        ? `${w.slice(0, -3)}y`
        : w.length > 3 && w.endsWith('s') && !w.endsWith('ss')
          ? w.slice(0, -1)
          : w,
    );
}

/**
 * One word of a topic and one of a title are the same word: equal, or one is the other with an
 * inflection of at most two letters on a stem of five or more ("funktion" and "funktionen",
 * "lumiere" and "lumieres"), as plurals and cases are written in the sites' languages.
 */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.length >= 5 && long.length - short.length <= 2 && long.startsWith(short);
}

const hasWord = (list: Iterable<string>, word: string) => {
  for (const w of list) if (sameWord(w, word)) return true;
  return false;
};

/**
 * True when `title` names the whole `topic`: every word of the topic is in the title (a
 * qualifier in parentheses counts: "Join (SQL)" names "SQL joins"), and the title outside its
 * parentheses adds no word of its own ("Water" does not name "water cycle", nor "Water cycle"
 * "water").
 */
function namesWholeTopic(title: string, topic: string): boolean {
  const topicKeys = keys(topic);
  if (!topicKeys.length) return false;
  const main = keys(title.replace(/\([^)]*\)/g, ' '));
  const all = keys(title);
  return main.every((k) => hasWord(topicKeys, k)) && topicKeys.every((k) => hasWord(all, k));
}

// Letters only one of the sites' languages writes (an "ñ" is Spanish, a "ß" German), then word
// endings typical of one of them ("-ung", "-ción", "-ière"), written with or without accents
// since students often leave them out. Each is evidence for a site to look on, never proof.
const LETTERS: [string, RegExp][] = [
  ['es', /[ñ¿¡áíóú]/iu],
  ['de', /[ßäöü]/iu],
  ['fr', /[çœèêëîïôûùâà]/iu],
];
const ENDINGS: [string, RegExp][] = [
  ['de', /(?:ung|ungen|keit|heit|schaft|ismus|tät|ionen|lich|isch|chen)$/u],
  ['es', /(?:ción|cion|ciones|idad|encia|ismo|ía|icos|icas|osos?|osas?)$/u],
  ['fr', /(?:ité|eux|euse|ères?|ieres?|oires?|eaux?|ées?)$/u],
];

/** How strongly a topic's letters and word endings point to each site's language. */
function hints(topic: string): Map<string, number> {
  const score = new Map<string, number>();
  const add = (lang: string, by: number) => score.set(lang, (score.get(lang) ?? 0) + by);
  for (const [lang, re] of LETTERS) if (re.test(topic)) add(lang, 2);
  for (const word of words(topic.toLowerCase()))
    for (const [lang, re] of ENDINGS) if (word.length > 5 && re.test(word)) add(lang, 1);
  return score;
}

/**
 * The sites to look a topic up on, in order. First the language its common words suggest (a tie,
 * "la independencia de mexico" being as French as Spanish by its little words, goes to the
 * language its letters and endings suggest); a topic without such words is English first unless
 * it has a letter only one language writes. Then
 * the next language its letters, endings or little words suggest, else English. Short topics
 * often fool the word guess ("war" is German for "was"), and a second site costs a lookup only
 * when the first has no article. At most two sites, so a slow encyclopedia is never asked three
 * times.
 */
function topicLanguages(topic: string): string[] {
  const stop = stopwordHits(topic);
  const hint = hints(topic);
  const byHint = (a: string, b: string) => (hint.get(b) ?? 0) - (hint.get(a) ?? 0);
  const best = Math.max(0, ...stop.values());
  const tied = [...stop].filter(([, n]) => n === best && best > 0).map(([l]) => l);
  // Without little words, a letter only one language writes still decides; endings alone don't.
  const lettered = [...hint].filter(([, n]) => n >= 2).sort(([a], [b]) => byHint(a, b))[0]?.[0];
  const first = tied.sort(byHint)[0] ?? lettered ?? 'en';
  const others = [
    ...tied.slice(1),
    ...[...hint.keys()].sort(byHint),
    ...[...stop.keys()].sort((a, b) => stop.get(b)! - stop.get(a)!),
    'en',
  ];
  const second = others.find((l) => l !== first);
  return second ? [first, second] : [first];
}

const defaultGloss = (title: string) => `The encyclopedia article “${title}”.`;
const glossOf = (page: WikiPage) => page.description ?? defaultGloss(page.title);

const firstUpper = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** Pages this process has read from the cache, by site, title and revision (least recent out). */
const REMEMBERED_PAGES = 256;

export function createKnowledgeSource(options: {
  apiUrl: string;
  client: MediaWikiClient;
  cache: KnowledgeCache;
}): KnowledgeSource {
  const { client, cache } = options;
  const apiFor = (lang: string) => options.apiUrl.replaceAll('{lang}', lang);
  // Concurrent requests for one key in this process share one fetch.
  const inFlight = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const running = inFlight.get(key) as Promise<T> | undefined;
    if (running) return running;
    const started = work().finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  };

  // A cached page is read whole (and its JSON parsed) once per revision in this process; later
  // requests ask the database only for the revision, so another process's newer fetch still wins
  // and an expired row is still fetched again.
  const remembered = new Map<string, WikiPage>();
  const pageKey = (api: string, title: string, revision: number) =>
    `${api}\u0000${title}\u0000${revision}`;
  const remember = (api: string, title: string, found: WikiPage) => {
    const key = pageKey(api, title, found.revision);
    remembered.delete(key);
    remembered.set(key, found);
    if (remembered.size > REMEMBERED_PAGES) remembered.delete(remembered.keys().next().value!);
    return found;
  };
  async function cachedPage(api: string, title: string): Promise<WikiPage | undefined> {
    const revision = await cache.revision(api, title);
    if (revision === undefined) return undefined;
    const known = remembered.get(pageKey(api, title, revision));
    if (known) return remember(api, title, known);
    const read = await cache.page(api, title);
    return read ? remember(api, title, read) : undefined;
  }

  async function page(lang: string, title: string): Promise<WikiPage | undefined> {
    const api = apiFor(lang);
    const cached = await cachedPage(api, title);
    if (cached) return cached;
    return once(`page\u0000${api}\u0000${title}`, async () => {
      const fetched = await client.page(lang, title);
      if (!fetched) return undefined;
      await cache.putPage(api, fetched);
      return remember(api, fetched.title, fetched);
    });
  }

  // One Article per remembered page, so what is made from it can be remembered with it.
  const articles = new WeakMap<WikiPage, Article>();
  const parsed = (found: WikiPage): Article => {
    let article = articles.get(found);
    if (!article) articles.set(found, (article = articleFromPage(found)));
    return article;
  };

  /**
   * Each choice offered to the person is remembered as a lookup on the site it came from, so its
   * label sent back as the topic (the API's contract) resolves to exactly that article there.
   */
  async function rememberOffers(lang: string, candidates: readonly { label: string }[]) {
    const api = apiFor(lang);
    for (const { label } of candidates) {
      const key = label.replace(/\s+/g, ' ').trim().toLowerCase();
      if (!(await cache.lookup(api, key)))
        await cache.putLookup(api, key, { kind: 'article', title: label });
    }
  }

  async function candidatesFor(
    lang: string,
    topic: string,
    titles: readonly string[],
    least = 2,
  ): Promise<TopicLookup> {
    const picked = titles.slice(0, MAX_CANDIDATES);
    if (picked.length < least) return { kind: 'none' };
    const descriptions = await client.descriptions(lang, picked);
    return {
      kind: 'ambiguous',
      candidates: picked.map((title) => ({
        label: title,
        gloss: descriptions.get(title) ?? defaultGloss(title),
      })),
    };
  }

  /** Search results that name the whole topic, the disambiguation page itself left out. */
  async function wholeMatches(lang: string, topic: string, exclude?: string) {
    const result = await client.search(lang, topic);
    return {
      matches: result.titles.filter((t) => t !== exclude && namesWholeTopic(t, topic)),
      suggestion: result.suggestion,
    };
  }

  async function resolve(
    lang: string,
    topic: string,
    allowSuggestion: boolean,
  ): Promise<TopicLookup> {
    // "the Krebs cycle": the title without its article, so the site's redirects apply to it.
    const bare = topic.replace(LEADING_ARTICLE, '');
    const asTitle =
      (await page(lang, firstUpper(topic))) ??
      (bare !== topic && bare ? await page(lang, firstUpper(bare)) : undefined);
    if (asTitle?.disambiguation) {
      const { matches } = await wholeMatches(lang, topic, asTitle.title);
      // The site lists several meanings but has an article for only one of them here: still the
      // person's choice, not the dictionary's answer.
      return candidatesFor(lang, topic, matches, 1);
    }
    if (asTitle) return { kind: 'article', title: asTitle.title } satisfies TopicLookup;
    const { matches, suggestion } = await wholeMatches(lang, topic);
    if (matches.length === 1) return { kind: 'article', title: matches[0]! } satisfies TopicLookup;
    // A title that is the topic but for capitals ("Cold War" for "cold war") is the one meant, as
    // a wiki's own capitalisation redirects say; it also makes a chosen candidate generate, since
    // lookups are cached by the topic in lower case.
    const same = matches.filter((t) => t.toLowerCase() === topic.toLowerCase());
    if (same.length === 1) return { kind: 'article', title: same[0]! } satisfies TopicLookup;
    if (matches.length > 1) {
      // Two titles that differ only by case or a qualifier-less twin: the plain one wins.
      const plain = matches.filter((t) => !t.includes('('));
      if (plain.length === 1 && keys(plain[0]!).length === keys(topic).length)
        return { kind: 'article', title: plain[0]! } satisfies TopicLookup;
      return candidatesFor(lang, topic, matches);
    }
    if (allowSuggestion && suggestion && suggestion.toLowerCase() !== topic.toLowerCase()) {
      const corrected: TopicLookup = await resolve(lang, suggestion, false);
      return corrected.kind === 'article' ? { ...corrected, suggestion } : corrected;
    }
    return { kind: 'none' } satisfies TopicLookup;
  }

  return {
    async find(topic) {
      const phrase = topic.replace(/\s+/g, ' ').trim();
      const key = phrase.toLowerCase();
      const lookupOn = async (lang: string) => {
        const api = apiFor(lang);
        return (
          (await cache.lookup(api, key)) ??
          (await once(`topic\u0000${api}\u0000${key}`, async () => {
            const result = await resolve(lang, phrase, true);
            await cache.putLookup(api, key, result);
            return result;
          }))
        );
      };
      let lang = '';
      let lookup: TopicLookup = { kind: 'none' };
      const tried = topicLanguages(phrase);
      for (const site of tried) {
        lang = site;
        lookup = await lookupOn(site);
        if (lookup.kind !== 'none') break;
      }
      if (lookup.kind === 'none') {
        // A choice offered earlier from another language's site ("Reyes Católicos" sent back
        // alone) resolves where it was offered, whatever its words suggest.
        for (const site of OFFER_SITES.filter((l) => !tried.includes(l))) {
          const offered = await cache.lookup(apiFor(site), key);
          if (offered?.kind !== 'article') continue;
          [lang, lookup] = [site, offered];
          break;
        }
      }
      if (lookup.kind === 'ambiguous') await rememberOffers(lang, lookup.candidates);
      if (lookup.kind !== 'article') return lookup;
      const found = await page(lang, lookup.title);
      if (!found || found.disambiguation) return { kind: 'none' };
      if (lookup.suggestion) {
        const candidate = { label: found.title, gloss: glossOf(found) };
        await rememberOffers(lang, [candidate]);
        return { kind: 'suggestion', candidate };
      }
      return { kind: 'article', found: { article: parsed(found) } };
    },
    async article(title, lang) {
      const found = await page(lang, firstUpper(title.trim()));
      return found && !found.disambiguation ? parsed(found) : undefined;
    },
  };
}
