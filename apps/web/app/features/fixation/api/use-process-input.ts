import { useMutation } from '@tanstack/react-query';
import type { ReaderInput } from '@quietdesk/core/fixation/process';
import { processText } from './process-text';
import { processUrl } from './process-url';

interface ProcessVariables {
  input: ReaderInput;
  ratio: number;
}

/** Sends classified reader input to the matching endpoint (URL or text). */
function processReaderInput({ input, ratio }: ProcessVariables) {
  return input.kind === 'url' ? processUrl(input.url, ratio) : processText(input.text, ratio);
}

export function useProcessInput() {
  return useMutation({ mutationFn: processReaderInput, retry: false });
}
