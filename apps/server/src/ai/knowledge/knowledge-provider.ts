import type { Flashcard, MindMapData } from '@quietdesk/core/api/ai';
import type { ContentSource } from '@quietdesk/core/api/source';
import { HttpError } from '../../http/errors.ts';
import { AiError } from '../errors.ts';
import { attachChildren } from '../offline/knowledge/expand.ts';
import { Labels } from '../offline/knowledge/mind-map.ts';
import type { AiContext, AiProvider } from '../provider.ts';
import { articleFlashcards } from './article-cards.ts';
import { articleMindMap, sectionTerms } from './article-map.ts';
import { articleSource, type Article } from './article.ts';
import type { KnowledgeSource, TopicResult } from './knowledge-source.ts';
import { KnowledgeSourceError } from './mediawiki.ts';
import { groundedModelCards } from './model-cards.ts';

// The encyclopedia under whichever engine is configured. Maps come from the article's structure;
// cards from its sentences (the notes pipeline), or, with a model, from the model given the
// article as its material. A topic the encyclopedia has no article for goes to the engine as
// before (the dictionary offline); when the encyclopedia cannot be reached the engine answers
// alone and a refusal says why. Every card and node carries its `source`.

const EXPAND_CHILDREN = 6;

/** The source of what the engine itself made: the dictionary offline, the model otherwise. */
function engineSource(base: AiProvider, kind: 'topic' | 'notes'): ContentSource {
  if (base.info.provider !== 'offline') return { kind: 'model', title: base.info.label };
  return kind === 'notes' ? { kind: 'notes' } : { kind: 'dictionary', title: 'WordNet 3.1' };
}

// What the offline engine makes from an article depends only on the article (one object per
// revision, knowledge-source.ts) and the count asked for, so it is made once per revision and
// process; each answer is a copy, so nothing downstream can change the remembered one.
const made = new WeakMap<Article, Map<string, unknown>>();
function once<T>(article: Article, key: string, make: () => T): T {
  let byKey = made.get(article);
  if (!byKey) made.set(article, (byKey = new Map()));
  if (!byKey.has(key)) byKey.set(key, make());
  return structuredClone(byKey.get(key) as T);
}

const withSource = <T extends { source?: ContentSource }>(items: T[], source: ContentSource) =>
  items.map((item) => (item.source ? item : { ...item, source }));

function stampMap(map: MindMapData, source: ContentSource): MindMapData {
  return { ...map, nodes: withSource(map.nodes, source) };
}

/**
 * `source.find`, or a KnowledgeSourceError when it has not answered within `ms`. Each request to
 * the encyclopedia has its own time limit, but a topic may take several in a row (title, search,
 * page, a second site), so the whole look-up gets one too. What is still under way finishes in
 * the background: it can only store a complete page or lookup in the cache.
 */
async function findWithin(source: KnowledgeSource, topic: string, ms?: number) {
  if (!ms) return source.find(topic);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new KnowledgeSourceError(
            'unreachable',
            `The encyclopedia could not be reached in time (no answer within ${(ms / 1000).toFixed(1)} s)`,
          ),
        ),
      ms,
    );
  });
  const finding = source.find(topic);
  finding.catch(() => undefined); // a failure after the deadline has no one left to tell
  try {
    return await Promise.race([finding, late]);
  } finally {
    clearTimeout(timer);
  }
}

export function withEncyclopedia(
  base: AiProvider,
  source: KnowledgeSource,
  options: {
    /** The longest the look-up of a topic may take before the engine answers alone. */
    findWithinMs?: number;
  } = {},
): AiProvider {
  /**
   * Finds the article; on a failure of the encyclopedia itself, runs `fallback` (the engine
   * alone) and adds to its refusal what happened. Too large an article is the person's 413.
   */
  async function grounded<T>(
    topic: string,
    onArticle: (article: Article) => Promise<T>,
    fallback: () => Promise<T>,
  ): Promise<T> {
    let result: TopicResult;
    try {
      result = await findWithin(source, topic, options.findWithinMs);
    } catch (error) {
      if (!(error instanceof KnowledgeSourceError)) throw error;
      if (error.reason === 'too-large') throw new HttpError(413, `${error.message}`);
      return explainFallback(fallback, error.message);
    }
    if (result.kind === 'ambiguous') {
      throw new AiError(
        'no_knowledge',
        `“${topic.trim().slice(0, 80)}” can mean several things in the encyclopedia. Choose the one you mean: ${result.candidates.map((c) => c.label).join('; ')}.`,
        undefined,
        { candidates: result.candidates },
      );
    }
    if (result.kind === 'suggestion') {
      const { label } = result.candidate;
      throw new AiError(
        'no_knowledge',
        `The encyclopedia has no article called “${topic.trim().slice(0, 80)}”, but it has “${label}”.`,
        undefined,
        { candidates: [result.candidate], suggestion: label },
      );
    }
    if (result.kind === 'none') return fallback();
    return onArticle(result.found.article);
  }

  async function explainFallback<T>(fallback: () => Promise<T>, why: string): Promise<T> {
    try {
      return await fallback();
    } catch (error) {
      if (error instanceof Error && error.name === 'OfflineNoKnowledgeError') {
        throw new AiError(
          'no_knowledge',
          `${why.replace(/\.$/, '')}. ${error.message}`,
          undefined,
          {
            candidates: (error as { candidates?: { label: string; gloss: string }[] }).candidates,
          },
        );
      }
      throw error;
    }
  }

  return {
    info: base.info,
    generatePlan: (goal, ctx, details) => base.generatePlan(goal, ctx, details),

    generateMindMap(topic, ctx) {
      return grounded(
        topic,
        async (article) => once(article, 'map', () => articleMindMap(article)),
        async () => {
          const map = await base.generateMindMap(topic, ctx);
          return { ...map, map_data: stampMap(map.map_data, engineSource(base, 'topic')) };
        },
      );
    },

    async expandMindMapNode(map, nodeId, ctx, hints) {
      const node = map.nodes.find((n) => n.id === nodeId);
      const from = node?.source;
      if (node && from?.kind === 'encyclopedia' && from.title) {
        const expanded = await expandFromArticle(map, nodeId, from).catch((error: unknown) => {
          if (error instanceof KnowledgeSourceError) return undefined; // the engine alone, below
          throw error;
        });
        if (expanded) return expanded;
      }
      const result = await base.expandMindMapNode(map, nodeId, ctx, hints);
      return stampMap(result, engineSource(base, 'topic'));
    },

    flashcardsFromTopic(topic, count, ctx) {
      return grounded(
        topic,
        async (article) =>
          base.info.provider === 'offline'
            ? once(article, `cards:${count}`, () => articleFlashcards(article, count))
            : groundedModelCards(base, article, count, ctx),
        async () =>
          withSource(
            await base.flashcardsFromTopic(topic, count, ctx),
            engineSource(base, 'topic'),
          ),
      );
    },

    async flashcardsFromNotes(notes, count, ctx: AiContext): Promise<Flashcard[]> {
      return withSource(
        await base.flashcardsFromNotes(notes, count, ctx),
        engineSource(base, 'notes'),
      );
    },
  };

  /**
   * New children for a node taken from an article: a node that names a linked subject (an
   * article of its own) gets that article's sections or terms; a section's node gets the
   * section's terms. Undefined when the article has nothing new to add.
   */
  async function expandFromArticle(
    map: MindMapData,
    nodeId: string,
    from: ContentSource,
  ): Promise<MindMapData | undefined> {
    const node = map.nodes.find((n) => n.id === nodeId)!;
    const lang = langOf(from.url);
    const labels = new Labels(map.nodes.map((n) => n.text));
    const own =
      node.text.trim().toLowerCase() !== from.title!.toLowerCase() &&
      node.text.trim() !== from.section
        ? await source.article(node.text, lang)
        : undefined;
    const article = own ?? (await source.article(from.title!, lang));
    if (!article) return undefined;
    const picked: { text: string; source: ContentSource }[] = [];
    if (own) {
      for (const s of own.sections.filter((x) => x.level === 2)) {
        const label = picked.length < EXPAND_CHILDREN ? labels.take(s.title) : undefined;
        if (label) picked.push({ text: label, source: articleSource(own, s.title) });
      }
    }
    const section = article.sections.find((s) => s.title === from.section);
    const text = own ? own.lead : section ? section.text : article.lead;
    for (const term of sectionTerms(text, labels, EXPAND_CHILDREN - picked.length, Infinity))
      picked.push({ text: term, source: articleSource(article, own ? undefined : section?.title) });
    if (!picked.length) return undefined;
    return attachChildren(
      map,
      node,
      picked.map((p) => p.text),
      (i) => ({ source: picked[i]!.source }),
    );
  }
}

/** The language of the site an article address belongs to ("es.wikipedia.org" → es). */
function langOf(url: string | undefined): string {
  if (!url) return 'en';
  const host = /^https?:\/\/([a-z-]{2,12})\.[^/]*wiki/.exec(url)?.[1];
  // A site serving several languages under one host names it in the path ("/es/wiki/...").
  const path = /^https?:\/\/[^/]+\/([a-z]{2,3})\/wiki\//.exec(url)?.[1];
  return (host && host !== 'www' ? host : path) ?? 'en';
}
