import type { QuizCard } from './quiz';

// A mind-map branch arrives as an indented Markdown outline ("- label" lines, two spaces a
// level). Cards are made from its shape only: for each idea with children, "What comes under
// X?" with the children as the answer. Nothing is invented beyond the person's own labels.

interface OutlineNode {
  label: string;
  children: OutlineNode[];
}

function parseOutline(text: string): OutlineNode[] {
  const roots: OutlineNode[] = [];
  const stack: { depth: number; node: OutlineNode }[] = [];
  for (const line of text.split(/\r?\n/)) {
    const match = /^(\s*)[-*+]\s+(.*\S)\s*$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.replace(/\t/g, '  ').length;
    const node: OutlineNode = { label: match[2]!, children: [] };
    while (stack.length && stack[stack.length - 1]!.depth >= depth) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) parent.node.children.push(node);
    else roots.push(node);
    stack.push({ depth, node });
  }
  return roots;
}

export function cardsFromOutline(text: string, limit = 50): QuizCard[] {
  const cards: QuizCard[] = [];
  const visit = (node: OutlineNode) => {
    if (node.children.length > 0 && cards.length < limit) {
      cards.push({
        question: `What comes under “${node.label}”?`,
        answer: node.children.map((c) => c.label).join('\n'),
      });
    }
    node.children.forEach(visit);
  };
  parseOutline(text).forEach(visit);
  return cards;
}
