import { buildDocument, type ReaderDocument } from './document';
import { layoutPages, type PageRuns, type TextRun } from './pdf-layout';
import { ReaderFileError } from './reader-file-error';

// The part of pdf.js this module uses, so tests can hand in the Node ("legacy") build and the
// browser the worker-backed one (pdf-worker.ts).
interface PdfTextItem {
  str?: string;
  transform?: number[];
  width?: number;
  height?: number;
}
interface PdfPage {
  getViewport(options: { scale: number }): { width: number; height: number };
  getTextContent(): Promise<{ items: unknown[] }>;
  cleanup(): void;
}
interface PdfDocument {
  numPages: number;
  getPage(n: number): Promise<PdfPage>;
  getMetadata(): Promise<{ info?: unknown }>;
  destroy(): Promise<void>;
}
export interface PdfLib {
  getDocument(source: { data: Uint8Array; isEvalSupported?: boolean }): {
    promise: Promise<PdfDocument>;
  };
}

export const SCANNED_PDF_MESSAGE =
  'This PDF has no text to read: its pages look like scanned images. Quietdesk reads the text layer of a PDF and does not recognise text in pictures.';

function runsOf(items: unknown[]): TextRun[] {
  const runs: TextRun[] = [];
  for (const raw of items) {
    const item = raw as PdfTextItem;
    if (typeof item.str !== 'string' || !item.transform) continue;
    runs.push({
      str: item.str,
      x: item.transform[4] ?? 0,
      y: item.transform[5] ?? 0,
      width: item.width ?? 0,
      height: item.height || Math.abs(item.transform[3] ?? 0),
    });
  }
  return runs;
}

export interface PdfProgress {
  /** Pages read so far and in all. */
  done: number;
  total: number;
  /** The first page's paragraphs, as soon as that page is read (to show something at once). */
  firstPage?: string[];
}

/**
 * Reads every page's text, then lays the pages out together (running headers are found by
 * comparing pages). Calls onProgress after each page.
 */
export async function extractPdf(
  pdfjs: PdfLib,
  data: Uint8Array,
  fileName: string,
  onProgress: (progress: PdfProgress) => void = () => {},
): Promise<ReaderDocument> {
  let pdf: PdfDocument;
  try {
    pdf = await pdfjs.getDocument({ data, isEvalSupported: false }).promise;
  } catch {
    throw new ReaderFileError(
      `“${fileName}” could not be read as a PDF: the file is damaged or protected by a password.`,
    );
  }
  try {
    const pages: PageRuns[] = [];
    for (let n = 1; n <= pdf.numPages; n += 1) {
      const page = await pdf.getPage(n);
      const { width, height } = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      pages.push({ width, height, runs: runsOf(content.items) });
      page.cleanup();
      onProgress({
        done: n,
        total: pdf.numPages,
        firstPage: n === 1 ? layoutPages([pages[0]!])[0] : undefined,
      });
    }
    const laidOut = layoutPages(pages);
    if (laidOut.every((paragraphs) => paragraphs.length === 0)) {
      throw new ReaderFileError(SCANNED_PDF_MESSAGE);
    }
    const info = (await pdf.getMetadata().catch(() => ({ info: undefined }))).info as
      { Title?: unknown } | undefined;
    const title =
      typeof info?.Title === 'string' && info.Title.trim() ? info.Title.trim() : stem(fileName);
    return buildDocument(
      { title, kind: 'pdf', source: fileName },
      laidOut.map((paragraphs, i) => ({ label: `Page ${i + 1}`, paragraphs })),
    );
  } finally {
    await pdf.destroy();
  }
}

export const stem = (fileName: string) => fileName.replace(/\.[^.]+$/, '').trim() || fileName;
