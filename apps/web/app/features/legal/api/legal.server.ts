// Build-time only: legal documents are markdown rendered to static HTML files.
import matter from 'gray-matter';
import { marked } from 'marked';

interface LegalDocument {
  title: string;
  description: string;
  updated: string;
  html: string;
}

const sources = import.meta.glob<string>('/content/legal/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const LEGAL_FILES = {
  '/privacy-policy.html': 'privacy-policy',
  '/terms-of-service.html': 'terms-of-service',
  '/cookie-policy.html': 'cookie-policy',
} as const;

export function getLegalDocument(pathname: string): LegalDocument | undefined {
  const name = LEGAL_FILES[pathname as keyof typeof LEGAL_FILES];
  const source = name && sources[`/content/legal/${name}.md`];
  if (!source) return undefined;
  const { data, content } = matter(source);
  const updated =
    data.updated instanceof Date ? data.updated.toISOString().slice(0, 10) : String(data.updated);
  return {
    title: String(data.title),
    description: String(data.description),
    updated,
    html: marked.parse(content, { async: false }),
  };
}
