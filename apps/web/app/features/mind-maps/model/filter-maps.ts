import type { MindMapSummary } from '@quietdesk/core/api/mind-maps';

interface MapFilters {
  search: string;
  /** '' = every tag. */
  tag: string;
  favoritesOnly: boolean;
}

/** docs/product.md §5: search matches title or description, case-insensitive; tag and favourites filter. */
export function filterMaps(maps: readonly MindMapSummary[], filters: MapFilters): MindMapSummary[] {
  const needle = filters.search.trim().toLocaleLowerCase();
  return maps.filter(
    (map) =>
      (!needle ||
        map.title.toLocaleLowerCase().includes(needle) ||
        map.description.toLocaleLowerCase().includes(needle)) &&
      (!filters.tag || map.tags.includes(filters.tag)) &&
      (!filters.favoritesOnly || map.is_favorite),
  );
}

/** Every tag used by any map, sorted, for the tag filter. */
export function allTags(maps: readonly MindMapSummary[]): string[] {
  return [...new Set(maps.flatMap((map) => map.tags))].sort((a, b) => a.localeCompare(b));
}

/** docs/product.md §9: a card shows the first 3 tags and '+N' for the rest. */
const CARD_TAGS_SHOWN = 3;

export function cardTags(tags: readonly string[]): { shown: string[]; more: number } {
  return {
    shown: tags.slice(0, CARD_TAGS_SHOWN),
    more: Math.max(0, tags.length - CARD_TAGS_SHOWN),
  };
}
