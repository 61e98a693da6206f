import type { SavedPlanTask } from '@quietdesk/core/api/planner';
import { PRIORITY_LABELS } from './plan-edit';
import { planProgress, progressLabel } from './progress';

interface ExportablePlan {
  goal: string;
  total_estimated_duration: string;
  tasks: readonly SavedPlanTask[];
  engine: { label: string };
  /** YYYY-MM-DD, when the plan leads to an exam. */
  exam_date?: string | null;
}

/** Backslash-escapes what Markdown would otherwise read as emphasis, links, HTML or code. */
export function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]<>|])/g, '\\$1');
}

/** One line of text, with any line breaks flattened (list items and headings are one line). */
function inline(text: string): string {
  return escapeMarkdown(text.replace(/\s*\r?\n\s*/g, ' ').trim());
}

const box = (done: boolean) => (done ? '- [x]' : '- [ ]');

/**
 * The plan as a GitHub-flavoured Markdown task list: `- [x]` for done tasks and subtasks, the
 * description indented under its task so it stays part of the list item.
 */
export function planToMarkdown(plan: ExportablePlan): string {
  const progress = planProgress(plan.tasks);
  const lines: string[] = [
    `# ${inline(plan.goal)}`,
    '',
    `- Estimated duration: ${inline(plan.total_estimated_duration)}`,
    ...(plan.exam_date ? [`- Exam: ${plan.exam_date}`] : []),
    `- Progress: ${progressLabel(progress.doneTasks, progress.totalTasks)}`,
    `- Made by: ${inline(plan.engine.label)}`,
    '',
    '## Tasks',
    '',
  ];
  for (const task of plan.tasks) {
    lines.push(
      `${box(task.done)} **${inline(task.title)}** (${inline(task.estimated_duration)}, ${PRIORITY_LABELS[task.priority].toLowerCase()})`,
    );
    const description = task.description.trim();
    if (description) {
      for (const line of description.split(/\r?\n/)) {
        lines.push(line.trim() ? `  ${escapeMarkdown(line.trim())}` : '');
      }
    }
    task.subtasks.forEach((subtask, i) => {
      lines.push(`  ${box(task.subtasks_done[i] === true)} ${inline(subtask)}`);
    });
  }
  lines.push('', '_AI-generated suggestions — check them against your own situation._', '');
  return lines.join('\n');
}
