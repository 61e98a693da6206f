/** Form styles shared by the sign-up and sign-in screens. */
export const inputClass =
  'mt-1 block w-full rounded-xl border border-line bg-canvas/60 px-3 py-2 text-base text-ink placeholder:text-muted aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400';
export const labelClass = 'block text-sm font-medium';
export const alertClass =
  'rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200';
export const noticeClass =
  'rounded-xl border border-line bg-accent-soft px-4 py-3 text-sm text-accent-text';
export const cardClass = 'rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-8';
