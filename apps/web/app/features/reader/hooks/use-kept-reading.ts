import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '~/lib/api-client';
import { useCreateReaderItem } from '../api/create-reader-item';
import { useSavePosition } from '../api/save-position';
import { readingHash } from '../model/content-hash';
import { titleOf } from '../model/reading-title';

/** A pasted text or a web page the fixation reader has shown. */
export interface Reading {
  kind: 'paste' | 'url';
  title: string;
  source: string;
  text: string;
}

const SAVE_DELAY_MS = 800;
/**
 * Keeps what the fixation reader shows in the library, like an opened file, and saves where the
 * person stops reading it; the library then reopens it at that place.
 */
export function useKeptReading() {
  const create = useCreateReaderItem();
  const save = useSavePosition();
  const [note, setNote] = useState('');
  const kept = useRef<{ id: string; position: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (kept.current) save.mutate({ id: kept.current.id, position: kept.current.position });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- save.mutate is stable
  }, []);
  useEffect(() => () => void (timer.current !== undefined && flush()), [flush]);

  const keep = useCallback(
    (reading: Reading) => {
      flush();
      kept.current = null;
      setNote('Keeping it in your library…');
      void (async () => {
        try {
          const hash = await readingHash(reading.kind, reading.source, reading.text);
          const item = await create.mutateAsync({
            ...reading,
            title: reading.title.trim() || titleOf(reading.text),
            content_hash: hash,
          });
          kept.current = { id: item.id, position: item.position };
          setNote(
            item.position > 0
              ? 'In your library, where you last stopped reading it.'
              : 'Kept in your library, with the place you stop.',
          );
        } catch (caught) {
          const reason =
            caught instanceof ApiError ? caught.message : 'the server could not be reached.';
          setNote(`Not kept in your library: ${reason}`);
        }
      })();
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- create.mutateAsync is stable
    [flush],
  );

  /** Where the person is in the text (an offset into it); saved a moment after they stop. */
  const savePlace = useCallback(
    (offset: number) => {
      const current = kept.current;
      if (!current || current.position === offset) return;
      current.position = offset;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush],
  );

  const forget = useCallback(() => {
    flush();
    kept.current = null;
    setNote('');
  }, [flush]);

  // One object while nothing changes: the screen listens to scrolling with it.
  return useMemo(() => ({ keep, savePlace, forget, note }), [keep, savePlace, forget, note]);
}
