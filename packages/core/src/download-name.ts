/**
 * The one rule for a download's file name, made from what the person called the thing (a map's
 * title, a deck's title, a plan's goal): letters and digits of any script kept as written, every
 * other run of characters one dash, at most 80 characters, never empty. "日本語の文法" stays
 * "日本語の文法.md" rather than falling back to a generic name; "Café: crème brûlée!" becomes
 * "Café-crème-brûlée".
 */
export function downloadName(title: string, extension: string, fallback: string): string {
  const slug = Array.from(
    title
      .normalize('NFKC')
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, ''),
  )
    .slice(0, 80)
    .join('')
    .replace(/-+$/, '');
  return `${slug || fallback}.${extension}`;
}

/**
 * A Content-Disposition value for `name` (RFC 6266): the UTF-8 name for every current browser and
 * an ASCII approximation (accents dropped) for clients that read only `filename`.
 */
export function attachmentDisposition(name: string): string {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot) : '';
  const ascii =
    name
      .slice(0, dot > 0 ? dot : undefined)
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '')
      .replace(/^-+|-+$/g, '') || 'download';
  return `attachment; filename="${ascii}${extension}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
