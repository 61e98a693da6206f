import { ViewportPortal } from '@xyflow/react';
import { memo } from 'react';

/**
 * The still edges of a big map (model/still-edges.ts) as one path in map coordinates inside
 * React Flow's viewport, beneath nodes and live edges. A pan or zoom renders nothing here: the
 * viewport's transform moves it. It takes no pointer events (2,000 hit-testable paths made every
 * mouse move over the map cost ~5 ms); a click on the background picks the edge under it
 * instead (stillEdgeAt, in the editor).
 */
export const StillEdgesLayer = memo(function StillEdgesLayer({ path }: { path: string }) {
  return (
    <ViewportPortal>
      <svg className="mind-map-still-edges" aria-hidden="true">
        <path d={path} />
      </svg>
    </ViewportPortal>
  );
});
