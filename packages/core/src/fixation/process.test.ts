import { describe, expect, it } from 'vitest';
import { classifyReaderInput, processText } from './process.ts';

describe('processText', () => {
  it('returns the original text, tokens, escaped HTML and analysis', () => {
    expect(processText('Read <this>', 0.4)).toEqual({
      original_text: 'Read <this>',
      processed_tokens: [
        { type: 'word', original: 'Read', bold: 'Re', normal: 'ad' },
        { type: 'other', content: ' <' },
        { type: 'word', original: 'this', bold: 'th', normal: 'is' },
        { type: 'other', content: '>' },
      ],
      html_output: '<b>Re</b>ad &lt;<b>th</b>is&gt;',
      analysis: {
        word_count: 2,
        char_count: 11,
        estimated_reading_time: {
          normal: { minutes: 0 },
          fixation: { minutes: 0 },
          time_saved: { minutes: 0 },
        },
      },
    });
  });

  it('leaves the analysis out when not wanted', () => {
    expect(processText('Read', 0.4, { includeAnalysis: false })).not.toHaveProperty('analysis');
  });

  it('passes a personal speed to the analysis', () => {
    const text = 'word '.repeat(300);
    const result = processText(text, 0.4, { personalSpeed: { plainWpm: 200, fixationWpm: 300 } });
    expect(result.analysis?.estimated_reading_time.time_saved.minutes).toBe(0.5);
  });

  it('uses the default ratio 0.4', () => {
    expect(processText('reading').processed_tokens[0]).toMatchObject({ bold: 'rea' });
  });
});

describe('classifyReaderInput', () => {
  it('treats trimmed input starting with http(s):// as a URL', () => {
    expect(classifyReaderInput('  https://example.com/a  ')).toEqual({
      kind: 'url',
      url: 'https://example.com/a',
    });
    expect(classifyReaderInput('HTTP://EXAMPLE.COM')).toMatchObject({ kind: 'url' });
  });

  it('treats anything else as text, and blank input as nothing', () => {
    expect(classifyReaderInput(' see https://example.com ')).toEqual({
      kind: 'text',
      text: 'see https://example.com',
    });
    expect(classifyReaderInput('httpsfoo')).toMatchObject({ kind: 'text' });
    expect(classifyReaderInput(' \n ')).toBeNull();
  });
});
