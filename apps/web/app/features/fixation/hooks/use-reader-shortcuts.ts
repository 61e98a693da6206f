import { useEffect, useRef } from 'react';
import { isTypingTarget } from '../model/shortcuts';

interface ReaderShortcutHandlers {
  expand(): void;
  playPause(): void;
  strength(direction: 1 | -1): void;
  /** False while another dialog (the speed check) owns the keyboard. */
  enabled: boolean;
}

/** E, P, [ and ] anywhere on the page except while typing in a field. Esc belongs to the dialog. */
export function useReaderShortcuts(handlers: ReaderShortcutHandlers): void {
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const h = ref.current;
      if (!h.enabled || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) {
        return;
      }
      if (event.repeat && event.key !== '[' && event.key !== ']') return;
      if (isTypingTarget(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'e') h.expand();
      else if (key === 'p') h.playPause();
      else if (key === '[') h.strength(-1);
      else if (key === ']') h.strength(1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
