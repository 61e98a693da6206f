import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { z } from 'zod';
import {
  flashcardSchema,
  generatedMindMapSchema,
  MIND_MAP_TEXT_MAX,
  type GeneratedMindMap,
  type MindMapData,
} from '@quietdesk/core/api/ai';
import { generatedPlanSchema } from '@quietdesk/core/api/planner';
import type { AiProvider } from '../provider.ts';
import { askJson } from './ask-json.ts';
import {
  expandPrompt,
  flashcardsFromArticlePrompt,
  flashcardsFromNotesPrompt,
  flashcardsFromTopicPrompt,
  mindMapPrompt,
  planPrompt,
} from './prompts.ts';

interface OpenAiCompatibleOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

// A map whose edges point at missing nodes would break the editor: reject it like bad JSON.
const mindMapAnswerSchema = generatedMindMapSchema.superRefine((map, ctx) => {
  const ids = new Set(map.map_data.nodes.map((node) => node.id));
  if (ids.size !== map.map_data.nodes.length)
    ctx.addIssue({
      code: 'custom',
      path: ['map_data', 'nodes'],
      message: 'node ids must be unique',
    });
  if (ids.size === 0)
    ctx.addIssue({ code: 'custom', path: ['map_data', 'nodes'], message: 'the map needs nodes' });
  map.map_data.edges.forEach((edge, i) => {
    if (!ids.has(edge.source) || !ids.has(edge.target))
      ctx.addIssue({
        code: 'custom',
        path: ['map_data', 'edges', i],
        message: 'source and target must be ids of nodes in the map',
      });
  });
});
const ideasSchema = z.object({
  ideas: z.array(z.string().trim().min(1).max(MIND_MAP_TEXT_MAX)).min(1).max(8),
});
const cardsSchema = z.object({ cards: z.array(flashcardSchema).min(1) });
const citedCardsSchema = z.object({
  cards: z.array(flashcardSchema.extend({ section: z.string().max(300).optional() })).min(1),
});

// The API of OpenAI and of local servers is at `<base>/v1/...`; accept a base with or without /v1.
function apiBase(baseUrl: string): string {
  return /\/v\d+$/.test(baseUrl) ? baseUrl : `${baseUrl}/v1`;
}

/** Places new child nodes to the right of their parent, spread vertically around it. */
function attachIdeas(map: MindMapData, nodeId: string, ideas: string[]): MindMapData {
  const parent = map.nodes.find((node) => node.id === nodeId);
  const px = parent?.x ?? 0;
  const py = parent?.y ?? 0;
  const taken = new Set(map.nodes.map((node) => node.text.trim().toLowerCase()));
  const fresh = ideas.filter((idea) => !taken.has(idea.trim().toLowerCase()));
  const nodes = [...map.nodes];
  const edges = [...map.edges];
  fresh.forEach((idea, i) => {
    let id = `${nodeId}-ai-${i + 1}`;
    for (let n = 2; nodes.some((node) => node.id === id); n++) id = `${nodeId}-ai-${i + 1}-${n}`;
    nodes.push({ id, text: idea, x: px + 300, y: py + (i - (fresh.length - 1) / 2) * 90 });
    edges.push({ id: `e-${nodeId}-${id}`, source: nodeId, target: id });
  });
  return { nodes, edges };
}

export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): AiProvider {
  const provider = createOpenAICompatible({
    name: 'quietdesk',
    baseURL: apiBase(options.baseUrl),
    apiKey: options.apiKey,
  });
  const model = provider.chatModel(options.model);
  const ask = <T>(prompt: string, schema: z.ZodType<T>, signal?: AbortSignal) =>
    askJson({ model, timeoutMs: options.timeoutMs, signal }, prompt, schema);

  return {
    info: { provider: 'openai-compatible', label: options.model },
    async generatePlan(goal, ctx, details) {
      const plan = await ask(planPrompt(goal, ctx.now, details), generatedPlanSchema, ctx.signal);
      // The goal is the person's, not the model's rewording of it.
      return { ...plan, goal };
    },
    async generateMindMap(topic, ctx): Promise<GeneratedMindMap> {
      return ask(mindMapPrompt(topic), mindMapAnswerSchema, ctx.signal);
    },
    async expandMindMapNode(map, nodeId, ctx, hints) {
      const { ideas } = await ask(expandPrompt(map, nodeId, hints), ideasSchema, ctx.signal);
      return attachIdeas(map, nodeId, ideas);
    },
    async flashcardsFromTopic(topic, count, ctx) {
      const { cards } = await ask(flashcardsFromTopicPrompt(topic, count), cardsSchema, ctx.signal);
      return cards.slice(0, count);
    },
    async flashcardsFromNotes(notes, count, ctx) {
      const { cards } = await ask(flashcardsFromNotesPrompt(notes, count), cardsSchema, ctx.signal);
      return cards.slice(0, count);
    },
    async flashcardsFromArticle(material, sections, count, ctx) {
      const { cards } = await ask(
        flashcardsFromArticlePrompt(material, sections, count),
        citedCardsSchema,
        ctx.signal,
      );
      return cards.slice(0, count);
    },
  };
}
