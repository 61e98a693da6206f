import { getNodesBounds, getViewportForBounds, type Node } from '@xyflow/react';
import { toPng, toSvg } from 'html-to-image';

// PNG and SVG of the whole map: html-to-image renders React Flow's viewport element with a
// transform that fits every node, the approach React Flow documents for downloads.

const PADDING = 40;
const MAX_SIDE = 4096;

export async function canvasImage(
  viewport: HTMLElement,
  nodes: Node[],
  format: 'png' | 'svg',
  background: string,
): Promise<string> {
  const bounds = getNodesBounds(nodes);
  const width = Math.min(MAX_SIDE, Math.ceil(bounds.width + PADDING * 2));
  const height = Math.min(MAX_SIDE, Math.ceil(bounds.height + PADDING * 2));
  const fit = getViewportForBounds(bounds, width, height, 0.1, 2, 0.05);
  const options = {
    backgroundColor: background,
    width,
    height,
    style: {
      width: `${width}px`,
      height: `${height}px`,
      transform: `translate(${fit.x}px, ${fit.y}px) scale(${fit.zoom})`,
    },
    // The "Expand with AI" buttons are controls, not part of the picture.
    filter: (element: HTMLElement) => !(element instanceof HTMLButtonElement),
  };
  return format === 'png' ? toPng(viewport, options) : toSvg(viewport, options);
}

export async function dataUrlToBlob(dataUrl: string): Promise<Blob> {
  return (await fetch(dataUrl)).blob();
}
