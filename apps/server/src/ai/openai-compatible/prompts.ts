import type { PlanDetails } from '@quietdesk/core/api/planner';
import type { MindMapData } from '@quietdesk/core/api/ai';
import type { ExpandHints } from '../provider.ts';
import { PLAN_TASKS_MAX } from '@quietdesk/core/api/planner';

// Prompts for a chat model. Each names the exact JSON shape, because many local servers only
// support `response_format: json_object` (valid JSON, any shape): the shape comes from here and
// is enforced by zod afterwards.

export const SYSTEM_PROMPT =
  'You are the planning and study assistant of Quietdesk, a focus app. Answer with one JSON object only: no prose, no Markdown fences. Never invent facts you are unsure of; prefer general, verifiable statements.';

export function planPrompt(goal: string, now: Date, details?: PlanDetails): string {
  const known = [
    details?.items?.length
      ? `The person's own topics, sections or milestones, in order: ${JSON.stringify(details.items)}. Give each its own task; add a due_date (YYYY-MM-DD) to every task, from today to the deadline, with spaced review, practice testing and a buffer before the deadline.`
      : '',
    details?.hoursPerDay ? `They can give it ${details.hoursPerDay} hours a day.` : '',
  ].filter(Boolean);
  return [
    `Today is ${now.toISOString().slice(0, 10)}. Turn this goal into a practical plan.`,
    `Goal: ${JSON.stringify(goal)}`,
    ...known,
    'Answer with JSON of exactly this shape:',
    '{"goal": string (the goal as given), "total_estimated_duration": string (e.g. "3 weeks"), "tasks": [{"title": string, "description": string, "estimated_duration": string (e.g. "2 days"), "priority": "high" | "medium" | "low", "due_date"?: string (YYYY-MM-DD), "subtasks": string[]}]}',
    `Rules: 4 to 12 tasks in the order to do them (never more than ${PLAN_TASKS_MAX}); 2 to 4 concrete subtasks each; if the goal names a deadline, the task durations must add up to no more than it; durations are a number and a unit (hours, days or weeks); no duplicate titles.`,
  ].join('\n');
}

export function mindMapPrompt(topic: string): string {
  return [
    'Create a mind map about this topic.',
    `Topic: ${JSON.stringify(topic)}`,
    'Answer with JSON of exactly this shape:',
    '{"title": string, "description": string (one sentence), "tags": string[] (up to 5), "map_data": {"nodes": [{"id": string, "text": string (at most 60 characters), "x": number, "y": number}], "edges": [{"id": string, "source": node id, "target": node id}]}}',
    'Rules: one central node with id "root" at x 0, y 0; 4 to 6 main branches, each with 2 to 3 children; 12 to 25 nodes in all; lay nodes out left to right about 300 apart in x and 80 apart in y; every edge connects existing node ids.',
  ].join('\n');
}

export function expandPrompt(map: MindMapData, nodeId: string, hints?: ExpandHints): string {
  const node = map.nodes.find((n) => n.id === nodeId);
  return [
    'Suggest new ideas that branch from one node of a mind map.',
    `Node to expand: ${JSON.stringify(node?.text ?? '')}`,
    ...(hints
      ? [
          `Path from the central topic to that node: ${JSON.stringify(hints.path)}`,
          `Its siblings (do not repeat them): ${JSON.stringify(hints.siblings.slice(0, 60))}`,
        ]
      : []),
    `Other nodes (for context, do not repeat them): ${JSON.stringify(map.nodes.slice(0, 60).map((n) => n.text))}`,
    'Answer with JSON of exactly this shape: {"ideas": string[]} with 3 to 5 short ideas (at most 60 characters each).',
  ].join('\n');
}

export function flashcardsFromTopicPrompt(topic: string, count: number): string {
  return [
    `Write ${count} study flashcards about this topic.`,
    `Topic: ${JSON.stringify(topic)}`,
    'Answer with JSON of exactly this shape: {"cards": [{"question": string, "answer": string}]}',
    'Rules: each question asks one thing; answers are short and correct; no duplicates.',
  ].join('\n');
}

export function flashcardsFromNotesPrompt(notes: string, count: number): string {
  return [
    `Write up to ${count} study flashcards using ONLY facts stated in these notes.`,
    'Notes:',
    '"""',
    notes,
    '"""',
    'Answer with JSON of exactly this shape: {"cards": [{"question": string, "answer": string}]}',
  ].join('\n');
}

export function flashcardsFromArticlePrompt(
  material: string,
  sections: string[],
  count: number,
): string {
  return [
    `Write up to ${count} study flashcards using ONLY facts stated in this encyclopedia article.`,
    'For each card, name the section of the article its answer comes from, written exactly as one of these headings, or "" for the opening paragraphs:',
    JSON.stringify(sections),
    'Article:',
    '"""',
    material,
    '"""',
    'Answer with JSON of exactly this shape: {"cards": [{"question": string, "answer": string, "section": string}]}',
  ].join('\n');
}
