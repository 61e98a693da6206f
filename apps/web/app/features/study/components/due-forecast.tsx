import { useId, useState } from 'react';
import type { DeckForecast } from '@quietdesk/core/api/study-progress';
import { addDays } from '@quietdesk/core/planner/calendar';
import { sumForecasts } from '@quietdesk/core/study/forecast';
import { dayLabel, plural } from '../model/day-label';
import { headClass, tableClass, TableToggle } from './table-toggle';
import { DeckOptions } from './deck-options';

const ALL = 'all';

interface DueForecastProps {
  today: string;
  days: number;
  decks: DeckForecast[];
  /** The deck chosen first (the open one), when it is among `decks`. */
  deckId?: string | null;
}

/** Cards due on each of the next 30 days, for one deck or all of them, with the same as a table. */
export function DueForecast({ today, days, decks, deckId }: DueForecastProps) {
  const headingId = useId();
  const selectId = useId();
  const [chosen, setChosen] = useState(
    deckId && decks.some((deck) => deck.deck_id === deckId) ? deckId : ALL,
  );
  const shown = chosen === ALL ? decks : decks.filter((deck) => deck.deck_id === chosen);
  const due = sumForecasts(
    shown.map((deck) => deck.due),
    days,
  );
  const total = due.reduce((sum, count) => sum + count, 0);
  const max = Math.max(1, ...due);
  const busiest = due.indexOf(Math.max(...due));
  const summary =
    total === 0
      ? `No cards due in the next ${days} days.`
      : `${plural(total, 'card')} due in the next ${days} days, ${due[0]} today; the busiest day is ${dayLabel(addDays(today, busiest))} with ${due[busiest]}.`;

  return (
    <section aria-labelledby={headingId} data-testid="due-forecast">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          Cards due, next {days} days
        </h3>
        {decks.length > 1 && (
          <label htmlFor={selectId} className="text-sm">
            Deck{' '}
            <select
              id={selectId}
              value={chosen}
              onChange={(event) => setChosen(event.currentTarget.value)}
              className="ml-1 h-8 max-w-48 rounded-lg border border-line bg-canvas px-2"
            >
              <option value={ALL}>All decks</option>
              <DeckOptions decks={decks} />
            </select>
          </label>
        )}
      </div>
      <p className="mt-1 text-sm text-muted" data-testid="forecast-summary">
        {decks.length === 1 ? `${decks[0]!.title}: ` : ''}
        {summary}
      </p>
      <div
        role="img"
        aria-label={`Forecast chart. ${summary}`}
        className="mt-3 flex h-28 items-end gap-[2px] border-b border-line"
      >
        {due.map((count, i) => (
          <span
            key={i}
            title={`${dayLabel(addDays(today, i))}: ${plural(count, 'card')}`}
            data-count={count}
            className="min-w-0 flex-1 rounded-t-[2px] bg-accent forced-colors:border"
            style={{ height: `${count === 0 ? 0 : Math.max(4, (count / max) * 100)}%` }}
          />
        ))}
      </div>
      <div className="mt-1 flex justify-between text-xs text-muted" aria-hidden>
        <span>Today</span>
        <span>{dayLabel(addDays(today, Math.floor(days / 2)))}</span>
        <span>{dayLabel(addDays(today, days - 1))}</span>
      </div>
      <TableToggle>
        <table className={tableClass}>
          <caption className="sr-only">Cards due per day</caption>
          <thead className={headClass}>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Cards due</th>
            </tr>
          </thead>
          <tbody>
            {due.map((count, i) => (
              <tr key={i} className="border-t border-line">
                <th scope="row" className="font-normal">
                  {i === 0 ? `Today (${dayLabel(today)})` : dayLabel(addDays(today, i))}
                </th>
                <td>{count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableToggle>
    </section>
  );
}
