import { ambiguous, noKnowledge, type OfflineNoKnowledgeError } from './errors.ts';
import type { TopicResolution } from './topic.ts';

/** The 422 a topic that could not be resolved answers with. */
export function refusal(
  topic: string,
  what: 'map' | 'cards' | 'expand',
  result: Exclude<TopicResolution, { ok: true }>,
): OfflineNoKnowledgeError {
  return result.reason === 'ambiguous'
    ? ambiguous(topic, what, result.candidates)
    : noKnowledge(topic, what, result.suggestion, result.candidates);
}
