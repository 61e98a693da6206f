import { Handle, Position, type NodeProps } from '@xyflow/react';
import { clsx } from 'clsx';
import {
  ChevronDown,
  ChevronRight,
  CircleCheck,
  CircleHelp,
  CircleX,
  Layers,
  Link2,
  StickyNote,
} from 'lucide-react';
import { MIND_MAP_NODE_TEXT_MAX } from '@quietdesk/core/api/mind-maps';
import { Sparkles } from 'lucide-react';
import { memo, useEffect, useRef, useState } from 'react';
import type { KnowledgeLevel } from '@quietdesk/core/api/mind-maps';
import { readerItemOf } from '@quietdesk/core/mind-maps/node-link';
import { tintWords } from '../model/fold';
import type { MindNode, MindNodeData } from '../model/flow';
import { useNodeActions } from './editor-context';

const LEVEL_ICONS: Record<KnowledgeLevel, typeof CircleCheck> = {
  known: CircleCheck,
  shaky: CircleHelp,
  unknown: CircleX,
};

/** How a node's link reads: the page's host, or "Reader item". */
function linkLabel(link: string): string {
  if (readerItemOf(link)) return 'Open in the reader';
  try {
    return new URL(link).host;
  } catch {
    return link;
  }
}

/** The note and link, shown while the node is hovered or has focus (mind-map.css). */
function NodeDetails({ data }: { data: MindNodeData }) {
  if (!data.note && !data.link) return null;
  const external = data.link && !readerItemOf(data.link);
  return (
    <div
      className="mind-node-details nodrag nopan absolute top-full left-0 z-20 mt-2 hidden w-64 rounded-xl border border-line bg-surface p-3 text-left text-xs text-ink shadow-lg group-hover:block"
      role="note"
    >
      {data.note && <p className="break-words whitespace-pre-line">{data.note}</p>}
      {data.link && (
        <a
          href={data.link}
          className="mt-1 inline-flex items-center gap-1 font-medium text-accent-text underline"
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          onClick={(e) => e.stopPropagation()}
        >
          <Link2 className="size-3" aria-hidden /> {linkLabel(data.link)}
        </a>
      )}
    </div>
  );
}

const EXPAND_TOOLTIP = 'Use AI to generate related ideas for this node';

/** Keys typed before a new node's field could take focus, to be given to it. */
interface EarlyKeys {
  text: string;
  /** Something was typed or erased: the typing replaces the node's text, as it would have. */
  typed: boolean;
  /** Enter came too: the text is committed as soon as the field exists. */
  enter: boolean;
}

/** Text field of a node being edited: Enter or leaving it commits, Escape cancels. */
function NodeTextInput({ id, text }: { id: string; text: string }) {
  const { commitText, cancelEditing } = useNodeActions();
  const [value, setValue] = useState(text);
  const done = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const finish = (commit: boolean, current = value, giveFocusBack = true) => {
    if (done.current) return;
    done.current = true;
    if (commit) commitText(id, current);
    else cancelEditing();
    if (!giveFocusBack) return;
    // Give the keyboard back to the node so Tab/Enter keep building the map. Now, not on the next
    // frame: a Tab pressed in between would land on the page and move focus out of the map. The
    // next frame only catches a re-render that dropped focus to the page; it must not take focus
    // from a field that a quick Tab has since opened.
    const node = () =>
      document.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(id)}"]`);
    node()?.focus();
    requestAnimationFrame(() => {
      if (!document.activeElement || document.activeElement === document.body) node()?.focus();
    });
  };
  const finishRef = useRef(finish);
  finishRef.current = finish;
  const startText = useRef(text);
  useEffect(() => {
    // React Flow keeps a new node hidden until it has measured it, and a hidden field cannot take
    // focus: try again on the next frames until it does. Meanwhile (a few frames, longer on a
    // slow phone) the keys typed after Tab or Enter land on the canvas: keep them for the field
    // instead of losing the first letters of the new node's text.
    let early: EarlyKeys | null = { text: '', typed: false, enter: false };
    const keep = (event: KeyboardEvent) => {
      const target = event.target;
      if (!early || event.ctrlKey || event.metaKey || event.altKey) return;
      if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) return;
      if (event.key.length === 1)
        early.text = (early.text + event.key).slice(0, MIND_MAP_NODE_TEXT_MAX);
      else if (event.key === 'Backspace') early.text = early.text.slice(0, -1);
      else if (event.key === 'Enter') early.enter = true;
      else return;
      early.typed = early.typed || event.key !== 'Enter';
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    const stopKeeping = () => {
      early = null;
      window.removeEventListener('keydown', keep, { capture: true });
    };
    window.addEventListener('keydown', keep, { capture: true });
    let frame = 0;
    // Seconds, not a count of frames: on a loaded device React Flow may take many frames to show
    // the node, and a field that never gets focus loses everything typed after Tab.
    const giveUpAt = performance.now() + 3_000;
    const focus = () => {
      const field = input.current;
      if (!field) return;
      field.focus();
      if (document.activeElement !== field) {
        if (performance.now() < giveUpAt) frame = requestAnimationFrame(focus);
        else stopKeeping();
        return;
      }
      const kept = early;
      stopKeeping();
      if (kept?.enter) finishRef.current(true, kept.typed ? kept.text : startText.current);
      else if (kept?.typed) {
        // Set on the field too, so the caret goes to the end now and React finds it in place.
        field.value = kept.text;
        field.setSelectionRange(kept.text.length, kept.text.length);
        setValue(kept.text);
      } else field.select();
    };
    focus();
    return () => {
      cancelAnimationFrame(frame);
      stopKeeping();
    };
  }, []);
  return (
    <input
      ref={input}
      aria-label="Node text"
      className="nodrag nopan nowheel w-full rounded-md border border-accent bg-surface px-1.5 py-0.5 text-sm text-ink outline-none"
      value={value}
      maxLength={MIND_MAP_NODE_TEXT_MAX}
      onChange={(e) => setValue(e.target.value)}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Enter') finish(true);
        else if (e.key === 'Escape') finish(false);
      }}
      // Focus moving to another control (a click on a button, say) stays there.
      onBlur={(e) => finish(true, value, e.relatedTarget === null)}
    />
  );
}

/** docs/product.md §2/§9: text or 'Untitled Node', ≥150 px wide, handles top (in) and bottom (out). */
const MindNodeView = memo(function MindNodeView({ id, data, selected }: NodeProps<MindNode>) {
  const { editingId, busy, startEditing, expand, compact, connecting, toggleFold, recalling } =
    useNodeActions();
  const [hovered, setHovered] = useState(false);
  const editing = editingId === id;
  const handles = !compact || selected || hovered || connecting;
  const label = data.text || 'Untitled Node';
  const LevelIcon = data.level ? LEVEL_ICONS[data.level] : null;
  const count = data.childCount ?? 0;
  return (
    <div
      onMouseEnter={compact ? () => setHovered(true) : undefined}
      onMouseLeave={compact ? () => setHovered(false) : undefined}
      data-level={data.level}
      className={clsx(
        'mind-node group relative max-w-[240px] min-w-[150px] rounded-xl border bg-surface px-3 py-2 text-sm text-ink shadow-sm',
        selected ? 'border-accent ring-2 ring-accent/40' : 'border-line',
      )}
      onDoubleClick={(e) => {
        e.stopPropagation();
        startEditing(id);
      }}
    >
      {handles && <Handle type="target" position={Position.Top} className="!size-2.5 !bg-accent" />}
      {editing ? (
        <NodeTextInput id={id} text={data.text} />
      ) : (
        <span className="flex items-start gap-1.5">
          {LevelIcon && data.level && (
            <span
              title={tintWords({ level: data.level, cards: data.cards ?? 0 })}
              className="mind-node-level mt-0.5 shrink-0"
            >
              <LevelIcon className="size-4" aria-hidden />
            </span>
          )}
          <span className={clsx('block min-w-0 break-words', !data.text && 'text-muted italic')}>
            {label}
          </span>
          {/* Said, not only coloured: the word is in the node's name (model/fold.ts) and, for
              sighted readers, on hover in the title. */}
          {(data.note || data.link) && (
            <span className="ml-auto flex shrink-0 gap-0.5 pt-0.5 text-muted">
              {data.note && <StickyNote className="size-3.5" aria-hidden />}
              {data.link && <Link2 className="size-3.5" aria-hidden />}
            </span>
          )}
        </span>
      )}
      {/* Where the tint came from, in words: the cards made from this node count in it. */}
      {data.level && data.cards ? (
        <span className="mt-1 flex items-center gap-1 text-xs text-muted" aria-hidden>
          <Layers className="size-3.5 shrink-0" />
          from {data.cards} {data.cards === 1 ? 'card' : 'cards'}
        </span>
      ) : null}
      <NodeDetails data={data} />
      {(count > 0 || data.folded) && !recalling && (
        <button
          type="button"
          aria-expanded={!data.folded}
          aria-label={`Branch of “${label}”: ${count} ${count === 1 ? 'child' : 'children'}`}
          title={data.folded ? 'Unfold this branch (F)' : 'Fold this branch (F)'}
          onClick={(e) => {
            e.stopPropagation();
            toggleFold(id);
          }}
          className="nodrag absolute -right-3 -bottom-3 z-10 flex items-center gap-0.5 rounded-full border border-line bg-surface px-1.5 py-0.5 text-xs font-medium text-ink shadow-sm hover:bg-subtle"
        >
          {data.folded ? (
            <ChevronRight className="size-3" aria-hidden />
          ) : (
            <ChevronDown className="size-3" aria-hidden />
          )}
          {count}
        </button>
      )}
      <button
        type="button"
        title={EXPAND_TOOLTIP}
        aria-label={`Expand with AI: ${label}`}
        disabled={busy || recalling}
        onClick={(e) => {
          e.stopPropagation();
          expand(id);
        }}
        className={clsx(
          'mind-node-expand nodrag absolute top-1/2 left-full z-10 ml-2 -translate-y-1/2 items-center whitespace-nowrap gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-ink shadow disabled:opacity-50',
          selected ? 'flex' : 'hidden group-hover:flex',
        )}
      >
        <Sparkles className="size-3" aria-hidden /> Expand with AI
      </button>
      {handles && (
        <Handle type="source" position={Position.Bottom} className="!size-2.5 !bg-accent" />
      )}
    </div>
  );
});

export const nodeTypes = { mind: MindNodeView };
