import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { useCardSource } from '../api/get-card-source';

/** "From your reading": a link back to the highlighted place a card was made from. */
export function CardSourceLink({ cardId }: { cardId: string }) {
  const source = useCardSource(cardId);
  if (!source.data) return null;
  const { title, section, url } = source.data;
  return (
    <p className="mt-3 text-sm">
      <Link
        to={url}
        className="inline-flex items-center gap-1.5 text-accent underline underline-offset-2"
        data-testid="card-source-link"
      >
        <BookOpen aria-hidden className="size-4" />
        From your reading: {title}
        {section ? ` (${section})` : ''}
      </Link>
    </p>
  );
}
