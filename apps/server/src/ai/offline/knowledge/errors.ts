// Raised when the offline engine has nothing true to say. The message is shown to the user, so it
// says what they can do instead: paste notes, or connect a real model.

export class OfflineNoKnowledgeError extends Error {
  override readonly name = 'OfflineNoKnowledgeError';
}

const CONNECT = 'or connect an AI model (AI_PROVIDER=openai-compatible)';

export function noKnowledge(
  topic: string,
  what: 'map' | 'cards' | 'expand',
): OfflineNoKnowledgeError {
  const shown = topic.trim().slice(0, 80) || 'this';
  const task =
    what === 'map'
      ? 'to make a mind map'
      : what === 'cards'
        ? 'to make flashcards'
        : 'to add ideas to this node';
  return new OfflineNoKnowledgeError(
    `The built-in offline assistant doesn't know enough about "${shown}" ${task} without inventing facts. Paste your notes to make flashcards from them, ${CONNECT}.`,
  );
}

export function notesTooThin(reason: string): OfflineNoKnowledgeError {
  return new OfflineNoKnowledgeError(
    `The built-in offline assistant couldn't find enough in these notes to make flashcards (${reason}). Paste a few full sentences, such as definitions or key facts, ${CONNECT}.`,
  );
}
