// Raised when the offline engine has nothing true to say. The message is shown to the user, so it
// says what the engine knows (English dictionary terms, the user's own notes) and what they can do
// instead: paste notes, or connect a real model. `candidates` are the meanings it can answer for,
// each with a label that, sent back as the topic, resolves to exactly that meaning.

export interface SenseCandidate {
  label: string;
  gloss: string;
}

export class OfflineNoKnowledgeError extends Error {
  override readonly name = 'OfflineNoKnowledgeError';
  constructor(
    message: string,
    readonly candidates?: SenseCandidate[],
  ) {
    super(message);
  }
}

const KNOWS =
  'The built-in offline assistant knows English dictionary terms and works best from your own notes';
type Task = 'map' | 'cards' | 'expand';

/**
 * What the student can do next on the screen they are on (how to connect an AI model is an
 * operator's concern: README, never a student's screen).
 */
const NEXT: Record<Task, string> = {
  map: 'Try a more common term, or start a blank map and write your own outline.',
  cards:
    'Try a more common term, or choose “From your notes” and paste your notes to make flashcards from them.',
  expand: 'Try a shorter, more common word for this idea, or add the ideas yourself.',
};

function taskText(what: Task): string {
  return what === 'map'
    ? 'make a mind map'
    : what === 'cards'
      ? 'make flashcards'
      : 'add ideas to this node';
}

const shown = (topic: string) => topic.trim().slice(0, 80) || 'this';

/** The topic is not a term the dictionary knows as a whole (a typo may get a suggestion). */
export function noKnowledge(
  topic: string,
  what: Task,
  suggestion?: string,
  candidates?: SenseCandidate[],
): OfflineNoKnowledgeError {
  const didYouMean = suggestion ? ` Did you mean “${suggestion}”?` : '';
  return new OfflineNoKnowledgeError(
    `${KNOWS}; it doesn't know “${shown(topic)}” as a whole, so it won't ${taskText(what)} of something else.${didYouMean} ${NEXT[what]}`,
    candidates,
  );
}

/** The topic has several meanings the engine cannot choose between: the person picks one. */
export function ambiguous(
  topic: string,
  what: Task,
  candidates: SenseCandidate[],
): OfflineNoKnowledgeError {
  return new OfflineNoKnowledgeError(
    `“${shown(topic)}” has several meanings in the dictionary. Choose the one you mean so the built-in offline assistant can ${taskText(what)}: ${candidates.map((c) => c.label).join('; ')}. ${KNOWS}. ${NEXT[what]}`,
    candidates,
  );
}

export function notesTooThin(reason: string): OfflineNoKnowledgeError {
  return new OfflineNoKnowledgeError(
    `The built-in offline assistant couldn't find enough in these notes to make flashcards (${reason}). Paste a few full sentences, such as definitions or key facts.`,
  );
}
