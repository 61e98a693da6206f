import { getNodesBounds, getViewportForBounds, type Node } from '@xyflow/react';
import { toBlob, toSvg } from 'html-to-image';

// PNG and SVG of the whole map: html-to-image renders React Flow's viewport element with a
// transform that fits every node, the approach React Flow documents for downloads.
// The Blob is built in the page (canvas.toBlob; the SVG's text decoded from html-to-image's data
// URL) and never by fetching a `data:` URL: the shipped content security policy allows fetches
// to the own origin only (`connect-src 'self'`), and such a fetch fails there.

const PADDING = 40;
const MAX_SIDE = 4096;
const SVG_DATA_URL = 'data:image/svg+xml;charset=utf-8,';

class ImageExportError extends Error {}

export async function canvasImage(
  viewport: HTMLElement,
  nodes: Node[],
  format: 'png' | 'svg',
  background: string,
): Promise<Blob> {
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
  if (format === 'svg') return svgBlob(await toSvg(viewport, options));
  const png = await toBlob(viewport, options);
  if (!png) throw new ImageExportError('the browser could not encode the picture');
  return png;
}

/** html-to-image answers the SVG as a percent-encoded data URL: its text, as a file. */
function svgBlob(dataUrl: string): Blob {
  if (!dataUrl.startsWith(SVG_DATA_URL))
    throw new ImageExportError('the picture came back in an unexpected form');
  return new Blob([decodeURIComponent(dataUrl.slice(SVG_DATA_URL.length))], {
    type: 'image/svg+xml',
  });
}
