import type { SavedPlanTask } from '@quietdesk/core/api/planner';
import { calendarSpan, WORKDAY_MINUTES, WORKDAY_START_MINUTES } from './duration';
import { PRIORITY_LABELS } from './plan-edit';

// RFC 5545 iCalendar export: one VEVENT per task. A task with a due date (a plan scheduled on real
// dates) is an all-day event on exactly the day the plan shows; the others are laid out one after
// another from today.

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): CRLF plus one space before each
 * continuation. Counts UTF-8 octets and never splits a character (code points, so a surrogate
 * pair stays whole).
 */
export function foldLine(line: string): string {
  if (octets(line) <= MAX_OCTETS) return line;
  const out: string[] = [];
  let current = '';
  let size = 0;
  // The first line may hold 75 octets; continuations 74 after their leading space.
  let limit = MAX_OCTETS;
  for (const char of line) {
    const length = octets(char);
    if (size + length > limit) {
      out.push(current);
      current = '';
      size = 0;
      limit = MAX_OCTETS - 1;
    }
    current += char;
    size += length;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

/** A calendar date without a time zone, as year/month/day numbers. */
interface LocalDate {
  year: number;
  month: number; // 1-12
  day: number;
}

const localDateOf = (date: Date): LocalDate => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
  day: date.getDate(),
});

// Day arithmetic in UTC so daylight-saving changes never shift a date.
function addDays(date: LocalDate, days: number): LocalDate {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const formatDate = (d: LocalDate) => `${pad(d.year, 4)}${pad(d.month)}${pad(d.day)}`;
const formatLocalTime = (d: LocalDate, minutes: number) =>
  `${formatDate(d)}T${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}00`;

function formatUtcStamp(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

type ScheduledTask =
  | { kind: 'allDay'; start: LocalDate; endExclusive: LocalDate }
  | { kind: 'timed'; day: LocalDate; startMinutes: number; endMinutes: number };

function parseIsoDate(isoDate: string): LocalDate {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/**
 * A task with a `due_date` is an all-day event on that day: the calendar must agree with the dates
 * the plan shows. Tasks without one are laid out back to back from `today`: a task of a day or more
 * takes whole days; shorter tasks are timed blocks filling a 09:00-17:00 working day, moving to the
 * next day when the block would not fit. A whole-day task after timed ones starts on the next free
 * day.
 */
export function scheduleTasks(
  tasks: readonly Pick<SavedPlanTask, 'estimated_duration' | 'due_date'>[],
  today: LocalDate,
): ScheduledTask[] {
  let day = today;
  let usedMinutes = 0; // of the current day's working window
  return tasks.map((task) => {
    if (task.due_date) {
      const due = parseIsoDate(task.due_date);
      return { kind: 'allDay', start: due, endExclusive: addDays(due, 1) };
    }
    const span = calendarSpan(task.estimated_duration);
    if (span.kind === 'days') {
      if (usedMinutes > 0) {
        day = addDays(day, 1);
        usedMinutes = 0;
      }
      const start = day;
      day = addDays(day, span.days);
      return { kind: 'allDay', start, endExclusive: day };
    }
    if (usedMinutes > 0 && usedMinutes + span.minutes > WORKDAY_MINUTES) {
      day = addDays(day, 1);
      usedMinutes = 0;
    }
    const startMinutes = WORKDAY_START_MINUTES + usedMinutes;
    usedMinutes += span.minutes;
    return { kind: 'timed', day, startMinutes, endMinutes: startMinutes + span.minutes };
  });
}

interface IcsPlan {
  goal: string;
  total_estimated_duration: string;
  tasks: readonly SavedPlanTask[];
  /** YYYY-MM-DD: the exam, written as an all-day event of its own. */
  exam_date?: string | null;
}

interface IcsOptions {
  /** The export moment: DTSTAMP, and its local date is the first day of the layout. */
  now: Date;
  /** Unique per plan (the plan id); each task's UID is derived from it. */
  uidPrefix: string;
  /** Domain part of the UIDs. */
  domain?: string;
}

function taskDescription(task: SavedPlanTask): string {
  const parts = [task.description.trim()].filter(Boolean);
  parts.push(`Estimated duration: ${task.estimated_duration}`, PRIORITY_LABELS[task.priority]);
  if (task.subtasks.length) {
    parts.push(
      [
        'Subtasks:',
        ...task.subtasks.map((s, i) => `${task.subtasks_done[i] ? '[x]' : '[ ]'} ${s}`),
      ].join('\n'),
    );
  }
  return parts.join('\n\n');
}

/**
 * The plan as an iCalendar file (RFC 5545): CRLF line endings, lines folded at 75 octets, TEXT
 * values escaped, a UID and DTSTAMP on every event. Timed events use floating local time, so a
 * 09:00 block shows at 09:00 wherever the file is opened.
 */
export function planToIcs(plan: IcsPlan, { now, uidPrefix, domain = 'quietdesk.app' }: IcsOptions) {
  const stamp = formatUtcStamp(now);
  const schedule = scheduleTasks(plan.tasks, localDateOf(now));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Quietdesk//AI Planner//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(plan.goal)}`,
  ];
  plan.tasks.forEach((task, i) => {
    const slot = schedule[i]!;
    lines.push('BEGIN:VEVENT', `UID:${uidPrefix}-task-${i + 1}@${domain}`, `DTSTAMP:${stamp}`);
    if (slot.kind === 'allDay') {
      lines.push(
        `DTSTART;VALUE=DATE:${formatDate(slot.start)}`,
        `DTEND;VALUE=DATE:${formatDate(slot.endExclusive)}`,
        // Whole-day planning blocks should not mark the person busy all day.
        'TRANSP:TRANSPARENT',
      );
    } else {
      lines.push(
        `DTSTART:${formatLocalTime(slot.day, slot.startMinutes)}`,
        `DTEND:${formatLocalTime(slot.day, slot.endMinutes)}`,
      );
    }
    lines.push(
      `SUMMARY:${escapeIcsText(task.title)}`,
      `DESCRIPTION:${escapeIcsText(taskDescription(task))}`,
      `CATEGORIES:${escapeIcsText(plan.goal)}`,
      `PRIORITY:${{ high: 1, medium: 5, low: 9 }[task.priority]}`,
      'END:VEVENT',
    );
  });
  if (plan.exam_date) {
    // All-day (RFC 5545 §3.6.1): DTEND is the exclusive next day; busy, unlike the study blocks.
    const exam = parseIsoDate(plan.exam_date);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${uidPrefix}-exam@${domain}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${formatDate(exam)}`,
      `DTEND;VALUE=DATE:${formatDate(addDays(exam, 1))}`,
      `SUMMARY:${escapeIcsText(`Exam: ${plan.goal}`)}`,
      `CATEGORIES:${escapeIcsText(plan.goal)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
