/** Fields of the planner screen: the shared look from components/ui/form, plus a field's error line. */
export { alertClass, inputClass } from '~/components/ui/form';

export const fieldErrorClass = 'mt-1 text-sm text-red-700 dark:text-red-300';
