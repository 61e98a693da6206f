import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { cardClass, headingClass } from './styles';

interface AccountSectionProps {
  title: string;
  /** What the section does, under its heading. */
  intro: string;
  className?: string;
  children: ReactNode;
}

/** One card of the account page, named by its heading. */
export function AccountSection({ title, intro, className, children }: AccountSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className={clsx(cardClass, className)}>
      <h2 id={`${id}-title`} className={headingClass}>
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{intro}</p>
      {children}
    </section>
  );
}
