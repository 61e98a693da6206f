import { z } from 'zod';

// Progress you can see (docs/decisions/047-study-loop.md): the year heatmap of study days and the
// 30-day forecast of due cards. Apart from api/study.ts so the dashboard, which reads Today's
// contract, does not carry these schemas in its first JavaScript.

const studyDaySchema = z
  .object({
    day: z.string().describe('YYYY-MM-DD in tz.'),
    focus_minutes: z.int().describe('Focus minutes of work phases that ended that day.'),
    cards_reviewed: z.int().describe('Card ratings given that day (reviews and quizzes).'),
  })
  .meta({ id: 'StudyDay' });

export const heatmapSchema = z
  .object({
    today: z.string().describe('YYYY-MM-DD in tz, by the server clock: the last day shown.'),
    from: z.string().describe('YYYY-MM-DD: the first day shown, 364 days before today.'),
    days: z.array(studyDaySchema).describe('Only the days with study, oldest first.'),
  })
  .meta({ id: 'StudyHeatmap' });

const deckForecastSchema = z
  .object({
    deck_id: z.uuid(),
    title: z.string(),
    plan_id: z.uuid().nullable().describe('The plan the deck is studied for, if any.'),
    exam_date: z.string().nullable(),
    due: z
      .array(z.int())
      .describe('Cards due on each day from today (index 0, which also holds the overdue).'),
  })
  .meta({ id: 'DeckForecast' });

export const forecastSchema = z
  .object({
    today: z.string().describe('YYYY-MM-DD in tz, by the server clock: index 0 of every list.'),
    days: z.int().describe('Days forecast, today included.'),
    decks: z.array(deckForecastSchema).describe('Every deck of the caller, oldest first.'),
  })
  .meta({ id: 'DueForecast' });

export type StudyDay = z.infer<typeof studyDaySchema>;
export type StudyHeatmap = z.infer<typeof heatmapSchema>;
export type DeckForecast = z.infer<typeof deckForecastSchema>;
export type DueForecast = z.infer<typeof forecastSchema>;
