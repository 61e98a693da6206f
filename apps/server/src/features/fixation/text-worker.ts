import { processText } from '@quietdesk/core/fixation/process';

// Runs in a piscina worker thread: processes one large text and returns the reply already as
// JSON, so the main thread receives one flat string instead of cloning ~40 MB of token objects.

export interface TextTask {
  text: string;
  ratio: number;
  includeAnalysis: boolean | undefined;
}

export default function processTextToJson({ text, ratio, includeAnalysis }: TextTask): string {
  return JSON.stringify(processText(text, ratio, { includeAnalysis }));
}
