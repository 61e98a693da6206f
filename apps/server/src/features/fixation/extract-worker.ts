import { parentPort } from 'node:worker_threads';
import { extractArticle, type ExtractOutcome } from './extract-article.ts';

// Worker thread entry: Readability is synchronous and can take seconds on a hostile page, so it
// runs here, where the pool can terminate it without blocking or crashing the request thread.
// Bundled to dist/extract-worker.js (build.mjs); under tsx/vitest the pool loads this .ts file.

export interface ExtractRequest {
  id: number;
  html: string;
  maxElements: number;
}

export type ExtractReply =
  | { type: 'ready' }
  | { type: 'result'; id: number; outcome: ExtractOutcome }
  | { type: 'failed'; id: number; message: string };

const port = parentPort;
if (!port) throw new Error('extract-worker.ts must run as a worker thread.');

port.on('message', ({ id, html, maxElements }: ExtractRequest) => {
  let reply: ExtractReply;
  try {
    reply = { type: 'result', id, outcome: extractArticle(html, maxElements) };
  } catch (error) {
    // Stack overflows and parser bugs on odd markup are the page's fault, not a crash.
    reply = { type: 'failed', id, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
port.postMessage({ type: 'ready' } satisfies ExtractReply);
