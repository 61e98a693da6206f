import { describe, expect, it } from 'vitest';
import { escapeHtml, renderHtml } from './html.ts';
import { tokenize } from './tokenize.ts';

// What a browser would show: strip our two tags, then decode the five entities we emit.
function textContent(html: string): string {
  return html
    .replace(/<\/?b>/g, '')
    .replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
    );
}

describe('renderHtml', () => {
  it('wraps the bold part of each word in <b> and keeps the rest as text', () => {
    expect(renderHtml(tokenize('Hello, world!', 0.4))).toBe('<b>He</b>llo, <b>wo</b>rld!');
  });

  it('keeps newlines and spaces as they are (for a pre-wrap container)', () => {
    expect(renderHtml(tokenize('one\n\ntwo  three', 0.4))).toBe(
      '<b>on</b>e\n\n<b>tw</b>o  <b>th</b>ree',
    );
  });

  it('escapes a script tag so no raw < from user text survives', () => {
    const html = renderHtml(tokenize('<script>alert(1)</script>', 0.4));
    expect(html).toBe('&lt;<b>scr</b>ipt&gt;<b>al</b>ert(<b>1</b>)&lt;/<b>scr</b>ipt&gt;');
    expect(html.replace(/<\/?b>/g, '')).not.toMatch(/[<>]/);
  });

  it('escapes attribute breakers: no raw " or \' or < from user text survives', () => {
    const attack = `"><img src=x onerror=alert(1)> 'single' don't`;
    const html = renderHtml(tokenize(attack, 0.4));
    const userText = html.replace(/<\/?b>/g, '');
    expect(userText).not.toMatch(/[<>"']/);
    expect(html).toContain('&quot;&gt;&lt;<b>im</b>g');
    expect(html).toContain('<b>do</b>n&#39;t');
    expect(textContent(html)).toBe(attack);
  });

  it('escapes an apostrophe that falls inside the bold part', () => {
    expect(renderHtml(tokenize("l'homme", 0.4))).toBe('<b>l&#39;h</b>omme');
  });

  it('escapes & so existing entities are shown literally, not decoded', () => {
    expect(renderHtml(tokenize('Tom &amp; Jerry &lt;3', 0.4))).toBe(
      '<b>To</b>m &amp;<b>am</b>p; <b>Je</b>rry &amp;<b>l</b>t;<b>3</b>',
    );
  });

  it('renders a word whose bold part is the whole word without an empty tail', () => {
    expect(renderHtml(tokenize('I', 0.4))).toBe('<b>I</b>');
  });

  it('preserves the text content of any mixed input', () => {
    const text = `Ça va? <b>not bold</b> & "quotes" 'single' 日本語\n\t👍🏽 e\u0301`;
    expect(textContent(renderHtml(tokenize(text, 0.55)))).toBe(text);
  });

  it('returns an empty string for no tokens', () => {
    expect(renderHtml([])).toBe('');
  });
});

describe('escapeHtml', () => {
  it('escapes the five special characters and nothing else', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
    expect(escapeHtml('plain text é 日本')).toBe('plain text é 日本');
  });

  it('returns the same string when there is nothing to escape', () => {
    const s = 'nothing here';
    expect(escapeHtml(s)).toBe(s);
  });
});
