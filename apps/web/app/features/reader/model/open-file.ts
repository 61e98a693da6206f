import { READER_FILE_MAX_BYTES, READER_TEXT_MAX } from '@quietdesk/core/reader/limits';
import type { ReaderDocument } from './document';
import type { PdfProgress } from './pdf-extract';
import { ReaderFileError } from './reader-file-error';

// The entry point the screen imports: small on purpose. The readers themselves (pdf.js,
// fflate) are imported only once a file of their kind is chosen.

export const ACCEPTED_FILES =
  '.pdf,.epub,.txt,.md,.markdown,application/pdf,application/epub+zip,text/plain,text/markdown';

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

export async function openFile(
  file: File,
  onProgress: (progress: PdfProgress) => void = () => {},
): Promise<ReaderDocument> {
  const name = file.name;
  if (file.size > READER_FILE_MAX_BYTES) {
    throw new ReaderFileError(
      `“${name}” is over ${megabytes(READER_FILE_MAX_BYTES)} MB; the reader opens files up to ${megabytes(READER_FILE_MAX_BYTES)} MB.`,
    );
  }
  if (file.size === 0) throw new ReaderFileError(`“${name}” is empty.`);
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  let document: ReaderDocument;
  if (extension === 'pdf' || file.type === 'application/pdf') {
    const [{ extractPdf }, { loadPdfjs }] = await Promise.all([
      import('./pdf-extract'),
      import('./pdf-loader'),
    ]);
    document = await extractPdf(
      await loadPdfjs(),
      new Uint8Array(await file.arrayBuffer()),
      name,
      onProgress,
    );
  } else if (extension === 'epub' || file.type === 'application/epub+zip') {
    const { extractEpub } = await import('./epub-extract');
    document = extractEpub(new Uint8Array(await file.arrayBuffer()), name);
  } else if (['txt', 'md', 'markdown'].includes(extension)) {
    const { extractText } = await import('./text-extract');
    const text = await file.text();
    if (text.includes('\u0000')) {
      throw new ReaderFileError(`“${name}” is not a text file (it holds binary data).`);
    }
    document = extractText(text, name, extension !== 'txt');
    if (!document.text.trim()) throw new ReaderFileError(`“${name}” has no text.`);
  } else {
    throw new ReaderFileError(
      `“${name}” cannot be opened here: the reader opens PDF, EPUB, .txt and .md files.`,
    );
  }
  if (document.text.length > READER_TEXT_MAX) {
    throw new ReaderFileError(
      `“${name}” has ${document.text.length.toLocaleString('en')} characters of text; the reader keeps up to ${READER_TEXT_MAX.toLocaleString('en')}.`,
    );
  }
  return document;
}
