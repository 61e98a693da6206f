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

/** Spaces and other white space inside an address, written as the %XX a browser would send. */
const encodeSpaces = (value: string) => value.replace(/\s/g, (c) => encodeURIComponent(c));

/**
 * A typed or sent link made storable: trimmed, white space inside it percent-encoded (a host
 * cannot hold any, so such a link is refused), a bare host ("example.org/x") given https://;
 * undefined when it is not a link a node may hold.
 */
export function normaliseNodeLink(typed: string): string | undefined {
  const value = encodeSpaces(typed.trim());
  if (!value) return undefined;
  if (isNodeLink(value)) return value;
  const withScheme = `https://${value}`;
  return !/^[a-z][a-z0-9+.-]*:/i.test(value) && isNodeLink(withScheme) && value.includes('.')
    ? withScheme
    : undefined;
}
