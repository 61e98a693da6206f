import { z } from 'zod';

const DATABASE_KINDS = ['pglite', 'postgres'] as const;
export const AI_PROVIDERS = ['offline', 'openai-compatible'] as const;

export type DatabaseKind = (typeof DATABASE_KINDS)[number];
export type AiProviderName = (typeof AI_PROVIDERS)[number];

export const healthSchema = z
  .object({
    status: z.literal('ok'),
    database: z.enum(DATABASE_KINDS),
    ai_provider: z.enum(AI_PROVIDERS),
    ai_label: z
      .string()
      .describe('Which engine answers AI calls: "Built-in offline assistant" or the model name.'),
    version: z.string(),
  })
  .meta({ id: 'Health' });

export type Health = z.infer<typeof healthSchema>;
