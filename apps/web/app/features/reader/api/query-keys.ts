export const readerKeys = {
  all: ['reader'] as const,
  items: () => ['reader', 'items'] as const,
  item: (id: string) => ['reader', 'items', id] as const,
  decks: () => ['reader', 'decks'] as const,
};
