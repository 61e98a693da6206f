import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  dropHandoff,
  HANDOFF_QUERY,
  peekHandoff,
  type Handoff,
  type HandoffTarget,
} from './tool-handoff';

/**
 * What another tool handed this screen (it links here with `?from=handoff`): read when the page
 * opens, forgotten once shown, so a reload does not bring it back. Read without taking it in the
 * render, because React runs the initializer again for a render it threw away while hydrating.
 */
export function useIncomingHandoff(target: HandoffTarget): Handoff | null {
  const [searchParams] = useSearchParams();
  const [handoff] = useState(() =>
    `from=${searchParams.get('from')}` === HANDOFF_QUERY ? peekHandoff(target) : null,
  );
  useEffect(() => {
    if (handoff) dropHandoff(target);
  }, [handoff, target]);
  return handoff;
}
