import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';

/** The one panel look: a surface with a line border and a soft shadow (forms use the class). */
export const cardClass = 'rounded-2xl border border-line bg-surface p-6 shadow-sm';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={clsx(cardClass, className)} {...props} />;
}
