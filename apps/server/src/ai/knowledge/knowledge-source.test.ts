import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeMediaWiki,
  type FakeMediaWiki,
  type FixtureArticle,
} from '../../test/knowledge/fake-mediawiki-server.ts';
import type { KnowledgeCache, TopicLookup } from './knowledge-cache.ts';
import { createKnowledgeSource, type TopicResult } from './knowledge-source.ts';
import { createMediaWikiClient, type WikiPage } from './mediawiki.ts';

// Topic → article against the fake MediaWiki, with a cache in memory (the database cache has its
// own tests in encyclopedia.test.ts). Each article is a few sentences written for these tests;
// every topic has a decoy that shares a word with it and must never be the answer.

const body = (subject: string) =>
  `${subject} is a subject written for these tests.\n\n\n== Overview ==\nMore about ${subject}.`;

let revision = 9000;
const page = (
  lang: string,
  title: string,
  extra: Partial<FixtureArticle> & { text?: string } = {},
): FixtureArticle => ({
  lang,
  title,
  revision: revision++,
  extract: extra.text ?? body(title),
  ...(extra.redirects ? { redirects: extra.redirects } : {}),
  ...(extra.disambiguation ? { disambiguation: true } : {}),
  ...(extra.description ? { description: extra.description } : {}),
});

const ARTICLES: FixtureArticle[] = [
  // Found only by a redirect the search matches; the possessive typed without its apostrophe.
  page('en', "Newton's laws of motion", { redirects: ["Newton's laws", 'Laws of motion'] }),
  page('en', 'Newton (unit)'),
  // Numbers written as digits, ordinals, words and Roman numerals.
  page('en', 'Louis XIV', { redirects: ['Louis XIV of France', 'Sun King'] }),
  page('en', 'Louis XIV (film)'),
  page('en', 'Louis XIII'),
  page('en', 'Three Laws of Robotics', { redirects: ['Laws of Robotics'] }),
  page('en', 'Robotics'),
  page('en', 'World War II', { redirects: ['Second World War', 'WWII'] }),
  page('en', 'World War I', { redirects: ['First World War', 'WWI'] }),
  page('fr', 'Troisième République (France)', { redirects: ['IIIe République'] }),
  page('fr', 'Quatrième République (France)', { redirects: ['IVe République'] }),
  // Accents left out; a redirect that is the topic but for accents.
  page('es', 'Revolución francesa', { redirects: ['Revolución de Francia'] }),
  page('es', 'Revolución rusa'),
  page('fr', 'Renaissance (période historique)', { redirects: ['La Renaissance'] }),
  page('fr', 'Renaissance (musique)'),
  // A disambiguation page whose senses are not all named like the word.
  page('en', 'Kernel', {
    disambiguation: true,
    text: `Kernel may refer to:\n\n\n== Computing ==\nKernel (operating system), the core of an operating system\nKernel trick, a method in machine learning\n\n\n== Food ==\nPopcorn kernel, a grain of maize that pops when heated\n\n\n== See also ==\nColonel`,
  }),
  page('en', 'Kernel (operating system)', { description: 'Core of an operating system' }),
  page('en', 'Popcorn', { redirects: ['Popcorn kernel'], description: 'Puffed maize' }),
  page('en', 'Colonel'),
  page('en', 'Spring', {
    disambiguation: true,
    text: `Spring may refer to:\n\n\n== Science ==\nSpring (season), the season after winter\nSpring (device), an elastic object\n\n\n== Food ==\nSpring roll, a filled pastry`,
  }),
  page('en', 'Spring (season)'),
  page('en', 'Spring (device)'),
  page('en', 'Spring roll'),
  // A school subject beside the topic.
  page('en', 'Ring (mathematics)', { redirects: ['Ring (algebra)'] }),
  page('en', 'Ring (jewellery)'),
  page('en', 'Field (physics)'),
  page('en', 'Field (agriculture)'),
  // German without a little word or a letter only German writes.
  page('de', 'Quadratische Gleichung', { redirects: ['Quadratische Gleichungen'] }),
  page('de', 'Gleichung'),
  // A one-letter word that is also a Spanish, Italian and Portuguese little word.
  page('en', 'Little o notation'),
  page('en', 'Notation'),
  // A leading article that is part of a title: the novel and the common noun.
  page('en', 'The Secret Garden', {
    text: 'The Secret Garden is a novel.\n\n\n== Plot ==\nA girl finds a secret garden.',
  }),
  page('en', 'Secret garden', {
    text: 'A secret garden is a hidden garden.\n\n\n== History ==\nThe secret garden of old.',
  }),
  page('es', 'La Regenta', {
    text: 'La Regenta es una novela.\n\n\n== Trama ==\nLa regenta de Vetusta.',
  }),
  page('es', 'Regenta', {
    text: 'La regenta es la mujer del regente.\n\n\n== Uso ==\nLa regenta.',
  }),
  // Named only with whom they belong to: no title is "senate" alone.
  page('en', 'Supreme Court of Canada'),
  page('en', 'Supreme Court of India'),
  page('en', 'History of Canada'),
  // Spanish and German without a little word or a letter only they write.
  page('es', 'Polígono regular', { redirects: ['Polígonos regulares'] }),
  page('de', 'Keplersche Gesetze', { redirects: ['Keplersche Regeln'] }),
  // An abbreviation ("stats") the search does not know.
  page('fr', 'Statistique descriptive', { redirects: ['Statistiques descriptives'] }),
  page('fr', 'Statistique'),
  // A proper name that keeps its article and differs from a topic only by a plural: a play
  // beside the event it is named after, and a band named like an event that has no page alone.
  page('en', 'Glorious Revolution', { redirects: ['Revolution of 1688'] }),
  page('en', 'The Glorious Revolutions', { description: 'Comic play' }),
  page('en', 'The Great Migrations', { description: 'Rock band' }),
  // A proper name with an article the person did not type: a drama named after a dynasty.
  page('en', 'The Stuarts', {
    description: 'Television drama',
    redirects: ['The Stuarts (TV series)'],
  }),
  // The same kind of drama beside the dynasty it is named after, which the search also finds.
  page('en', 'The Plantagenets', { description: 'Television drama' }),
  page('en', 'House of Plantagenet', {
    text: 'The House of Plantagenet was a royal house. The Plantagenets ruled England.',
  }),
  // French with an elided article and no other sign of its language.
  page('fr', 'Affaire Calas', { redirects: ["L'affaire Calas"] }),
  // A title written with a hyphen, typed with a space.
  page('en', 'Cross-country skiing'),
  page('en', 'Country music'),
  // An abbreviation typed beside a word of what it stands for; the site redirects it.
  page('en', 'Dynamic random-access memory', { redirects: ['DRAM'] }),
  page('en', 'Memory'),
  // Senses qualified otherwise than by the school subject typed beside the word.
  page('en', 'Mole (unit)', { text: 'The mole is a unit.\n\n\n== Use ==\nChemists count moles.' }),
  page('en', 'Mole (animal)', { text: 'The mole is a mammal.\n\n\n== Life ==\nMoles dig.' }),
  // A word of context beside the topic (a language, an author); a decoy that only shares it.
  page('en', 'Encapsulation (computer programming)', {
    text: 'Encapsulation bundles data with methods.\n\n\n== In Java ==\nJava classes hide fields.',
  }),
  page('en', 'Encapsulation (pharmacology)', {
    text: 'Encapsulation puts a drug in a capsule.\n\n\n== Use ==\nCapsules are swallowed.',
  }),
  page('en', 'Java (programming language)', {
    text: 'Java is a language.\n\n\n== Design ==\nEncapsulation of state in Java classes.',
  }),
  // A course, an author or a year beside the topic.
  page('en', 'Hydrogen bond', { text: 'Hydrogen bonds hold water molecules together.' }),
  page('en', 'Bond (finance)', { text: 'A bond is a debt.' }),
  page('en', 'The Silent Wood', {
    description: 'Novel',
    text: 'The Silent Wood is a novel by Ada Fenwick.\n\n\n== Plot ==\nA wood.',
  }),
  page('en', 'Silent Wood (band)', { text: 'Silent Wood is a band.' }),
  page('en', 'Harbour Strike', {
    text: 'The Harbour Strike of 1889 stopped the docks.\n\n\n== Causes ==\nPay.',
  }),
  // A German compound without a letter, an ending or a little word that says German.
  page('de', 'Reichstagsbrand'),
  // A compound a student splits in two words, beside its qualified twin and a decoy.
  page('en', 'Swordfish', { description: 'Fish' }),
  page('en', 'Swordfish (film)', { text: 'Swordfish is a film. Its title is Swordfish.' }),
];

let wiki: FakeMediaWiki;
let source: ReturnType<typeof createKnowledgeSource>;

function memoryCache(): KnowledgeCache {
  const pages = new Map<string, WikiPage>();
  const lookups = new Map<string, TopicLookup>();
  return {
    revision: async (api, title) => pages.get(`${api} ${title}`)?.revision,
    page: async (api, title) => pages.get(`${api} ${title}`),
    putPage: async (api, found) => void pages.set(`${api} ${found.title}`, found),
    lookup: async (api, topic) => lookups.get(`${api} ${topic}`),
    putLookup: async (api, topic, result) => void lookups.set(`${api} ${topic}`, result),
  };
}

beforeAll(async () => {
  wiki = await startFakeMediaWiki(ARTICLES);
  const fetch = async (url: string) => {
    const response = await globalThis.fetch(url);
    return { text: await response.text() } as Awaited<
      ReturnType<Parameters<typeof createMediaWikiClient>[0]['fetch']>
    >;
  };
  source = createKnowledgeSource({
    apiUrl: wiki.apiUrl,
    client: createMediaWikiClient({ apiUrl: wiki.apiUrl, fetch }),
    cache: memoryCache(),
  });
});
afterAll(async () => {
  await wiki?.close();
});

const described = (result: TopicResult) =>
  result.kind === 'article'
    ? `article ${result.found.article.title}`
    : result.kind === 'suggestion'
      ? `suggestion ${result.candidate.label}`
      : result.kind === 'ambiguous'
        ? `ambiguous ${result.candidates.map((c) => c.label).join(' / ')}`
        : 'none';

describe('topic → article: how the topic is compared with titles and redirects', () => {
  it.each([
    // The search matched the redirect "Newton's laws"; "newtons" is the possessive unwritten.
    ['newtons laws', "article Newton's laws of motion"],
    ['louis 14th', 'article Louis XIV'],
    ['louis xiv', 'article Louis XIV'],
    ['3 laws of robotics', 'article Three Laws of Robotics'],
    ['world war 2', 'article World War II'],
    ['world war one', 'article World War I'],
    ['la 3e republique', 'article Troisième République (France)'],
    ['la troisieme republique', 'article Troisième République (France)'],
    // Without accents: the same words, so no "did you mean" to confirm.
    ['la revolucion francesa', 'article Revolución francesa'],
    // Two titles name "renaissance"; the redirect "La Renaissance" is the topic but for accents.
    ['la renaissance', 'article Renaissance (période historique)'],
  ])('"%s" → %s', async (topic, expected) => {
    expect(described(await source.find(topic))).toBe(expected);
  });

  it('never takes a title with another number, nor one that only shares a word', async () => {
    for (const topic of ['louis 12th', 'world war 3', 'la 5e republique', 'newtons cradle'])
      expect(described(await source.find(topic))).toBe('none');
  });
});

describe('topic → article: disambiguation pages', () => {
  it('offers the articles the page lists (redirects followed), not its "See also" or missing names', async () => {
    const result = await source.find('kernel');
    expect(result.kind).toBe('ambiguous');
    if (result.kind !== 'ambiguous') return;
    expect(result.candidates).toEqual([
      { label: 'Kernel (operating system)', gloss: 'Core of an operating system' },
      { label: 'Popcorn', gloss: 'Puffed maize' },
    ]);
  });

  it('offers only the senses named like the word when there are two, not what merely contains it', async () => {
    const result = await source.find('spring');
    expect(result.kind === 'ambiguous' && result.candidates.map((c) => c.label).sort()).toEqual([
      'Spring (device)',
      'Spring (season)',
    ]);
  });
});

describe('topic → article: a school subject beside the topic', () => {
  it.each([
    ['rings maths', 'article Ring (mathematics)'],
    ['physics fields', 'article Field (physics)'],
    // A word that is no subject is not a qualifier: nothing is taken.
    ['rings gold', 'none'],
  ])('"%s" → %s', async (topic, expected) => {
    expect(described(await source.find(topic))).toBe(expected);
  });
});

describe('topic → article: which site', () => {
  it('looks a German topic without little words up on the German site ("-ische")', async () => {
    const result = await source.find('quadratische gleichungen');
    expect(described(result)).toBe('article Quadratische Gleichung');
    if (result.kind === 'article') expect(result.found.article.lang).toBe('de');
  });

  it('looks a topic with an elided French article up on the French site ("l\'affaire")', async () => {
    const result = await source.find("l'affaire calas");
    expect(described(result)).toBe('article Affaire Calas');
    if (result.kind === 'article') expect(result.found.article.lang).toBe('fr');
  });

  it('looks one long word up on the German site when the English one has nothing', async () => {
    const result = await source.find('reichstagsbrand');
    expect(described(result)).toBe('article Reichstagsbrand');
    if (result.kind === 'article') expect(result.found.article.lang).toBe('de');
  });

  it('does not take a one-letter word for a language’s little word ("little o notation")', async () => {
    expect(described(await source.find('little o notation'))).toBe('article Little o notation');
  });
});

describe('topic → article: a leading article that is part of a title', () => {
  it.each([
    ['the secret garden', 'article The Secret Garden'],
    ['secret garden', 'article Secret garden'],
    ['la regenta', 'article La Regenta'],
    // A title that keeps the article must be the topic exactly, not through a plural: the
    // event, not the play named in the plural.
    ['the glorious revolution', 'article Glorious Revolution'],
    // Met only through the plural, a proper name is offered, never answered unasked.
    ['the great migration', 'suggestion The Great Migrations'],
    // Typed without the article, the proper name is offered, never answered unasked.
    ['stuarts', 'suggestion The Stuarts'],
    // ... and beside it the titles found that hold the topic's word among others.
    ['plantagenets', 'ambiguous The Plantagenets / House of Plantagenet'],
  ])('"%s" → %s', async (topic, expected) => {
    expect(described(await source.find(topic))).toBe(expected);
  });
});

describe('topic → article: words the titles write otherwise', () => {
  it('offers the bodies named "of" a country when none is the topic alone', async () => {
    expect(described(await source.find('the supreme court'))).toBe(
      'ambiguous Supreme Court of Canada / Supreme Court of India',
    );
    // A topic of one word is not one of the things named "of" something.
    expect(described(await source.find('history'))).toBe('none');
  });

  it('looks Spanish plurals and German "-sche" adjectives up on their sites', async () => {
    expect(described(await source.find('poligonos regulares'))).toBe('article Polígono regular');
    expect(described(await source.find('keplersche regeln'))).toBe('article Keplersche Gesetze');
  });

  it('offers, never answers, a title that names the topic once two typed words are joined', async () => {
    expect(described(await source.find('sword fish'))).toBe('suggestion Swordfish');
    // Neither half alone is taken for the compound.
    expect(described(await source.find('sword'))).toBe('none');
  });

  it('reads a hyphen as a space ("cross country skiing")', async () => {
    expect(described(await source.find('cross country skiing'))).toBe(
      'article Cross-country skiing',
    );
  });

  it('offers, never answers, what a short word beside it stands for ("dram memory")', async () => {
    expect(described(await source.find('dram memory'))).toBe(
      'suggestion Dynamic random-access memory',
    );
  });

  it('offers, never answers, the sense whose article mentions a word of context ("encapsulation java")', async () => {
    expect(described(await source.find('encapsulation java'))).toBe(
      'suggestion Encapsulation (computer programming)',
    );
    // A word of context is never taken from inside a phrase ("… of …").
    expect(described(await source.find('encapsulation of java'))).toBe('none');
  });

  it.each([
    // A course named at the end says nothing of the subject: left out.
    ['hydrogen bonds class 11', 'suggestion Hydrogen bond'],
    ['hydrogen bonds igcse', 'suggestion Hydrogen bond'],
    // An author after "by", and a year, are context the article must mention.
    ['the silent wood by ada fenwick', 'suggestion The Silent Wood'],
    ['the 1889 harbour strike', 'suggestion Harbour Strike'],
    ['the 1926 harbour strike', 'none'],
  ])('"%s" → %s', async (topic, expected) => {
    expect(described(await source.find(topic))).toBe(expected);
  });

  it('offers the qualified senses when none is qualified by the subject typed ("moles chemistry")', async () => {
    expect(described(await source.find('moles chemistry'))).toBe(
      'ambiguous Mole (unit) / Mole (animal)',
    );
  });

  it('offers, never answers, a title whose word the typed abbreviation starts', async () => {
    expect(described(await source.find('les stats descriptives'))).toBe(
      'suggestion Statistique descriptive',
    );
  });
});
