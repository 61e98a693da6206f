export const flashcardKeys = {
  all: ['flashcards'] as const,
  decks: () => ['flashcards', 'decks'] as const,
  deck: (id: string) => ['flashcards', 'decks', id] as const,
  due: (id: string) => ['flashcards', 'decks', id, 'due'] as const,
  streak: () => ['flashcards', 'streak'] as const,
};
