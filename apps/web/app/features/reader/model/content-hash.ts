// What identifies content the person opened: SHA-256 of a file's bytes, or of a pasted text or
// page with its kind and address. The library reopens the item kept for the same hash instead of
// keeping a copy (docs/decisions/048-reader-files-and-library.md).

const hex = (digest: ArrayBuffer) =>
  Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The hash in hex, or null where the browser offers no Web Crypto (a page served over plain
 * HTTP from another machine): the item is then kept without one, and may be kept twice.
 */
export async function contentHash(data: ArrayBuffer | Uint8Array): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  return hex(await subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>));
}

/** A pasted text or a page: the same words from the same place are the same reading. */
export const readingHash = (kind: string, source: string, text: string) =>
  contentHash(new TextEncoder().encode(`${kind}\n${source}\n${text}`));
