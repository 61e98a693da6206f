/** A file name from a map title: letters, digits (any script), dashes. */
export function fileNameFor(title: string, extension: string): string {
  const base = title
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'mind-map'}.${extension}`;
}
