import type { Config } from '../config.ts';
import { createOfflineProvider } from './offline/offline-provider.ts';
import { createOpenAiCompatibleProvider } from './openai-compatible/openai-compatible-provider.ts';
import type { AiProvider } from './provider.ts';

/** Picks the engine AI_PROVIDER names. config.ts already insists on a base URL and model. */
export function createAiProvider(config: Config['ai']): AiProvider {
  if (config.provider === 'openai-compatible') {
    return createOpenAiCompatibleProvider({
      baseUrl: config.baseUrl!,
      apiKey: config.apiKey,
      model: config.model!,
      timeoutMs: config.timeoutMs,
    });
  }
  return createOfflineProvider();
}
