import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localStats } from '../model/stats-view';
import { chartSummary, StatsChart } from './stats-chart';

const MIN = 60_000;
const NOW = Date.UTC(2025, 0, 15, 12);

describe('stats chart', () => {
  const records = [
    {
      kind: 'work' as const,
      outcome: 'completed' as const,
      startedAt: NOW - 26 * MIN,
      endedAt: NOW - MIN,
      focusedMs: 25 * MIN,
    },
    {
      kind: 'work' as const,
      outcome: 'skipped' as const,
      startedAt: NOW - 86_400_000,
      endedAt: NOW - 86_400_000 + 10 * MIN,
      focusedMs: 10 * MIN,
    },
    {
      kind: 'break' as const,
      outcome: 'completed' as const,
      startedAt: NOW - 60 * MIN,
      endedAt: NOW - 55 * MIN,
      focusedMs: 5 * MIN,
    },
  ];

  it('renders one bar per day with an accessible summary and a hidden table', () => {
    const stats = localStats(records, NOW, 7, 'UTC');
    expect(stats.today).toEqual({ focusMinutes: 25, completedPomodoros: 1 });
    expect(stats.streakDays).toBe(1);
    const { container } = render(<StatsChart days={stats.days} />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('aria-label')).toBe(
      'Focus minutes per day over the last 7 days: 35 minutes and 1 completed pomodoros in total; the most on Wednesday, Jan 15 with 25 minutes.',
    );
    expect(container.querySelectorAll('rect')).toHaveLength(7);
    const heights = [...container.querySelectorAll('rect')].map((r) =>
      Number(r.getAttribute('height')),
    );
    expect(heights[6]).toBeGreaterThan(heights[5]!);
    expect(heights[5]).toBeGreaterThan(0);
    expect(heights.slice(0, 5).every((h) => h === 0)).toBe(true);
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(rows.at(-1)!.textContent).toContain('25');
  });

  it('says so when there is nothing yet', () => {
    const stats = localStats([], NOW, 30, 'UTC');
    expect(stats.days).toHaveLength(30);
    expect(chartSummary(stats.days)).toBe(
      'Focus minutes per day over the last 30 days: 0 minutes and 0 completed pomodoros in total.',
    );
  });
});
