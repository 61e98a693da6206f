// A card from a highlighted sentence, cloze by default: the longest meaningful word (ties: the
// first) is blanked in the question and is the answer. The person can edit both before saving.

const STOP = new Set(
  'about above after again against also because before being below between both could does doing during each from further have having here into itself just more most other over same should some such than that their them then there these they this those through under until very what when where which while will with would your'.split(
    ' ',
  ),
);

const CLOZE_BLANK = '_____';

export function clozeOf(passage: string): { question: string; answer: string } {
  const text = passage.replace(/\s+/g, ' ').trim();
  let best: { word: string; index: number } | null = null;
  for (const match of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)) {
    const word = match[0];
    if (STOP.has(word.toLowerCase()) || word.length < 4) continue;
    if (!best || word.length > best.word.length) best = { word, index: match.index };
  }
  if (!best) return { question: text, answer: '' };
  return {
    question: text.slice(0, best.index) + CLOZE_BLANK + text.slice(best.index + best.word.length),
    answer: best.word,
  };
}
