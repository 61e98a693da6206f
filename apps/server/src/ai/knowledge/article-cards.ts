import type { Flashcard } from '@quietdesk/core/api/ai';
import { CardSet } from '../offline/knowledge/cards.ts';
import { notesFlashcards } from '../offline/knowledge/notes-cards.ts';
import { words } from '../offline/knowledge/notes.ts';
import { articleSource, type Article } from './article.ts';

// Cards from an encyclopedia article with the notes pipeline (definitions, key terms, cloze),
// one part of the article at a time so the deck is spread across its sections rather than taken
// from the lead alone. The pipeline phrases questions in the article's language. Each card
// carries the article and the section its sentence came from.

const MIN_WORDS = 12;

interface Part {
  section?: string;
  text: string;
}

function partsOf(article: Article): Part[] {
  const parts: Part[] = [{ text: article.lead }];
  for (const s of article.sections) if (s.text) parts.push({ section: s.title, text: s.text });
  return parts.filter((p) => words(p.text).length >= MIN_WORDS);
}

// The pipeline takes a short line without ".:=–—" above the text as a heading and puts it in
// front of the questions; "Title – Section" would read as "Term – definition" and become a card
// asking what the title is, answered by the section's name.
const HEADING_MAX_WORDS = 6;

function headingOf(article: Article, part: Part): string {
  const both = !part.section
    ? article.title
    : article.title.includes('(')
      ? `${article.title}, ${part.section}`
      : `${article.title} (${part.section})`;
  if (words(both).length <= HEADING_MAX_WORDS) return both;
  const section = part.section ?? '';
  return words(section).length <= HEADING_MAX_WORDS && section ? section : article.title;
}

export function articleFlashcards(article: Article, count: number): Flashcard[] {
  // Each part offers up to `count` cards; they are then taken in turns, part by part.
  const offers = partsOf(article).map((part) => {
    try {
      return { part, cards: notesFlashcards(`${headingOf(article, part)}\n${part.text}`, count) };
    } catch {
      return { part, cards: [] }; // a part with nothing to ask about gives no card
    }
  });
  const set = new CardSet(count);
  const sources = new Map<string, Flashcard['source']>();
  for (let round = 0; !set.full && offers.some((o) => o.cards.length > round); round++) {
    for (const { part, cards } of offers) {
      const card = cards[round];
      if (!card || set.full) continue;
      if (set.add(card.question, card.answer))
        sources.set(
          card.question.replace(/\s+/g, ' ').trim(),
          articleSource(article, part.section),
        );
    }
  }
  return set.cards.map((card) => ({ ...card, source: sources.get(card.question) }));
}
