import { clsx } from 'clsx';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { TOOLS, type ToolInfo } from '~/lib/tools';

interface ToolCardProps {
  tool: ToolInfo;
  to: string;
  /** The call to action at the bottom ("Open", "Learn more"). */
  action: string;
  /** `large` on the landing page, `compact` in the app. */
  size: 'large' | 'compact';
}

/** One tool as a card link. */
function ToolCard({ tool, to, action, size }: ToolCardProps) {
  const large = size === 'large';
  return (
    <Link
      to={to}
      className={clsx(
        'group flex h-full flex-col rounded-2xl border border-line bg-surface shadow-sm transition hover:-translate-y-0.5 hover:border-accent hover:shadow-md',
        large ? 'p-6' : 'p-5',
      )}
    >
      <span
        className={clsx(
          'w-fit rounded-xl bg-accent-soft text-accent-text',
          large ? 'p-3' : 'p-2.5',
        )}
      >
        <tool.icon className={large ? 'size-6' : 'size-5'} aria-hidden />
      </span>
      <span className={clsx('font-semibold', large ? 'mt-5 text-lg' : 'mt-4')}>{tool.name}</span>
      <span className={clsx('flex-1 text-muted', large ? 'mt-2' : 'mt-1 text-sm')}>
        {tool.summary}
      </span>
      <span
        className={clsx(
          'inline-flex items-center gap-1 text-sm font-medium text-accent-text',
          large ? 'mt-5' : 'mt-4',
        )}
      >
        {action}{' '}
        <ArrowRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden />
      </span>
    </Link>
  );
}

interface ToolCardsProps extends Omit<ToolCardProps, 'tool' | 'to'> {
  /** Each card opens the tool in the app (`href`) or its feature page (`featureHref`). */
  link: 'href' | 'featureHref';
  className: string;
}

/** The five tools as a grid of cards. */
export function ToolCards({ link, className, ...card }: ToolCardsProps) {
  return (
    <ul className={className}>
      {TOOLS.map((tool) => (
        <li key={tool.id}>
          <ToolCard tool={tool} to={tool[link]} {...card} />
        </li>
      ))}
    </ul>
  );
}
