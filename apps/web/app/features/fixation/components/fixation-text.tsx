import { clsx } from 'clsx';
import { Fragment, memo, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { tokenize, type FixationToken } from '@quietdesk/core/fixation/tokenize';
import { blockIndexAt, splitBlocks, wordTokenIndexAt, type TextBlock } from '../model/text-blocks';

/** Blocks rendered with bolding before the IntersectionObserver has reported: the first screen. */
const FIRST_SCREEN_BLOCKS = 2;
/** How far outside the scroll box blocks get their bolding ahead of scrolling. */
const ROOT_MARGIN = '1200px 0px';

/**
 * Words as React elements (`<b>bold</b>normal`): user text only ever becomes text nodes, so
 * nothing in it can run as markup. The spoken word is wrapped in <mark>.
 */
export function renderTokens(tokens: readonly FixationToken[], spokenIndex = -1): ReactNode[] {
  const out: ReactNode[] = new Array<ReactNode>(tokens.length);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.type !== 'word') {
      out[i] = t.content;
    } else if (i === spokenIndex) {
      out[i] = (
        <mark
          key={i}
          data-spoken=""
          className="rounded-sm bg-accent-soft text-ink ring-2 ring-accent"
        >
          <b>{t.bold}</b>
          {t.normal}
        </mark>
      );
    } else {
      out[i] = (
        <Fragment key={i}>
          <b>{t.bold}</b>
          {t.normal}
        </Fragment>
      );
    }
  }
  return out;
}

interface BlockProps {
  block: TextBlock;
  index: number;
  ratio: number;
  active: boolean;
  /** Offset of the spoken word inside this block, or -1. */
  spokenAt: number;
}

/**
 * One slice of the text. Away from the viewport it is plain text (one text node: cheap to create,
 * still searchable and selectable) and `content-visibility: auto` lets the browser skip its
 * layout and paint; near the viewport it is tokenized and bolded.
 */
const FixationBlock = memo(function FixationBlock({
  block,
  index,
  ratio,
  active,
  spokenAt,
}: BlockProps) {
  const tokens = useMemo(
    () => (active ? tokenize(block.text, ratio) : null),
    [active, block, ratio],
  );
  const spokenIndex = tokens && spokenAt >= 0 ? wordTokenIndexAt(tokens, spokenAt) : -1;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (spokenIndex < 0) return;
    ref.current?.querySelector('[data-spoken]')?.scrollIntoView({ block: 'nearest' });
  }, [spokenIndex]);
  return (
    <div
      ref={ref}
      data-block={index}
      data-offset={block.start}
      data-active={tokens ? '' : undefined}
      className="[content-visibility:auto]"
      // Rough height until the block has been rendered once; `auto` then remembers the real one.
      style={{
        containIntrinsicSize: `auto ${Math.max(1, Math.ceil(block.text.length / 75)) * 30}px`,
      }}
    >
      {tokens ? renderTokens(tokens, spokenIndex) : block.text}
    </div>
  );
});

interface FixationTextProps {
  text: string;
  ratio: number;
  /** Offset in `text` of the word being spoken, if any. */
  spokenOffset?: number | null;
  label: string;
  /** Classes of the scroll box. */
  className?: string;
  /** Classes of the text column inside it (e.g. a max width, so the whole box scrolls). */
  contentClassName?: string;
  /**
   * 'page': the text is as tall as it is and the page scrolls (no box scrolling inside a
   * scrolling page); blocks are tracked against the viewport. 'self' (default): the element is
   * its own scroll box (the full-screen focus view).
   */
  scroll?: 'self' | 'page';
}

/**
 * Renders a text of any length with fixation bolding: the text is split into ~2,000-character
 * blocks, and only the blocks in or near the scroll box are tokenized and bolded (an
 * IntersectionObserver tracks them). A slider change therefore re-tokenizes a few blocks, not the
 * whole text.
 */
export function FixationText({
  text,
  ratio,
  spokenOffset = null,
  label,
  className,
  contentClassName,
  scroll = 'self',
}: FixationTextProps) {
  const blocks = useMemo(() => splitBlocks(text), [text]);
  const boxRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState<ReadonlySet<number>>(() => firstScreen());

  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof IntersectionObserver === 'undefined') return;
    const current = new Set(firstScreen());
    const observer = new IntersectionObserver(
      (entries) => {
        let changed = false;
        for (const entry of entries) {
          const i = Number((entry.target as HTMLElement).dataset.block);
          if (entry.isIntersecting && !current.has(i)) {
            current.add(i);
            changed = true;
          } else if (!entry.isIntersecting && current.has(i)) {
            current.delete(i);
            changed = true;
          }
        }
        if (changed) setNear(new Set(current));
      },
      { root: scroll === 'page' ? null : box, rootMargin: ROOT_MARGIN },
    );
    for (const block of box.querySelectorAll('[data-block]')) observer.observe(block);
    return () => observer.disconnect();
  }, [blocks, scroll]);

  const spokenBlock = spokenOffset === null ? -1 : blockIndexAt(blocks, spokenOffset);
  return (
    <div
      ref={boxRef}
      role="region"
      aria-label={label}
      // Scrollable regions must be reachable by keyboard.
      tabIndex={scroll === 'self' ? 0 : undefined}
      data-testid="fixation-text"
      className={clsx(
        'whitespace-pre-wrap break-words text-ink [&_b]:font-bold',
        scroll === 'self' && 'overflow-auto',
        className,
      )}
    >
      <div className={contentClassName}>
        {blocks.map((block, i) => (
          <FixationBlock
            key={i}
            block={block}
            index={i}
            ratio={ratio}
            active={near.has(i) || i === spokenBlock}
            spokenAt={i === spokenBlock ? spokenOffset! - block.start : -1}
          />
        ))}
      </div>
    </div>
  );
}

function firstScreen(): Set<number> {
  return new Set(Array.from({ length: FIRST_SCREEN_BLOCKS }, (_, i) => i));
}
