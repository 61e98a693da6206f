import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { tokenize } from '@quietdesk/core/fixation/tokenize';
import { Button } from '~/components/ui/button';
import { IconButton } from '~/components/ui/icon-button';
import {
  PASSAGES,
  isPlausibleWpm,
  passageWords,
  speedDifferencePercent,
  wordsPerMinute,
  type SpeedCheckResult,
} from '../model/speed-check';
import { renderTokens } from './fixation-text';

type Step =
  | { kind: 'intro' }
  | { kind: 'ready'; passage: 0 | 1 }
  | { kind: 'reading'; passage: 0 | 1; startedAt: number }
  | { kind: 'question'; passage: 0 | 1 }
  | { kind: 'result' };

interface SpeedCheckDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  ratio: number;
  onSave(result: SpeedCheckResult): void;
}

const MODE = ['without bolding', 'with fixation bolding'] as const;

/**
 * Personal reading-speed check: passage 1 plain, passage 2 with fixation bolding at the current
 * strength; each timed with Start/Done and followed by one multiple-choice question.
 */
export function SpeedCheckDialog({ open, onOpenChange, ratio, onSave }: SpeedCheckDialogProps) {
  const [step, setStep] = useState<Step>({ kind: 'intro' });
  const [elapsed, setElapsed] = useState<[number, number]>([0, 0]);
  const [answers, setAnswers] = useState<[number | null, number | null]>([null, null]);
  const [result, setResult] = useState<SpeedCheckResult | null>(null);
  const savedRef = useRef(false);

  const restart = () => {
    setStep({ kind: 'intro' });
    setElapsed([0, 0]);
    setAnswers([null, null]);
    setResult(null);
    savedRef.current = false;
  };

  const finish = (finalAnswers: [number | null, number | null]) => {
    const plainWpm = wordsPerMinute(passageWords(PASSAGES[0]), elapsed[0]);
    const fixationWpm = wordsPerMinute(passageWords(PASSAGES[1]), elapsed[1]);
    const r: SpeedCheckResult = {
      plainWpm,
      fixationWpm,
      plainCorrect: finalAnswers[0] === PASSAGES[0].answer,
      fixationCorrect: finalAnswers[1] === PASSAGES[1].answer,
      measuredAt: new Date().toISOString(),
    };
    setResult(r);
    setStep({ kind: 'result' });
    if (isPlausibleWpm(plainWpm) && isPlausibleWpm(fixationWpm) && !savedRef.current) {
      savedRef.current = true;
      onSave(r);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) restart();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[min(44rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 overflow-auto rounded-2xl border border-line bg-surface p-5 text-ink shadow-xl sm:p-7">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold">Check your reading speed</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label="Close reading speed check" className="-mt-1 -mr-2">
                <X className="size-5" aria-hidden />
              </IconButton>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-muted">
            Fixation bolding is a reading aid; research has not shown it makes most people read
            faster — measure it for yourself.
          </Dialog.Description>
          <div className="mt-5">
            {step.kind === 'intro' && (
              <div className="space-y-3 text-sm leading-6">
                <p>
                  You will read two short passages of about 200 words, the first {MODE[0]} and the
                  second {MODE[1]}. Press Begin; then for each passage press Start, read at your
                  normal pace, and press Done. One question follows each passage.
                </p>
                <p className="text-muted">
                  One passage each gives a rough figure: a difference of 10–20% can be chance.
                  Nothing leaves your browser; the result is kept in this browser only.
                </p>
                <Button onClick={() => setStep({ kind: 'ready', passage: 0 })}>Begin</Button>
              </div>
            )}
            {(step.kind === 'ready' || step.kind === 'reading') && (
              <PassageStep
                index={step.passage}
                ratio={ratio}
                reading={step.kind === 'reading'}
                onStart={() =>
                  setStep({ kind: 'reading', passage: step.passage, startedAt: performance.now() })
                }
                onDone={() => {
                  if (step.kind !== 'reading') return;
                  const ms = performance.now() - step.startedAt;
                  setElapsed((e) => (step.passage === 0 ? [ms, e[1]] : [e[0], ms]));
                  setStep({ kind: 'question', passage: step.passage });
                }}
              />
            )}
            {step.kind === 'question' && (
              <QuestionStep
                index={step.passage}
                onAnswer={(choice) => {
                  const next: [number | null, number | null] =
                    step.passage === 0 ? [choice, answers[1]] : [answers[0], choice];
                  setAnswers(next);
                  if (step.passage === 0) setStep({ kind: 'ready', passage: 1 });
                  else finish(next);
                }}
              />
            )}
            {step.kind === 'result' && result && <ResultStep result={result} onRetry={restart} />}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PassageStep(props: {
  index: 0 | 1;
  ratio: number;
  reading: boolean;
  onStart(): void;
  onDone(): void;
}) {
  const { index, ratio, reading, onStart, onDone } = props;
  const passage = PASSAGES[index];
  const bolded = useMemo(
    () => (index === 1 ? renderTokens(tokenize(passage.text, ratio)) : null),
    [index, passage, ratio],
  );
  return (
    <div>
      <p className="text-sm font-medium text-muted">
        Passage {index + 1} of 2, {MODE[index]}
      </p>
      {reading ? (
        <>
          <h3 className="mt-2 text-lg font-semibold">{passage.title}</h3>
          <div
            data-testid="speed-passage"
            className="mt-2 text-base leading-7 whitespace-pre-wrap [&_b]:font-bold"
          >
            {bolded ?? passage.text}
          </div>
          <Button className="mt-4" onClick={onDone}>
            Done
          </Button>
        </>
      ) : (
        <>
          <p className="mt-2 text-sm">
            The text appears when you press Start; the timer starts too.
          </p>
          <Button className="mt-4" onClick={onStart}>
            Start
          </Button>
        </>
      )}
    </div>
  );
}

function QuestionStep({ index, onAnswer }: { index: 0 | 1; onAnswer(choice: number): void }) {
  const passage = PASSAGES[index];
  const [choice, setChoice] = useState<number | null>(null);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (choice !== null) onAnswer(choice);
      }}
    >
      <fieldset>
        <legend className="font-medium">{passage.question}</legend>
        <div className="mt-3 space-y-2">
          {passage.options.map((option, i) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-line px-3 py-2 text-sm hover:bg-subtle"
            >
              <input
                type="radio"
                name={`question-${index}`}
                value={i}
                checked={choice === i}
                onChange={() => setChoice(i)}
                className="accent-accent"
              />
              {option}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" className="mt-4" disabled={choice === null}>
        {index === 0 ? 'Next passage' : 'See my results'}
      </Button>
    </form>
  );
}

function ResultStep({ result, onRetry }: { result: SpeedCheckResult; onRetry(): void }) {
  const plausible = isPlausibleWpm(result.plainWpm) && isPlausibleWpm(result.fixationWpm);
  const diff = plausible ? speedDifferencePercent(result.plainWpm, result.fixationWpm) : 0;
  const rows = [
    ['Plain', result.plainWpm, result.plainCorrect],
    ['With fixation bolding', result.fixationWpm, result.fixationCorrect],
  ] as const;
  return (
    <div data-testid="speed-result">
      <table className="w-full text-left text-sm">
        <thead className="text-muted">
          <tr>
            <th className="py-1 font-medium">Reading</th>
            <th className="py-1 font-medium">Words per minute</th>
            <th className="py-1 font-medium">Question</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, wpm, correct]) => (
            <tr key={label} className="border-t border-line">
              <td className="py-2">{label}</td>
              <td className="py-2 text-lg font-semibold tabular-nums">
                {Number.isFinite(wpm) ? wpm : '–'}
              </td>
              <td className="py-2">{correct ? 'Correct' : 'Not correct'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {plausible ? (
        <p className="mt-4 text-sm leading-6" role="status">
          {diff === 0
            ? 'You read at the same speed with and without bolding.'
            : `With bolding you read ${Math.abs(diff)}% ${diff > 0 ? 'faster' : 'slower'} than without.`}{' '}
          Saved in this browser: the analysis now uses your figures. Speed only counts if you
          understood the text, so look at the answers too.
        </p>
      ) : (
        <p className="mt-4 text-sm leading-6 text-warn" role="alert">
          These timings look too fast or too slow to be a normal reading (between 40 and 1,500 words
          per minute), so they were not saved. Try again at your usual pace.
        </p>
      )}
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        Take the check again
      </Button>
    </div>
  );
}
