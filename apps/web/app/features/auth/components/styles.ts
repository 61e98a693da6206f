/** The notice of the sign-up and sign-in screens; panels, fields and alerts come from components/ui. */
export { cardClass } from '~/components/ui/card';
export const noticeClass =
  'rounded-xl border border-line bg-accent-soft px-4 py-3 text-sm text-accent-text';
