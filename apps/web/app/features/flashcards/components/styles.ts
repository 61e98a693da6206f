/** Panels, fields and alerts of the flashcards screen look as everywhere (components/ui). */
export { cardClass } from '~/components/ui/card';
export { alertClass, inputClass } from '~/components/ui/form';
