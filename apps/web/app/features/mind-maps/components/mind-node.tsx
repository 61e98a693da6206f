import { Handle, Position, type NodeProps } from '@xyflow/react';
import { clsx } from 'clsx';
import { Sparkles } from 'lucide-react';
import { memo, useEffect, useRef, useState } from 'react';
import type { MindNode } from '../model/flow';
import { useNodeActions } from './editor-context';

const EXPAND_TOOLTIP = 'Use AI to generate related ideas for this node';

/** Text field of a node being edited: Enter or leaving it commits, Escape cancels. */
function NodeTextInput({ id, text }: { id: string; text: string }) {
  const { commitText, cancelEditing } = useNodeActions();
  const [value, setValue] = useState(text);
  const done = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // React Flow keeps a new node hidden until it has measured it, and a hidden field cannot take
    // focus: try again on the next frames until it does.
    let frame = 0;
    let tries = 0;
    const focus = () => {
      const field = input.current;
      if (!field) return;
      field.focus();
      if (document.activeElement === field) field.select();
      else if (tries++ < 30) frame = requestAnimationFrame(focus);
    };
    focus();
    return () => cancelAnimationFrame(frame);
  }, []);
  const finish = (commit: boolean) => {
    if (done.current) return;
    done.current = true;
    if (commit) commitText(id, value);
    else cancelEditing();
    // Give the keyboard back to the node so Tab/Enter keep building the map.
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(id)}"]`)
        ?.focus(),
    );
  };
  return (
    <input
      ref={input}
      aria-label="Node text"
      className="nodrag nopan nowheel w-full rounded-md border border-accent bg-surface px-1.5 py-0.5 text-sm text-ink outline-none"
      value={value}
      maxLength={200}
      onChange={(e) => setValue(e.target.value)}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Enter') finish(true);
        else if (e.key === 'Escape') finish(false);
      }}
      onBlur={() => finish(true)}
    />
  );
}

/** docs/product.md §2/§9: text or 'Untitled Node', ≥150 px wide, handles top (in) and bottom (out). */
export const MindNodeView = memo(function MindNodeView({
  id,
  data,
  selected,
}: NodeProps<MindNode>) {
  const { editingId, busy, startEditing, expand, compact, connecting } = useNodeActions();
  const [hovered, setHovered] = useState(false);
  const editing = editingId === id;
  const handles = !compact || selected || hovered || connecting;
  return (
    <div
      onMouseEnter={compact ? () => setHovered(true) : undefined}
      onMouseLeave={compact ? () => setHovered(false) : undefined}
      className={clsx(
        'group relative max-w-[240px] min-w-[150px] rounded-xl border bg-surface px-3 py-2 text-sm text-ink shadow-sm',
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
        <span className={clsx('block break-words', !data.text && 'text-muted italic')}>
          {data.text || 'Untitled Node'}
        </span>
      )}
      <button
        type="button"
        title={EXPAND_TOOLTIP}
        aria-label={`Expand with AI: ${data.text || 'Untitled Node'}`}
        disabled={busy}
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
