import { useEffect, useRef, type RefObject } from 'react';
import type { MapEditor } from './use-map-editor';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Editor shortcuts (listed in the "?" panel). Tab and Enter are only taken while exactly one
 * node is selected and focus is on the canvas, and Esc clears the selection, so the keyboard is
 * never trapped: after Esc, Tab moves focus on as usual.
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
    const snapshot = () => {
      selectedBefore = latest.current.editor.nodesRef.current
        .filter((n) => n.selected)
        .map((n) => n.id);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { editor, options } = latest.current;
      const target = event.target;
      const inEditor =
        target === document.body || (target instanceof Node && !!root.current?.contains(target));
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
        return;
      }
      const onCanvas = event.target instanceof HTMLElement && !!event.target.closest('.react-flow');
      if (!onCanvas || selectedBefore.length !== 1 || mod || event.altKey) return;
      const only = selectedBefore[0]!;
      if (!editor.nodesRef.current.some((n) => n.id === only && n.selected)) return;
      if (event.key === 'Tab' && !event.shiftKey) {
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
    return () => {
      window.removeEventListener('keydown', snapshot, { capture: true });
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [root]);
}
