import type { GeneratedPlan, PlanDetails, PlanTask } from '@quietdesk/core/api/planner';
import type { GoalAnalysis, GoalKind } from './goal-analysis.ts';

// The plan rebuilt from what only the person knows: their topics or chapters, sections or
// milestones, and the hours a day they have. Each item gets its own dated task across the real
// days to the deadline, with the methods that work, and nothing about the subject is invented:
// - study goals (exams, skills): each item is studied, then reviewed from memory after 1 and
//   about 4 days (spaced retrieval practice); a timed mock exam two days before the date, a day
//   to fix what it showed, and the last day kept light (buffer);
// - writing and research: each section drafted in turn, then a full revision and a buffer day;
// - everything else: each milestone in turn, a check-in halfway, and a buffer before the deadline.

const DAY_MS = 86_400_000;
const STUDY_KINDS = new Set<GoalKind>(['exam', 'skill']);
const WRITING_KINDS = new Set<GoalKind>(['writing', 'research']);

interface Slot {
  title: string;
  description: string;
  subtasks: string[];
  priority: PlanTask['priority'];
  /** First and last day (0 = today). */
  from: number;
  to: number;
  /** Share of each day's hours the task takes (a review is a short session). */
  share?: number;
}

function isoDate(now: Date, offset: number): string {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(start + offset * DAY_MS).toISOString().slice(0, 10);
}

function effort(hoursPerDay: number | undefined, days: number, share = 1): string {
  if (!hoursPerDay) {
    if (share < 1) return '30 minutes';
    return days === 1 ? '1 day' : `${days} days`;
  }
  const hours = Math.round(hoursPerDay * days * share * 4) / 4;
  return hours < 1 ? `${Math.round(hours * 60)} minutes` : `${hours} hour${hours === 1 ? '' : 's'}`;
}

/** Splits days [first, last] into `n` consecutive windows, as even as whole days allow. */
function windows(first: number, last: number, n: number): [number, number][] {
  const span = last - first + 1;
  const out: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const from = first + Math.floor((i * span) / n);
    const to = Math.max(from, first + Math.floor(((i + 1) * span) / n) - 1);
    out.push([Math.min(from, last), Math.min(to, last)]);
  }
  return out;
}

function studySlots(items: string[], last: number): Slot[] {
  // Closing days: mock exam, fixing its gaps, a light last day; fewer when time is short.
  const closing = last >= 6 ? 3 : last >= 3 ? 2 : 0;
  const studyEnd = Math.max(0, last - closing);
  const slots: Slot[] = windows(0, studyEnd, items.length).map(([from, to], i) => ({
    title: `Study ${items[i]}`,
    description: `Work through ${items[i]}, then close your notes and write down what you remember before checking (retrieval practice).`,
    subtasks: [
      `Work through ${items[i]} with your notes and exercises`,
      'Close the notes and recall the key points on a blank page',
      'Check the recall against the notes and mark what you missed',
    ],
    priority: 'high',
    from,
    to,
  }));
  // Spaced review of each item from memory, one and about four days after it was studied.
  const reviews = new Map<number, string[]>();
  slots.forEach((slot, i) => {
    for (const gap of [1, 4]) {
      const day = slot.to + gap;
      if (day <= studyEnd + (closing ? 0 : 1) && day <= last) {
        reviews.set(day, [...(reviews.get(day) ?? []), items[i]!]);
      }
    }
  });
  for (const [day, due] of reviews) {
    slots.push({
      title: `Review ${due.join(', ')} from memory`,
      description:
        'Spaced review: answer questions on these items without notes first, then fill the gaps. Short sessions beat one long reread.',
      subtasks: [
        ...due.slice(0, 3).map((item) => `Recall the key points of ${item} without notes`),
        'Redo what you got wrong',
      ],
      priority: 'medium',
      from: day,
      to: day,
      share: 0.25,
    });
  }
  if (closing >= 2) {
    const mockDay = last - (closing - 1);
    slots.push({
      title: 'Take a timed mock exam',
      description:
        'Sit a past paper or a self-made mock under exam conditions, covering every item, and mark it honestly.',
      subtasks: [
        'Set a timer for the real exam length',
        'Answer without notes',
        'Mark it and list every mistake',
      ],
      priority: 'high',
      from: mockDay,
      to: mockDay,
    });
    if (closing === 3)
      slots.push({
        title: 'Fix the gaps the mock exam showed',
        description: 'Go back to the items behind your mistakes and practise them until solid.',
        subtasks: ['Rework every question you got wrong', 'Recall each weak item once more'],
        priority: 'high',
        from: last - 1,
        to: last - 1,
      });
    slots.push({
      title: 'Buffer: light review and rest',
      description: 'Kept free on purpose: a light look over your recall sheets and a good night.',
      subtasks: ['Skim your recall sheets', 'Get everything ready for the day', 'Sleep well'],
      priority: 'medium',
      from: last,
      to: last,
    });
  }
  return slots;
}

function sequenceSlots(items: string[], last: number, kind: GoalKind): Slot[] {
  const writing = WRITING_KINDS.has(kind);
  const closing = last >= 5 ? 2 : last >= 2 ? 1 : 0;
  // Revision and buffer grow with the time frame: about a tenth and a twentieth of it.
  const revise = closing === 2 ? Math.max(1, Math.round(last / 10)) : 0;
  const buffer = closing >= 1 ? Math.max(1, Math.round(last / 20)) : 0;
  const workEnd = Math.max(0, last - revise - buffer);
  const slots: Slot[] = windows(0, workEnd, items.length).map(([from, to], i) => ({
    title: writing ? `Draft ${items[i]}` : `Complete ${items[i]}`,
    description: writing
      ? `Write a full first draft of ${items[i]} without polishing; note open questions as you go.`
      : `Finish ${items[i]} and note anything that blocks the next one.`,
    subtasks: writing
      ? [`Outline ${items[i]}`, 'Write the full draft', 'Note what to check or cite']
      : [`Break ${items[i]} into next actions`, 'Do them in focused sessions', 'Note what is left'],
    priority: i === 0 ? 'high' : 'medium',
    from,
    to,
  }));
  if (closing >= 1) {
    if (closing === 2)
      slots.push({
        title: writing ? 'Revise the whole draft' : 'Check everything against the goal',
        description: writing
          ? 'Read the whole piece at once, fix structure first, then sentences and references.'
          : 'Go through every milestone and fix what is missing before the deadline.',
        subtasks: writing
          ? ['Read it through in one sitting', 'Fix structure, then sentences', 'Check references']
          : ['List what is done and what is not', 'Fix the most important gaps'],
        priority: 'high',
        from: workEnd + 1,
        to: workEnd + revise,
      });
    slots.push({
      title: 'Buffer before the deadline',
      description: 'Kept free on purpose for whatever took longer than planned.',
      subtasks: ['Finish anything that slipped', 'Hand in or wrap up with time to spare'],
      priority: 'medium',
      from: last - buffer + 1,
      to: last,
    });
  }
  return slots;
}

/** The plan scheduled on real dates from the person's own items (see the rules above). */
export function schedulePlan(
  goal: string,
  analysis: GoalAnalysis,
  details: PlanDetails,
  now: Date,
  fallback: GeneratedPlan,
): GeneratedPlan {
  const items = (details.items ?? []).map((i) => i.trim()).filter(Boolean);
  const days = Math.max(1, Math.floor(analysis.horizon.days));
  const last = days - 1;
  const hoursPerDay = details.hoursPerDay ?? analysis.hoursPerDay;
  if (!items.length) {
    // No items: keep the method plan, give each phase its dates and the daily hours.
    let day = 0;
    const tasks = fallback.tasks.map((task) => {
      const span = Math.max(1, Math.round(Number.parseFloat(task.estimated_duration)) || 1);
      const from = Math.min(day, last);
      const to = Math.min(day + span - 1, last);
      day += span;
      return {
        ...task,
        due_date: isoDate(now, to),
        estimated_duration: effort(hoursPerDay, to - from + 1),
      };
    });
    return { ...fallback, tasks };
  }
  const slots = STUDY_KINDS.has(analysis.kind)
    ? studySlots(items, last)
    : sequenceSlots(items, last, analysis.kind);
  const tasks: PlanTask[] = slots
    .sort((a, b) => a.to - b.to || a.from - b.from)
    .slice(0, 30)
    .map((slot) => ({
      title: slot.title.slice(0, 200),
      description:
        hoursPerDay !== undefined
          ? `${slot.description} About ${hoursPerDay} hour${hoursPerDay === 1 ? '' : 's'} a day.`
          : slot.description,
      estimated_duration: effort(hoursPerDay, slot.to - slot.from + 1, slot.share),
      priority: slot.priority,
      due_date: isoDate(now, slot.to),
      subtasks: slot.subtasks.map((s) => s.slice(0, 300)),
    }));
  return { goal, total_estimated_duration: analysis.horizon.label, tasks };
}
