/** Styles of the account page's sections; fields and alerts come from components/ui/form. */
export { alertClass } from '~/components/ui/form';
export const sectionClass = 'rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-8';
export const headingClass = 'text-lg font-semibold';
