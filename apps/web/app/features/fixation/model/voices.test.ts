import { describe, expect, it } from 'vitest';
import { pickPreferredVoice, resolveVoice } from './voices';

const v = (name: string, lang: string) => ({ name, lang });

describe('pickPreferredVoice', () => {
  it('prefers a voice named US English over any en-US voice', () => {
    const voices = [v('Alex', 'en-US'), v('Daniel', 'en-GB'), v('Google US English', 'en-US')];
    expect(pickPreferredVoice(voices)?.name).toBe('Google US English');
  });

  it('then any en-US voice (also written en_US), before other English', () => {
    expect(pickPreferredVoice([v('Daniel', 'en-GB'), v('Samantha', 'en_US')])?.name).toBe(
      'Samantha',
    );
  });

  it('then any English voice, before the first voice', () => {
    expect(pickPreferredVoice([v('Anna', 'de-DE'), v('Karen', 'en-AU')])?.name).toBe('Karen');
    expect(pickPreferredVoice([v('Anna', 'de-DE'), v('Eng', 'en')])?.name).toBe('Eng');
  });

  it('falls back to the first voice, and to null with none', () => {
    expect(pickPreferredVoice([v('Anna', 'de-DE'), v('Thomas', 'fr-FR')])?.name).toBe('Anna');
    expect(pickPreferredVoice([])).toBeNull();
  });

  it('does not take "enx" or "Venetian" style near-misses for English', () => {
    expect(pickPreferredVoice([v('A', 'eu-ES'), v('B', 'enx')])?.name).toBe('A');
  });
});

describe('resolveVoice', () => {
  const voices = [v('Anna', 'de-DE'), v('Google US English', 'en-US')];
  it('keeps the chosen voice while the browser has it', () => {
    expect(resolveVoice(voices, 'Anna')?.name).toBe('Anna');
  });
  it('falls back to the preference when the chosen voice is gone', () => {
    expect(resolveVoice(voices, 'Removed voice')?.name).toBe('Google US English');
    expect(resolveVoice(voices, null)?.name).toBe('Google US English');
  });
});
