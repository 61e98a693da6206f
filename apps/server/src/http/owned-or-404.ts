import { UUID } from '@quietdesk/core/uuid';
import { notFound } from './errors.ts';

// One owner's row by id, or 404 with `detail`: without an identity, for an id that is no UUID (it
// cannot name any row, so the database never sees it), and for a row that is missing or someone
// else's (never 403, so ids of other people's rows leak nothing).

type ByOwner<R> = (ownerId: string, id: string) => Promise<R>;

/** The owner's row as `find` reads it, or 404. */
export async function ownedOr404<R>(
  ownerId: string | undefined,
  id: string,
  find: ByOwner<R | undefined>,
  detail: string,
): Promise<R> {
  const row = ownerId && UUID.test(id) ? await find(ownerId, id) : undefined;
  if (!row) throw notFound(detail);
  return row;
}

/** Deletes the owner's row with `remove` (true when it was there), or 404. */
export async function removeOr404(
  ownerId: string | undefined,
  id: string,
  remove: ByOwner<boolean>,
  detail: string,
): Promise<void> {
  if (!ownerId || !UUID.test(id) || !(await remove(ownerId, id))) throw notFound(detail);
}
