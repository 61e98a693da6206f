import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { TOOLS } from '~/lib/tools';

/** The five tools as cards linking into the app. */
export function ToolCards() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {TOOLS.map((tool) => (
        <li key={tool.id}>
          <Link
            to={tool.href}
            className="group flex h-full flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-accent hover:shadow-md"
          >
            <span className="w-fit rounded-xl bg-accent-soft p-2.5 text-accent-text">
              <tool.icon className="size-5" aria-hidden />
            </span>
            <span className="mt-4 font-semibold">
              {tool.name}
              {tool.inProgress && (
                <span className="ml-2 rounded-full border border-line px-2 py-0.5 align-middle text-xs font-medium text-muted">
                  In progress
                </span>
              )}
            </span>
            <span className="mt-1 flex-1 text-sm text-muted">{tool.summary}</span>
            <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-accent-text">
              Open{' '}
              <ArrowRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
