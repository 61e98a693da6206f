import type { Flashcard, GeneratedMindMap, MindMapData } from '@quietdesk/core/api/ai';
import { expandMap } from './expand.ts';
import { buildMindMap } from './mind-map.ts';
import { notesFlashcards } from './notes-cards.ts';
import { topicFlashcards } from './topic-cards.ts';

// The offline knowledge engine: mind maps and flashcards from WordNet 3.1 and from the user's own
// notes, with no network and no randomness. It only states what WordNet (or the notes) say; when
// that is nothing it throws OfflineNoKnowledgeError with a message meant for the user.
// The functions are async to match the AI provider interface; the work itself is synchronous
// (a few milliseconds after the one-time ~40 ms load of the dictionary).

export { OfflineNoKnowledgeError } from './errors.ts';
export { wordnetLoadMs } from './wordnet.ts';

export async function generateOfflineMindMap(topic: string): Promise<GeneratedMindMap> {
  return buildMindMap(topic);
}

/** The whole map with new children of `nodeId` added (and nothing else changed). */
export async function expandOfflineMindMapNode(
  map: MindMapData,
  nodeId: string,
): Promise<MindMapData> {
  return expandMap(map, nodeId);
}

export async function offlineFlashcardsFromTopic(
  topic: string,
  count: number,
): Promise<Flashcard[]> {
  return topicFlashcards(topic, count);
}

export async function offlineFlashcardsFromNotes(
  notes: string,
  count: number,
): Promise<Flashcard[]> {
  return notesFlashcards(notes, count);
}
