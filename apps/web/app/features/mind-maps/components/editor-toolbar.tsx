import {
  BookOpen,
  Brain,
  StickyNote,
  Download,
  Keyboard,
  ListChecks,
  Menu,
  Network,
  Redo2,
  Sparkles,
  Undo2,
} from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '~/components/ui/button';

export type ExportFormat = 'png' | 'svg' | 'markdown' | 'opml';

export function EditorToolbar(props: {
  disabled: boolean;
  canUndo: boolean;
  canRedo: boolean;
  branchSelected: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onTidy: () => void;
  onExport: (format: ExportFormat) => void;
  onBranchTo: (target: 'flashcards' | 'planner') => void;
  onShortcuts: () => void;
  /** "Expand with AI" on the selected node, for keyboard and touch. */
  onExpand: () => void;
  /** The selected node's note and link. */
  onNoteAndLink: () => void;
  /** Recall mode from the selected node, or from the root when none is selected. */
  onRecall: () => void;
}) {
  // On a phone the tools fold into one "Map tools" button, so the canvas keeps the screen.
  const [open, setOpen] = useState(false);
  const toolsId = useId();
  return (
    <div
      className="flex flex-col items-start gap-2"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <Button
        size="sm"
        variant="secondary"
        className="sm:hidden"
        aria-expanded={open}
        aria-controls={toolsId}
        onClick={() => setOpen((v) => !v)}
      >
        <Menu className="size-4" aria-hidden /> Map tools
      </Button>
      <div
        id={toolsId}
        className={
          open ? 'flex flex-wrap items-center gap-2' : 'hidden flex-wrap items-center gap-2 sm:flex'
        }
        role="toolbar"
        aria-label="Map tools"
      >
        {(
          [
            ['Undo', Undo2, props.canUndo, props.onUndo],
            ['Redo', Redo2, props.canRedo, props.onRedo],
          ] as const
        ).map(([label, Icon, can, onClick]) => (
          <Button
            key={label}
            size="sm"
            variant="secondary"
            disabled={props.disabled || !can}
            onClick={onClick}
            aria-label={label}
          >
            <Icon className="size-4" aria-hidden />{' '}
            <span className="hidden sm:inline">{label}</span>
          </Button>
        ))}
        <Button size="sm" variant="secondary" disabled={props.disabled} onClick={props.onTidy}>
          <Network className="size-4" aria-hidden /> Tidy layout
        </Button>
        <details className="relative">
          <summary className="inline-flex h-9 cursor-pointer list-none items-center gap-2 rounded-xl border border-line bg-surface px-3 text-sm font-medium hover:bg-subtle [&::-webkit-details-marker]:hidden">
            <Download className="size-4" aria-hidden /> Export
          </summary>
          <div className="absolute left-0 z-30 mt-1 flex w-48 flex-col rounded-xl border border-line bg-surface p-1 shadow-lg">
            {(
              [
                ['png', 'PNG image'],
                ['svg', 'SVG image'],
                ['markdown', 'Markdown outline'],
                ['opml', 'OPML outline'],
              ] as const
            ).map(([format, label]) => (
              <button
                key={format}
                type="button"
                disabled={props.disabled}
                className="rounded-lg px-3 py-2 text-left text-sm hover:bg-subtle disabled:opacity-50"
                onClick={(e) => {
                  (e.currentTarget.closest('details') as HTMLDetailsElement).open = false;
                  props.onExport(format);
                }}
              >
                {label}
              </button>
            ))}
          </div>
        </details>
        {/* Always there, enabled while exactly one node is selected: a toolbar that grows when a
            node is clicked would move the canvas under the second click of a double-click. */}
        {(
          [
            [Sparkles, 'Expand with AI', props.onExpand],
            [BookOpen, 'Make flashcards from this branch', () => props.onBranchTo('flashcards')],
            [ListChecks, 'Make a plan from this branch', () => props.onBranchTo('planner')],
            [StickyNote, 'Note and link', props.onNoteAndLink],
          ] as const
        ).map(([Icon, label, onClick]) => (
          <Button
            key={label}
            size="sm"
            variant="secondary"
            disabled={props.disabled || !props.branchSelected}
            onClick={onClick}
          >
            <Icon className="size-4" aria-hidden /> {label}
          </Button>
        ))}
        <Button size="sm" variant="secondary" disabled={props.disabled} onClick={props.onRecall}>
          <Brain className="size-4" aria-hidden />{' '}
          {props.branchSelected ? 'Recall this branch' : 'Recall the map'}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={props.onShortcuts}
          aria-label="Keyboard shortcuts (?)"
        >
          <Keyboard className="size-4" aria-hidden /> ?
        </Button>
      </div>
    </div>
  );
}
