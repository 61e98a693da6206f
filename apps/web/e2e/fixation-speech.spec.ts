import { expect, test, type Page } from '@playwright/test';

const input = (page: Page) => page.getByLabel('Text or web address');
const ttsSwitch = (page: Page) => page.getByRole('switch', { name: 'Text-to-speech' });

/**
 * A scripted speechSynthesis: Chromium headless has the API but no voices, so this stands in for
 * a real engine. It records utterances and fires a word boundary for each word on demand.
 */
function installFakeSpeech() {
  type Fake = {
    spoken: { text: string; rate: number; voice: string | null }[];
    current: SpeechSynthesisUtterance | null;
    cancelled: number;
    paused: boolean;
    boundary(wordIndex: number): void;
    finish(): void;
  };
  const voices = [
    { name: 'Anna', lang: 'de-DE', default: true, localService: true, voiceURI: 'Anna' },
    { name: 'Daniel', lang: 'en-GB', default: false, localService: true, voiceURI: 'Daniel' },
    {
      name: 'Google US English',
      lang: 'en-US',
      default: false,
      localService: false,
      voiceURI: 'Google US English',
    },
  ];
  const fake: Fake = {
    spoken: [],
    current: null,
    cancelled: 0,
    paused: false,
    boundary(wordIndex) {
      const u = fake.current!;
      const re = /\S+/g;
      let m: RegExpExecArray | null = null;
      for (let i = 0; i <= wordIndex; i++) m = re.exec(u.text);
      u.onboundary?.({ name: 'word', charIndex: m!.index } as SpeechSynthesisEvent);
    },
    finish() {
      const u = fake.current!;
      fake.current = null;
      u.onend?.({} as SpeechSynthesisEvent);
    },
  };
  let listeners: (() => void)[] = [];
  const synth = {
    getVoices: () => voices,
    speak(u: SpeechSynthesisUtterance) {
      fake.current = u;
      fake.spoken.push({ text: u.text, rate: u.rate, voice: u.voice?.name ?? null });
      setTimeout(() => u.onstart?.({} as SpeechSynthesisEvent), 0);
    },
    cancel() {
      fake.cancelled++;
      fake.current = null;
    },
    pause() {
      fake.paused = true;
    },
    resume() {
      fake.paused = false;
    },
    addEventListener: (_: string, l: () => void) => listeners.push(l),
    removeEventListener: (_: string, l: () => void) => {
      listeners = listeners.filter((x) => x !== l);
    },
  };
  class Utterance {
    text: string;
    rate = 1;
    voice: { name: string } | null = null;
    lang = '';
    onstart: ((e: unknown) => void) | null = null;
    onend: ((e: unknown) => void) | null = null;
    onerror: ((e: unknown) => void) | null = null;
    onboundary: ((e: unknown) => void) | null = null;
    constructor(text: string) {
      this.text = text;
    }
  }
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', {
    value: Utterance,
    configurable: true,
  });
  (window as unknown as { __speech: Fake }).__speech = fake;
}

const speech = (page: Page) =>
  page.evaluate(() => {
    const f = (window as unknown as { __speech: { spoken: unknown[]; cancelled: number } })
      .__speech;
    return { spoken: f.spoken, cancelled: f.cancelled };
  });

test.describe('fixation reader: text-to-speech', () => {
  test('in headless Chromium without voices the controls say so and stay disabled', async ({
    page,
  }) => {
    await page.goto('/app/fixation-reader');
    const voiceCount = await page.evaluate(() => speechSynthesis.getVoices().length);
    test.skip(voiceCount > 0, 'this Chromium has voices');
    await expect(ttsSwitch(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeDisabled();
    await expect(page.getByLabel('Voice')).toBeDisabled();
    await expect(page.getByRole('slider', { name: 'Speed' })).toBeVisible();
    await expect(page.getByText('No speech voices are available in this browser')).toBeVisible();
  });

  test('without speechSynthesis at all it says so', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });
    });
    await page.goto('/app/fixation-reader');
    await expect(page.getByText('Text-to-speech is not available in this browser.')).toBeVisible();
    await expect(ttsSwitch(page)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Play' })).toBeDisabled();
  });

  test('speaks with the preferred voice and rate, highlights the spoken word, pauses, stops', async ({
    page,
  }) => {
    await page.addInitScript(installFakeSpeech);
    await page.goto('/app/fixation-reader');
    await expect(page.getByLabel('Voice')).toHaveValue('Google US English');
    await expect(page.getByRole('button', { name: 'Play' })).toBeDisabled(); // TTS is off
    await ttsSwitch(page).click();
    await expect(ttsSwitch(page)).toHaveAttribute('aria-checked', 'true');

    const speed = page.getByRole('slider', { name: 'Speed' });
    await speed.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await expect(speed).toHaveAttribute('aria-valuetext', '1.5 times');

    await input(page).fill('First sentence here. Second sentence follows.');
    await page.getByRole('button', { name: 'Process Text' }).click();
    const output = page.getByRole('region', { name: 'Processed text with fixation bolding' });
    await expect(output).toBeVisible();

    await page.getByRole('button', { name: 'Play' }).click();
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
    expect((await speech(page)).spoken).toEqual([
      { text: 'First sentence here.', rate: 1.5, voice: 'Google US English' },
    ]);
    await page.evaluate(() =>
      (window as never as { __speech: { boundary(i: number): void } }).__speech.boundary(1),
    );
    await expect(output.locator('mark')).toHaveText('sentence');
    await expect(output.locator('mark')).toHaveCount(1);

    // The next chunk follows when one ends; the highlight moves into it.
    await page.evaluate(() =>
      (window as never as { __speech: { finish(): void } }).__speech.finish(),
    );
    await page.evaluate(() =>
      (window as never as { __speech: { boundary(i: number): void } }).__speech.boundary(2),
    );
    await expect(output.locator('mark')).toHaveText('follows');

    // P pauses and resumes (not while typing).
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('p');
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    await page.keyboard.press('p');
    await expect(page.getByRole('button', { name: 'Pause' })).toBeEnabled();

    // Settings persist.
    const stored = await page.evaluate(() => localStorage.getItem('qd:v1:fixation:tts'));
    expect(JSON.parse(stored!)).toEqual({ enabled: true, rate: 1.5, voiceName: null });

    // Turning text-to-speech off cancels speech.
    const before = (await speech(page)).cancelled;
    await ttsSwitch(page).click();
    await expect(page.getByRole('button', { name: 'Play' })).toBeDisabled();
    expect((await speech(page)).cancelled).toBeGreaterThan(before);
    await expect(output.locator('mark')).toHaveCount(0);
  });

  test('a chosen voice is remembered', async ({ page }) => {
    await page.addInitScript(installFakeSpeech);
    await page.goto('/app/fixation-reader');
    await page.getByLabel('Voice').selectOption('Daniel');
    await page.reload();
    await expect(page.getByLabel('Voice')).toHaveValue('Daniel');
  });
});
