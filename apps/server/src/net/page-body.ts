import { TextDecoder } from 'node:util';

// Content type and character set handling for fetched pages: which media types we read, and how
// bytes become text (BOM, then the header's charset, then <meta charset>, then a UTF-8/Windows-1252
// guess), following the order browsers use.

export type PageKind = 'html' | 'text';

const PAGE_KINDS: Record<string, PageKind> = {
  'text/html': 'html',
  'application/xhtml+xml': 'html',
  'text/plain': 'text',
};

interface MediaType {
  /** "type/subtype" in lower case, or '' when the header is missing. */
  essence: string;
  charset: string | undefined;
}

export function parseContentType(header: string | undefined): MediaType {
  if (!header) return { essence: '', charset: undefined };
  const [essence = '', ...params] = header.split(';');
  let charset: string | undefined;
  for (const param of params) {
    const match = param.match(/^\s*charset\s*=\s*"?([^";\s]+)"?/i);
    if (match) charset = match[1];
  }
  return { essence: essence.trim().toLowerCase(), charset };
}

// Own keys only: a header such as "constructor" must not find Object.prototype's members.
export const pageKindOf = (essence: string): PageKind | undefined =>
  Object.hasOwn(PAGE_KINDS, essence) ? PAGE_KINDS[essence] : undefined;

interface Decoder {
  encoding: string;
  decode(bytes: Uint8Array): string;
}

// Node 20's TextDecoder decodes windows-1252 (also the label for "iso-8859-1" and "latin1") as
// plain Latin-1, so bytes 0x80-0x9F come out as control characters instead of “ ” – — € ….
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';
const windows1252: Decoder = {
  encoding: 'windows-1252',
  decode: (bytes) =>
    Buffer.from(bytes)
      .toString('latin1')
      .replace(/[\x80-\x9f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]!),
};

function decoderFor(label: string | undefined): Decoder | undefined {
  if (!label) return undefined;
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label.trim());
  } catch {
    return undefined; // unknown label: fall through to the next source
  }
  if (decoder.encoding === 'windows-1252') return windows1252;
  // A page cannot really be UTF-16 if its <meta> was readable as ASCII; browsers use UTF-8 then.
  return decoder.encoding.startsWith('utf-16') ? new TextDecoder('utf-8') : decoder;
}

function bomEncoding(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return undefined;
}

/** `<meta charset=x>` or `<meta http-equiv=content-type content="...; charset=x">` near the top. */
function metaCharset(bytes: Uint8Array): string | undefined {
  const head = Buffer.from(bytes.subarray(0, 4096)).toString('latin1');
  for (const tag of head.match(/<meta\b[^>]*>/gi) ?? []) {
    const match = tag.match(/charset\s*=\s*["']?\s*([\w.:-]+)/i);
    if (match) return match[1];
  }
  return undefined;
}

/** Decodes a page body; returns the text and the encoding that was used. */
export function decodeBody(
  bytes: Uint8Array,
  headerCharset: string | undefined,
  kind: PageKind,
): { text: string; encoding: string } {
  const bom = bomEncoding(bytes);
  if (bom) {
    // TextDecoder drops the BOM itself.
    return { text: new TextDecoder(bom).decode(bytes), encoding: bom };
  }
  const declared =
    decoderFor(headerCharset) ?? (kind === 'html' ? decoderFor(metaCharset(bytes)) : undefined);
  if (declared) return { text: declared.decode(bytes), encoding: declared.encoding };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    // Not valid UTF-8 and nothing declared: the old web's default.
    return { text: windows1252.decode(bytes), encoding: 'windows-1252' };
  }
}
