import { buildDocument, type ExtractedSection, type ReaderDocument } from './document';
import { stem } from './pdf-extract';

/**
 * Plain text and Markdown: paragraphs are separated by blank lines; single line breaks inside a
 * paragraph are joined. In Markdown, `#` headings start sections and the marks of emphasis,
 * links and code are dropped so the words read cleanly.
 */
export function extractText(source: string, fileName: string, markdown: boolean): ReaderDocument {
  const sections: ExtractedSection[] = [{ label: markdown ? 'Start' : 'Text', paragraphs: [] }];
  const blocks = source.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  let title = '';
  for (const block of blocks) {
    const heading = markdown ? /^#{1,6}\s+(.+)$/m.exec(block.trim()) : null;
    if (heading && block.trim().split('\n').length === 1) {
      const label = plain(heading[1]!);
      title ||= label;
      const current = sections[sections.length - 1]!;
      if (current.paragraphs.length === 0 && sections.length === 1) current.label = label;
      else sections.push({ label, paragraphs: [] });
      continue;
    }
    const text = (markdown ? plain(block) : block).replace(/\s*\n\s*/g, ' ').trim();
    if (text) sections[sections.length - 1]!.paragraphs.push(text);
  }
  return buildDocument(
    { title: title || stem(fileName), kind: markdown ? 'markdown' : 'text', source: fileName },
    sections.filter((section) => section.paragraphs.length > 0),
  );
}

function plain(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(?:[-*+]|\d+\.)\s+/gm, '')
    .replace(/^\s{0,3}>\s?/gm, '')
    .replace(/(\*\*|__|\*|_|`)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/^#{1,6}\s+/gm, '');
}
