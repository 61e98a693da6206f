import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

const linkClass =
  'rounded font-medium text-muted hover:text-ink hover:underline underline-offset-4';

/** Home › Blog › this post: the visible twin of the post's BreadcrumbList JSON-LD. */
export function Breadcrumbs({ current }: { current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to="/" className={linkClass}>
            Home
          </Link>
        </li>
        <li className="flex items-center gap-1">
          <ChevronRight className="size-4 text-muted" aria-hidden />
          <Link to="/blog" className={linkClass}>
            Blog
          </Link>
        </li>
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
