import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';

const WIDTHS = { narrow: 'max-w-3xl', medium: 'max-w-4xl', wide: 'max-w-6xl' } as const;

export function PageContainer({
  width = 'wide',
  className,
  ...props
}: HTMLAttributes<HTMLDivElement> & { width?: keyof typeof WIDTHS }) {
  return (
    <div className={clsx('mx-auto w-full px-4 sm:px-6', WIDTHS[width], className)} {...props} />
  );
}
