import type { PdfLib } from './pdf-extract';

/**
 * pdf.js for the browser, loaded only when a PDF is chosen. Its parser runs in its own worker
 * (pdf.worker.min.mjs, a separate file Vite emits), so reading a long file never blocks input.
 */
export async function loadPdfjs(): Promise<PdfLib> {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs as unknown as PdfLib;
}
