import { z } from 'zod';

// Every error the API returns has this one shape, so clients need a single code path to show it.
// An AI refusal (422) may add `candidates`: the senses the engine can answer for, each with a
// `label` that, sent back as the topic, resolves to exactly that sense.

const errorCandidateSchema = z
  .object({
    label: z.string().describe('Send this back as the topic to get exactly this sense.'),
    gloss: z.string().describe('What this sense means, for the person to choose.'),
  })
  .meta({ id: 'ErrorCandidate' });

export const errorSchema = z
  .object({
    detail: z.string().describe('A sentence a person can read.'),
    candidates: z
      .array(errorCandidateSchema)
      .optional()
      .describe('AI refusals only: the meanings the engine can answer for.'),
    suggestion: z
      .string()
      .optional()
      .describe(
        'AI refusals only: the topic was misspelt and the encyclopedia knows it as this title (also the first candidate). Send it back as the topic to generate.',
      ),
  })
  .meta({ id: 'Error' });

export type ApiError = z.infer<typeof errorSchema>;
