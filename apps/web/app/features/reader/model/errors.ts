import { answeredWith } from '~/lib/api-client';

/** Why a reading in the library could not be opened. */
export function readingLoadFailure(error: Error): string {
  return answeredWith(error, 404) ? 'This reading is no longer in your library.' : error.message;
}
