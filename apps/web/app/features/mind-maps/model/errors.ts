import type { AiRefusal } from '@quietdesk/core/api/mind-maps';
import { ApiError } from '~/lib/api-client';

// The mind-map feature's one reading of failures: API calls throw the client's ApiError as it
// is, and screens ask here what to say and what happened (docs/product.md §8). Components never
// look at a status themselves.

type MapAction =
  | 'load'
  | 'list'
  | 'create'
  | 'save'
  | 'expand'
  | 'favorite'
  | 'delete'
  | 'details'
  | 'copy'
  | 'recall';

const FALLBACK: Record<MapAction, (status: number | undefined, subject?: string) => string> = {
  load: () => 'Failed to fetch mind map',
  list: () => 'Failed to fetch mind maps',
  create: () => 'Failed to create mind map',
  save: (status) => `Failed to save mind map${status ? ` (Status: ${status})` : ''}`,
  expand: (status) => `AI expansion failed${status ? ` (Status: ${status})` : ''}`,
  favorite: () => 'Could not update the favorite.',
  delete: (_status, title) =>
    title ? `Could not delete “${title}”.` : 'Could not delete the map.',
  details: () => 'Could not save the details.',
  copy: () => 'Could not save a copy.',
  recall: () => 'Could not keep that answer. Check your connection and try again.',
};

/** What to tell the person when `action` failed with `error` (`title`: the map's, if it helps). */
export function mapErrorMessage(error: unknown, action: MapAction, title?: string): string {
  if (error instanceof ApiError) {
    // The list's failure reads the same whatever the server said (docs/product.md §8).
    if (action === 'list') return FALLBACK.list(error.status);
    if (action === 'load' && error.status === 404) return 'Mind map not found';
    return error.detail ?? FALLBACK[action](error.status, title);
  }
  return FALLBACK[action](undefined, title);
}

/** The map was saved somewhere else since this copy was read (409): offer theirs or a copy. */
export const isSaveConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/** The map is gone (404): deleting it again is done, not a failure. */
export const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The assistant could not make a map of the topic (422): the person's own text can, and the
 * topics it suggests instead.
 */
export function aiRefusal(error: unknown): { candidates?: AiRefusal['candidates'] } | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const body = error.body as Partial<AiRefusal> | null;
  return { candidates: Array.isArray(body?.candidates) ? body.candidates : undefined };
}
