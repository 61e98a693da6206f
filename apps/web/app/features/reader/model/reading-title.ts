const TITLE_LENGTH = 80;

/** A pasted text's title in the library: its first line, cut at a word near 80 characters. */
export function titleOf(text: string): string {
  const line = text.trim().split('\n')[0]!.trim().replace(/\s+/g, ' ');
  if (!line) return 'Pasted text';
  if (line.length <= TITLE_LENGTH) return line;
  const cut = line.slice(0, TITLE_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${space > TITLE_LENGTH / 2 ? cut.slice(0, space) : cut}…`;
}
