import { clsx } from 'clsx';
import { Brain, Star, Trash2 } from 'lucide-react';
import { memo, useState } from 'react';
import { Link } from 'react-router';
import type { MindMapSummary } from '@quietdesk/core/api/mind-maps';
import { Button, ButtonLink } from '~/components/ui/button';
import { cardTags } from '../model/filter-maps';
import { RECALL_QUERY } from '../model/recall';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

interface MindMapCardProps {
  map: MindMapSummary;
  onToggleFavorite: (map: MindMapSummary) => void;
  onDelete: (map: MindMapSummary) => void;
}

/** docs/product.md §2: title, star if favourite, description, node count, update date, 3 tags + '+N'. */
export const MindMapCard = memo(function MindMapCard({
  map,
  onToggleFavorite,
  onDelete,
}: MindMapCardProps) {
  const [confirming, setConfirming] = useState(false);
  const { shown, more } = cardTags(map.tags);
  return (
    <li className="relative flex flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="flex items-start gap-2">
        <h3 className="min-w-0 flex-1 text-lg font-semibold break-words">
          <Link
            to={`/app/mind-maps/${map.id}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-2"
          >
            {map.title}
          </Link>
        </h3>
        <button
          type="button"
          className="relative z-10 grid size-9 shrink-0 place-items-center rounded-lg hover:bg-subtle"
          aria-pressed={map.is_favorite}
          aria-label={
            map.is_favorite ? `Remove ${map.title} from favorites` : `Add ${map.title} to favorites`
          }
          onClick={() => onToggleFavorite(map)}
        >
          <Star
            className={clsx(
              'size-5',
              map.is_favorite ? 'fill-amber-400 text-amber-500' : 'text-muted',
            )}
            aria-hidden
          />
        </button>
      </div>
      {map.description && <p className="mt-1 line-clamp-3 text-sm text-muted">{map.description}</p>}
      <p className="mt-3 text-sm text-muted">
        {map.node_count} {map.node_count === 1 ? 'node' : 'nodes'} · Updated{' '}
        <time dateTime={map.updated_at}>{dateFormat.format(new Date(map.updated_at))}</time>
      </p>
      {(shown.length > 0 || more > 0) && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Tags">
          {shown.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs text-accent-text"
            >
              {tag}
            </li>
          ))}
          {more > 0 && (
            <li
              className="rounded-full bg-subtle px-2.5 py-0.5 text-xs"
              aria-label={`${more} more tags`}
            >
              +{more}
            </li>
          )}
        </ul>
      )}
      <div className="relative z-10 mt-4 flex items-center justify-end gap-2">
        {confirming ? (
          <>
            <span className="mr-auto text-sm">Delete this map?</span>
            <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              size="sm"
              className="bg-red-700 text-white"
              onClick={() => {
                setConfirming(false);
                onDelete(map);
              }}
            >
              Delete
            </Button>
          </>
        ) : (
          <>
            {map.node_count > 1 && (
              <ButtonLink
                to={`/app/mind-maps/${map.id}?${RECALL_QUERY}`}
                size="sm"
                variant="ghost"
                className="mr-auto"
                aria-label={`Quiz this map: ${map.title}`}
              >
                <Brain className="size-4" aria-hidden /> Quiz this map
              </ButtonLink>
            )}
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Delete ${map.title}`}
              onClick={() => setConfirming(true)}
            >
              <Trash2 className="size-4" aria-hidden /> Delete
            </Button>
          </>
        )}
      </div>
    </li>
  );
});
