import { z } from 'zod';

// Every error the API returns has this one shape, so clients need a single code path to show it.
export const errorSchema = z
  .object({ detail: z.string().describe('A sentence a person can read.') })
  .meta({ id: 'Error' });

export type ApiError = z.infer<typeof errorSchema>;
