import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { extractEpub } from './epub-extract';
import { ReaderFileError } from './reader-file-error';

const container = `<?xml version="1.0"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>`;

const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Cells and Energy</dc:title></metadata>
  <manifest>
    <item id="c2" href="text/ch2.xhtml" media-type="application/xhtml+xml"/>
    <item id="c1" href="text/ch1.xhtml" media-type="application/xhtml+xml"/>
    <item id="css" href="style.css" media-type="text/css"/>
  </manifest>
  <spine><itemref idref="c1"/><itemref idref="c2"/></spine>
</package>`;

const chapter = (title: string, body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml"><head><title>${title}</title><style>p{}</style></head>
<body><h1>${title}</h1>${body}<script>alert(1)</script></body></html>`;

function makeEpub(files: Record<string, string>) {
  return zipSync({
    mimetype: strToU8('application/epub+zip'),
    'META-INF/container.xml': strToU8(container),
    ...Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])),
  });
}

describe('EPUB chapters', () => {
  it('reads the spine in order (not the manifest order), one paragraph per block', () => {
    const bytes = makeEpub({
      'OEBPS/content.opf': opf,
      'OEBPS/text/ch1.xhtml': chapter(
        'The Cell',
        '<p>Cells are the\n  unit of life.</p><ul><li><p>Membrane</p></li><li>Nucleus</li></ul>',
      ),
      'OEBPS/text/ch2.xhtml': chapter('Energy', '<p>Mitochondria make <em>ATP</em>.</p>'),
    });
    const doc = extractEpub(bytes, 'cells.epub');
    expect(doc.title).toBe('Cells and Energy');
    expect(doc.text.split('\n\n')).toEqual([
      'The Cell',
      'Cells are the unit of life.',
      'Membrane',
      'Nucleus',
      'Energy',
      'Mitochondria make ATP.',
    ]);
    expect(doc.sections).toEqual([
      { label: 'The Cell', start: 0 },
      { label: 'Energy', start: doc.text.indexOf('Energy') },
    ]);
    expect(doc.text).not.toContain('alert');
  });

  it('says what is wrong with a file that is not an EPUB', () => {
    expect(() => extractEpub(new Uint8Array([1, 2, 3]), 'x.epub')).toThrow(ReaderFileError);
    expect(() => extractEpub(zipSync({ a: strToU8('b') }), 'notes.epub')).toThrow(
      /“notes.epub” is not an EPUB book/,
    );
  });

  it('reads a real EPUB (Alice’s Adventures in Wonderland, from epub.js’s test fixtures)', () => {
    const bytes = new Uint8Array(readFileSync(`${import.meta.dirname}/fixtures/alice.epub`));
    const doc = extractEpub(bytes, 'alice.epub');
    expect(doc.title).toMatch(/Alice/);
    expect(doc.sections.length).toBeGreaterThan(5);
    expect(doc.text).toContain('Alice was beginning to get very tired of sitting by her sister');
    const down = doc.sections.find((s) => /Rabbit-Hole/i.test(s.label));
    expect(down).toBeDefined();
  });
});
