import { dateFormat } from '~/lib/date-format';

export interface PostSummary {
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date (YYYY-MM-DD). */
  published: string;
  /** ISO date; equals published when never revised. */
  modified: string;
}

export interface Post extends PostSummary {
  /** Article body rendered to HTML at build time. */
  html: string;
  wordCount: number;
}

export function formatPostDate(iso: string): string {
  return dateFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/** Minutes to read at about 220 words a minute, at least one. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / 220));
}
