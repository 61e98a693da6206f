import { z } from 'zod';

/** The reply schema of a route that answers 204 with no body. */
export const noContent = z.null().describe('No content.');
