import type { Config } from '../config.ts';
import { createOfflineProvider } from './offline/offline-provider.ts';
import type { AiProvider } from './provider.ts';

/** Picks the engine AI_PROVIDER names. config.ts already insists on a base URL and model. */
export function createAiProvider(config: Config['ai']): AiProvider {
  if (config.provider === 'openai-compatible') return lazyOpenAiCompatibleProvider(config);
  return createOfflineProvider();
}

/**
 * The AI SDK costs ~150 ms to import; most installs run offline and never need it, so the
 * model provider is loaded on its first call and start-up stays fast.
 */
function lazyOpenAiCompatibleProvider(config: Config['ai']): AiProvider {
  let loaded: Promise<AiProvider> | undefined;
  const real = () =>
    (loaded ??= import('./openai-compatible/openai-compatible-provider.ts').then((module) =>
      module.createOpenAiCompatibleProvider({
        baseUrl: config.baseUrl!,
        apiKey: config.apiKey,
        model: config.model!,
        timeoutMs: config.timeoutMs,
      }),
    ));
  return {
    info: { provider: 'openai-compatible', label: config.model! },
    generatePlan: async (...args) => (await real()).generatePlan(...args),
    generateMindMap: async (...args) => (await real()).generateMindMap(...args),
    expandMindMapNode: async (...args) => (await real()).expandMindMapNode(...args),
    flashcardsFromTopic: async (...args) => (await real()).flashcardsFromTopic(...args),
    flashcardsFromNotes: async (...args) => (await real()).flashcardsFromNotes(...args),
    flashcardsFromArticle: async (...args) => (await real()).flashcardsFromArticle!(...args),
  };
}
