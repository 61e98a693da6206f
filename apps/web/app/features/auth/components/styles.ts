/** Card and notice of the sign-up and sign-in screens; fields and alerts come from components/ui/form. */
export const noticeClass =
  'rounded-xl border border-line bg-accent-soft px-4 py-3 text-sm text-accent-text';
export const cardClass = 'rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-8';
