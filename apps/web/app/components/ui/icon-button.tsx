import { clsx } from 'clsx';
import { forwardRef, type ButtonHTMLAttributes } from 'react';

/** A square icon-only button; `label` becomes its accessible name. */
export const IconButton = forwardRef<
  HTMLButtonElement,
  ButtonHTMLAttributes<HTMLButtonElement> & { label: string }
>(function IconButton({ label, className, type = 'button', children, ...props }, ref) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      className={clsx(
        'inline-flex size-10 items-center justify-center rounded-xl text-ink transition-colors hover:bg-subtle data-[state=open]:bg-subtle',
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
});
