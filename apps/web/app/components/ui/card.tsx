import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';

/** The one panel look: a surface with a line border and a soft shadow (forms use the class). */
export const cardClass = 'rounded-2xl border border-line bg-surface p-6 shadow-sm';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={clsx(cardClass, className)} {...props} />;
}

interface StatusCardProps extends HTMLAttributes<HTMLDivElement> {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}

/** A dashboard card saying how one tool stands: its icon, its name and what it is doing. */
export function StatusCard({ icon: Icon, title, children, ...props }: StatusCardProps) {
  return (
    <Card className="flex items-start gap-4" {...props}>
      <span className="rounded-xl bg-accent-soft p-3 text-accent-text">
        <Icon className="size-6" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="text-base font-semibold">{title}</h2>
        {children}
      </div>
    </Card>
  );
}
