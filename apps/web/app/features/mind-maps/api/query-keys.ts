export const mindMapKeys = {
  all: ['mind-maps'] as const,
  list: () => ['mind-maps', 'list'] as const,
  map: (id: string) => ['mind-maps', 'map', id] as const,
  knowledge: (id: string) => ['mind-maps', 'knowledge', id] as const,
};
