/** Headings of the account page's sections; panels, fields and alerts come from components/ui. */
export { cardClass } from '~/components/ui/card';
export const headingClass = 'text-lg font-semibold';
