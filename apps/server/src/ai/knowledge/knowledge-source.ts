import { isStopword, stopwordHits, words } from '../offline/knowledge/notes.ts';
import { articleFromPage, type Article } from './article.ts';
import type { KnowledgeCache, TopicLookup } from './knowledge-cache.ts';
import type { MediaWikiClient, WikiPage } from './mediawiki.ts';

// Topic → article. The topic is first looked up as a title (so the site's own redirects apply:
// "Hydrologic cycle" → "Water cycle"); failing that, searched, and only a result whose title, or
// the redirect the search matched, names the whole phrase is taken, never a page that shares one
// word with it ("water cycle" is not "Water"). Words compare without accents, possessives and
// plain plurals, and numbers by value ("8th", "VIII"). A school subject beside the topic is tried
// as the sites' qualified titles ("vectors maths" → "Vector (geometry)"). The site's spelling
// suggestion is tried once; when it names an article, that article is offered to the person
// ("did you mean") rather than generated from unasked, so a wrong guess never becomes a saved
// map, unless it only restores what the comparison ignores (an accent). A disambiguation page
// (its articles named like the topic and those it lists), or two results that both name the
// phrase, make the topic ambiguous: the person chooses; so do titles that are the topic "of" a
// country ("House of Commons of Canada"). A leading article a title keeps ("A Christmas Carol")
// wins over the title without it only when that proper name is the topic exactly; met through a
// plural or other loosening it is only offered. A compound typed as two words ("sword fish") is
// offered as the title that names it joined. An abbreviation the search does not know ("probas") is offered
// as the title it starts a word of, never answered unasked. Every answer is cached
// (knowledge-cache.ts), so the next person asking costs no fetch.

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

const LIGATURES: Record<string, string> = { œ: 'oe', Œ: 'OE', æ: 'ae', Æ: 'AE', ß: 'ss' };
/** A word without its accents or ligatures, so "les belles soeurs" meets "Les Belles-sœurs". */
const plain = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[œŒæÆß]/gu, (letter) => LIGATURES[letter]!);
/** The leading article of a topic or title, in lower case ("a", "les", "l'"), if it has one. */
const articleOf = (text: string) =>
  LEADING_ARTICLE.exec(plain(text.trim().toLowerCase()))?.[0].trim().replace('’', "'");
/**
 * A name as compared exactly: lower case, without accents, apostrophes or other punctuation
 * ("Snell's law" and "snells law" are one text), with no word folded or dropped.
 */
const strictText = (text: string) =>
  plain(text.toLowerCase())
    .replace(/['’]/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * True when a name that starts with an article ("The Norman Conquests", "A Christmas Carol"), so
 * is normally a proper name (a work, a band, an event), is not the topic exactly: it then met the
 * topic only through a loosening (a plural, a possessive, a number, or an article the person did
 * not type), and may be offered but never answered unasked ("the norman conquest" is not the
 * play trilogy, and "tudors" may mean the dynasty rather than the television series "The Tudors").
 */
function looseProperName(name: string, topic: string): boolean {
  // A qualifier does not make a proper name less proper: "The Tudors (TV series)" is the series.
  const unqualified = name.replace(/\s*\([^)]*\)\s*$/u, '');
  if (!articleOf(unqualified)) return false;
  const bare = (text: string) => strictText(text.trim().replace(LEADING_ARTICLE, ''));
  if (strictText(unqualified) === strictText(topic)) return false;
  return !articleOf(topic) || bare(unqualified) !== bare(topic);
}

// Numbers are written many ways in topics and titles: "5 pillars" and "Five Pillars", "henry 8th"
// and "Henry VIII", "la ve republique" and "Cinquième République", "Segunda República" and "II
// República". Each is compared as its value. Words are given without accents, in lower case.
const NUMBER_WORDS = new Map<string, number>();
for (const [n, list] of [
  [1, 'one first premier premiere primero primera'],
  [2, 'two second deux deuxieme seconde dos segundo segunda zwei'],
  [3, 'three third trois troisieme tres tercero tercera drei'],
  [4, 'four fourth quatre quatrieme cuatro cuarto cuarta vier'],
  [5, 'five fifth cinq cinquieme cinco quinto quinta funf'],
  [6, 'six sixth sixieme seis sexto sexta sechs'],
  [7, 'seven seventh sept septieme siete septimo septima sieben'],
  [8, 'eight eighth huit huitieme ocho octavo octava acht'],
  [9, 'nine ninth neuf neuvieme nueve noveno novena neun'],
  [10, 'ten tenth dix dixieme diez decimo decima zehn'],
  [11, 'eleven eleventh onze onzieme undecimo'],
  [12, 'twelve twelfth douze douzieme doce zwolf'],
] as const)
  for (const word of list.split(' ')) NUMBER_WORDS.set(word, n);
/** German ordinals, which take a case ending: "erste", "zweiten", "fünfter". */
const GERMAN_ORDINALS = new Map(
  'erst zweit dritt viert funft sechst siebt acht neunt zehnt elft zwolft'
    .split(' ')
    .map((stem, i) => [stem, i + 1]),
);
const ROMAN = /^(x{0,3})(ix|iv|v?i{0,3})$/u;
const romanValue = (text: string): number | undefined => {
  const m = ROMAN.exec(text);
  if (!text || !m) return undefined;
  const small = m[2]!;
  const ones =
    small === 'ix'
      ? 9
      : small === 'iv'
        ? 4
        : (small.startsWith('v') ? 5 : 0) + small.replace('v', '').length;
  return m[1]!.length * 10 + ones;
};

/**
 * The value of a word that is a number: digits ("5"), an ordinal ("8th", "1er", "5e", "2º"), a
 * Roman numeral ("VIII", "ii", with a French ordinal's "e": "Ve", "XIXe"), or a number word of
 * the sites' languages ("five", "cinquième", "segunda", German "erste", "fünften"). `word` is as
 * written: a lone "I" is a numeral only in capitals and after another word ("World War I"), since
 * "i" and "I, Robot" are pronouns.
 */
function numberValue(word: string, first = false): number | undefined {
  const lower = plain(word.toLowerCase());
  const digits = /^(\d{1,4})(?:st|nd|rd|th|er|re|e|eme|o|a|º|ª)?$/u.exec(lower);
  if (digits) return Number(digits[1]);
  if (lower === 'i' && (word !== 'I' || first)) return undefined;
  const roman = romanValue(lower) ?? romanValue(lower.replace(/(?:e|er|eme)$/u, ''));
  if (roman) return roman;
  const german = /^(.+?)(?:e|er|es|en|em)$/u.exec(lower)?.[1];
  return NUMBER_WORDS.get(lower) ?? (german ? GERMAN_ORDINALS.get(german) : undefined);
}

/**
 * Lower-case content words without accents, a possessive dropped ("Goethe's" → "goethe"), a
 * plain plural folded ("joins" → "join", "theories" → "theory") and a number as its value
 * ("VIII" and "8th" → "8").
 */
function keys(text: string): string[] {
  // A hyphen joins words a student often writes apart ("Ox-bow lake", "random access memory").
  return words(text)
    .flatMap((w) => w.split('-').filter(Boolean))
    .map((w, i) => ({ w, n: numberValue(w, i === 0) }))
    .filter(({ w, n }) => n !== undefined || !isStopword(w))
    .map(({ w, n }) => {
      if (n !== undefined) return String(n);
      const k = plain(w.toLowerCase()).replace(/['’]s?$/u, '');
      return k.length > 4 && k.endsWith('ies')
        ? `${k.slice(0, -3)}y`
        : k.length > 3 && k.endsWith('s') && !k.endsWith('ss')
          ? k.slice(0, -1)
          : k;
    });
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

/** The words that join a name to whom or where it belongs: "House of Commons of Canada". */
const OF_WORDS = new Set(['of', 'de', 'des', 'du', 'del', 'von', 'der']);

/**
 * True when `name` is the whole `topic` and then "of" and whom or where it belongs ("House of
 * Commons of Canada" for "the house of commons"): one of the several bodies or things of that
 * name, so a choice to offer, never an answer. Topics of one word are left out ("History of
 * France" is not one sense of "history").
 */
function namesTopicOf(name: string, topic: string): boolean {
  if (keys(topic).length < 2 || name.includes('(')) return false;
  const all = words(name);
  for (let i = 1; i < all.length - 1; i++) {
    if (!OF_WORDS.has(all[i]!.toLowerCase())) continue;
    if (sameWords(all.slice(0, i).join(' '), topic) && keys(all.slice(i + 1).join(' ')).length)
      return true;
  }
  return false;
}

/**
 * True when `title` names the whole `topic` once each of `short` (words of the topic, as keys)
 * is read as the start of a title word: "probas conditionnelles" and "Probabilités
 * conditionnelles". Only for words the site's search does not know.
 */
function namesAbbreviated(title: string, topic: string, short: readonly string[]): boolean {
  const topicKeys = keys(topic);
  const main = keys(title.replace(/\([^)]*\)/g, ' '));
  const all = keys(title);
  const expands = (k: string) => short.some((s) => k.length > s.length + 2 && k.startsWith(s));
  return (
    main.every((k) => hasWord(topicKeys, k) || expands(k)) &&
    topicKeys.every((k) => hasWord(all, k) || (short.includes(k) && all.some(expands)))
  );
}

// Letters only one of the sites' languages writes (an "ñ" is Spanish, a "ß" German), then word
// endings typical of one of them ("-ung", "-ción", "-ière"), written with or without accents
// since students often leave them out. Each is evidence for a site to look on, never proof.
const LETTERS: [string, RegExp][] = [
  ['es', /[ñ¿¡áíóú]/iu],
  ['de', /[ßäöü]/iu],
  ['fr', /[çœèêëîïôûùâà]/iu],
  // An elided article or preposition ("l'affaire", "d'histoire") is French among the sites'
  // languages, and little-word counts miss it: the elided word is one letter.
  ['fr', /(?:^|\s)(?:l|d|qu)['’]\p{L}/iu],
];
const ENDINGS: [string, RegExp][] = [
  ['de', /(?:ung|ungen|keit|heit|schaft|ismus|tät|taet|ionen|lich|isch|sche[nrsm]?|chen|eln)$/u],
  ['es', /(?:ción|cion|ciones|idad|encia|ismo|ía|icos?|icas|osos?|osas?|[^aeiou]os)$/u],
  ['fr', /(?:ité|eux|euse|ères?|ieres?|oires?|eaux?|ées?|isme)$/u],
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
  // A one-letter word is too often a letter, a variable or an initial ("big o notation",
  // "vitamin a", "plan b") to tell a language by.
  const stop = stopwordHits(
    words(topic)
      .filter((w) => w.length > 1)
      .join(' '),
  );
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
  // Nothing points anywhere, but a long word is how German writes a compound
  // ("novemberrevolution", "schachnovelle zweig"); English, asked first, keeps its own.
  const compound = words(topic).some((w) => /^\p{L}{12,}$/u.test(w)) ? ['de'] : [];
  const second = [...others.slice(0, -1), ...compound, 'en'].find((l) => l !== first);
  return second ? [first, second] : [first];
}

/** Two phrases with the same words once accents, possessives, plurals and numbers are compared. */
function sameWords(a: string, b: string): boolean {
  const [ka, kb] = [keys(a), keys(b)];
  return ka.length === kb.length && ka.every((k, i) => sameWord(k, kb[i]!));
}

const SEE_ALSO =
  /^(?:see also|voir aussi|siehe auch|véase también|ver también|vedi anche|veja também)$/iu;

// School subjects as students add them to a topic, and the qualifiers the sites put in titles for
// that subject's sense of a word.
const SUBJECT_QUALIFIERS = new Map<string, readonly string[]>();
for (const [names, qualifiers] of [
  [
    'maths math mathematics calc',
    [
      'mathematics',
      'geometry',
      'algebra',
      'calculus',
      'linear algebra',
      'statistics',
      'arithmetic',
    ],
  ],
  ['calculus', ['calculus', 'mathematics']],
  ['algebra', ['algebra', 'mathematics']],
  ['geometry', ['geometry', 'mathematics']],
  ['statistics stats', ['statistics', 'mathematics']],
  ['physics', ['physics', 'mechanics', 'electromagnetism', 'optics']],
  ['chemistry chem', ['chemistry']],
  ['biology bio', ['biology', 'cell biology', 'genetics', 'anatomy', 'botany', 'zoology']],
  ['geography geog', ['geography', 'geology', 'meteorology']],
  ['economics econ', ['economics', 'finance']],
  ['computing programming', ['computing', 'computer science', 'programming']],
  ['mathematiques', ['mathématiques', 'géométrie', 'algèbre']],
  ['physique', ['physique']],
  ['chimie', ['chimie']],
  ['biologie', ['biologie', 'Biologie']],
  ['matematicas mates', ['matemáticas', 'matemática', 'geometría', 'álgebra']],
  ['fisica', ['física']],
  ['quimica', ['química']],
  ['biologia', ['biología']],
  ['mathe mathematik', ['Mathematik', 'Geometrie', 'Algebra']],
  ['physik', ['Physik']],
  ['chemie', ['Chemie']],
] as const)
  for (const name of names.split(' ')) SUBJECT_QUALIFIERS.set(name, qualifiers);

// Courses and exams students add to a topic ("… class 12", "… adv higher", "… igcse").
const COURSE_WORDS = new Set(
  'gcse igcse alevel alevels ib ap apush hsc vce ncea icse cbse ks3 ks4 higher highers adv bac abitur matura ebau selectividad'.split(
    ' ',
  ),
);
const COURSE_NUMBERED = new Set(['class', 'grade', 'year', 'form', 'std']);

/** True for a course word, or a number after "class", "grade", "year". */
function isCourseWord(word: string, before: string | undefined): boolean {
  const lower = plain(word.toLowerCase());
  if (COURSE_WORDS.has(lower)) return true;
  return /^\d{1,2}$/u.test(lower) && COURSE_NUMBERED.has(plain((before ?? '').toLowerCase()));
}

/** A number word that is no year: a count is part of a title ("three laws"), a year context. */
const isCountedWord = (word: string) => numberValue(word) !== undefined && !/^\d{4}$/u.test(word);

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

  /**
   * Search results that name the whole topic, by their title or by the redirect the search
   * matched ("Kepler's laws" for "Kepler's laws of planetary motion"), the disambiguation page
   * itself left out. `query` is what is sent; `topic` what the titles must name.
   */
  async function wholeMatches(lang: string, query: string, topic: string, exclude?: string) {
    const result = await client.search(lang, query);
    const matches: string[] = [];
    /** The titles whose own name or matched redirect is the topic but for capitals and accents. */
    const exact: string[] = [];
    /** The titles whose name keeps the topic's leading article ("A Christmas Carol"). */
    const keepingArticle: string[] = [];
    /** The titles that are the topic "of" someone or somewhere ("House of Commons of Canada"). */
    const belonging: string[] = [];
    /** Titles that start with an article and meet the topic only loosely (never answered). */
    const looseProper: string[] = [];
    /** Titles that hold every word of the topic among others ("House of Tudor" for "tudors"). */
    const containing: string[] = [];
    const topicKeys = keys(topic);
    const article = articleOf(topic);
    const bareTopic = strictText(topic.trim().replace(LEADING_ARTICLE, ''));
    // The topic but for capitals, accents and punctuation, with or without its leading article
    // ("Norman Conquest" for "the norman conquest"): no loosened match may beat it.
    const sameText = (name: string) =>
      strictText(name) === strictText(topic) ||
      (!articleOf(name) && strictText(name) === bareTopic);
    for (const hit of result.hits) {
      if (hit.title === exclude || matches.includes(hit.title)) continue;
      const names = [hit.title, ...(hit.redirect ? [hit.redirect] : [])];
      if (!names.some((name) => namesWholeTopic(name, topic))) {
        if (names.some((name) => namesTopicOf(name, topic))) belonging.push(hit.title);
        else if (topicKeys.length && topicKeys.every((k) => hasWord(keys(hit.title), k)))
          containing.push(hit.title);
        continue;
      }
      matches.push(hit.title);
      if (names.some(sameText)) exact.push(hit.title);
      // A title that keeps the topic's article is a proper name: it must be the topic exactly.
      if (
        article &&
        names.some(
          (name) =>
            !name.includes('(') &&
            articleOf(name) === article &&
            strictText(name) === strictText(topic),
        )
      )
        keepingArticle.push(hit.title);
      if (
        !names.some(sameText) &&
        names.every((name) => looseProperName(name, topic) || !namesWholeTopic(name, topic))
      )
        looseProper.push(hit.title);
    }
    return {
      matches,
      exact,
      looseProper,
      keepingArticle,
      belonging,
      containing,
      suggestion: result.suggestion,
      hits: result.hits.length,
    };
  }

  /**
   * The articles a disambiguation page lists, in its order: each line's name (before its comma
   * or dash) that is a page of the site, redirects followed, and not a list itself; "See also"
   * left out. One request for all of them.
   */
  async function listedSenses(lang: string, listing: WikiPage): Promise<string[]> {
    const names: string[] = [];
    let seeAlso = false;
    for (const raw of listing.extract.split('\n')) {
      const line = raw.trim();
      const heading = /^==+\s*(.*?)\s*==+$/u.exec(line);
      if (heading) {
        seeAlso = SEE_ALSO.test(heading[1]!);
        continue;
      }
      if (seeAlso || !line || line.endsWith(':')) continue;
      const name = line.split(/,\s|\s[-–—]\s|:\s/u)[0]!.trim();
      if (name && name.length <= 100 && name !== listing.title) names.push(name);
    }
    if (!names.length) return [];
    const found = await client.existing(lang, names.slice(0, 50));
    const titles: string[] = [];
    for (const name of names) {
      const page = found.get(name);
      if (page && !page.disambiguation && !titles.includes(page.title)) titles.push(page.title);
    }
    return titles;
  }

  /**
   * "vectors maths", "integration calculus": a school subject named beside the topic is the
   * sense meant, written the way the sites qualify a title ("Vector (geometry)", "Integration
   * (calculus)"). Those titles are looked up in one request (redirects followed); the first
   * that is an article is the one meant. When the site qualifies the sense otherwise ("Bearing
   * (angle)" for "bearings maths"), the titles the search finds that are the rest of the topic
   * with a qualifier are offered: the person chooses, since which one the subject means is a
   * guess. Nothing else is taken from the subject word.
   */
  async function bySubject(lang: string, topic: string): Promise<TopicLookup | undefined> {
    const all = words(topic);
    for (const [subject, rest] of [
      [all.at(-1), all.slice(0, -1)],
      [all[0], all.slice(1)],
    ] as const) {
      const qualifiers = subject ? SUBJECT_QUALIFIERS.get(plain(subject.toLowerCase())) : undefined;
      if (!qualifiers || !rest.length || !rest.some((w) => !isStopword(w))) continue;
      const phrase = firstUpper(rest.join(' ').replace(LEADING_ARTICLE, ''));
      const singular = phrase.replace(/(?<=\p{L}{3})(?:ies|s)$/u, (end) =>
        end === 'ies' ? 'y' : '',
      );
      const asked = qualifiers.flatMap((q) => [`${phrase} (${q})`, `${singular} (${q})`]);
      const found = await client.existing(lang, asked);
      for (const title of asked) {
        const page = found.get(title);
        if (page && !page.disambiguation) return { kind: 'article', title: page.title };
      }
      const restText = rest.join(' ');
      const qualified = (await client.search(lang, restText)).hits
        .map((hit) => hit.title)
        .filter(
          (title) =>
            title.includes('(') &&
            namesWholeTopic(title.replace(/\s*\([^)]*\)\s*$/u, ''), restText),
        );
      if (qualified.length) return candidatesFor(lang, topic, qualified, 1);
    }
    return undefined;
  }

  /**
   * "les probas conditionnelles": a word the site does not know may be short for a longer one
   * ("probas" for "probabilités"). The unknown word is the one the site's suggestion replaced;
   * without a suggestion, each content word of four letters or more is tried in turn (a search
   * that found nothing at all has such a word; topics of up to three content words). The rest of
   * the topic is searched, and a title (or matched redirect) that names it with a word starting
   * with the short one is offered, never answered unasked, since an abbreviation is a guess.
   */
  async function byAbbreviation(
    lang: string,
    topic: string,
    suggestion: string | undefined,
  ): Promise<TopicLookup | undefined> {
    const typed = words(topic);
    const content = typed.filter((w) => !isStopword(w) && numberValue(w) === undefined);
    let tries: string[];
    if (suggestion) {
      const fixed = words(suggestion);
      if (typed.length !== fixed.length) return undefined;
      tries = content.filter(
        (w) => plain(w.toLowerCase()) !== plain(fixed[typed.indexOf(w)]!.toLowerCase()),
      );
      if (tries.length !== 1) return undefined;
    } else {
      if (content.length < 2 || content.length > 3) return undefined;
      tries = content;
    }
    for (const word of tries) {
      const short = keys(word).filter((k) => k.length >= 4);
      const rest = typed.filter((w) => w !== word).join(' ');
      if (short.length !== 1 || !keys(rest).length) continue;
      const result = await client.search(lang, rest);
      const titles = result.hits
        .filter((hit) =>
          [hit.title, ...(hit.redirect ? [hit.redirect] : [])].some((name) =>
            namesAbbreviated(name, topic, short),
          ),
        )
        .map((hit) => hit.title);
      if (titles.length === 1)
        return { kind: 'article', title: titles[0]!, suggestion: titles[0]! };
      if (titles.length) return candidatesFor(lang, topic, titles);
    }
    return undefined;
  }

  /**
   * "inheritance java", "niebla unamuno", "eigenvalues linear algebra", "the cone gatherers by
   * robin jenkins", "the 1916 easter rising": words at either end that are context, not part of
   * the title (a language, an author, a subject, a year). The rest is searched; the titles (or
   * matched redirects) that name the rest and whose article mentions the context words (as
   * words starting with their first letters: "philo" in "philosophie", "stat" in "statistics")
   * are offered, never answered unasked, since which words were context is a guess. At most
   * four articles are read per try, each cached like any other.
   */
  async function byContextWord(lang: string, topic: string): Promise<TopicLookup | undefined> {
    const typed = words(topic.replace(LEADING_ARTICLE, ''));
    if (typed.length < 2 || typed.length > 7) return undefined;
    // A course or exam named at the end ("class 12", "adv higher", "igcse") says nothing of
    // the subject: it is left out, and the rest's titles need not mention it.
    let end = typed.length;
    while (end > 1 && isCourseWord(typed[end - 1]!, typed[end - 2])) {
      // "class 12": the number and the word it numbers.
      end -= /^\d+$/u.test(typed[end - 1]!) && end > 2 ? 2 : 1;
    }
    const by = typed.findIndex((w, i) => i > 0 && w.toLowerCase() === 'by');
    type Try = [context: string[], rest: string[]];
    const tries: Try[] = [
      [typed[end - 1] ? [typed[end - 1]!] : [], typed.slice(0, end - 1)],
      [[typed[0]!], typed.slice(1, end)],
      [typed.slice(end - 2, end), typed.slice(0, end - 2)],
    ];
    if (by > 0 && by < end - 1) tries.unshift([typed.slice(by + 1, end), typed.slice(0, by)]);
    if (end < typed.length) tries.unshift([[], typed.slice(0, end)]);
    for (const [context, rest] of tries) {
      if (!rest.length || rest.length === typed.length) continue;
      // The rest must stand alone where the context was cut off: "de franco" is a broken
      // phrase, not a topic ("non cooperation movement" is whole).
      const cutAtStart = rest[0] !== typed[0];
      if (isStopword(cutAtStart ? rest[0]! : rest.at(-1)!)) continue;
      if (context.some((w) => w.length < 3 || isStopword(w) || isCountedWord(w))) continue;
      const restText = rest.join(' ');
      if (!keys(restText).length) continue;
      const stems = context.map((w) => {
        const bare = plain(w.toLowerCase());
        return bare.slice(0, Math.min(5, Math.max(3, bare.length - 1)));
      });
      const mentions = (text: string) => {
        const all = words(plain(text.toLowerCase()));
        return stems.every((stem) => all.some((w) => w.startsWith(stem)));
      };
      const named = (await client.search(lang, restText)).hits
        .filter((hit) =>
          [hit.title, ...(hit.redirect ? [hit.redirect] : [])].some((name) =>
            namesWholeTopic(name, restText),
          ),
        )
        .map((hit) => hit.title)
        .slice(0, 4);
      const mentioning: string[] = [];
      for (const title of named) {
        const found = await page(lang, title);
        if (found && !found.disambiguation && mentions(found.extract)) mentioning.push(found.title);
      }
      if (mentioning.length === 1)
        return { kind: 'article', title: mentioning[0]!, suggestion: mentioning[0]! };
      if (mentioning.length) return candidatesFor(lang, topic, mentioning);
    }
    return undefined;
  }

  /**
   * "ram memory", "dna molecule": a short word typed beside words of what it stands for. The
   * short word in capitals is looked up (redirects followed, as the site's own "RAM" leads to
   * its article); a page whose title holds every other word of the topic is offered, never
   * answered unasked, since reading the short word as an abbreviation is a guess. A listing page
   * offers the senses it lists that hold those words.
   */
  async function byAcronym(lang: string, topic: string): Promise<TopicLookup | undefined> {
    const typed = words(topic).filter((w) => !isStopword(w));
    const short = typed.filter((w) => /^\p{L}{2,5}$/u.test(w));
    if (typed.length < 2 || typed.length > 3 || short.length !== 1) return undefined;
    const others = keys(typed.filter((w) => w !== short[0]).join(' '));
    const holdsTheRest = (title: string) => others.every((k) => hasWord(keys(title), k));
    const acronym = short[0]!.toUpperCase();
    const found = (await client.existing(lang, [acronym])).get(acronym);
    if (!found) return undefined;
    if (!found.disambiguation)
      return holdsTheRest(found.title)
        ? { kind: 'article', title: found.title, suggestion: found.title }
        : undefined;
    const listing = await page(lang, found.title);
    const senses = listing ? (await listedSenses(lang, listing)).filter(holdsTheRest) : [];
    return senses.length ? candidatesFor(lang, topic, senses, 1) : undefined;
  }

  /**
   * "to kill a mocking bird": a compound written as two words is a word the site's search may not
   * know in either half ("mocking" is no word of its pages), and its correction is then another
   * word ("moving"). Each pair of adjacent content words (at most two pairs) is searched joined;
   * a title (or matched redirect) that names the topic so written is offered, never answered
   * unasked, since joining is a guess.
   */
  async function byJoinedWords(lang: string, topic: string): Promise<TopicLookup | undefined> {
    const typed = words(topic);
    if (typed.length > 6) return undefined;
    const content = (w: string) => w.length >= 3 && !isStopword(w) && numberValue(w) === undefined;
    let tried = 0;
    for (let i = 0; i < typed.length - 1 && tried < 2; i++) {
      if (!content(typed[i]!) || !content(typed[i + 1]!)) continue;
      tried++;
      const joined = [...typed.slice(0, i), typed[i]! + typed[i + 1]!, ...typed.slice(i + 2)].join(
        ' ',
      );
      const { matches, exact } = await wholeMatches(lang, joined, joined);
      // The title that is the joined topic exactly is the one offered, as a plain title wins
      // over its qualified twin ("… (film)") when the topic is typed whole.
      const only = matches.length === 1 ? matches[0] : exact.length === 1 ? exact[0] : undefined;
      if (only) return { kind: 'article', title: only, suggestion: only };
      if (matches.length) return candidatesFor(lang, joined, matches);
    }
    return undefined;
  }

  async function resolve(
    lang: string,
    topic: string,
    allowSuggestion: boolean,
  ): Promise<TopicLookup> {
    // "the Krebs cycle": the title without its article, so the site's redirects apply to it.
    const bare = topic.replace(LEADING_ARTICLE, '');
    let asTitle = await page(lang, firstUpper(topic));
    let searched: Awaited<ReturnType<typeof wholeMatches>> | undefined;
    if (!asTitle && bare !== topic && bare) {
      // A leading article can be part of the title: "A Christmas Carol" (the novella) is another
      // subject than "Christmas carol" (the song), and the title lookup misses it when typed in
      // lower case. So the search is asked first; a title (or matched redirect) that keeps the
      // article is the one meant, and the page without the article is never taken instead.
      searched = await wholeMatches(lang, topic, topic);
      const { keepingArticle } = searched;
      if (keepingArticle.length === 1)
        return { kind: 'article', title: keepingArticle[0]! } satisfies TopicLookup;
      if (keepingArticle.length > 1) return candidatesFor(lang, topic, keepingArticle);
      asTitle = await page(lang, firstUpper(bare));
    }
    if (asTitle?.disambiguation) {
      const { matches } = await wholeMatches(lang, topic, topic, asTitle.title);
      // The site lists several meanings: the person chooses among the articles named like the
      // topic ("Mole (unit)"), even if only one of them has an article here, rather than the
      // dictionary answering a word the encyclopedia calls ambiguous. When fewer than two are
      // named so, the articles the page itself lists ("Cell nucleus") are offered too; otherwise
      // they are left out, since most are other subjects that contain the word ("Gunpowder Plot").
      const listed = matches.length < 2 ? await listedSenses(lang, asTitle) : [];
      return candidatesFor(lang, topic, [...new Set([...matches, ...listed])], 1);
    }
    if (asTitle) return { kind: 'article', title: asTitle.title } satisfies TopicLookup;
    const found = searched ?? (await wholeMatches(lang, topic, topic));
    let { matches, exact, looseProper } = found;
    // A number can be written in ways the search does not equate ("henry 8th", "Henry VIII"):
    // searched again without it, the titles must still name it (numbers compare by value).
    const numberless = words(topic)
      .filter((w) => numberValue(w) === undefined)
      .join(' ');
    if (!matches.length && numberless !== words(topic).join(' ') && keys(numberless).length)
      ({ matches, exact, looseProper } = await wholeMatches(lang, numberless, topic));
    // A proper name met only through a loosening ("The Norman Conquests" for "the norman
    // conquest" when no "Norman Conquest" exists) is offered, never answered unasked; beside it,
    // the titles found that hold every word of the topic among others ("House of Tudor" beside
    // "The Tudors" for "tudors"), since the guess is as likely the wrong one.
    if (matches.length === 1 && looseProper.includes(matches[0]!))
      return found.containing.length
        ? candidatesFor(lang, topic, [matches[0]!, ...found.containing])
        : ({ kind: 'article', title: matches[0]!, suggestion: matches[0]! } satisfies TopicLookup);
    if (matches.length === 1) return { kind: 'article', title: matches[0]! } satisfies TopicLookup;
    // A title, or the redirect the search matched, that is the topic but for capitals and accents
    // ("Cold War" for "cold war", "Les Lumières" for "les lumieres") is the one meant, as a wiki's
    // own capitalisation redirects say; it also makes a chosen candidate generate, since lookups
    // are cached by the topic in lower case.
    if (exact.length === 1) return { kind: 'article', title: exact[0]! } satisfies TopicLookup;
    if (matches.length > 1) {
      // Two titles that differ only by case or a qualifier-less twin: the plain one wins.
      const plainOnes = matches.filter((t) => !t.includes('(') && !looseProper.includes(t));
      if (plainOnes.length === 1 && keys(plainOnes[0]!).length === keys(topic).length)
        return { kind: 'article', title: plainOnes[0]! } satisfies TopicLookup;
      return candidatesFor(lang, topic, matches);
    }
    const subject = await bySubject(lang, topic);
    if (subject) return subject;
    // No title is the topic alone, but some are the topic of a country or an owner ("House of
    // Commons of the United Kingdom", "… of Canada"): the person chooses, as from a list of senses.
    if (found.belonging.length) return candidatesFor(lang, topic, found.belonging, 1);
    if (!matches.length) {
      const expanded = (await byAcronym(lang, topic)) ?? (await byContextWord(lang, topic));
      if (expanded) return expanded;
    }
    const { suggestion } = found;
    if (allowSuggestion && suggestion && suggestion.toLowerCase() !== topic.toLowerCase()) {
      const corrected: TopicLookup = await resolve(lang, suggestion, false);
      if (corrected.kind === 'none') {
        const expanded =
          (await byJoinedWords(lang, topic)) ?? (await byAbbreviation(lang, topic, suggestion));
        if (expanded) return expanded;
      }
      if (corrected.kind !== 'article') return corrected;
      // A suggestion that only restores what the comparison ignores (accents, an apostrophe, a
      // plural: "republica" → "república") is the topic as typed, not a guess to confirm.
      // A proper name reached so ("the great migration" → "The Great Migrations") is still only
      // a loosened match of the topic: offered, never answered.
      return sameWords(suggestion, topic) && !looseProperName(corrected.title, topic)
        ? corrected
        : { ...corrected, suggestion };
    }
    if (!suggestion && !found.hits)
      return (
        (await byJoinedWords(lang, topic)) ??
        (await byAbbreviation(lang, topic, undefined)) ??
        ({ kind: 'none' } satisfies TopicLookup)
      );
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
