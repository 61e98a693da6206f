import type { ReactNode } from 'react';

/**
 * The key that triggers a button, shown inside it for sighted users. Hidden from assistive
 * technology, so the button's name stays "Got It Right!" rather than "Got It Right! 2"; the
 * button itself says the key with `aria-keyshortcuts`, which screen readers announce as a hint.
 */
export function KeyHint({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <kbd aria-hidden="true" className={`text-xs ${className}`}>
      {children}
    </kbd>
  );
}
