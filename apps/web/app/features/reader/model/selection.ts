export interface TextSelection {
  start: number;
  end: number;
}

/** The offset in the whole text of a point inside a paragraph rendered with data-start. */
function offsetOf(root: HTMLElement, node: Node, offset: number): number | null {
  const element = node instanceof Element ? node : node.parentElement;
  const paragraph = element?.closest<HTMLElement>('[data-start]');
  if (!paragraph || !root.contains(paragraph)) return null;
  const range = document.createRange();
  range.setStart(paragraph, 0);
  range.setEnd(node, offset);
  return Number(paragraph.dataset.start) + range.toString().length;
}

/**
 * The current selection inside `root` as offsets into the text, trimmed of surrounding space;
 * null when nothing (or nothing of the text) is selected.
 */
export function selectionOffsets(root: HTMLElement, text: string): TextSelection | null {
  const selection = document.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  let start = offsetOf(root, range.startContainer, range.startOffset);
  let end = offsetOf(root, range.endContainer, range.endOffset);
  if (start === null || end === null) return null;
  while (start < end && /\s/.test(text[start]!)) start += 1;
  while (end > start && /\s/.test(text[end - 1]!)) end -= 1;
  return end > start ? { start, end } : null;
}
