import { clsx } from 'clsx';
import { useId } from 'react';
import type { StudyHeatmap as HeatmapData } from '@quietdesk/core/api/study-progress';
import { heatmapGrid } from '@quietdesk/core/study/heatmap';
import { dayLabel, monthLabel, plural } from '../model/day-label';
import { minutesText } from '../model/links';
import { headClass, tableClass, TableToggle } from './table-toggle';

const LEVEL_CLASS = [
  'bg-subtle',
  'bg-accent/25',
  'bg-accent/50',
  'bg-accent/75',
  'bg-accent',
] as const;

function cellTitle(cell: { day: string; focus_minutes: number; cards_reviewed: number }) {
  return `${dayLabel(cell.day, true)}: ${minutesText(cell.focus_minutes)} of focus, ${plural(cell.cards_reviewed, 'card')} reviewed`;
}

/** The year of study days as a calendar of weeks, with the same days as a table. */
export function StudyHeatmap({ data }: { data: HeatmapData }) {
  const headingId = useId();
  const grid = heatmapGrid(data.days, data.today);
  const summary = `${plural(grid.studyDays, 'study day')} in the last year: ${minutesText(grid.focusMinutes)} of focus and ${plural(grid.cardsReviewed, 'card')} reviewed.`;
  let lastMonth = '';

  return (
    <section aria-labelledby={headingId} data-testid="study-heatmap">
      <h3 id={headingId} className="text-base font-semibold">
        Study days
      </h3>
      <p className="mt-1 text-sm text-muted" data-testid="heatmap-summary">
        {summary}
      </p>
      {/* Scrolled from the right end on a narrow screen: the recent weeks are what matter most. */}
      <div
        role="img"
        aria-label={`Study heatmap. ${summary}`}
        // Focusable: on a narrow screen the keyboard scrolls it.
        tabIndex={0}
        className="mt-3 flex flex-row-reverse overflow-x-auto rounded-md pb-1"
      >
        <div className="shrink-0">
          <div className="flex gap-[3px] text-[10px] leading-3 text-muted" aria-hidden>
            {grid.weeks.map((week, w) => {
              const first = week.find((cell) => cell !== null);
              const month = first ? monthLabel(first.day) : '';
              const label = month !== lastMonth && w < grid.weeks.length - 2 ? month : '';
              lastMonth = month;
              return (
                <span key={w} className="w-[11px] overflow-visible whitespace-nowrap">
                  {label}
                </span>
              );
            })}
          </div>
          <div className="mt-1 grid grid-flow-col grid-rows-7 gap-[3px]" aria-hidden>
            {grid.weeks.flatMap((week, w) =>
              week.map((cell, d) =>
                cell ? (
                  <span
                    key={cell.day}
                    title={cellTitle(cell)}
                    data-day={cell.day}
                    data-level={cell.level}
                    className={clsx(
                      'size-[11px] rounded-[2px] forced-colors:border',
                      LEVEL_CLASS[cell.level],
                    )}
                  />
                ) : (
                  <span key={`${w}-${d}`} className="size-[11px]" />
                ),
              ),
            )}
          </div>
        </div>
      </div>
      <div className="mt-2 flex items-center gap-1 text-xs text-muted" aria-hidden>
        Less
        {LEVEL_CLASS.map((cls) => (
          <span key={cls} className={clsx('size-[11px] rounded-[2px]', cls)} />
        ))}
        More
      </div>
      <TableToggle>
        <table className={tableClass}>
          <caption className="sr-only">Study days, most recent first</caption>
          <thead className={headClass}>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Focus</th>
              <th scope="col">Cards reviewed</th>
            </tr>
          </thead>
          <tbody>
            {data.days.length === 0 && (
              <tr>
                <td colSpan={3}>No study days yet.</td>
              </tr>
            )}
            {[...data.days].reverse().map((day) => (
              <tr key={day.day} className="border-t border-line">
                <th scope="row" className="font-normal">
                  {dayLabel(day.day, true)}
                </th>
                <td>{minutesText(day.focus_minutes)}</td>
                <td>{day.cards_reviewed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableToggle>
    </section>
  );
}
