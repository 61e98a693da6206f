import {
  APICallError,
  generateText,
  NoObjectGeneratedError,
  Output,
  RetryError,
  type LanguageModel,
  type ModelMessage,
} from 'ai';
import type { z } from 'zod';
import { AiError } from '../errors.ts';
import { SYSTEM_PROMPT } from './prompts.ts';

// One structured call to a chat model: ask for JSON, validate it with zod, and when the answer
// does not fit, send the validation problems back once and ask again. We use `Output.json()`
// (response_format json_object) rather than a JSON-schema response format because llama.cpp,
// Ollama and vLLM all honour json_object while json_schema support varies; the shape is stated in
// the prompt and enforced here.

interface AskOptions {
  model: LanguageModel;
  timeoutMs: number;
  signal?: AbortSignal;
}

function issuesText(error: z.ZodError): string {
  return error.issues
    .slice(0, 8)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; problem: string } {
  // Some models wrap JSON in a Markdown fence even when told not to.
  const body = text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch (error) {
    return { ok: false, problem: `the answer is not valid JSON (${(error as Error).message})` };
  }
}

function retryAfterSeconds(headers: Record<string, string> | undefined): number | undefined {
  const value = headers?.['retry-after'];
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(1, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(1, Math.ceil((date - Date.now()) / 1000));
}

/** Turns what the SDK throws into an AiError, or returns undefined for "not ours" (client abort). */
function mapUpstreamError(error: unknown, timedOut: boolean): AiError | undefined {
  if (timedOut) {
    return new AiError('timeout', 'The AI model took too long to answer.', undefined, {
      cause: error,
    });
  }
  const inner = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(inner)) {
    const status = inner.statusCode;
    if (status === 429) {
      return new AiError(
        'rate_limited',
        'The AI service quota is used up for now.',
        retryAfterSeconds(inner.responseHeaders),
        { cause: inner },
      );
    }
    if (status === undefined || status >= 500) {
      return new AiError('unavailable', 'The AI service is not reachable right now.', undefined, {
        cause: inner,
      });
    }
    if (status === 401 || status === 403 || status === 404) {
      return new AiError(
        'unavailable',
        'The AI service refused the request: check AI_API_KEY and AI_MODEL.',
        undefined,
        { cause: inner },
      );
    }
    return new AiError(
      'invalid_output',
      'The AI service could not handle this request.',
      undefined,
      {
        cause: inner,
      },
    );
  }
  return undefined;
}

export async function askJson<T>(
  options: AskOptions,
  prompt: string,
  schema: z.ZodType<T>,
): Promise<T> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  const messages: ModelMessage[] = [{ role: 'user', content: prompt }];
  let problem = '';
  for (let attempt = 0; attempt < 2; attempt++) {
    let text: string;
    try {
      const result = await generateText({
        model: options.model,
        system: SYSTEM_PROMPT,
        messages,
        output: Output.json(),
        temperature: 0.3,
        // Our own single repair replaces the SDK's retries: a 429 or 5xx is answered at once.
        maxRetries: 0,
        abortSignal: signal,
      });
      text = result.text;
    } catch (error) {
      // Output.json() throws on text that is not JSON; we parse (and repair) it ourselves.
      if (NoObjectGeneratedError.isInstance(error) && !deadline.aborted) {
        text = error.text ?? '';
      } else {
        const mapped = mapUpstreamError(error, deadline.aborted);
        if (mapped) throw mapped;
        throw error;
      }
    }
    const parsed = parseJson(text);
    if (parsed.ok) {
      const checked = schema.safeParse(parsed.value);
      if (checked.success) return checked.data;
      problem = `the JSON does not match the required shape: ${issuesText(checked.error)}`;
    } else {
      problem = parsed.problem;
    }
    messages.push(
      { role: 'assistant', content: text },
      {
        role: 'user',
        content: `That answer cannot be used: ${problem}. Reply again with only the corrected JSON object in the shape asked for.`,
      },
    );
  }
  throw new AiError('invalid_output', `The AI model gave an unusable answer twice (${problem}).`);
}
