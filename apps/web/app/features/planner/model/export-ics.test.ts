import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldLine, planToIcs, scheduleTasks } from './export-ics';
import { planTask } from './test-helpers';

// 2025-01-06 10:30 local time; DTSTAMP is its UTC form.
const now = new Date(2025, 0, 6, 10, 30, 0);
const octets = (s: string) => new TextEncoder().encode(s).length;

/** Undoes folding (RFC 5545 §3.1) to read logical lines. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('leaves colons and quotes alone (they are fine in TEXT)', () => {
    expect(escapeIcsText('Time: "now"')).toBe('Time: "now"');
  });
});

describe('foldLine', () => {
  it('keeps lines of up to 75 octets as they are', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines with CRLF + space, each physical line at most 75 octets', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(20)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBe(3);
    expect(physical.every((l) => octets(l) <= 75)).toBe(true);
    expect(octets(physical[0]!)).toBe(75);
    expect(physical.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('counts UTF-8 octets and never splits a multi-byte character', () => {
    const line = `SUMMARY:${'ñ'.repeat(50)}😀${'é'.repeat(40)}`;
    const physical = foldLine(line).split('\r\n');
    for (const l of physical) {
      expect(octets(l)).toBeLessThanOrEqual(75);
      expect(l).not.toMatch(/\uFFFD/);
    }
    // Re-encoding each piece loses nothing, so no character was cut in half.
    expect(physical.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(line);
    expect(physical.join('').includes('😀')).toBe(true);
  });
});

describe('scheduleTasks', () => {
  it('puts a task with a due date on exactly that day, whatever its length', () => {
    const today = { year: 2026, month: 11, day: 26 };
    const slots = scheduleTasks(
      [
        { estimated_duration: '6 hours', due_date: '2026-11-28' },
        { estimated_duration: '3 days', due_date: '2026-12-15' },
        { estimated_duration: '1 day', due_date: '2026-12-31' },
      ],
      today,
    );
    expect(slots).toEqual([
      {
        kind: 'allDay',
        start: { year: 2026, month: 11, day: 28 },
        endExclusive: { year: 2026, month: 11, day: 29 },
      },
      {
        kind: 'allDay',
        start: { year: 2026, month: 12, day: 15 },
        endExclusive: { year: 2026, month: 12, day: 16 },
      },
      {
        kind: 'allDay',
        start: { year: 2026, month: 12, day: 31 },
        endExclusive: { year: 2027, month: 1, day: 1 },
      },
    ]);
  });

  const today = { year: 2025, month: 1, day: 30 };

  it('lays whole-day tasks back to back from today, across month ends', () => {
    expect(
      scheduleTasks([{ estimated_duration: '2 days' }, { estimated_duration: '1 week' }], today),
    ).toEqual([
      {
        kind: 'allDay',
        start: { year: 2025, month: 1, day: 30 },
        endExclusive: { year: 2025, month: 2, day: 1 },
      },
      {
        kind: 'allDay',
        start: { year: 2025, month: 2, day: 1 },
        endExclusive: { year: 2025, month: 2, day: 8 },
      },
    ]);
  });

  it('packs short tasks into a 09:00-17:00 day and moves on when one does not fit', () => {
    const slots = scheduleTasks(
      [
        { estimated_duration: '3 hours' },
        { estimated_duration: '4 hours' },
        { estimated_duration: '2 hours' },
        { estimated_duration: '1 day' },
      ],
      today,
    );
    expect(slots).toEqual([
      { kind: 'timed', day: today, startMinutes: 540, endMinutes: 720 },
      { kind: 'timed', day: today, startMinutes: 720, endMinutes: 960 },
      { kind: 'timed', day: { year: 2025, month: 1, day: 31 }, startMinutes: 540, endMinutes: 660 },
      {
        kind: 'allDay',
        start: { year: 2025, month: 2, day: 1 },
        endExclusive: { year: 2025, month: 2, day: 2 },
      },
    ]);
  });

  it('handles leap days', () => {
    const [slot] = scheduleTasks([{ estimated_duration: '2 days' }], {
      year: 2024,
      month: 2,
      day: 28,
    });
    expect(slot).toMatchObject({ endExclusive: { year: 2024, month: 3, day: 1 } });
  });
});

describe('planToIcs', () => {
  const plan = {
    goal: 'Learn Spanish, basics; in 30 days',
    total_estimated_duration: '30 days',
    tasks: [
      planTask({
        title: 'Vocabulary, grammar; and more',
        description: 'Learn words.\nReview daily with C:\\cards.',
        estimated_duration: '2 days',
        priority: 'high',
        subtasks: ['Add 10 words', 'Review'],
        subtasks_done: [true, false],
      }),
      planTask({ title: 'Quick check', estimated_duration: '90 minutes', priority: 'low' }),
    ],
  };
  const ics = planToIcs(plan, { now, uidPrefix: 'plan-123' });

  it('uses CRLF for every line break, including the last one', () => {
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('keeps every physical line within 75 octets', () => {
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(ics).toContain('\r\n '); // the long description was folded
  });

  it('writes a calendar with one VEVENT per task, each with UID and DTSTAMP', () => {
    const lines = unfold(ics);
    expect(lines.slice(0, 3)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Quietdesk//AI Planner//EN',
    ]);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(2);
    expect(lines).toContain('UID:plan-123-task-1@quietdesk.app');
    expect(lines).toContain('UID:plan-123-task-2@quietdesk.app');
    const stamp = `DTSTAMP:${now
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')}`;
    expect(lines.filter((l) => l === stamp)).toHaveLength(2);
  });

  it('makes the day-long task an all-day event from today and the short one a timed event after it', () => {
    const lines = unfold(ics);
    expect(lines).toContain('DTSTART;VALUE=DATE:20250106');
    expect(lines).toContain('DTEND;VALUE=DATE:20250108');
    expect(lines).toContain('DTSTART:20250108T090000');
    expect(lines).toContain('DTEND:20250108T103000');
  });

  it('adds the exam as an all-day event of its own, ending the next day (across a month end)', () => {
    const lines = unfold(planToIcs({ ...plan, exam_date: '2025-01-31' }, { now, uidPrefix: 'p' }));
    const start = lines.indexOf('UID:p-exam@quietdesk.app');
    expect(start).toBeGreaterThan(0);
    const event = lines.slice(start - 1, lines.indexOf('END:VEVENT', start) + 1);
    expect(event).toEqual([
      'BEGIN:VEVENT',
      'UID:p-exam@quietdesk.app',
      expect.stringMatching(/^DTSTAMP:\d{8}T\d{6}Z$/),
      'DTSTART;VALUE=DATE:20250131',
      'DTEND;VALUE=DATE:20250201',
      'SUMMARY:Exam: Learn Spanish\\, basics\\; in 30 days',
      expect.stringMatching(/^CATEGORIES:/),
      'END:VEVENT',
    ]);
    expect(unfold(ics).some((line) => line.includes('-exam@'))).toBe(false);
  });

  it('escapes TEXT values', () => {
    const lines = unfold(ics);
    expect(lines).toContain('SUMMARY:Vocabulary\\, grammar\\; and more');
    expect(lines).toContain('X-WR-CALNAME:Learn Spanish\\, basics\\; in 30 days');
    const description = lines.find((l) => l.startsWith('DESCRIPTION:Learn'))!;
    expect(description).toBe(
      'DESCRIPTION:Learn words.\\nReview daily with C:\\\\cards.\\n\\nEstimated duration: 2 days\\n\\nHigh priority\\n\\nSubtasks:\\n[x] Add 10 words\\n[ ] Review',
    );
  });
});
