import { Check, Eye, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '~/components/ui/button';
import type { Recall } from '../hooks/use-recall';
import { alertClass, panelClass } from './styles';

/**
 * Recall mode's one place to act: recall the next branch, reveal it, say whether you knew it.
 * Focus follows the step, so the whole quiz runs from the keyboard.
 */
export function RecallPanel({
  recall,
  textOf,
}: {
  recall: Recall;
  textOf: (nodeId: string) => string;
}) {
  const actions = useRef<HTMLDivElement>(null);
  const { step, tally } = recall;
  const stepKey = step ? `${step.kind}:${'nodeId' in step ? step.nodeId : ''}` : '';
  useEffect(() => actions.current?.querySelector('button')?.focus(), [stepKey]);
  if (!step || !tally || !recall.session) return null;
  const { session } = recall;
  // The parent is on screen: the start node or a node revealed before.
  const parentText = (nodeId: string) => textOf(session.parents[nodeId] ?? session.startId);
  return (
    <section aria-label="Recall" className={`${panelClass} flex flex-col gap-3 py-4`}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <h2 className="font-semibold">Recall “{textOf(recall.session.startId)}”</h2>
        <p className="text-muted" aria-live="polite">
          {tally.knew + tally.missed} of {tally.total} · knew {tally.knew} · didn’t know{' '}
          {tally.missed}
        </p>
        <Button size="sm" variant="ghost" className="ml-auto" onClick={recall.end}>
          <X className="size-4" aria-hidden /> End recall
        </Button>
      </div>
      <div ref={actions} role="status" className="flex flex-wrap items-center gap-3">
        {step.kind === 'recall' && (
          <>
            <p>What comes under “{parentText(step.nodeId)}”? Say it to yourself, then reveal it.</p>
            <Button size="sm" onClick={recall.reveal}>
              <Eye className="size-4" aria-hidden /> Reveal
            </Button>
          </>
        )}
        {step.kind === 'mark' && (
          <>
            <p>
              It was <strong>“{textOf(step.nodeId)}”</strong>. Did you know it?
            </p>
            <Button size="sm" disabled={recall.marking} onClick={() => void recall.mark('knew')}>
              <Check className="size-4" aria-hidden /> Knew it
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={recall.marking}
              onClick={() => void recall.mark('missed')}
            >
              <X className="size-4" aria-hidden /> Didn’t know
            </Button>
          </>
        )}
        {step.kind === 'done' && (
          <>
            <p>
              {tally.total
                ? `Done: you knew ${tally.knew} of ${tally.total}. The map now shows how well you know each part.`
                : 'This node has no branches to recall. Choose another node, or recall the whole map.'}
            </p>
            <Button size="sm" variant="secondary" onClick={recall.end}>
              Back to editing
            </Button>
          </>
        )}
      </div>
      {recall.error && (
        <p role="alert" className={alertClass}>
          {recall.error}
        </p>
      )}
    </section>
  );
}
