import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '~/components/ui/button';
import type { Speech } from '../hooks/use-speech';
import { formatRatio } from '../model/shortcuts';
import { FixationText } from './fixation-text';
import { ReaderQuickBar } from './reader-quick-bar';

interface FocusViewProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  text: string;
  ratio: number;
  spokenOffset: number | null;
  title: string;
  /** Focus goes back here on close, also when the view was opened with the E key. */
  returnFocusRef: RefObject<HTMLElement | null>;
  onRatioChange(ratio: number): void;
  speech: Speech;
}

/**
 * Full-screen reading view. Radix Dialog traps focus inside, closes on Esc and on the Close button,
 * and hides the page behind it from assistive technology.
 */
export function FocusView(props: FocusViewProps) {
  const { open, onOpenChange, text, ratio, spokenOffset, title, returnFocusRef } = props;
  const { onRatioChange, speech } = props;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-canvas text-ink"
        >
          <div className="border-b border-line bg-surface px-4 py-3 sm:px-8">
            <div className="flex items-center justify-between gap-3">
              <Dialog.Title className="truncate text-lg font-semibold">
                {title}{' '}
                <span className="text-sm font-normal text-muted">· {formatRatio(ratio)}</span>
              </Dialog.Title>
              <Dialog.Close asChild>
                <Button variant="secondary" size="sm">
                  <X className="size-4" aria-hidden /> Close
                </Button>
              </Dialog.Close>
            </div>
            <ReaderQuickBar
              className="mx-auto mt-2 max-w-3xl"
              ratio={ratio}
              onRatioChange={onRatioChange}
              speech={speech}
              speakText={text}
            />
          </div>
          <FixationText
            text={text}
            ratio={ratio}
            spokenOffset={spokenOffset}
            label="Focus view text"
            className="flex-1 px-5 py-8 text-xl leading-10 sm:px-8"
            contentClassName="mx-auto max-w-3xl"
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
