import {
  BaseEdge,
  getSmoothStepPath,
  useInternalNode,
  type EdgeProps,
  type InternalNode,
} from '@xyflow/react';
import { memo } from 'react';
import { sideEnds } from '../model/edge-ends';
import { ASSUMED_HEIGHT, ASSUMED_WIDTH } from '../model/flow';

const boxOf = (node: InternalNode) => ({
  x: node.internals.positionAbsolute.x,
  y: node.internals.positionAbsolute.y,
  width: node.measured.width ?? node.initialWidth ?? ASSUMED_WIDTH,
  height: node.measured.height ?? node.initialHeight ?? ASSUMED_HEIGHT,
});

/** A smooth step between the facing sides of two nodes (model/edge-ends.ts). */
const MindEdgeView = memo(function MindEdgeView(props: EdgeProps) {
  const source = useInternalNode(props.source);
  const target = useInternalNode(props.target);
  if (!source || !target) return null;
  const [path] = getSmoothStepPath(sideEnds(boxOf(source), boxOf(target)));
  return (
    <BaseEdge
      id={props.id}
      path={path}
      style={props.style}
      markerEnd={props.markerEnd}
      interactionWidth={props.interactionWidth}
    />
  );
});

export const edgeTypes = { mind: MindEdgeView };
