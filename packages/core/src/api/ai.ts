import { z } from 'zod';
import { AI_PROVIDERS } from './health.ts';
import { contentSourceSchema } from './source.ts';

// Shapes every AI engine (offline or a model behind an OpenAI-compatible server) must produce.
// The openai-compatible provider validates model output against these same schemas, so a model
// answer that passes here is safe to store and render.

export const MIND_MAP_TEXT_MAX = 200;
export const MIND_MAP_TAGS_MAX = 12;
const MIND_MAP_NODES_MAX = 500;
const FLASHCARDS_MAX = 30;
export const FLASHCARD_TEXT_MAX = 1000;

/** Which engine produced a result: `label` is "Built-in offline assistant" or the model's name. */
export const aiEngineSchema = z
  .object({
    provider: z.enum(AI_PROVIDERS),
    label: z.string(),
  })
  .meta({ id: 'AiEngine' });

const mindMapNodeSchema = z.object({
  id: z.string().min(1),
  text: z.string().max(MIND_MAP_TEXT_MAX),
  x: z.number(),
  y: z.number(),
  source: contentSourceSchema.optional(),
});

const mindMapEdgeSchema = z.object({
  id: z.string().min(1),
  source: z.string().min(1),
  target: z.string().min(1),
});

const mindMapDataSchema = z
  .object({
    nodes: z.array(mindMapNodeSchema).max(MIND_MAP_NODES_MAX),
    edges: z.array(mindMapEdgeSchema).max(MIND_MAP_NODES_MAX * 2),
  })
  .meta({ id: 'MindMapData' });

export const generatedMindMapSchema = z
  .object({
    title: z.string().min(1).max(MIND_MAP_TEXT_MAX),
    description: z.string().max(2000),
    tags: z.array(z.string().min(1).max(60)).max(MIND_MAP_TAGS_MAX),
    map_data: mindMapDataSchema,
  })
  .meta({ id: 'GeneratedMindMap' });

export const flashcardSchema = z
  .object({
    question: z.string().trim().min(1).max(FLASHCARD_TEXT_MAX),
    answer: z.string().trim().min(1).max(FLASHCARD_TEXT_MAX),
    source: contentSourceSchema.optional(),
  })
  .meta({ id: 'Flashcard' });

export const flashcardListSchema = z.array(flashcardSchema).max(FLASHCARDS_MAX);

export type AiEngine = z.infer<typeof aiEngineSchema>;
export type MindMapNode = z.infer<typeof mindMapNodeSchema>;
export type MindMapData = z.infer<typeof mindMapDataSchema>;
export type GeneratedMindMap = z.infer<typeof generatedMindMapSchema>;
export type Flashcard = z.infer<typeof flashcardSchema>;
