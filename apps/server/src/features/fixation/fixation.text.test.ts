import { describe, expect, it } from 'vitest';
import { fixationResultSchema } from '@quietdesk/core/fixation/schemas';
import { createTestApp, appPerFile } from '../../test/helpers.ts';

const json = { 'content-type': 'application/json' };

const file = appPerFile((database) => createTestApp(database));

const processText = (payload: unknown, headers: Record<string, string> = json) =>
  file.app.inject({
    method: 'POST',
    url: '/api/fixation-reading/process-text',
    headers,
    payload: payload as string,
  });

describe('POST /api/fixation-reading/process-text', () => {
  it('answers tokens, escaped HTML and analysis', async () => {
    const response = await processText({
      text: 'Read <script>alert(1)</script> slowly',
      fixation_point_ratio: 0.5,
      include_analysis: true,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.original_text).toBe('Read <script>alert(1)</script> slowly');
    expect(body.html_output).not.toContain('<script>');
    expect(body.html_output).toContain('&lt;');
    expect(body.html_output).toContain('<b>Re</b>ad');
    expect(body.processed_tokens[0]).toEqual({
      type: 'word',
      original: 'Read',
      bold: 'Re',
      normal: 'ad',
    });
    expect(body.analysis.word_count).toBeGreaterThan(0);
    expect(body).not.toHaveProperty('title');
    expect(body).not.toHaveProperty('source_url');
    // The route skips response validation for speed, so check the documented shape here.
    expect(fixationResultSchema.strict().safeParse(body).error).toBeUndefined();
  });

  it('uses the default ratio and leaves out the analysis when asked', async () => {
    const response = await processText({ text: 'fixation', include_analysis: false });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.processed_tokens[0].bold).toBe('fixa'); // ceil(8 x 0.4) = 4
    expect(body).not.toHaveProperty('analysis');
  });

  it.each([0.05, 0.85, -1, '0.4'])('refuses the ratio %s with 422', async (ratio) => {
    const response = await processText({ text: 'hello', fixation_point_ratio: ratio });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain(
      'The fixation ratio must be a number from 0.1 to 0.8.',
    );
  });

  it('accepts the ends of the ratio range', async () => {
    for (const ratio of [0.1, 0.8]) {
      expect((await processText({ text: 'hello', fixation_point_ratio: ratio })).statusCode).toBe(
        200,
      );
    }
  });

  it('refuses blank or missing text with 422', async () => {
    for (const payload of [{ text: '  \n\t ' }, { text: '' }, {}, { text: 42 }]) {
      const response = await processText(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toMatch(/Please enter some text to process|Text is required/);
    }
  });

  it('answers 400 to malformed JSON and 415 to a non-JSON body', async () => {
    const malformed = await processText('{"text": "hi",', json);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: 'The request body is not valid JSON.' });
    const plain = await processText('text=hi', { 'content-type': 'text/plain' });
    expect(plain.statusCode).toBe(415);
  });

  it('refuses a cross-site post', async () => {
    const response = await processText({ text: 'hi' }, { ...json, origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
  });
});

describe('text size limits', () => {
  it('accepts 2,000,000 characters although that is more than the global 1 MiB body limit', async () => {
    // Three bytes per character in UTF-8: ~6 MB of JSON.
    const text = 'あ'.repeat(2_000_000);
    const response = await processText({ text, include_analysis: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().original_text.length).toBe(2_000_000);
  });

  it('refuses 2,000,001 characters with 422 naming the limit', async () => {
    const response = await processText({ text: 'a'.repeat(2_000_001) });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain(
      'The text is too long: the limit is 2,000,000 characters.',
    );
  });

  it('refuses a body over 8 MiB with 413 naming both limits', async () => {
    const response = await processText(JSON.stringify({ text: 'a'.repeat(8 * 1024 * 1024 + 1) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      detail:
        'The text is too large: the request may be at most 8 MiB and the text at most 2,000,000 characters.',
    });
  });

  it('keeps the global limit, and its sentence, on other routes', async () => {
    const response = await file.app.inject({
      method: 'POST',
      url: '/api/fixation-reading/process-url',
      headers: json,
      payload: JSON.stringify({ url: `https://example.com/${'a'.repeat(1024 * 1024)}` }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe(
      'The request body is larger than the limit of 1048576 bytes.',
    );
  });
});
