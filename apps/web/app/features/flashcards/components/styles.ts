/** Form fields of the flashcards screen (the shared UI kit has no input primitive yet). */
export const inputClass =
  'block w-full rounded-xl border border-line bg-canvas/60 px-3 py-2 text-base text-ink placeholder:text-muted';

export const alertClass =
  'rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200';

export const panelClass = 'rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6';
