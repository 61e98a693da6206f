/**
 * Private link between tokenize() and renderHtml(), not exported from the package. For each array
 * tokenize() returns, it records which distinct token sits at each index, so renderHtml can find a
 * token's escaped HTML piece by index instead of hashing the token in a Map. Keyed by the array
 * (one lookup per render, collected with it) so nothing is added to the tokens themselves; the
 * renderer still checks identity per index, so an array changed after tokenize() renders right.
 *
 * It knows tokens only as objects (it imports nothing from tokenize.ts, which imports it), so the
 * two modules form no import cycle; renderHtml compares them by identity only.
 */
interface RenderHints {
  /** Distinct token id at each index of the tokens array, as tokenize() returned it. */
  readonly ids: readonly number[];
  /** Distinct tokens by id. */
  readonly distinct: readonly object[];
  /** Rendered HTML piece by id, filled in by renderHtml on first use. */
  readonly pieces: (string | undefined)[];
}

export const RENDER_HINTS = new WeakMap<readonly object[], RenderHints>();
