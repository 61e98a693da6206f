import '@xyflow/react/dist/style.css';
import './mind-map.css';
import {
  Background,
  BackgroundVariant,
  ConnectionMode,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
} from '@xyflow/react';
import { ArrowLeft, Pencil, Plus, Save } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
} from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { downloadName } from '@quietdesk/core/download-name';
import { rootsOf } from '@quietdesk/core/mind-maps/graph';
import { toMarkdownExport, toMarkdownOutline, toOpml } from '@quietdesk/core/mind-maps/outline';
import { branchNodeIds } from '../model/branch';
import { Button, ButtonLink } from '~/components/ui/button';
import { SourceCredits } from '~/components/ui/source-credits';
import { handOff } from '~/lib/tool-handoff';
import { createMindMap } from '../api/create-mind-map';
import { saveMindMap } from '../api/save-mind-map';
import { useEditorKeys } from '../hooks/use-editor-keys';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { useMapEditor } from '../hooks/use-map-editor';
import { useRecall } from '../hooks/use-recall';
import { RECALL_QUERY } from '../model/recall';
import { clearDraft } from '../model/draft';
import { downloadFile } from '~/lib/download';
import { canvasImage } from '../model/export-image';
import {
  ASSUMED_HEIGHT,
  ASSUMED_WIDTH,
  BIG_MAP_NODES,
  EDGE_DEFAULTS,
  unselectChanges,
} from '../model/flow';
import { keyboardReachable, openingFit, READABLE_ZOOM } from '../model/view';
import { stillEdgeAt } from '../model/still-edges';
import { useStillEdges } from '../hooks/use-still-edges';
import { TRANSITION_MS, CanvasControls } from './canvas-controls';
import { ConflictBanner, SaveErrorBanner, ToastMessage } from './editor-banners';
import { NodeActionsContext, type NodeActions } from './editor-context';
import { EditorToolbar, type ExportFormat } from './editor-toolbar';
import { LeaveDialog } from './leave-dialog';
import { edgeTypes } from './mind-edge';
import { MapDetailsForm } from './map-details-form';
import { NodeDetailsForm } from './node-details-form';
import { RecallPanel } from './recall-panel';
import { nodeTypes } from './mind-node';
import { StillEdgesLayer } from './still-edges-layer';
import { ShortcutsPanel } from './shortcuts-panel';
import { alertClass } from './styles';

// docs/product.md §9 canvas constants.
const SNAP_GRID: [number, number] = [15, 15];
const CONNECTION_RADIUS = 20;
const MIN_ZOOM = 0.5;
const MAX_ZOOM = 2;
/** A click this close to a still edge (screen px) selects it, as React Flow's edges allow. */
const EDGE_PICK_PX = 10;
const MULTI_SELECT_KEYS = ['Meta', 'Control'];
const DELETE_KEYS = ['Backspace', 'Delete'];
/** Above this many nodes only what is on screen is rendered (see docs/decisions/012-mind-map-editor.md). */
const VISIBLE_ONLY_FROM = BIG_MAP_NODES;

/**
 * While the view pans or zooms, a transparent layer of the pane covers the map (mind-map.css):
 * the browser's hit test for every mouse move and wheel step then stops at it. Hit-testing the
 * node layers and SVG edge paths was most of the main-thread work of a pan over a 2,000-node map.
 * Set on the element directly, so a gesture causes no React render.
 */
const markMoving = (canvas: HTMLElement | null, moving: boolean) =>
  canvas?.toggleAttribute('data-moving', moving);

function Editor({ mapId }: { mapId: string }) {
  const editor = useMapEditor(mapId);
  const flow = useReactFlow();
  const navigate = useNavigate();
  const [interactive, setInteractive] = useState(true);
  const [snap, setSnap] = useState(false);
  // The canvas switches, in the bar above the map on phones and in its corner panel otherwise.
  const canvasControls = {
    interactive,
    onToggleInteractive: () => setInteractive((v) => !v),
    snap,
    onToggleSnap: () => setSnap((v) => !v),
  };
  const [shortcuts, setShortcuts] = useState(false);
  const [copying, setCopying] = useState(false);
  const [editingDetails, setEditingDetails] = useState(false);
  /** The node whose note and link are being edited. */
  const [annotating, setAnnotating] = useState<string | null>(null);
  const leave = useLeaveGuard(editor.dirty);
  const recall = useRecall(mapId, editor);
  const recalling = recall.active;

  const loading = editor.load.status === 'loading';
  const failed = editor.load.status === 'error';
  const headerDisabled = loading || failed || editor.saving || recalling;
  const title = editor.map?.title ?? '';

  const { setEditingId, commitText, expand, toggleFold } = editor;
  const compact = editor.nodes.length >= BIG_MAP_NODES;
  const [connecting, setConnecting] = useState(false);
  const actions = useMemo<NodeActions>(
    () => ({
      editingId: editor.editingId,
      busy: editor.busy,
      startEditing: (id) => setEditingId(id),
      commitText,
      cancelEditing: () => setEditingId(null),
      expand: (id) => void expand(id),
      toggleFold,
      recalling,
      compact,
      connecting,
    }),
    [
      editor.editingId,
      editor.busy,
      setEditingId,
      commitText,
      expand,
      toggleFold,
      recalling,
      compact,
      connecting,
    ],
  );

  const clearSelection = useCallback(() => {
    flow.setNodes((nodes) => nodes.map((n) => (n.selected ? { ...n, selected: false } : n)));
    flow.setEdges((edges) => edges.map((e) => (e.selected ? { ...e, selected: false } : e)));
  }, [flow]);
  const keyOptions = useMemo(
    () => ({
      clearSelection,
      toggleShortcuts: () => setShortcuts((v) => !v),
      disabled: loading || failed || recalling,
    }),
    [clearSelection, loading, failed, recalling],
  );
  const root = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  useEditorKeys(root, editor, keyOptions);

  /** The view a map opens at (model/view.ts), also after Tidy layout. */
  const { current: currentGraph, nodesRef } = editor;
  const readableFit = useCallback(() => {
    const size = {
      width: canvas.current?.clientWidth ?? 0,
      height: canvas.current?.clientHeight ?? 0,
    };
    return openingFit(nodesRef.current, size, rootsOf(currentGraph())[0]?.id);
  }, [currentGraph, nodesRef]);
  // Worked out before the canvas is first drawn, so the map appears at its place and does not
  // jump under the pointer a moment later.
  const [opening, setOpening] = useState<ReturnType<typeof openingFit> | null>(null);
  useLayoutEffect(() => {
    setOpening(loading ? null : readableFit());
  }, [loading, readableFit]);

  // New nodes (Add Node, Tab/Enter, AI expansion) are brought into view when any is outside it,
  // at the zoom the person chose (or a readable one).
  const { added } = editor;
  useEffect(() => {
    if (!added.length) return;
    let frame = 0;
    let tries = 0;
    const check = () => {
      const box = canvas.current?.getBoundingClientRect();
      if (!box) return;
      // A node just shown (a folded branch or recall mode hid it) is measured a frame or two
      // later, and fitView leaves out nodes it has not measured: wait for them.
      const unmeasured = added.some((id) => {
        const node = flow.getInternalNode(id);
        return node && !node.hidden && !node.measured.width;
      });
      if (unmeasured && tries++ < 30) {
        frame = requestAnimationFrame(check);
        return;
      }
      const outside = added.some((id) => {
        const node = flow.getInternalNode(id);
        if (!node) return false;
        const at = flow.flowToScreenPosition(node.internals.positionAbsolute);
        const zoom = flow.getZoom();
        const width = (node.measured.width ?? ASSUMED_WIDTH) * zoom;
        const height = (node.measured.height ?? ASSUMED_HEIGHT) * zoom;
        return (
          at.x < box.left ||
          at.y < box.top ||
          at.x + width > box.right ||
          at.y + height > box.bottom
        );
      });
      if (!outside) return;
      const zoom = Math.max(flow.getZoom(), READABLE_ZOOM);
      void flow.fitView({
        nodes: added.map((id) => ({ id })),
        minZoom: READABLE_ZOOM,
        maxZoom: zoom,
        duration: TRANSITION_MS,
      });
    };
    frame = requestAnimationFrame(check);
    return () => cancelAnimationFrame(frame);
  }, [added, flow]);

  // "Quiz this map" in the list opens the map in recall mode, from its root.
  const [searchParams, setSearchParams] = useSearchParams();
  const quizAsked = searchParams.toString() === RECALL_QUERY;
  const { start: startRecall } = recall;
  useEffect(() => {
    if (loading || failed || !quizAsked) return;
    const root = rootsOf(currentGraph())[0];
    if (root) startRecall(root.id);
    setSearchParams({}, { replace: true });
  }, [loading, failed, quizAsked, currentGraph, startRecall, setSearchParams]);

  // A finished quiz shows the whole quizzed branch with its tints, however small that makes it
  // (on a phone): seeing which parts are known is the point; zooming in is one pinch away.
  const quizDone = recall.step?.kind === 'done';
  const quizzed = recall.session;
  useEffect(() => {
    if (!quizDone || !quizzed) return;
    const frame = requestAnimationFrame(
      () =>
        void flow.fitView({
          nodes: [quizzed.startId, ...quizzed.order].map((id) => ({ id })),
          minZoom: MIN_ZOOM,
          maxZoom: 1,
          duration: TRANSITION_MS,
        }),
    );
    return () => cancelAnimationFrame(frame);
  }, [quizDone, quizzed, flow]);

  // Folded branches and recall mode hide edges; the still layer of a big map draws only shown ones.
  const shownEdges = useMemo(
    () =>
      editor.edges.some((e) => e.hidden) ? editor.edges.filter((e) => !e.hidden) : editor.edges,
    [editor.edges],
  );
  // Big maps: React Flow draws the edges being worked with, one still layer the rest.
  const still = useStillEdges(editor.nodes, shownEdges);
  const { onEdgesChange, onNodesChange } = editor;
  const pickStillEdge = useCallback(
    (event: ReactMouseEvent) => {
      // What a click on one of React Flow's own edges does: select it and nothing else.
      // React Flow then clears the selection it knows of, which no longer includes this edge.
      if (!interactive) return;
      const point = flow.screenToFlowPosition({ x: event.clientX, y: event.clientY });
      const edgeId = stillEdgeAt(still.paths, point, EDGE_PICK_PX / flow.getZoom());
      if (!edgeId) return;
      onNodesChange(unselectChanges(editor.nodes));
      onEdgesChange([
        ...unselectChanges(editor.edges),
        { type: 'select', id: edgeId, selected: true },
      ]);
    },
    [interactive, flow, still.paths, editor.nodes, editor.edges, onEdgesChange, onNodesChange],
  );

  const edges = useMemo(
    () => keyboardReachable(still.live, editor.nodes),
    [still.live, editor.nodes],
  );
  const sources = useMemo(() => editor.nodes.map((n) => n.data.source), [editor.nodes]);
  const selected = editor.nodes.filter((n) => n.selected);
  const branchRoot = selected.length === 1 ? selected[0]! : null;
  const annotated = annotating ? editor.nodes.find((n) => n.id === annotating) : undefined;
  const textOf = useCallback(
    (id: string) => nodesRef.current.find((n) => n.id === id)?.data.text || 'Untitled Node',
    [nodesRef],
  );

  const exportAs = async (format: ExportFormat) => {
    const graph = editor.current();
    if (format === 'markdown') {
      downloadFile(downloadName(title, 'md', 'mind-map'), toMarkdownExport(graph), 'text/markdown');
    } else if (format === 'opml') {
      downloadFile(downloadName(title, 'opml', 'mind-map'), toOpml(graph, title), 'text/x-opml');
    } else {
      const name = format === 'png' ? 'PNG image' : 'SVG image';
      try {
        const viewport = canvas.current?.querySelector<HTMLElement>('.react-flow__viewport');
        if (!viewport) throw new Error('the map is not on screen yet');
        const background = getComputedStyle(document.body).backgroundColor || '#ffffff';
        const image = await canvasImage(viewport, flow.getNodes(), format, background);
        downloadFile(downloadName(title, format, 'mind-map'), image);
      } catch (error) {
        const reason = error instanceof Error && error.message ? error.message : 'unknown error';
        editor.setToast({ kind: 'error', text: `Could not export the ${name}: ${reason}.` });
      }
    }
  };

  const branchTo = (target: 'flashcards' | 'planner') => {
    if (!branchRoot) return;
    const graph = editor.current();
    const text = toMarkdownOutline(graph, branchRoot.id);
    // Handing a branch on is a move the person chose; unsaved edits stay in this device's draft.
    leave.allowNextLeave();
    void navigate(
      handOff(target, {
        source: 'mind-map',
        title: branchRoot.data.text || title,
        text,
        map: { id: mapId, nodeIds: branchNodeIds(graph, branchRoot.id, editor.map?.map_data) },
      }),
    );
  };

  const saveCopy = async () => {
    if (!editor.map) return;
    setCopying(true);
    try {
      const copy = await createMindMap({
        title: `${title} (my copy)`.slice(0, 200),
        description: editor.map.description,
        tags: editor.map.tags,
      });
      await saveMindMap(copy.id, editor.current(), copy.version);
      clearDraft(mapId);
      editor.markSaved();
      leave.allowNextLeave();
      void navigate(`/app/mind-maps/${copy.id}`);
    } catch (error) {
      editor.setToast({
        kind: 'error',
        text: error instanceof Error ? error.message : 'Could not save a copy.',
      });
    } finally {
      setCopying(false);
    }
  };

  return (
    <div ref={root} className="flex flex-col gap-3">
      <header className="flex flex-wrap items-center gap-3">
        <ButtonLink to="/app/mind-maps" variant="ghost" size="sm">
          <ArrowLeft className="size-4" aria-hidden /> Back
        </ButtonLink>
        {/* On a phone the title takes its own line, so it is never squeezed to a letter. */}
        <h1 className="order-first min-w-0 basis-full text-2xl font-semibold tracking-tight break-words sm:order-none sm:flex-1 sm:basis-0 sm:truncate">
          {loading ? (
            // Text, not aria-label: ARIA prohibits a label on a plain span, and readers need not read it.
            <span className="block h-7 w-48 animate-pulse rounded-lg bg-subtle">
              <span className="sr-only">Loading mind map…</span>
            </span>
          ) : failed ? (
            'Error loading Mind Map'
          ) : (
            title
          )}
        </h1>
        {editor.map && (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={editingDetails}
            onClick={() => setEditingDetails((v) => !v)}
          >
            <Pencil className="size-4" aria-hidden /> Details
          </Button>
        )}
        {editor.dirty && !loading && (
          <span className="text-sm text-muted" role="status">
            Unsaved changes
          </span>
        )}
        <Button variant="secondary" size="sm" disabled={headerDisabled} onClick={editor.addNode}>
          <Plus className="size-4" aria-hidden /> Add Node
        </Button>
        <Button
          size="sm"
          disabled={headerDisabled || editor.busy}
          onClick={() => void editor.save()}
        >
          <Save className="size-4" aria-hidden /> {editor.saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </header>

      {!loading && !failed && <SourceCredits sources={sources} />}
      {editingDetails && editor.map && (
        <MapDetailsForm
          map={editor.map}
          onSaved={editor.setDetails}
          onClose={() => setEditingDetails(false)}
        />
      )}
      {failed ? (
        <div role="alert" className={`${alertClass} p-6`}>
          <h2 className="text-lg font-semibold">Error Loading Mind Map</h2>
          <p className="mt-1">{editor.load.status === 'error' && editor.load.message}</p>
          <Button
            className="mt-4"
            variant="secondary"
            size="sm"
            onClick={() => void editor.reload()}
          >
            Retry
          </Button>
        </div>
      ) : (
        <>
          <EditorToolbar
            disabled={loading || editor.busy || recalling}
            canUndo={editor.canUndo}
            canRedo={editor.canRedo}
            branchSelected={!!branchRoot}
            onUndo={editor.undo}
            onRedo={editor.redo}
            onTidy={() => {
              editor.tidy();
              requestAnimationFrame(
                () => void flow.fitView({ ...readableFit(), duration: TRANSITION_MS }),
              );
            }}
            onExpand={() => branchRoot && void expand(branchRoot.id)}
            onExport={(format) => void exportAs(format)}
            onBranchTo={branchTo}
            onShortcuts={() => setShortcuts((v) => !v)}
            onNoteAndLink={() => branchRoot && setAnnotating(branchRoot.id)}
            onRecall={() => {
              const from = branchRoot?.id ?? rootsOf(currentGraph())[0]?.id;
              if (from) startRecall(from);
            }}
          />
          {recalling && <RecallPanel recall={recall} textOf={textOf} />}
          {annotated && !recalling && (
            <NodeDetailsForm
              key={annotated.id}
              data={annotated.data}
              onSave={(details) => editor.setNodeDetails(annotated.id, details)}
              onClose={() => setAnnotating(null)}
            />
          )}
          {editor.restoredDraft && (
            <div
              role="status"
              className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-accent-soft px-4 py-2 text-sm"
            >
              <span>
                Your unsaved changes from last time were kept on this device and are shown here.
              </span>
              <Button size="sm" variant="ghost" onClick={editor.discardDraft}>
                Discard them
              </Button>
            </div>
          )}
          {editor.conflict && (
            <ConflictBanner
              message={editor.conflict}
              working={copying}
              onReloadTheirs={() => {
                clearDraft(mapId);
                void editor.reload();
              }}
              onSaveCopy={() => void saveCopy()}
            />
          )}
          {editor.aiError && (
            <div role="alert" className={`${alertClass} flex items-start justify-between gap-3`}>
              <p>{editor.aiError}</p>
              <Button size="sm" variant="ghost" onClick={editor.dismissAiError}>
                Dismiss
              </Button>
            </div>
          )}
          {editor.busy && !editor.saving && (
            <p role="status" className="text-sm text-muted">
              Asking the AI for ideas…
            </p>
          )}
          {!loading && <CanvasControls placement="bar" {...canvasControls} />}
          <NodeActionsContext.Provider value={actions}>
            <div
              ref={canvas}
              data-still-edges={still.enabled || undefined}
              className="mind-map-canvas relative h-[calc(100dvh-17rem)] min-h-[500px] overflow-hidden rounded-2xl border border-line bg-surface"
              aria-busy={loading || editor.busy}
            >
              {editor.saveError && (
                <SaveErrorBanner message={editor.saveError} onDismiss={editor.dismissSaveError} />
              )}
              {shortcuts && <ShortcutsPanel onClose={() => setShortcuts(false)} />}
              {!loading && opening && (
                <ReactFlow
                  nodes={editor.nodes}
                  edges={edges}
                  edgeTypes={edgeTypes}
                  edgesFocusable={false}
                  onPaneClick={still.enabled ? pickStillEdge : undefined}
                  nodeTypes={nodeTypes}
                  onNodesChange={editor.onNodesChange}
                  onEdgesChange={editor.onEdgesChange}
                  onConnect={editor.onConnect}
                  onConnectStart={() => setConnecting(true)}
                  onConnectEnd={() => setConnecting(false)}
                  onNodeDragStart={editor.onNodeDragStart}
                  onNodeDragStop={editor.onNodeDragStop}
                  onMoveStart={() => markMoving(canvas.current, true)}
                  onMoveEnd={() => markMoving(canvas.current, false)}
                  defaultEdgeOptions={EDGE_DEFAULTS}
                  connectionMode={ConnectionMode.Strict}
                  connectionRadius={CONNECTION_RADIUS}
                  snapToGrid={snap}
                  snapGrid={SNAP_GRID}
                  minZoom={MIN_ZOOM}
                  maxZoom={MAX_ZOOM}
                  fitView
                  fitViewOptions={opening}
                  nodesDraggable={interactive && !recalling}
                  nodesConnectable={interactive && !recalling}
                  elementsSelectable={interactive}
                  multiSelectionKeyCode={MULTI_SELECT_KEYS}
                  deleteKeyCode={interactive && !recalling ? DELETE_KEYS : null}
                  zoomOnDoubleClick
                  onlyRenderVisibleElements={editor.nodes.length >= VISIBLE_ONLY_FROM}
                  proOptions={{ hideAttribution: true }}
                  aria-label="Mind map canvas"
                >
                  <Background variant={BackgroundVariant.Dots} gap={16} size={1.2} />
                  {still.enabled && <StillEdgesLayer path={still.drawn} />}
                  <CanvasControls placement="panel" {...canvasControls} />
                </ReactFlow>
              )}
            </div>
          </NodeActionsContext.Provider>
        </>
      )}
      {leave.blocker.state === 'blocked' && (
        <LeaveDialog
          onStay={() => leave.blocker.reset?.()}
          onLeave={() => leave.blocker.proceed?.()}
        />
      )}
      {editor.toast && <ToastMessage toast={editor.toast} onDone={() => editor.setToast(null)} />}
    </div>
  );
}

/** docs/product.md §2 Mind Map editor, on React Flow. */
export function MindMapEditor({ mapId }: { mapId: string }) {
  return (
    <ReactFlowProvider>
      <Editor key={mapId} mapId={mapId} />
    </ReactFlowProvider>
  );
}
