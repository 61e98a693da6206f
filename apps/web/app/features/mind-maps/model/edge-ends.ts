import { Position } from '@xyflow/react';

// Where an edge meets its nodes: it leaves the parent from the side that faces the child and
// enters the child from the side that faces the parent, so a balanced map (children left and
// right of the root) reads as a tree and an edge never runs across its own node or its siblings.
// The handles a person drags to connect nodes stay on the top and bottom (docs/product.md §4).

interface NodeBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function sideEnds(source: NodeBox, target: NodeBox) {
  const toTheRight = target.x + target.width / 2 >= source.x + source.width / 2;
  return {
    sourceX: toTheRight ? source.x + source.width : source.x,
    sourceY: source.y + source.height / 2,
    sourcePosition: toTheRight ? Position.Right : Position.Left,
    targetX: toTheRight ? target.x : target.x + target.width,
    targetY: target.y + target.height / 2,
    targetPosition: toTheRight ? Position.Left : Position.Right,
  };
}
