import { UUID_SOURCE } from '../uuid.ts';

// A node may point somewhere: a web page (http or https only, so an imported or pasted
// `javascript:` or `file:` address can never become a link on the canvas) or an item of the
// person's reader library, written as the reader's own address for it.

export const NODE_LINK_MAX = 2000;
export const NODE_NOTE_MAX = 500;

const READER_ITEM = new RegExp(`^/app/fixation-reader\\?item=(${UUID_SOURCE})$`, 'i');

/** The reader item a link opens, or undefined for a web address. */
export const readerItemOf = (link: string): string | undefined => READER_ITEM.exec(link)?.[1];

export function isNodeLink(value: string): boolean {
  if (value.length > NODE_LINK_MAX) return false;
  if (readerItemOf(value)) return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A typed link made storable: trimmed, a bare host gets https://; undefined when it is not one. */
export function normaliseNodeLink(typed: string): string | undefined {
  const value = typed.trim();
  if (!value) return undefined;
  if (isNodeLink(value)) return value;
  const withScheme = `https://${value}`;
  return !/^[a-z][a-z0-9+.-]*:/i.test(value) && isNodeLink(withScheme) && value.includes('.')
    ? withScheme
    : undefined;
}
