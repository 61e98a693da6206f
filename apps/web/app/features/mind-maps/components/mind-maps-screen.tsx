import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Search, Star } from 'lucide-react';
import { useCallback, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AiRefusal, MindMap, MindMapSummary } from '@quietdesk/core/api/mind-maps';
import { Button } from '~/components/ui/button';
import { createMindMap } from '../api/create-mind-map';
import { deleteMindMap } from '../api/delete-mind-map';
import { generateMindMap } from '../api/generate-mind-map';
import { useMindMaps } from '../api/get-mind-maps';
import { importMindMap } from '../api/import-mind-map';
import { mindMapKeys } from '../api/query-keys';
import { updateMindMap } from '../api/update-mind-map';
import { aiRefusal, isGone, mapErrorMessage } from '../model/errors';
import { allTags, filterMaps } from '../model/filter-maps';
import { CreatePanels } from './create-panels';
import { MindMapCard } from './mind-map-card';
import { alertClass, inputClass } from './styles';

function summaryOf(map: MindMap): MindMapSummary {
  const { id, title, description, tags, is_favorite, node_count, plan_id } = map;
  const { created_at, updated_at } = map;
  return { id, title, description, tags, is_favorite, node_count, plan_id, created_at, updated_at };
}

function failureOf(error: unknown): {
  message: string;
  candidates?: AiRefusal['candidates'];
  /** The assistant could not make a map of the topic (422): the person's own text can. */
  refused?: boolean;
} {
  const refusal = aiRefusal(error);
  return {
    message: mapErrorMessage(error, 'create'),
    ...(refusal ? { candidates: refusal.candidates, refused: true } : {}),
  };
}

/** docs/product.md §2 Mind Maps list screen, §4 and §8. */
export function MindMapsScreen() {
  const list = useMindMaps();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const ids = useId();
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<ReturnType<typeof failureOf> | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState('');
  const [favoritesOnly, setFavoritesOnly] = useState(false);

  const maps = useMemo(() => list.data ?? [], [list.data]);
  const tags = useMemo(() => allTags(maps), [maps]);
  const shown = useMemo(
    () => filterMaps(maps, { search, tag, favoritesOnly }),
    [maps, search, tag, favoritesOnly],
  );

  const create = useCallback(
    async (make: () => Promise<MindMap>) => {
      setCreating(true);
      setCreateError(null);
      try {
        const map = await make();
        // docs/product.md §4: the new map goes to the top of the list, then its page opens.
        queryClient.setQueryData<MindMapSummary[]>(mindMapKeys.list(), (old) => [
          summaryOf(map),
          ...(old ?? []).filter((m) => m.id !== map.id),
        ]);
        queryClient.setQueryData(mindMapKeys.map(map.id), map);
        void navigate(`/app/mind-maps/${map.id}`);
      } catch (error) {
        setCreateError(failureOf(error));
      } finally {
        setCreating(false);
      }
    },
    [navigate, queryClient],
  );

  const setSummary = (id: string, change: (m: MindMapSummary) => MindMapSummary | null) =>
    queryClient.setQueryData<MindMapSummary[]>(mindMapKeys.list(), (old) =>
      (old ?? []).flatMap((m) => (m.id === id ? (change(m) ?? []) : [m])),
    );

  const toggleFavorite = useCallback(
    async (map: MindMapSummary) => {
      setActionError(null);
      setSummary(map.id, (m) => ({ ...m, is_favorite: !map.is_favorite }));
      try {
        await updateMindMap(map.id, { is_favorite: !map.is_favorite });
      } catch (error) {
        setSummary(map.id, (m) => ({ ...m, is_favorite: map.is_favorite }));
        setActionError(mapErrorMessage(error, 'favorite'));
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient],
  );

  const remove = useCallback(
    async (map: MindMapSummary) => {
      setActionError(null);
      try {
        await deleteMindMap(map.id);
        setSummary(map.id, () => null);
      } catch (error) {
        if (isGone(error)) setSummary(map.id, () => null);
        else setActionError(mapErrorMessage(error, 'delete', map.title));
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient],
  );

  const importFile = (file: File) =>
    void create(async () => {
      const content = await file.text();
      const format =
        /\.(opml|xml)$/i.test(file.name) || /^\s*(<\?xml|<opml)/i.test(content)
          ? 'opml'
          : 'markdown';
      return importMindMap({ format, content });
    });

  const filtering = search.trim() !== '' || tag !== '' || favoritesOnly;

  return (
    <div className="space-y-8">
      <CreatePanels
        creating={creating}
        error={createError?.message ?? null}
        candidates={createError?.candidates}
        refused={createError?.refused ?? false}
        onPasteText={(content, title) =>
          void create(() => importMindMap({ format: 'markdown', content, title }))
        }
        onGenerate={(topic) => void create(() => generateMindMap(topic))}
        onCreateBlank={(title) => void create(() => createMindMap({ title }))}
        onImport={importFile}
      />

      <section aria-labelledby={`${ids}-maps`}>
        <h2 id={`${ids}-maps`} className="sr-only">
          Your mind maps
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="relative flex-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
              aria-hidden
            />
            <input
              type="search"
              aria-label="Search mind maps"
              placeholder="Search mind maps..."
              className={clsx(inputClass, 'pl-9')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          <select
            aria-label="Filter by tag"
            className={clsx(inputClass, 'sm:w-48')}
            value={tag}
            onChange={(e) => setTag(e.target.value)}
          >
            <option value="">All tags</option>
            {tags.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
          <Button
            variant={favoritesOnly ? 'primary' : 'secondary'}
            aria-pressed={favoritesOnly}
            onClick={() => setFavoritesOnly((v) => !v)}
          >
            <Star className={clsx('size-4', favoritesOnly && 'fill-current')} aria-hidden />{' '}
            Favorites Only
          </Button>
        </div>

        {actionError && (
          <p role="alert" className={clsx(alertClass, 'mt-4')}>
            {actionError}
          </p>
        )}

        <div className="mt-6">
          {list.isPending ? (
            <div role="status" aria-live="polite">
              <span className="sr-only">Loading mind maps…</span>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
                {[0, 1, 2].map((i) => (
                  <li key={i} className="h-40 animate-pulse rounded-2xl bg-subtle" />
                ))}
              </ul>
            </div>
          ) : list.isError ? (
            <div role="alert" className={alertClass}>
              <p>Error: {mapErrorMessage(list.error, 'list')}</p>
              <Button
                className="mt-3"
                variant="secondary"
                size="sm"
                onClick={() => void list.refetch()}
              >
                Try Again
              </Button>
            </div>
          ) : shown.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-line p-10 text-center">
              <p className="text-lg font-semibold">No mind maps found</p>
              <p className="mt-1 text-muted">
                {maps.length === 0 || !filtering
                  ? 'Create your first mind map to get started'
                  : 'Try adjusting your search or filters'}
              </p>
            </div>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((map) => (
                <MindMapCard
                  key={map.id}
                  map={map}
                  onToggleFavorite={toggleFavorite}
                  onDelete={remove}
                />
              ))}
            </ul>
          )}
        </div>
      </section>
    </div>
  );
}
