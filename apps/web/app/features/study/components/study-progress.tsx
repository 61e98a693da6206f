import { useState } from 'react';
import { Card } from '~/components/ui/card';
import { browserTimeZone } from '~/lib/date-format';
import { useForecast, useHeatmap } from '../api/get-progress';
import { DueForecast } from './due-forecast';
import { PlanDecks } from './plan-decks';
import { StudyHeatmap } from './study-heatmap';

interface StudyProgressProps {
  /** On a plan: its linked decks (and a way to link one); the charts once it has one. */
  planId?: string;
  /** The deck open beside it, chosen first in the forecast. */
  deckId?: string | null;
}

/**
 * Progress you can see: the year heatmap of study days and the 30-day forecast of due cards.
 * Loaded lazily by the screens that show it, so the charts cost nothing before a first tap.
 */
export default function StudyProgress({ planId, deckId }: StudyProgressProps) {
  const [tz] = useState(browserTimeZone);
  const heatmap = useHeatmap(tz);
  const forecast = useForecast(tz);
  const decks = forecast.data
    ? forecast.data.decks.filter((deck) => planId === undefined || deck.plan_id === planId)
    : [];
  if (heatmap.isError || forecast.isError) {
    return (
      <Card>
        <p className="text-sm text-muted" role="status">
          Your study progress could not be loaded.{' '}
          <button
            type="button"
            className="underline"
            onClick={() => {
              void heatmap.refetch();
              void forecast.refetch();
            }}
          >
            Try again
          </button>
        </p>
      </Card>
    );
  }
  if (!heatmap.data || !forecast.data) {
    return <Card className="h-48 animate-pulse motion-reduce:animate-none" aria-hidden />;
  }
  // A plan shows the charts only once it is an exam's plan: one with a deck studied for it.
  const charts = planId === undefined || decks.length > 0;
  return (
    <Card className="space-y-8" data-testid="study-progress">
      <h2 className="sr-only">Your progress</h2>
      {planId !== undefined && <PlanDecks planId={planId} decks={forecast.data.decks} />}
      {charts && <StudyHeatmap data={heatmap.data} />}
      {decks.length > 0 && (
        <DueForecast
          // Another open deck starts the forecast on that deck.
          key={deckId ?? 'all'}
          today={forecast.data.today}
          days={forecast.data.days}
          decks={decks}
          deckId={deckId}
        />
      )}
    </Card>
  );
}
