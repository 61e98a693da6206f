import { Panel, useReactFlow } from '@xyflow/react';
import { clsx } from 'clsx';
import { Grid3x3, Lock, LockOpen, Maximize, Minus, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { FIT_ALL_NODES } from '../model/flow';

/** docs/product.md §9: buttons scale by 1.2 within 0.5–2, transitions 250 ms. */
const ZOOM_STEP = 1.2;
export const TRANSITION_MS = 250;

function ControlButton(props: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      onClick={props.onClick}
      className={clsx(
        'grid size-9 place-items-center border-b border-line text-ink last:border-b-0 hover:bg-subtle',
        props.pressed && 'bg-accent-soft text-accent-text',
      )}
    >
      {props.children}
    </button>
  );
}

/**
 * Zoom, fit, lock and snap. On a wide screen they float in the canvas's bottom-left corner; on a
 * phone (`placement="bar"`, below the sm breakpoint) they sit in a row above the canvas, where
 * they cover no node. Each placement is hidden by CSS where the other shows.
 */
export function CanvasControls(props: {
  placement: 'panel' | 'bar';
  interactive: boolean;
  onToggleInteractive: () => void;
  snap: boolean;
  onToggleSnap: () => void;
}) {
  const flow = useReactFlow();
  const zoomBy = (factor: number) =>
    void flow.zoomTo(Math.min(2, Math.max(0.5, flow.getZoom() * factor)), {
      duration: TRANSITION_MS,
    });
  const bar = props.placement === 'bar';
  const buttons = (
    <div
      className={clsx(
        'flex',
        bar
          ? 'flex-row [&>button]:border-b-0 [&>button]:border-r [&>button:last-child]:border-r-0'
          : 'flex-col',
      )}
      role="group"
      aria-label="Canvas controls"
    >
      <ControlButton label="Zoom in" onClick={() => zoomBy(ZOOM_STEP)}>
        <Plus className="size-4" aria-hidden />
      </ControlButton>
      <ControlButton label="Zoom out" onClick={() => zoomBy(1 / ZOOM_STEP)}>
        <Minus className="size-4" aria-hidden />
      </ControlButton>
      <ControlButton
        label="Fit view"
        onClick={() => void flow.fitView({ ...FIT_ALL_NODES, duration: TRANSITION_MS })}
      >
        <Maximize className="size-4" aria-hidden />
      </ControlButton>
      <ControlButton
        label={props.interactive ? 'Lock the canvas' : 'Unlock the canvas'}
        pressed={!props.interactive}
        onClick={props.onToggleInteractive}
      >
        {props.interactive ? (
          <LockOpen className="size-4" aria-hidden />
        ) : (
          <Lock className="size-4" aria-hidden />
        )}
      </ControlButton>
      <ControlButton label="Snap to grid" pressed={props.snap} onClick={props.onToggleSnap}>
        <Grid3x3 className="size-4" aria-hidden />
      </ControlButton>
    </div>
  );
  if (bar)
    return (
      <div className="self-start overflow-hidden rounded-xl border border-line bg-surface shadow-sm sm:hidden">
        {buttons}
      </div>
    );
  return (
    <Panel
      position="bottom-left"
      className="hidden overflow-hidden rounded-xl border border-line bg-surface shadow-sm sm:block"
    >
      {buttons}
    </Panel>
  );
}
