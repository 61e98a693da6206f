import { dateFormat } from '~/lib/date-format';
import type { StatsView } from '../model/stats-view';

const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

const dateLabel = (day: string, long = false) =>
  dateFormat('en-US', {
    timeZone: 'UTC',
    weekday: long ? 'long' : 'short',
    month: 'short',
    day: 'numeric',
  }).format(noonOf(day));

/** A plain summary sentence for screen readers (the picture itself says nothing to them). */
export function chartSummary(days: StatsView['days']): string {
  const total = days.reduce((sum, d) => sum + d.focusMinutes, 0);
  const pomodoros = days.reduce((sum, d) => sum + d.completedPomodoros, 0);
  const best = days.reduce<StatsView['days'][number] | null>(
    (top, d) => (d.focusMinutes > (top?.focusMinutes ?? 0) ? d : top),
    null,
  );
  const base = `Focus minutes per day over the last ${days.length} days: ${total} minutes and ${pomodoros} completed pomodoros in total`;
  return best
    ? `${base}; the most on ${dateLabel(best.day, true)} with ${best.focusMinutes} minutes.`
    : `${base}.`;
}

/** Bar chart of focus minutes per day: plain SVG, with an equivalent hidden table. */
export function StatsChart({ days }: { days: StatsView['days'] }) {
  const width = 700;
  const height = 160;
  const labelSpace = 20;
  const max = Math.max(25, ...days.map((d) => d.focusMinutes));
  const slot = width / Math.max(1, days.length);
  const barWidth = Math.max(4, slot * 0.62);
  const everyNth = days.length > 10 ? 5 : 1;
  return (
    <figure className="m-0">
      <svg
        role="img"
        aria-label={chartSummary(days)}
        viewBox={`0 0 ${width} ${height + labelSpace}`}
        className="h-auto w-full"
        data-testid="stats-chart"
      >
        <line x1={0} x2={width} y1={height} y2={height} className="stroke-[var(--qd-line)]" />
        {days.map((d, i) => {
          const h = d.focusMinutes === 0 ? 0 : Math.max(3, (d.focusMinutes / max) * (height - 12));
          const x = i * slot + (slot - barWidth) / 2;
          const showLabel = (days.length - 1 - i) % everyNth === 0;
          return (
            <g key={d.day} data-day={d.day} data-minutes={d.focusMinutes}>
              <rect
                x={x}
                y={height - h}
                width={barWidth}
                height={h}
                rx={Math.min(6, barWidth / 3)}
                className="fill-[var(--qd-accent)]"
              />
              {showLabel && (
                <text
                  x={i * slot + slot / 2}
                  y={height + 15}
                  textAnchor="middle"
                  className="fill-[var(--qd-muted)] text-[11px]"
                >
                  {days.length > 10
                    ? d.day.slice(8)
                    : dateFormat('en-US', { timeZone: 'UTC', weekday: 'short' }).format(
                        noonOf(d.day),
                      )}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <div className="sr-only">
        <table>
          <caption>Focus per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Focus minutes</th>
              <th scope="col">Completed pomodoros</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{dateLabel(d.day)}</th>
                <td>{d.focusMinutes}</td>
                <td>{d.completedPomodoros}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
