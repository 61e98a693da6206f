import { z } from 'zod';
import { aiEngineSchema, MIND_MAP_TEXT_MAX } from './ai.ts';
import { NODE_LINK_MAX, NODE_NOTE_MAX, normaliseNodeLink } from '../mind-maps/node-link.ts';
import { contentSourceSchema } from './source.ts';
import { hasEnoughLetters, requiredText, storableString, TOPIC_TOO_SHORT_ERROR } from './text.ts';
import type { errorSchema } from './errors.ts';

// The stored mind-map contract (docs/product.md §3 Mind map, §7 Mind maps). Snake_case on the
// wire as the product's client reads it. The AI schema in ./ai.ts caps what an engine may
// generate; a map a person builds is only bounded by the server's limit settings, so the arrays
// here are unbounded and the server counts them (413 beyond its limits).

export const MIND_MAP_TITLE_MAX = 200;
const MIND_MAP_DESCRIPTION_MAX = 2000;
const MIND_MAP_TAG_MAX = 60;
export const MIND_MAP_TAGS_MAX = 20;
export const MIND_MAP_ID_MAX = 100;
const MIND_MAP_TOPIC_MAX = 200;
const MIND_MAP_IMPORT_MAX_CHARS = 2_000_000;
/** Node text limit: the same 200 characters the AI schema allows. */
export const MIND_MAP_NODE_TEXT_MAX = MIND_MAP_TEXT_MAX;

const graphId = (what: string) =>
  storableString({ error: `Each ${what} needs an id.` })
    .min(1, { error: `Each ${what} needs an id.` })
    .max(MIND_MAP_ID_MAX, { error: `A ${what} id must be at most ${MIND_MAP_ID_MAX} characters.` });

const coordinate = (axis: string) =>
  z
    .number({ error: `A node's ${axis} must be a finite number.` })
    .refine(Number.isFinite, { error: `A node's ${axis} must be a finite number.` })
    .default(0);

/** A node as sent: text defaults to 'Untitled', x and y to 0 (docs/product.md §3). */
export const mindMapNodeInputSchema = z.object({
  id: graphId('node'),
  text: storableString({ error: 'A node text must be a string.' })
    .max(MIND_MAP_NODE_TEXT_MAX, {
      error: `A node text must be at most ${MIND_MAP_NODE_TEXT_MAX} characters.`,
    })
    .default('Untitled'),
  x: coordinate('x'),
  y: coordinate('y'),
  source: contentSourceSchema
    .optional()
    .describe('Where a generated node came from; kept when saved.'),
  folded: z
    .boolean({ error: 'folded must be true or false.' })
    .optional()
    .describe("True: the node's branch is folded (its children hidden) in the editor."),
  note: storableString({ error: 'A node note must be text.' })
    .max(NODE_NOTE_MAX, { error: `A node note must be at most ${NODE_NOTE_MAX} characters.` })
    .optional()
    .describe('A short note shown with the node.'),
  link: z
    .string({ error: 'A node link must be text.' })
    .max(NODE_LINK_MAX, { error: `A node link must be at most ${NODE_LINK_MAX} characters.` })
    // Stored normalised (node-link.ts): spaces encoded, a bare host given https://.
    .transform((value, context) => {
      const link = normaliseNodeLink(value);
      if (link) return link;
      context.addIssue({
        code: 'custom',
        message:
          'A node link must be an http:// or https:// address (such as https://example.org/page) or a reader item.',
      });
      return z.NEVER;
    })
    .optional()
    .describe('A web page (http or https) or a reader item (/app/fixation-reader?item=<id>).'),
});

/** An edge as sent: the id may be left out and is then derived from source and target. */
const mindMapEdgeInputSchema = z.object({
  id: graphId('edge').optional(),
  source: graphId('edge source'),
  target: graphId('edge target'),
});

/** map_data as sent; a missing list reads as empty (docs/product.md §3). */
export const mindMapDataInputSchema = z
  .object({
    nodes: z.array(mindMapNodeInputSchema, { error: 'map_data.nodes must be a list.' }).default([]),
    edges: z.array(mindMapEdgeInputSchema, { error: 'map_data.edges must be a list.' }).default([]),
  })
  // No component id: its defaults make the input and output forms differ, and the OpenAPI
  // generator would name both the same; it is inlined where it is used.
  .describe('The graph as sent: nodes and edges (missing lists read as empty).');

const storedNodeSchema = z.object({
  id: z.string(),
  text: z.string(),
  x: z.number(),
  y: z.number(),
  source: contentSourceSchema.optional(),
  /** Absent on maps saved before folding existed: they open unfolded. */
  folded: z.boolean().optional(),
  note: z.string().optional(),
  link: z.string().optional(),
});
const storedEdgeSchema = z.object({
  id: z.string(),
  source: z.string(),
  target: z.string(),
});
const storedMapDataSchema = z
  .object({ nodes: z.array(storedNodeSchema), edges: z.array(storedEdgeSchema) })
  .meta({ id: 'MindMapGraph' });

const titleText = requiredText(MIND_MAP_TITLE_MAX, 'A title', 'A title is required.');

const descriptionText = storableString({ error: 'A description must be text.' })
  .trim()
  .max(MIND_MAP_DESCRIPTION_MAX, {
    error: `A description must be at most ${MIND_MAP_DESCRIPTION_MAX} characters.`,
  });

const tagList = z
  .array(
    requiredText(MIND_MAP_TAG_MAX, 'A tag', 'A tag cannot be empty.', 'Each tag must be text.'),
    { error: 'tags must be a list of strings.' },
  )
  .max(MIND_MAP_TAGS_MAX, { error: `A map can have at most ${MIND_MAP_TAGS_MAX} tags.` })
  // The same tag twice is one tag.
  .transform((tags) => [...new Set(tags)]);

const version = z
  .int({ error: 'version must be a whole number.' })
  .min(1, { error: 'version must be at least 1.' });

export const createMindMapBodySchema = z
  .object({
    title: titleText,
    description: descriptionText.default(''),
    tags: tagList.default([]),
  })
  .meta({ id: 'CreateMindMap' });

export const generateMindMapBodySchema = z
  .object({
    topic: requiredText(MIND_MAP_TOPIC_MAX, 'A topic', 'A topic is required.').refine(
      hasEnoughLetters,
      { error: TOPIC_TOO_SHORT_ERROR },
    ),
  })
  .meta({ id: 'GenerateMindMap' });

export const saveMindMapBodySchema = z
  .object({
    map_data: mindMapDataInputSchema,
    version: version
      .optional()
      .describe('The version last read; a map saved since answers 409. Also accepted as If-Match.'),
  })
  .meta({ id: 'SaveMindMap' });

export const expandNodeBodySchema = z
  .object({
    map_data: mindMapDataInputSchema,
    version: version.optional().describe('As for PUT: a map saved since answers 409.'),
  })
  .meta({ id: 'ExpandMindMapNode' });

export const updateMindMapBodySchema = z
  .object({
    title: titleText.optional(),
    description: descriptionText.optional(),
    tags: tagList.optional(),
    is_favorite: z.boolean({ error: 'is_favorite must be true or false.' }).optional(),
    plan_id: z
      .uuid({ error: 'plan_id must be the id of one of your plans, or null.' })
      .nullable()
      .optional()
      .describe('The plan this map belongs to (null: none).'),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Send at least one of title, description, tags, is_favorite or plan_id.',
  })
  .meta({ id: 'UpdateMindMap' });

const IMPORT_FORMATS = ['markdown', 'opml'] as const;

export const importMindMapBodySchema = z
  .object({
    format: z.enum(IMPORT_FORMATS, { error: 'format must be markdown or opml.' }),
    content: z.string({ error: 'content must be text.' }).max(MIND_MAP_IMPORT_MAX_CHARS, {
      error: `An import must be at most ${MIND_MAP_IMPORT_MAX_CHARS} characters.`,
    }),
    title: titleText.optional(),
  })
  .meta({ id: 'ImportMindMap' });

const mindMapSummarySchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string(),
    tags: z.array(z.string()),
    is_favorite: z.boolean(),
    node_count: z.int(),
    plan_id: z.uuid().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'MindMapSummary' });

export const mindMapListSchema = z.array(mindMapSummarySchema);

export const mindMapSchema = mindMapSummarySchema
  .extend({
    map_data: storedMapDataSchema,
    version: z.int().describe('Send it back with PUT (or as If-Match) to detect conflicts.'),
    engine: aiEngineSchema
      .nullable()
      .describe('The AI engine that made it; null when made by hand.'),
  })
  .meta({ id: 'MindMap' });

// Recall mode (docs/decisions/057-mind-map-folding-recall-and-notes.md): a person marks each
// revealed node "Knew it" or "Didn't know"; the server keeps the counts per node and answers how
// well each node is known, from those marks and from the cards made from the node.

const RECALL_RESULTS = ['knew', 'missed'] as const;
export type RecallResult = (typeof RECALL_RESULTS)[number];

export const recordRecallBodySchema = z
  .object({
    node_id: graphId('node'),
    result: z.enum(RECALL_RESULTS, { error: 'result must be knew or missed.' }),
  })
  .meta({ id: 'RecordRecall' });

const KNOWLEDGE_LEVELS = ['known', 'shaky', 'unknown'] as const;
export type KnowledgeLevel = (typeof KNOWLEDGE_LEVELS)[number];

export const nodeKnowledgeSchema = z
  .object({
    node_id: z.string(),
    level: z
      .enum(KNOWLEDGE_LEVELS)
      .describe('known: every test says so; unknown: every test failed; shaky: mixed.'),
    knew: z.int().describe('Times marked "Knew it" in recall mode.'),
    missed: z.int().describe(`Times marked "Didn't know" in recall mode.`),
    cards: z.int().describe('Reviewed cards made from this node.'),
  })
  .meta({ id: 'NodeKnowledge' });

export const mindMapKnowledgeSchema = z
  .object({ nodes: z.array(nodeKnowledgeSchema).describe('Only nodes tested at least once.') })
  .meta({ id: 'MindMapKnowledge' });

export const mindMapParamsSchema = z.object({ id: z.string() });
export const mindMapNodeParamsSchema = z.object({ id: z.string(), nodeId: z.string() });

export type MindMapDataInput = z.infer<typeof mindMapDataInputSchema>;
export type StoredNode = z.infer<typeof storedNodeSchema>;
export type StoredEdge = z.infer<typeof storedEdgeSchema>;
export type StoredMapData = z.infer<typeof storedMapDataSchema>;
export type CreateMindMapBody = z.input<typeof createMindMapBodySchema>;
export type UpdateMindMapBody = z.input<typeof updateMindMapBodySchema>;
export type ImportMindMapBody = z.input<typeof importMindMapBodySchema>;
export type MindMapSummary = z.infer<typeof mindMapSummarySchema>;
export type MindMap = z.infer<typeof mindMapSchema>;

/** An AI refusal (422): the shared error shape, whose `candidates` the screen offers as topics. */
export type RecordRecallBody = z.input<typeof recordRecallBodySchema>;
export type NodeKnowledge = z.infer<typeof nodeKnowledgeSchema>;
export type MindMapKnowledge = z.infer<typeof mindMapKnowledgeSchema>;

export type AiRefusal = z.infer<typeof errorSchema>;
