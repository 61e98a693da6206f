import type { GeneratedMindMap, MindMapData } from '@quietdesk/core/api/ai';
import type { ContentSource } from '@quietdesk/core/api/source';
import { shorten } from '../offline/knowledge/facts.ts';
import { informativeness } from '../offline/knowledge/informativeness.ts';
import { layoutTree, type TreeNode } from '../offline/knowledge/layout.ts';
import { Labels } from '../offline/knowledge/mind-map.ts';
import { keyTerms } from '../offline/knowledge/notes-cards.ts';
import { guessLanguage, splitSentences, words } from '../offline/knowledge/notes.ts';
import { articleSource, type Article, type ArticleSection } from './article.ts';

// A map of an encyclopedia article, built from its structure: the lead's subject at the root, the
// top-level sections as branches, and under each the section's own subsections and its most
// informative terms (names, dates, quantities, rare words, as the notes pipeline ranks them).
// Every node carries the article (and section) it was taken from.

const MAX_BRANCHES = 9;
const LEAVES_PER_BRANCH = 5;
const MIN_LEAF_CHARS = 3;

interface SourcedNode extends TreeNode {
  source: ContentSource;
  children: SourcedNode[];
}

/**
 * The most informative terms of `text`, best first, none of them already on the map. A map takes
 * at most `perSentence` terms of each sentence, so one long sentence cannot fill a branch; an
 * expansion of a node whose section already gave its best terms to the map may take more.
 */
export function sectionTerms(
  text: string,
  labels: Labels,
  limit: number,
  perSentence = 2,
): string[] {
  const sentences = splitSentences(text).filter((s) => words(s.text).length >= 4);
  if (!sentences.length) return [];
  const lang = guessLanguage(text);
  const info = informativeness(sentences, lang);
  const scored: { term: string; score: number; at: number }[] = [];
  for (const s of sentences) {
    for (const { term, score } of keyTerms(s.text, info, new Set(), lang).slice(0, perSentence))
      scored.push({ term, score, at: s.index });
  }
  scored.sort((a, b) => b.score - a.score || a.at - b.at);
  const out: string[] = [];
  for (const { term } of scored) {
    if (out.length >= limit) break;
    if (term.length < MIN_LEAF_CHARS || /^\d{1,3}$/.test(term)) continue;
    const label = labels.take(term);
    if (label) out.push(label);
  }
  return out;
}

function leavesOf(
  article: Article,
  section: ArticleSection,
  all: readonly ArticleSection[],
  labels: Labels,
): SourcedNode[] {
  const source = articleSource(article, section.title);
  const leaf = (text: string, from = source): SourcedNode => ({ text, source: from, children: [] });
  const subsections = section.subsections
    .map((title) => labels.take(title))
    .filter((t): t is string => t !== undefined)
    .slice(0, 3)
    .map((title) => leaf(title, articleSource(article, title)));
  // A section's text with its subsections' text, so a section that is only a heading still has terms.
  const below = all.filter((s) => section.subsections.includes(s.title));
  const text = [section.text, ...below.map((s) => s.text)].join('\n\n');
  const terms = sectionTerms(text, labels, LEAVES_PER_BRANCH - subsections.length).map((t) =>
    leaf(t),
  );
  return [...subsections, ...terms];
}

export function articleMindMap(article: Article): GeneratedMindMap {
  const rootText = shorten(article.title) || article.title.slice(0, 80);
  const labels = new Labels([rootText]);
  const top = article.sections.filter((s) => s.level === 2 && (s.text || s.subsections.length));
  const branches: SourcedNode[] = [];
  for (const section of top.slice(0, MAX_BRANCHES)) {
    const title = labels.take(section.title);
    if (!title) continue;
    const children = leavesOf(article, section, article.sections, labels);
    branches.push({ text: title, source: articleSource(article, section.title), children });
  }
  // A short article (a stub without sections): its lead's terms are the branches.
  if (branches.length < 3) {
    for (const term of sectionTerms(article.lead, labels, 8 - branches.length))
      branches.push({ text: term, source: articleSource(article), children: [] });
  }
  const root: SourcedNode = { text: rootText, source: articleSource(article), children: branches };
  const map = layoutTree(root);
  return {
    title: article.title.slice(0, 200),
    description: firstSentence(article).slice(0, 2000),
    tags: [],
    map_data: withSources(map, root),
  };
}

function firstSentence(article: Article): string {
  return splitSentences(article.lead)[0]?.text ?? article.description ?? '';
}

/** Every label on the map is unique (Labels), so each laid-out node finds its source by text. */
function withSources(map: MindMapData, root: SourcedNode): MindMapData {
  const byText = new Map<string, ContentSource>();
  const walk = (node: SourcedNode) => {
    byText.set(node.text, node.source);
    node.children.forEach(walk);
  };
  walk(root);
  return {
    ...map,
    nodes: map.nodes.map((node) => {
      const source = byText.get(node.text);
      return source ? { ...node, source } : node;
    }),
  };
}
