import type { ReaderKind, ReaderSection } from '@quietdesk/core/api/reader';

/** A page or chapter as extracted: its label and its paragraphs (possibly none: a scanned page). */
export interface ExtractedSection {
  label: string;
  paragraphs: string[];
}

/** What the library stores: the text as paragraphs separated by a blank line, and its sections. */
export interface ReaderDocument {
  title: string;
  kind: ReaderKind;
  source: string;
  text: string;
  sections: ReaderSection[];
}

const PARAGRAPH_BREAK = '\n\n';

/** Joins sections into one text; each section starts where its first paragraph does. */
export function buildDocument(
  meta: Pick<ReaderDocument, 'title' | 'kind' | 'source'>,
  sections: ExtractedSection[],
): ReaderDocument {
  let text = '';
  const starts: ReaderSection[] = [];
  // A section with no text (a scanned page) starts where the next text does.
  let waiting: ReaderSection[] = [];
  for (const section of sections) {
    const paragraphs = section.paragraphs.map((p) => p.trim()).filter(Boolean);
    const entry = { label: section.label.slice(0, 200), start: text.length };
    starts.push(entry);
    if (!paragraphs.length) {
      waiting.push(entry);
      continue;
    }
    if (text) text += PARAGRAPH_BREAK;
    for (const empty of [...waiting, entry]) empty.start = text.length;
    waiting = [];
    text += paragraphs.join(PARAGRAPH_BREAK);
  }
  for (const empty of waiting) empty.start = text.length;
  return { ...meta, text, sections: starts };
}

interface SectionView {
  index: number;
  label: string;
  start: number;
  end: number;
}

/** Sections with their ends; a text without sections is one section. */
export function sectionViews(text: string, sections: ReaderSection[]): SectionView[] {
  if (!sections.length) return [{ index: 0, label: 'Text', start: 0, end: text.length }];
  return sections.map((section, index) => ({
    index,
    label: section.label,
    start: section.start,
    end: sections[index + 1]?.start ?? text.length,
  }));
}

/** The section an offset falls in. */
export function sectionIndexAt(views: SectionView[], offset: number): number {
  let found = 0;
  for (const view of views) {
    if (view.start > offset) break;
    // An empty section (a page with no text) shares its start with the next one.
    if (view.start < view.end || view.start === offset) found = view.index;
  }
  return found;
}

/** A section's paragraphs with their offsets in the whole text. */
export function paragraphsOf(
  text: string,
  view: SectionView,
): Array<{ start: number; text: string }> {
  const out: Array<{ start: number; text: string }> = [];
  const slice = text.slice(view.start, view.end);
  let at = 0;
  for (const part of slice.split(PARAGRAPH_BREAK)) {
    if (part.trim()) out.push({ start: view.start + at, text: part });
    at += part.length + PARAGRAPH_BREAK.length;
  }
  return out;
}
