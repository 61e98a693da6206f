import type { QuizCard } from './quiz';

// A mind-map branch arrives as an indented Markdown outline ("- label" lines, two spaces a
// level). Cards are made from its shape only: for each idea with children, "What comes under
// X?" with the children as the answer. Nothing is invented beyond the person's own labels.
// When the map sent its nodes' ids (one per item line, in order), each card remembers its node.

interface OutlineNode {
  label: string;
  /** The item's place among the outline's item lines ("- " lines, labelled or not). */
  item: number;
  children: OutlineNode[];
}

function parseOutline(text: string): OutlineNode[] {
  const roots: OutlineNode[] = [];
  const stack: { depth: number; node: OutlineNode }[] = [];
  let item = -1;
  for (const line of text.split(/\r?\n/)) {
    if (/^\s*[-*+](\s|$)/.test(line)) item += 1;
    const match = /^(\s*)[-*+]\s+(.*\S)\s*$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.replace(/\t/g, '  ').length;
    const node: OutlineNode = { label: match[2]!, item, children: [] };
    while (stack.length && stack[stack.length - 1]!.depth >= depth) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) parent.node.children.push(node);
    else roots.push(node);
    stack.push({ depth, node });
  }
  return roots;
}

export function cardsFromOutline(
  text: string,
  map?: { id: string; nodeIds: readonly string[] },
  limit = 50,
): QuizCard[] {
  const cards: QuizCard[] = [];
  const visit = (node: OutlineNode) => {
    if (node.children.length > 0 && cards.length < limit) {
      const nodeId = map?.nodeIds[node.item];
      cards.push({
        question: `What comes under “${node.label}”?`,
        answer: node.children.map((c) => c.label).join('\n'),
        ...(map && nodeId ? { mapNode: { map_id: map.id, node_id: nodeId } } : {}),
      });
    }
    node.children.forEach(visit);
  };
  parseOutline(text).forEach(visit);
  return cards;
}
