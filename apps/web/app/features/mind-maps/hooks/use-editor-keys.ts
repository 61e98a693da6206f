import { useEffect, useRef, type RefObject } from 'react';
import type { MapEditor } from './use-map-editor';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The id of the React Flow node element that is the target itself (not a control inside it). */
const nodeIdOf = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.classList.contains('react-flow__node')
    ? (target.dataset.id ?? null)
    : null;

/**
 * Editor shortcuts (listed in the "?" panel). Tab is taken on a focused node, or while exactly
 * one node is selected and focus is on the canvas; Enter only in the latter case. Esc clears the
 * selection and releases the focused node, so the keyboard is never trapped: after Esc, Tab moves
 * focus on as usual.
 */
export function useEditorKeys(
  root: RefObject<HTMLElement | null>,
  editor: MapEditor,
  options: { clearSelection: () => void; toggleShortcuts: () => void; disabled: boolean },
) {
  // Listened for on the window: after a node is deleted, focus falls back to the page body and
  // Ctrl+Z must still undo. Keys aimed at other parts of the page (the header menus) are left alone.
  const latest = useRef({ editor, options });
  latest.current = { editor, options };
  useEffect(() => {
    // React Flow selects a focused node on Enter inside the same event; what was selected before
    // the key went down decides whether Enter adds a sibling, so Enter on an unselected node only
    // selects it.
    let selectedBefore: string[] = [];
    // The node Esc was pressed on: Tab there moves focus on instead of adding a child.
    let released: string | null = null;
    const onFocusIn = (event: FocusEvent) => {
      if (nodeIdOf(event.target) !== released) released = null;
    };
    const snapshot = () => {
      selectedBefore = latest.current.editor.nodesRef.current
        .filter((n) => n.selected)
        .map((n) => n.id);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { editor, options } = latest.current;
      const target = event.target;
      // A click on the canvas background focuses no control: focus lands on the nearest
      // focusable ancestor (the page's <main>, or the body). Keys there belong to the editor too.
      const area = root.current;
      const inEditor =
        target instanceof Node && !!area && (area.contains(target) || target.contains(area));
      if (!inEditor || event.defaultPrevented || isTyping(target) || options.disabled) return;
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (mod && key === 'z') {
        event.preventDefault();
        if (event.shiftKey) editor.redo();
        else editor.undo();
        return;
      }
      if (mod && key === 'y') {
        event.preventDefault();
        editor.redo();
        return;
      }
      if (mod && key === 's') {
        event.preventDefault();
        void editor.save();
        return;
      }
      if (event.key === '?') {
        event.preventDefault();
        options.toggleShortcuts();
        return;
      }
      if (event.key === 'Escape') {
        options.clearSelection();
        released = nodeIdOf(target);
        return;
      }
      const onCanvas = event.target instanceof HTMLElement && !!event.target.closest('.react-flow');
      if (!onCanvas || mod || event.altKey) return;
      // Tab on a node that has keyboard focus adds a child to it, selected or not, unless Esc
      // was pressed on it: then Tab moves on, so the keyboard is never trapped on the canvas.
      const focusedNode = nodeIdOf(event.target);
      if (event.key.toLowerCase() === 'f' && !event.shiftKey) {
        const target = focusedNode ?? (selectedBefore.length === 1 ? selectedBefore[0]! : null);
        if (target) {
          event.preventDefault();
          editor.toggleFold(target);
        }
        return;
      }
      if (event.key === 'Tab' && !event.shiftKey && focusedNode && released !== focusedNode) {
        event.preventDefault();
        editor.addRelated(focusedNode, 'child');
        return;
      }
      if (selectedBefore.length !== 1) return;
      const only = selectedBefore[0]!;
      if (!editor.nodesRef.current.some((n) => n.id === only && n.selected)) return;
      if (event.key === 'Tab' && !event.shiftKey && !focusedNode) {
        event.preventDefault();
        editor.addRelated(only, 'child');
      } else if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement)) {
        event.preventDefault();
        editor.addRelated(only, 'sibling');
      } else if (event.key === 'F2') {
        event.preventDefault();
        editor.setEditingId(only);
      }
    };
    window.addEventListener('keydown', snapshot, { capture: true });
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('focusin', onFocusIn);
    return () => {
      window.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('keydown', snapshot, { capture: true });
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [root]);
}
