import type * as Knowledge from './knowledge/index.ts';
import { OFFLINE_LABEL, type AiProvider } from '../provider.ts';
import { planGoal } from './planner/build-plan.ts';

// The default engine: no network, deterministic, fast. Plans come from ./planner (goal analysis +
// phased templates); mind maps and flashcards from ./knowledge (WordNet), which throws
// OfflineNoKnowledgeError (→ 422) rather than invent facts.

type KnowledgeModule = typeof Knowledge;

// Loaded on first use: WordNet data is large, and the planner alone should not pay for it.
let knowledgeModule: Promise<KnowledgeModule> | undefined;
function knowledge(): Promise<KnowledgeModule> {
  knowledgeModule ??= import('./knowledge/index.ts');
  return knowledgeModule;
}

export function createOfflineProvider(): AiProvider {
  return {
    info: { provider: 'offline', label: OFFLINE_LABEL },
    async generatePlan(goal, ctx, details) {
      return planGoal(goal, ctx.now, details);
    },
    async generateMindMap(topic) {
      return (await knowledge()).generateOfflineMindMap(topic);
    },
    async expandMindMapNode(map, nodeId) {
      return (await knowledge()).expandOfflineMindMapNode(map, nodeId);
    },
    async flashcardsFromTopic(topic, count) {
      return (await knowledge()).offlineFlashcardsFromTopic(topic, count);
    },
    async flashcardsFromNotes(notes, count) {
      return (await knowledge()).offlineFlashcardsFromNotes(notes, count);
    },
  };
}
