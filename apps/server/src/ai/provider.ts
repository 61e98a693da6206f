import type { AiEngine, Flashcard, GeneratedMindMap, MindMapData } from '@quietdesk/core/api/ai';
import type { GeneratedPlan } from '@quietdesk/core/api/planner';

// One interface for every AI engine, so features never know which one answers. Engines throw
// AiError (./errors.ts) for the failures a person can act on; anything else is a bug (500).

export interface AiContext {
  /** Aborts the call (client gone, or the caller's own deadline). */
  signal?: AbortSignal;
  /** "Now" for relative dates in the input ("by June", "in 3 weeks"); injected for tests. */
  now: Date;
}

export interface AiProvider {
  readonly info: AiEngine;
  generatePlan(goal: string, ctx: AiContext): Promise<GeneratedPlan>;
  generateMindMap(topic: string, ctx: AiContext): Promise<GeneratedMindMap>;
  /** Returns the whole map with new nodes (and edges) attached to `nodeId`. */
  expandMindMapNode(map: MindMapData, nodeId: string, ctx: AiContext): Promise<MindMapData>;
  flashcardsFromTopic(topic: string, count: number, ctx: AiContext): Promise<Flashcard[]>;
  flashcardsFromNotes(notes: string, count: number, ctx: AiContext): Promise<Flashcard[]>;
}

export const OFFLINE_LABEL = 'Built-in offline assistant';
