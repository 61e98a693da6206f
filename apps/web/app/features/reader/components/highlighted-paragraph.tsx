import { memo } from 'react';
import type { Highlight } from '@quietdesk/core/api/reader';

interface HighlightedParagraphProps {
  /** The paragraph's offset in the whole text: selections are measured from it. */
  start: number;
  text: string;
  highlights: Highlight[];
  current?: string;
}

/** One paragraph with its highlights marked; the text nodes are exactly the stored text. */
export const HighlightedParagraph = memo(function HighlightedParagraph({
  start,
  text,
  highlights,
  current,
}: HighlightedParagraphProps) {
  const end = start + text.length;
  const inside = highlights.filter((h) => h.start < end && h.end > start);
  const parts: React.ReactNode[] = [];
  let at = start;
  for (const h of inside) {
    const from = Math.max(h.start, at);
    const to = Math.min(h.end, end);
    if (to <= from) continue;
    if (from > at) parts.push(text.slice(at - start, from - start));
    parts.push(
      <mark
        key={h.id}
        data-highlight={h.id}
        tabIndex={h.id === current ? -1 : undefined}
        className={
          h.id === current
            ? 'rounded bg-amber-300 text-ink outline-2 outline-accent dark:bg-amber-500/60'
            : 'rounded bg-amber-200/80 text-ink dark:bg-amber-500/40'
        }
      >
        {text.slice(from - start, to - start)}
      </mark>,
    );
    at = to;
  }
  if (at < end) parts.push(text.slice(at - start));
  // A pasted text keeps its single line breaks (a file's paragraphs have none).
  return (
    <p data-start={start} className="whitespace-pre-line">
      {parts}
    </p>
  );
});
