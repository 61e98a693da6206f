import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

const linkClass =
  'rounded font-medium text-muted hover:text-ink hover:underline underline-offset-4';

const TRAIL = [
  { to: '/', label: 'Home' },
  { to: '/blog', label: 'Blog' },
];

/** Home › Blog › this post: the visible twin of the post's BreadcrumbList JSON-LD. */
export function Breadcrumbs({ current }: { current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1">
        {TRAIL.map((crumb, index) => (
          <li key={crumb.to} className={index > 0 ? 'flex items-center gap-1' : undefined}>
            {index > 0 && <ChevronRight className="size-4 text-muted" aria-hidden />}
            <Link to={crumb.to} className={linkClass}>
              {crumb.label}
            </Link>
          </li>
        ))}
        <li className="flex min-w-0 items-center gap-1">
          <ChevronRight className="size-4 shrink-0 text-muted" aria-hidden />
          <span aria-current="page" className="truncate text-ink">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
