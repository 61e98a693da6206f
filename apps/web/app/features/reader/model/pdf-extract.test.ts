// @vitest-environment node
import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { extractPdf, SCANNED_PDF_MESSAGE, type PdfLib } from './pdf-extract';
import { ReaderFileError } from './reader-file-error';

// Fixtures made here with pdf-lib and read back with pdf.js itself: the same code path as the
// browser, so what is tested is what a person gets from a real PDF's text layer.

const lib = pdfjs as unknown as PdfLib;

async function makePdf(draw: (doc: PDFDocument, font: PDFFont) => void | Promise<void>) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  await draw(doc, font);
  return doc.save();
}

function lines(page: PDFPage, font: PDFFont, x: number, top: number, texts: string[], gap = 14) {
  texts.forEach((text, i) => page.drawText(text, { x, y: top - i * gap, size: 11, font }));
}

const read = async (bytes: Uint8Array, name = 'notes.pdf') => extractPdf(lib, bytes, name);
const paragraphsOf = (text: string) => text.split('\n\n');

describe('PDF text in reading order', () => {
  it('reads a two-column page column by column, with its title first', async () => {
    const bytes = await makePdf((doc, font) => {
      const page = doc.addPage([612, 792]);
      page.drawText('Cell Biology: An Overview of the Whole Cell', {
        x: 120,
        y: 740,
        size: 16,
        font,
      });
      lines(page, font, 54, 700, [
        'Left one: the cell is the basic',
        'unit of life in all organisms.',
        'It has a membrane around it.',
      ]);
      lines(page, font, 320, 700, [
        'Right one: the nucleus holds the',
        'genetic material of the cell in',
        'most eukaryotic organisms.',
      ]);
    });
    const doc = await read(bytes);
    expect(paragraphsOf(doc.text)).toEqual([
      'Cell Biology: An Overview of the Whole Cell',
      'Left one: the cell is the basic unit of life in all organisms. It has a membrane around it.',
      'Right one: the nucleus holds the genetic material of the cell in most eukaryotic organisms.',
    ]);
    expect(doc.sections).toEqual([{ label: 'Page 1', start: 0 }]);
  });

  it('joins a word hyphenated at a line end, and keeps the hyphen before a capital', async () => {
    const bytes = await makePdf((doc, font) => {
      const page = doc.addPage([612, 792]);
      lines(page, font, 54, 700, [
        'Plants make sugar by photo-',
        'synthesis in their leaves. The Self-',
        'Assessment at the end of the chap-',
        'ter checks it.',
      ]);
    });
    const doc = await read(bytes);
    expect(doc.text).toBe(
      'Plants make sugar by photosynthesis in their leaves. The Self-Assessment at the end of the chapter checks it.',
    );
  });

  it('leaves out running headers and page numbers that repeat on every page', async () => {
    const bytes = await makePdf((doc, font) => {
      for (let n = 1; n <= 4; n += 1) {
        const page = doc.addPage([612, 792]);
        page.drawText('Introduction to Ecology · Chapter 2', { x: 54, y: 760, size: 9, font });
        lines(page, font, 54, 700, [`Body text of page ${n} about food webs.`]);
        page.drawText(String(n + 10), { x: 300, y: 30, size: 9, font });
      }
    });
    const doc = await read(bytes);
    expect(paragraphsOf(doc.text)).toEqual(
      [1, 2, 3, 4].map((n) => `Body text of page ${n} about food webs.`),
    );
    expect(doc.sections.map((s) => s.label)).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4']);
  });

  it('keeps an image-only page as an empty page, and refuses a wholly scanned file', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const mixed = await makePdf(async (doc, font) => {
      lines(doc.addPage([612, 792]), font, 54, 700, ['A page with words on it.']);
      const scan = doc.addPage([612, 792]);
      scan.drawImage(await doc.embedPng(png), { x: 0, y: 0, width: 612, height: 792 });
      lines(doc.addPage([612, 792]), font, 54, 700, ['Another page with words.']);
    });
    const doc = await read(mixed);
    expect(paragraphsOf(doc.text)).toEqual([
      'A page with words on it.',
      'Another page with words.',
    ]);
    // Page 2 is there, empty: it starts where page 3 does.
    expect(doc.sections).toEqual([
      { label: 'Page 1', start: 0 },
      { label: 'Page 2', start: doc.text.indexOf('Another') },
      { label: 'Page 3', start: doc.text.indexOf('Another') },
    ]);

    const scanned = await makePdf(async (doc) => {
      const page = doc.addPage([612, 792]);
      page.drawImage(await doc.embedPng(png), { x: 0, y: 0, width: 612, height: 792 });
    });
    await expect(read(scanned)).rejects.toThrow(SCANNED_PDF_MESSAGE);
  });

  it('says a broken file is broken', async () => {
    const error = await read(new TextEncoder().encode('%PDF-1.7 not really'), 'broken.pdf').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ReaderFileError);
    expect((error as Error).message).toMatch(/“broken.pdf” could not be read as a PDF/);
  });
});

describe('a real PDF (IRS Form 1040-V, 2013, made with Adobe LiveCycle Designer)', () => {
  it('reads its two columns in order, one paragraph per item, before the voucher under them', async () => {
    const bytes = new Uint8Array(
      readFileSync(new URL('./fixtures/irs-form-1040-v-2013.pdf', import.meta.url)),
    );
    const doc = await read(bytes, 'f1040v.pdf');
    const paragraphs = paragraphsOf(doc.text);
    const at = (start: string) => paragraphs.findIndex((p) => p.startsWith(start));
    expect(paragraphs).toContain(
      'What Is Form 1040-V It is a statement you send with your check or money order for any balance due on the “Amount you owe” line of your 2013 Form 1040, Form 1040A, or Form 1040EZ.',
    );
    expect(paragraphs).toContain(
      '• Make your check or money order payable to “United States Treasury.” Do not send cash.',
    );
    // Left column, then right column, then the voucher below both.
    expect(at('What Is Form 1040-V')).toBeLessThan(at('How To Fill In Form 1040-V'));
    expect(at('How To Fill In Form 1040-V')).toBeLessThan(at('How To Prepare Your Payment'));
    expect(at('How To Prepare Your Payment')).toBeLessThan(at('Detach Here'));
  });
});
