import type { ContentSource } from '@quietdesk/core/api/source';
import type { WikiPage } from './mediawiki.ts';

// An encyclopedia article split into its lead and sections, from the plain-text extract with
// `== Heading ==` lines (exsectionformat=wiki). Sections that only point elsewhere (references,
// links, see also) are dropped in every language the cards are made in.

export interface ArticleSection {
  /** '' for the lead. */
  title: string;
  /** 2 for a top-level section, 3 and more for subsections. */
  level: number;
  text: string;
  /** Titles of its subsections (level + 1), in order. */
  subsections: string[];
}

export interface Article {
  title: string;
  revision: number;
  url: string;
  lang: string;
  description?: string;
  lead: string;
  sections: ArticleSection[];
}

const NOT_CONTENT = new Set(
  [
    // en
    'see also',
    'references',
    'notes',
    'external links',
    'further reading',
    'bibliography',
    'sources',
    'citations',
    'footnotes',
    'notes and references',
    // es
    'véase también',
    'referencias',
    'enlaces externos',
    'bibliografía',
    'notas',
    // fr
    'voir aussi',
    'références',
    'liens externes',
    'bibliographie',
    'notes et références',
    // de
    'siehe auch',
    'literatur',
    'weblinks',
    'einzelnachweise',
    'anmerkungen',
    'quellen',
  ].map((t) => t.toLowerCase()),
);

const HEADING = /^(={2,6})\s*(.+?)\s*\1\s*$/;

export function articleFromPage(page: WikiPage): Article {
  const lines = page.extract.replace(/\r\n?/g, '\n').split('\n');
  const sections: ArticleSection[] = [];
  let current: ArticleSection = { title: '', level: 1, text: '', subsections: [] };
  const lead = current;
  const parents: ArticleSection[] = [];
  const body: string[] = [];
  const flush = () => {
    current.text = body
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
    body.length = 0;
  };
  for (const line of lines) {
    const heading = HEADING.exec(line);
    if (!heading) {
      body.push(line);
      continue;
    }
    flush();
    const level = heading[1]!.length;
    current = { title: heading[2]!, level, text: '', subsections: [] };
    while (parents.length && parents[parents.length - 1]!.level >= level) parents.pop();
    parents[parents.length - 1]?.subsections.push(current.title);
    parents.push(current);
    sections.push(current);
  }
  flush();
  // A dropped section takes its subsections with it.
  const kept: ArticleSection[] = [];
  let droppedLevel = Infinity;
  for (const section of sections) {
    if (section.level <= droppedLevel) droppedLevel = Infinity;
    if (droppedLevel !== Infinity) continue;
    if (NOT_CONTENT.has(section.title.toLowerCase())) {
      droppedLevel = section.level;
      continue;
    }
    kept.push(section);
  }
  return {
    title: page.title,
    revision: page.revision,
    url: page.url,
    lang: page.lang,
    description: page.description,
    lead: lead.text,
    sections: kept,
  };
}

/** The source every card or node taken from `article` (and its `section`) carries. */
export function articleSource(article: Article, section?: string): ContentSource {
  return {
    kind: 'encyclopedia',
    title: article.title,
    ...(article.url ? { url: article.url } : {}),
    ...(section ? { section } : {}),
  };
}

/** Lead and sections as text, for a model to use as its material. */
export function articleText(article: Article, maxChars = 24_000): string {
  const parts = [`# ${article.title}`, article.lead];
  for (const s of article.sections) parts.push(`${'#'.repeat(s.level)} ${s.title}`, s.text);
  return parts.filter(Boolean).join('\n\n').slice(0, maxChars);
}
