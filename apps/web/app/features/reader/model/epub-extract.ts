import { unzipSync } from 'fflate';
import { buildDocument, type ExtractedSection, type ReaderDocument } from './document';
import { stem } from './pdf-extract';
import { ReaderFileError } from './reader-file-error';

// An EPUB is a zip: META-INF/container.xml names the OPF package, whose spine lists the XHTML
// chapters in reading order (the EPUB 3.3 container and package sections). Each chapter is read
// with the browser's own DOMParser; nothing in it runs.

const BLOCKS = 'p, h1, h2, h3, h4, h5, h6, li, blockquote, pre, dt, dd, figcaption, td, th';
const decoder = new TextDecoder();

const resolve = (base: string, href: string) => {
  const parts = base.split('/').slice(0, -1);
  for (const part of decodeURIComponent(href.split('#')[0]!).split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
};

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Paragraphs of one XHTML chapter: its block elements, innermost first, in document order. */
function chapterParagraphs(doc: Document): { heading: string; paragraphs: string[] } {
  const body = doc.querySelector('body') ?? doc.documentElement;
  for (const hidden of body.querySelectorAll('script, style, nav[hidden]')) hidden.remove();
  const blocks = [...body.querySelectorAll(BLOCKS)].filter(
    // A <li> holding <p>s is read through its paragraphs, not twice.
    (element) => !element.querySelector(BLOCKS),
  );
  const paragraphs = blocks.length
    ? blocks.map((element) => clean(element.textContent)).filter(Boolean)
    : clean(body.textContent)
      ? [clean(body.textContent)]
      : [];
  const heading = clean(body.querySelector('h1, h2, h3')?.textContent);
  return { heading, paragraphs };
}

export function extractEpub(
  data: Uint8Array,
  fileName: string,
  parser = new DOMParser(),
): ReaderDocument {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(data);
  } catch {
    throw new ReaderFileError(`“${fileName}” could not be read as an EPUB: the file is damaged.`);
  }
  const read = (path: string) => {
    const bytes = files[path];
    return bytes ? decoder.decode(bytes) : undefined;
  };
  const parse = (text: string, type: DOMParserSupportedType) => parser.parseFromString(text, type);

  const container = read('META-INF/container.xml');
  const opfPath = container
    ? parse(container, 'application/xml').querySelector('rootfile')?.getAttribute('full-path')
    : undefined;
  const opfText = opfPath ? read(opfPath) : undefined;
  if (!opfPath || !opfText) {
    throw new ReaderFileError(
      `“${fileName}” is not an EPUB book: it has no package file (META-INF/container.xml).`,
    );
  }
  const opf = parse(opfText, 'application/xml');
  const manifest = new Map<string, { href: string; type: string }>();
  for (const item of opf.querySelectorAll('manifest > item')) {
    manifest.set(item.getAttribute('id') ?? '', {
      href: item.getAttribute('href') ?? '',
      type: item.getAttribute('media-type') ?? '',
    });
  }
  const sections: ExtractedSection[] = [];
  for (const ref of opf.querySelectorAll('spine > itemref')) {
    const entry = manifest.get(ref.getAttribute('idref') ?? '');
    if (!entry || !/html/.test(entry.type)) continue;
    const source = read(resolve(opfPath, entry.href));
    if (!source) continue;
    const type = entry.type === 'text/html' ? 'text/html' : 'application/xhtml+xml';
    let doc = parse(source, type);
    // Not well-formed XHTML (common in older books): read it as HTML instead.
    if (doc.querySelector('parsererror')) doc = parse(source, 'text/html');
    const { heading, paragraphs } = chapterParagraphs(doc);
    if (!paragraphs.length) continue;
    sections.push({ label: heading || `Chapter ${sections.length + 1}`, paragraphs });
  }
  if (!sections.length) {
    throw new ReaderFileError(`“${fileName}” has no chapters with text to read.`);
  }
  const title = clean(
    [...opf.getElementsByTagName('*')].find((el) => el.localName === 'title')?.textContent,
  );
  return buildDocument(
    { title: title || stem(fileName), kind: 'epub', source: fileName },
    sections,
  );
}
