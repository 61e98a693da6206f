import type { AiEngine, Flashcard, GeneratedMindMap, MindMapData } from '@quietdesk/core/api/ai';
import type { GeneratedPlan, PlanDetails } from '@quietdesk/core/api/planner';

// One interface for every AI engine, so features never know which one answers. Engines throw
// AiError (./errors.ts) for the failures a person can act on; anything else is a bug (500).

export interface AiContext {
  /** Aborts the call (client gone, or the caller's own deadline). */
  signal?: AbortSignal;
  /** "Now" for relative dates in the input ("by June", "in 3 weeks"); injected for tests. */
  now: Date;
}

/** What a map says around the node being expanded, so new children repeat none of it. */
export interface ExpandHints {
  /** Texts from the root down to the node itself. */
  path: string[];
  /** Texts of the node's siblings. */
  siblings: string[];
}

export interface AiProvider {
  readonly info: AiEngine;
  /** `details` (optional): what only the person knows, to schedule the plan on real dates. */
  generatePlan(goal: string, ctx: AiContext, details?: PlanDetails): Promise<GeneratedPlan>;
  generateMindMap(topic: string, ctx: AiContext): Promise<GeneratedMindMap>;
  /** Returns the whole map with new nodes (and edges) attached to `nodeId`. */
  expandMindMapNode(
    map: MindMapData,
    nodeId: string,
    ctx: AiContext,
    hints?: ExpandHints,
  ): Promise<MindMapData>;
  flashcardsFromTopic(topic: string, count: number, ctx: AiContext): Promise<Flashcard[]>;
  flashcardsFromNotes(notes: string, count: number, ctx: AiContext): Promise<Flashcard[]>;
  /**
   * Cards from an encyclopedia article as the only material, each naming the section (one of
   * `sections`, '' for the lead) its answer comes from. Model engines only.
   */
  flashcardsFromArticle?(
    material: string,
    sections: string[],
    count: number,
    ctx: AiContext,
  ): Promise<CitedFlashcard[]>;
}

export interface CitedFlashcard extends Flashcard {
  /** The section the model says the answer comes from (not yet checked). */
  section?: string;
}

export const OFFLINE_LABEL = 'Built-in offline assistant';
