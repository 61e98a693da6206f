import { describe, expect, it } from 'vitest';
import { extractArticle, MAX_DEPTH } from './extract-article.ts';

const paragraph = (text: string) =>
  `<p>${text} ${'Filler words keep Readability interested. '.repeat(8)}</p>`;

const articlePage = `<!doctype html><html><head><title>Slow Reading</title></head><body>
  <nav><a href="/">Home</a> <a href="/about">About</a></nav>
  <article>
    <h1>Slow Reading</h1>
    ${paragraph('First paragraph.')}
    <p>Line one<br>line two ${'and more words to make it long. '.repeat(6)}</p>
    <script>document.write('not text')</script>
    ${paragraph('Third &lt;script&gt; paragraph.')}
  </article>
  <footer>Copyright</footer>
</body></html>`;

describe('extractArticle', () => {
  it('returns the title first and paragraphs separated by blank lines', () => {
    const result = extractArticle(articlePage);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.title).toBe('Slow Reading');
    const paragraphs = result.text.split('\n\n');
    expect(paragraphs[0]).toBe('Slow Reading'); // said once, not twice
    expect(paragraphs[1]).toMatch(/^First paragraph\. Filler/);
    expect(paragraphs[2]).toMatch(/^Line one\nline two and more/);
    expect(paragraphs[3]).toMatch(/^Third <script> paragraph\./);
    expect(result.text).not.toContain('not text');
    expect(result.text).not.toContain('Copyright');
    expect(result.text).not.toMatch(/ {2}/);
  });

  it('does not repeat the heading when the page title differs from it', () => {
    // As on news, blog and encyclopedia pages: the <title> carries the site's name, the heading
    // is not an <h1> (so Readability keeps it), a byline or a site line comes first.
    const pages = [
      `<html><head><title>Why cities flood | The Daily</title></head><body><article><h3>Why Cities Flood</h3>${paragraph('Rain.')}${paragraph('Drains.')}</article></body></html>`,
      `<html><head><title>Star’s new home: photos</title></head><body><article><p>By Ann Lee, 4/26/2015</p><h3>Star's New Home — Photos</h3>${paragraph('House.')}${paragraph('Garden.')}</article></body></html>`,
      `<html><head><title>Mozilla - Wikipedia</title></head><body><div id="content"><div id="bodyContent"><p>From Wikipedia, the free encyclopedia</p><p class="heading"><b>Mozilla</b></p>${paragraph('<b>Mozilla</b> is a free software community.')}${paragraph('Foundation.')}</div></div></body></html>`,
    ];
    const norm = (text: string) =>
      text
        .toLowerCase()
        .replace(/[^a-z]+/g, ' ')
        .trim();
    for (const page of pages) {
      const result = extractArticle(page);
      expect(result.ok).toBe(true);
      if (!result.ok) continue;
      const heading = norm(
        page.match(/<(?:h3|p class="heading")>(.*?)<\/(?:h3|p)>/)![1]!.replace(/<[^>]+>/g, ''),
      );
      const lead = result.text.split('\n\n').slice(0, 4);
      const headingLike = lead.filter((p) => norm(p).startsWith(heading) && p.length < 60);
      expect(headingLike, lead.join(' | ')).toHaveLength(1);
    }
  });

  it('separates table cells', () => {
    const page = `<html><head><title>Capitals</title></head><body><article>${paragraph('Intro.')}
      <table><tr><th>Country</th><th>Capital</th></tr><tr><td>France</td><td>Paris</td></tr>
      <tr><td><b>Japan</b></td><td>Tokyo</td></tr></table>${paragraph('Outro.')}</article></body></html>`;
    const result = extractArticle(page);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.text).not.toContain('FranceParis');
    expect(result.text).toContain('Country · Capital\n\nFrance · Paris\n\nJapan · Tokyo');
  });

  it('puts the title first when the article does not start with it', () => {
    const page = `<html><head><title>Notes</title></head><body><div>${paragraph('Body.')}${paragraph('More.')}</div></body></html>`;
    const result = extractArticle(page);
    expect(result.ok && result.text.startsWith('Notes\n\nBody. Filler')).toBe(true);
  });

  it('keeps line breaks inside <pre>', () => {
    const page = `<html><head><title>Code</title></head><body><article>${paragraph('Intro.')}<pre>a  b\n  c</pre>${paragraph('Outro.')}</article></body></html>`;
    const result = extractArticle(page);
    expect(result.ok && result.text).toContain('a  b\n  c');
  });

  it('refuses pages over the element cap, before and after parsing', () => {
    const many = `<html><body>${'<span>x</span>'.repeat(1_001)}</body></html>`;
    expect(extractArticle(many, 1_000)).toEqual({ ok: false, reason: 'too-many-elements' });
    const huge = `<html><body>${'<i>'.repeat(5_000)}</body></html>`;
    expect(extractArticle(huge, 1_000)).toEqual({ ok: false, reason: 'too-many-elements' });
    expect(extractArticle(`<html><body>${paragraph('ok')}</body></html>`, 1_000).ok).toBe(true);
  });

  it('refuses deep nesting instead of overflowing the stack', () => {
    const deep = `<html><body>${'<div>'.repeat(MAX_DEPTH + 10)}${paragraph('deep')}${'</div>'.repeat(MAX_DEPTH + 10)}</body></html>`;
    expect(extractArticle(deep)).toEqual({ ok: false, reason: 'too-deep' });
  });

  it('says when there is no text', () => {
    expect(
      extractArticle('<html><head><title>Empty</title></head><body><img src=x></body></html>'),
    ).toEqual({
      ok: false,
      reason: 'empty',
    });
  });
});
