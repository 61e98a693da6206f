/** Panels of the mind-map screens; fields and alerts look as everywhere (components/ui/form). */
export { alertClass, inputClass } from '~/components/ui/form';

export const panelClass = 'rounded-2xl border border-line bg-surface p-5 shadow-sm';
