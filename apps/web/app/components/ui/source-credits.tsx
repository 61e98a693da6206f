import { BookOpen } from 'lucide-react';
import clsx from 'clsx';
import type { ContentSource } from '@quietdesk/core/api/source';
import { creditsOf } from '@quietdesk/core/sources/credits';

// Generated maps and cards taken from encyclopedia articles say so where the person sees them:
// the article, linked, its site and (for Wikipedia) its licence, which requires attribution.

const linkClass = 'text-accent underline underline-offset-2';

/** "From: Water cycle — Wikipedia, CC BY-SA 4.0", once per article; nothing when none. */
export function SourceCredits({
  sources,
  className,
}: {
  sources: Iterable<ContentSource | undefined>;
  className?: string;
}) {
  const credits = creditsOf(sources);
  if (!credits.length) return null;
  return (
    <p className={clsx('text-sm text-muted', className)} data-testid="source-credits">
      <BookOpen className="mr-1.5 inline size-4 align-text-bottom" aria-hidden />
      From:{' '}
      {credits.map((credit, i) => (
        <span key={credit.url ?? credit.title}>
          {i > 0 && '; '}
          {credit.url ? (
            <a href={credit.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {credit.title} — {credit.site}
            </a>
          ) : (
            `${credit.title} — ${credit.site}`
          )}
          {credit.licence && (
            <>
              ,{' '}
              <a
                href={credit.licence.url}
                target="_blank"
                rel="noopener noreferrer license"
                className={linkClass}
              >
                {credit.licence.name}
              </a>
            </>
          )}
        </span>
      ))}
    </p>
  );
}

/** The address of an article's section (MediaWiki anchors are the heading with underscores). */
function sectionUrl(source: ContentSource): string | undefined {
  if (!source.url) return undefined;
  return source.section ? `${source.url}#${source.section.replaceAll(' ', '_')}` : source.url;
}

/** One card's source: "Source: Water cycle, section Evaporation", linked to that section. */
export function CardSourceLine({ source }: { source: ContentSource | undefined }) {
  if (source?.kind !== 'encyclopedia') return null;
  const label = `${source.title ?? 'Encyclopedia'}${source.section ? `, section ${source.section}` : ''}`;
  const url = sectionUrl(source);
  return (
    <p className="text-xs text-muted" data-testid="card-source">
      Source:{' '}
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {label}
        </a>
      ) : (
        label
      )}
    </p>
  );
}
