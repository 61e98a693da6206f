import { useCallback } from 'react';
import { CONFETTI_DURATION_MS, CONFETTI_PIECES } from '@quietdesk/core/flashcards/scoring';

// canvas-confetti at the spec's defaults (docs/product.md §9: 200 pieces, 5 s). Loaded on first
// use so the quiz does not pay for it up front; nothing is drawn for people who ask for reduced
// motion (the library checks prefers-reduced-motion itself with disableForReducedMotion).

/** canvas-confetti counts life in animation frames: 5 s at 60 frames a second. */
const TICKS = Math.round((CONFETTI_DURATION_MS / 1000) * 60);

export function useConfetti() {
  return useCallback(() => {
    if (typeof window === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    void import('canvas-confetti').then(({ default: confetti }) =>
      confetti({
        particleCount: CONFETTI_PIECES,
        ticks: TICKS,
        spread: 80,
        origin: { y: 0.6 },
        disableForReducedMotion: true,
      }),
    );
  }, []);
}
