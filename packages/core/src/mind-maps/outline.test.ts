import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import type { StoredMapData } from '../api/mind-maps.ts';
import { toForest, type OutlineItem } from './graph.ts';
import { tidyLayout } from './layout.ts';
import {
  OPML_SOURCE_NAMESPACE,
  OutlineImportError,
  outlineToMap,
  parseMarkdownOutline,
  parseOpml,
  toMarkdownExport,
  toMarkdownOutline,
  toOpml,
} from './outline.ts';

const ODD_LABELS = [
  'Photosynthesis 🌱🔬',
  'שלום עולם (RTL)',
  'مرحبا بالعالم',
  '光合作用と細胞呼吸',
  'He said "quotes" & \'apostrophes\'',
  'a < b > c & <outline text="x"/>',
  '- looks like a list item',
  '# looks like a heading',
  '  leading and trailing spaces  ',
  '1. numbered?',
  '',
  'x'.repeat(200),
];

function sampleMap(): StoredMapData {
  // root → each odd label; the third label gets two children, one of which has a child.
  const nodes = [{ id: 'root', text: 'Biology 🧬', x: 0, y: 0 }];
  const edges: StoredMapData['edges'] = [];
  ODD_LABELS.forEach((text, i) => {
    nodes.push({ id: `k${i}`, text, x: i, y: i });
    edges.push({ id: `r${i}`, source: 'root', target: `k${i}` });
  });
  nodes.push(
    { id: 'g1', text: 'grandchild ✨', x: 0, y: 0 },
    { id: 'g2', text: 'deep', x: 0, y: 0 },
  );
  edges.push({ id: 'x1', source: 'k2', target: 'g1' }, { id: 'x2', source: 'g1', target: 'g2' });
  nodes.push({ id: 'lonely', text: 'second root', x: 0, y: 0 });
  return { nodes, edges };
}

describe('Markdown outline', () => {
  it('round-trips every text and the tree shape, odd text included', () => {
    const map = sampleMap();
    const markdown = toMarkdownOutline(map);
    expect(parseMarkdownOutline(markdown).items).toEqual(toForest(map));
  });

  it('exports one branch only when asked', () => {
    expect(toMarkdownOutline(sampleMap(), 'k2')).toBe(
      '- مرحبا بالعالم\n  - grandchild ✨\n    - deep\n',
    );
  });

  it('reads headings, numbered and starred items, tabs and plain lines, skipping code', () => {
    const parsed = parseMarkdownOutline(
      [
        '# Cell',
        'Intro line',
        '## Parts',
        '* Nucleus',
        '\t+ DNA',
        '1. Membrane',
        '```',
        '- not an item',
        '```',
        '# Energy',
        '- ATP',
      ].join('\r\n'),
    );
    const shape = (items: OutlineItem[]): unknown =>
      items.map((i) => (i.children.length ? { [i.text]: shape(i.children) } : i.text));
    expect(shape(parsed.items)).toEqual([
      { Cell: ['Intro line', { Parts: [{ Nucleus: ['DNA'] }, 'Membrane'] }] },
      { Energy: ['ATP'] },
    ]);
  });

  it('refuses a label over 200 characters, naming its line', () => {
    const markdown = `- ok\n  - fine\n  - ${'y'.repeat(201)}\n`;
    expect(() => parseMarkdownOutline(markdown)).toThrow(OutlineImportError);
    expect(() => parseMarkdownOutline(markdown)).toThrow(/^Line 3: .*201 characters/);
  });
});

describe('OPML', () => {
  it('round-trips every text and the tree shape, odd text included', () => {
    const map = sampleMap();
    const opml = toOpml(map, 'Biology & <more>');
    const parsed = parseOpml(opml);
    expect(parsed.title).toBe('Biology & <more>');
    expect(parsed.items).toEqual(toForest(map));
  });

  it('keeps line breaks and tabs inside a label', () => {
    const map = { nodes: [{ id: 'a', text: 'two\nlines\tand tab', x: 0, y: 0 }], edges: [] };
    expect(parseOpml(toOpml(map, 't')).items[0]!.text).toBe('two\nlines\tand tab');
  });

  it('reads title attributes, single quotes, numeric entities and ignores comments', () => {
    const parsed = parseOpml(
      `<?xml version="1.0"?><opml version="1.0"><body>
        <!-- <outline text="commented"/> -->
        <outline title='From title &#x1F600; &#233;'>
          <outline text="child"></outline>
        </outline>
      </body></opml>`,
    );
    expect(parsed.items).toEqual([
      { text: 'From title 😀 é', children: [{ text: 'child', children: [] }] },
    ]);
  });

  it.each([
    ['not OPML', '<html></html>', /not an OPML file/],
    ['an unclosed outline', '<opml><body><outline text="a">', /ends before/],
    ['a stray close', '<opml><body></outline>', /Line 1: <\/outline> closes nothing/],
    ['an unknown entity', '<opml><body>\n<outline text="&nbsp;"/>', /Line 2: the entity/],
    ['an Object.prototype name', '<opml><body><outline text="&constructor;"/>', /the entity/],
    ['another prototype name', '<opml><body><outline text="&hasOwnProperty;"/>', /the entity/],
    [
      'a long label',
      `<opml><body>\n\n<outline text="${'z'.repeat(201)}"/>`,
      /^Line 3: the label is 201 characters/,
    ],
  ])('refuses %s with a reason', (_label, xml, reason) => {
    expect(() => parseOpml(xml)).toThrow(reason);
  });
});

describe('outlineToMap and tidyLayout', () => {
  it('builds a connected tree laid out balanced around its root, without overlaps', () => {
    const map = outlineToMap(
      parseMarkdownOutline('- A\n  - B\n  - C\n    - D\n  - F\n  - G\n- E\n').items,
    );
    expect(map.nodes.map((n) => n.text)).toEqual(['A', 'B', 'C', 'D', 'F', 'G', 'E']);
    expect(map.edges.map((e) => `${e.source}>${e.target}`)).toEqual([
      'n1>n2',
      'n1>n3',
      'n3>n4',
      'n1>n5',
      'n1>n6',
    ]);
    const at = Object.fromEntries(map.nodes.map((n) => [n.text, n]));
    expect(at.A).toMatchObject({ x: 0, y: 0 });
    // Four branches: the first two on the right, the others on the left, each side centred.
    expect(at.B!.x).toBeGreaterThan(at.A!.x);
    expect(at.C!.x).toBe(at.B!.x);
    expect(at.D!.x).toBeGreaterThan(at.C!.x);
    expect(at.F!.x).toBeLessThan(at.A!.x);
    expect(at.G!.x).toBe(at.F!.x);
    expect(at.B!.y).toBeLessThan(at.C!.y);
    expect(at.F!.y).toBeLessThan(at.G!.y);
    expect(at.B!.y + at.C!.y).toBe(0);
    expect(at.F!.y + at.G!.y).toBe(0);
    // A second root goes below the first tree.
    expect(at.E!.y).toBeGreaterThan(Math.max(at.B!.y, at.C!.y, at.D!.y, at.F!.y, at.G!.y));
    const spots = new Set(map.nodes.map((n) => `${n.x},${n.y}`));
    expect(spots.size).toBe(map.nodes.length);
  });

  it('keeps the first root where it was and handles a 5,000-deep chain', () => {
    const nodes = Array.from({ length: 5000 }, (_, i) => ({
      id: `${i}`,
      text: `${i}`,
      x: 0,
      y: 0,
    }));
    const edges = nodes.slice(1).map((n, i) => ({ id: `e${i}`, source: `${i}`, target: n.id }));
    const laid = tidyLayout({ nodes, edges }, { x: 40, y: 70 });
    expect(laid.nodes[0]).toMatchObject({ x: 40, y: 70 });
    expect(laid.nodes[4999]!.x).toBeGreaterThan(laid.nodes[4998]!.x);
  });
});

describe('sources in exports', () => {
  const article = (section?: string) => ({
    kind: 'encyclopedia' as const,
    title: 'Water cycle',
    url: 'https://en.wikipedia.org/wiki/Water_cycle',
    ...(section ? { section } : {}),
  });
  const sourced: StoredMapData = {
    nodes: [
      { id: 'r', text: 'Water cycle', x: 0, y: 0, source: article() },
      { id: 'e', text: 'Evaporation', x: 0, y: 0, source: article('Evaporation') },
      { id: 't', text: 'transpiration & "dew"', x: 0, y: 0, source: article('Evaporation') },
      {
        id: 'h',
        text: 'Hydrology',
        x: 0,
        y: 0,
        source: {
          kind: 'encyclopedia',
          title: 'Hydrology',
          url: 'https://wiki.example.org/wiki/Hydrology',
        },
      },
      { id: 'm', text: 'my own idea', x: 0, y: 0 },
    ],
    edges: [
      { id: 'a', source: 'r', target: 'e' },
      { id: 'b', source: 'e', target: 't' },
      { id: 'c', source: 'r', target: 'h' },
      { id: 'd', source: 'r', target: 'm' },
    ],
  };

  it('credits each article once in Markdown front matter, which import skips', () => {
    const file = toMarkdownExport(sourced);
    const [, front, rest] = /^---\n([\s\S]*?)\n---\n\n([\s\S]*)$/.exec(file) ?? [];
    expect(front).toBeDefined();
    const [key, ...items] = front!.split('\n');
    expect(key).toBe('sources:');
    // Each item a YAML double-quoted scalar, which reads as the JSON string it was written as.
    expect(items.map((line) => JSON.parse(line.replace(/^ {2}- /, '')))).toEqual([
      'Water cycle — Wikipedia, CC BY-SA 4.0, https://en.wikipedia.org/wiki/Water_cycle',
      'Hydrology — wiki.example.org, https://wiki.example.org/wiki/Hydrology',
    ]);
    expect(rest).toBe(toMarkdownOutline(sourced));
    expect(parseMarkdownOutline(file).items.map((i) => i.text)).toEqual(['Water cycle']);
    expect(parseMarkdownOutline(file).items).toEqual(parseMarkdownOutline(rest!).items);
    // A map with no sources is the outline alone.
    expect(toMarkdownExport(sampleMap())).toBe(toMarkdownOutline(sampleMap()));
  });

  it('carries each node’s source in OPML attributes of its own namespace, and the credits in the head', () => {
    const xml = toOpml(sourced, 'Water cycle');
    const doc = new new Window().DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror').length).toBe(0);
    // happy-dom's XML reader does not resolve namespaces (the browser test checks them with
    // Chromium's): here the prefix is read as written and its declaration checked.
    expect(doc.documentElement.getAttribute('xmlns:qd')).toBe(OPML_SOURCE_NAMESPACE);
    const credits = [...doc.getElementsByTagName('qd:credit')];
    expect(credits.map((c) => c.parentElement?.tagName)).toEqual(['head', 'head']);
    expect(credits.map((c) => [c.getAttribute('title'), c.getAttribute('licence')])).toEqual([
      ['Water cycle', 'CC BY-SA 4.0'],
      ['Hydrology', null],
    ]);
    const outlines = [...doc.getElementsByTagName('outline')];
    const byText = (text: string) => outlines.find((o) => o.getAttribute('text') === text)!;
    const dew = byText('transpiration & "dew"');
    expect(dew.getAttribute('qd:kind')).toBe('encyclopedia');
    expect(dew.getAttribute('qd:title')).toBe('Water cycle');
    expect(dew.getAttribute('qd:section')).toBe('Evaporation');
    expect(dew.getAttribute('qd:url')).toBe('https://en.wikipedia.org/wiki/Water_cycle');
    expect(byText('my own idea').getAttribute('qd:kind')).toBeNull();
    // Our own reader still reads it as the same outline.
    expect(parseOpml(xml).items.map((i) => i.text)).toEqual(['Water cycle']);
  });
});

describe('notes and links in outlines', () => {
  const annotated = (): StoredMapData => ({
    nodes: [
      { id: 'r', text: 'Cells', x: 0, y: 0, note: 'Start with the membrane.\nThen the nucleus.' },
      {
        id: 'a',
        text: 'Cell [biology] wall',
        x: 0,
        y: 0,
        link: 'https://en.wikipedia.org/wiki/Cell_(biology)',
        note: 'Plants only & "fungi" <too>',
      },
      {
        id: 'b',
        text: 'My chapter',
        x: 0,
        y: 0,
        link: '/app/fixation-reader?item=8f0b7c1e-2d3a-4b5c-9d8e-7f6a5b4c3d2e',
      },
      { id: 'c', text: '- plain child', x: 0, y: 0 },
    ],
    edges: [
      { id: 'e1', source: 'r', target: 'a' },
      { id: 'e2', source: 'a', target: 'b' },
      { id: 'e3', source: 'r', target: 'c' },
    ],
  });
  const strip = (items: OutlineItem[]): unknown =>
    items.map((i) => ({
      text: i.text,
      note: i.note,
      link: i.link,
      children: strip(i.children),
    }));

  it('Markdown keeps every note and link through a round trip', () => {
    const md = toMarkdownOutline(annotated());
    expect(md).toContain(
      '  - [Cell \\[biology\\] wall](<https://en.wikipedia.org/wiki/Cell_(biology)>)\n    > Plants only',
    );
    expect(md).toContain('- Cells\n  > Start with the membrane.\n  > Then the nucleus.\n');
    expect(strip(parseMarkdownOutline(md).items)).toEqual(strip(toForest(annotated())));
  });

  it('OPML writes _note and type="link" url, and reads them back', () => {
    const opml = toOpml(annotated(), 'Cells');
    expect(opml).toContain(
      '_note="Plants only &amp; &quot;fungi&quot; &lt;too&gt;" type="link" url="https://en.wikipedia.org/wiki/Cell_(biology)"',
    );
    expect(opml).toContain('_note="Start with the membrane.&#10;Then the nucleus."');
    expect(strip(parseOpml(opml).items)).toEqual(strip(toForest(annotated())));
  });

  it('imported notes and links become node fields', () => {
    const map = outlineToMap(parseMarkdownOutline(toMarkdownOutline(annotated())).items);
    expect(map.nodes.map((n) => [n.text, n.note, n.link])).toEqual(
      toForestOrder(annotated()).map((n) => [n.text, n.note, n.link]),
    );
  });

  it('reads notes and links as outliners in the wild write them', () => {
    // Workflowy-style _note; a feed list's htmlUrl; a link that is not http(s) is dropped.
    const parsed = parseOpml(`<?xml version="1.0"?>
<opml version="2.0"><head><title>Reading</title></head><body>
  <outline text="Idea" _note="Remember &quot;this&quot;"/>
  <outline text="Blog" type="rss" xmlUrl="https://example.org/feed" htmlUrl="https://example.org/"/>
  <outline text="Trap" type="link" url="javascript:alert(1)"/>
</body></opml>`);
    expect(parsed.items.map((i) => [i.text, i.note, i.link])).toEqual([
      ['Idea', 'Remember "this"', undefined],
      ['Blog', undefined, 'https://example.org/'],
      ['Trap', undefined, undefined],
    ]);
    const md = parseMarkdownOutline('- [Docs](https://example.org/docs)\n- [Bad](javascript:x)\n');
    expect(md.items.map((i) => [i.text, i.link])).toEqual([
      ['Docs', 'https://example.org/docs'],
      ['[Bad](javascript:x)', undefined],
    ]);
  });

  it('refuses a note over the limit, naming its line', () => {
    expect(() => parseMarkdownOutline(`- a\n  > ${'n'.repeat(501)}\n`)).toThrow(
      /^Line 2: the note/,
    );
  });
});

function toForestOrder(map: StoredMapData) {
  const out: StoredMapData['nodes'] = [];
  const byText = new Map(map.nodes.map((n) => [n.text, n]));
  const walk = (items: OutlineItem[]) =>
    items.forEach((i) => {
      out.push(byText.get(i.text)!);
      walk(i.children);
    });
  walk(toForest(map));
  return out;
}
