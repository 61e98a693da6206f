import type { Flashcard } from '@quietdesk/core/api/ai';
import { AiError } from '../errors.ts';
import { isStopword, words } from '../offline/knowledge/notes.ts';
import type { AiContext, AiProvider, CitedFlashcard } from '../provider.ts';
import { articleSource, articleText, type Article } from './article.ts';

// With a model configured, the model writes the cards but the article is its only material
// (the notes prompt: "using ONLY facts stated in these notes"). Its answers are then checked
// against the article: a card whose answer's key terms do not all occur in the material is
// dropped, so the model explains but does not invent. The model is asked which section each
// card comes from; the claim is kept when that section holds at least half of the card's key
// terms, otherwise the card cites the section its terms occur in most.

/** Content words of an answer that must be found in the material (folded to a 5-letter stem). */
function keyTermsOf(text: string): string[] {
  return words(text.toLowerCase())
    .filter((w) => !isStopword(w) && (w.length >= 4 || /\d/.test(w)))
    .map((w) => w.slice(0, 5));
}

function stemsOf(text: string): Set<string> {
  return new Set(words(text.toLowerCase()).map((w) => w.slice(0, 5)));
}

function supportedBy(answer: string, material: Set<string>): boolean {
  const terms = keyTermsOf(answer);
  return terms.every((t) => material.has(t));
}

export async function groundedModelCards(
  model: AiProvider,
  article: Article,
  count: number,
  ctx: AiContext,
): Promise<Flashcard[]> {
  const material = articleText(article);
  const headings = article.sections.map((s) => s.title);
  const cards: CitedFlashcard[] = model.flashcardsFromArticle
    ? await model.flashcardsFromArticle(material, headings, count, ctx)
    : await model.flashcardsFromNotes(material, count, ctx);
  const all = stemsOf(material);
  const parts = [
    { section: undefined as string | undefined, stems: stemsOf(article.lead) },
    ...article.sections.map((s) => ({ section: s.title, stems: stemsOf(s.text) })),
  ];
  const kept = cards.filter((card) => supportedBy(card.answer, all));
  if (!kept.length) {
    throw new AiError(
      'invalid_output',
      `The AI model's cards were not supported by the encyclopedia article “${article.title}”, so none were kept.`,
    );
  }
  return kept.map(({ section: cited, ...card }) => {
    const terms = keyTermsOf(`${card.question} ${card.answer}`);
    const claimed = parts.find((p) => (p.section ?? '') === (cited ?? '').trim());
    const holds = (part: (typeof parts)[number]) => terms.filter((t) => part.stems.has(t)).length;
    if (cited !== undefined && claimed && holds(claimed) * 2 >= terms.length)
      return { ...card, source: articleSource(article, claimed.section) };
    let best = parts[0]!;
    let bestHits = -1;
    for (const part of parts) {
      const hits = holds(part);
      if (hits > bestHits) [best, bestHits] = [part, hits];
    }
    return { ...card, source: articleSource(article, best.section) };
  });
}
