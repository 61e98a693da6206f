import matter from 'gray-matter';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Tests run from the repository root or from apps/web.
const contentDir = ['apps/web/content/blog', 'content/blog']
  .map((dir) => path.resolve(process.cwd(), dir))
  .find((dir) => existsSync(dir))!;
const BLOG_SLUGS = readdirSync(contentDir)
  .filter((file) => file.endsWith('.md'))
  .map((file) => file.slice(0, -3));
const read = (slug: string) => matter(readFileSync(path.join(contentDir, `${slug}.md`), 'utf8'));

/** Words a reader reads: tokens with a letter or digit (Markdown marks like "##" and "-" are not). */
const words = (markdown: string) =>
  markdown.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;

describe('blog articles', () => {
  for (const slug of BLOG_SLUGS) {
    it(`${slug} is a 700-1,200 word read with search-friendly front matter`, () => {
      const { data, content } = read(slug);
      expect(words(content)).toBeGreaterThanOrEqual(700);
      expect(words(content)).toBeLessThanOrEqual(1200);
      // Article headline (structured data) and search-result snippet lengths.
      expect(String(data.title).length).toBeLessThanOrEqual(110);
      expect(String(data.excerpt).length).toBeGreaterThanOrEqual(50);
      expect(String(data.excerpt).length).toBeLessThanOrEqual(220);
      // Sections a reader can skim.
      expect(content.match(/^## /gm)?.length ?? 0).toBeGreaterThanOrEqual(4);
    });
  }

  it('make no speed or medical promises the product cannot keep', () => {
    for (const slug of BLOG_SLUGS) {
      const { content } = read(slug);
      expect(content, slug).not.toMatch(
        /\d+\s*(WPM|words per minute)|cures?\b|treats? (ADHD|dyslexia)/i,
      );
    }
  });
});
