import { useMemo } from 'react';
import {
  analyse,
  AVERAGE_READING_WPM,
  READING_SPEED_SOURCE,
  type FixationAnalysis,
} from '@quietdesk/core/fixation/analysis';
import { tokenize } from '@quietdesk/core/fixation/tokenize';
import { Button } from '~/components/ui/button';
import { formatCheckDate, type SpeedCheckResult } from '../model/speed-check';
import { formatMinutes } from '../model/format';

interface AnalysisPanelProps {
  id: string;
  text: string;
  /** The server's analysis (average reading speed). */
  analysis: FixationAnalysis | undefined;
  speedCheck: SpeedCheckResult | null;
  onResetSpeedCheck(): void;
  onStartSpeedCheck(): void;
}

/**
 * Word and character counts and reading-time estimates. Without the reader's own check both
 * estimates use the published average and no time saving is claimed; with it, the core analysis
 * recomputes them from the reader's figures (which may show fixation as slower).
 */
export function AnalysisPanel(props: AnalysisPanelProps) {
  const { id, text, analysis, speedCheck, onResetSpeedCheck, onStartSpeedCheck } = props;
  const personal = useMemo(
    () => (speedCheck ? analyse(text, tokenize(text), speedCheck) : null),
    [text, speedCheck],
  );
  const shown = personal ?? analysis;
  if (!shown) return <p id={id}>No analysis is available for this text.</p>;
  const { normal, fixation, time_saved } = shown.estimated_reading_time;
  const rows: [string, string][] = [
    ['Words', shown.word_count.toLocaleString('en-US')],
    ['Characters', shown.char_count.toLocaleString('en-US')],
    ['Reading time, plain', formatMinutes(normal.minutes, shown.word_count)],
    ['Reading time, with fixation', formatMinutes(fixation.minutes, shown.word_count)],
    [
      time_saved.minutes < 0 ? 'Time lost with fixation' : 'Time saved',
      formatMinutes(Math.abs(time_saved.minutes), shown.word_count, false),
    ],
  ];
  return (
    <div
      id={id}
      className="mt-4 rounded-xl border border-line bg-subtle/50 p-4"
      data-testid="analysis"
    >
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 lg:grid-cols-5">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 text-xs leading-5 text-muted" data-testid="speed-source">
        {speedCheck ? (
          <>
            <p>
              Reading speeds from your own check on {formatCheckDate(speedCheck.measuredAt)}:{' '}
              {speedCheck.plainWpm} words per minute plain, {speedCheck.fixationWpm} with fixation.
            </p>
            <Button size="sm" variant="ghost" className="mt-1 -ml-3" onClick={onResetSpeedCheck}>
              Reset my reading speed
            </Button>
          </>
        ) : (
          <>
            <p>
              Estimated at an average silent reading speed of {AVERAGE_READING_WPM} words per
              minute. Source: {READING_SPEED_SOURCE}
            </p>
            <p className="mt-1">
              No time saving is assumed: research has not shown that fixation bolding makes most
              people read faster.{' '}
              <button
                type="button"
                className="font-medium text-accent-text underline underline-offset-2"
                onClick={onStartSpeedCheck}
              >
                Measure your own speed
              </button>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
