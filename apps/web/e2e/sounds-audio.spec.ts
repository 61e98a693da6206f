import { expect, test } from '@playwright/test';
import { renderSound } from '@quietdesk/core/audio/render';
import { SOUND_IDS } from '@quietdesk/core/audio/sounds';
import { peak, rmsDb, spectralSlopeDbPerOctave } from '@quietdesk/core/audio/analysis';

// The synthesised loops as the browser really plays them: each buffer goes through Chromium's
// AudioBufferSourceNode with loop = true inside an OfflineAudioContext for two loop lengths, and
// the output is measured here with core's analysis helpers.
const SAMPLE_RATE = 44_100;

const toBase64 = (a: Float32Array) =>
  Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString('base64');
const fromBase64 = (s: string) => {
  const bytes = Buffer.from(s, 'base64');
  return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
};

/** Seam jump in the played stream: the step at the loop point over the 99th percentile step. */
function seamRatio(stream: Float32Array, loopLength: number): number {
  const diffs = new Float64Array(stream.length - 1);
  for (let i = 0; i < diffs.length; i++) diffs[i] = Math.abs(stream[i + 1]! - stream[i]!);
  const seam = diffs[loopLength - 1]!;
  diffs.sort();
  return seam / diffs[Math.floor(0.99 * (diffs.length - 1))]!;
}

test.describe('ambient sounds in the browser', () => {
  for (const id of SOUND_IDS.filter((s) => s !== 'none')) {
    test(`${id}: loops seamlessly through an AudioBufferSourceNode`, async ({ page }) => {
      test.setTimeout(60_000);
      const rendered = renderSound(id, { sampleRate: SAMPLE_RATE })!;
      const loopLength = rendered.channels[0]!.length;
      await page.goto('/app/dashboard');
      const out = await page.evaluate(
        async ({ channels, sampleRate, loopLength }) => {
          const decode = (s: string) => {
            const bin = atob(s);
            const bytes = new Uint8Array(bin.length);
            for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
            return new Float32Array(bytes.buffer);
          };
          const ctx = new OfflineAudioContext(channels.length, loopLength * 2, sampleRate);
          const buffer = ctx.createBuffer(channels.length, loopLength, sampleRate);
          channels.forEach((c, i) => buffer.copyToChannel(decode(c), i));
          const source = ctx.createBufferSource();
          source.buffer = buffer;
          source.loop = true;
          source.connect(ctx.destination);
          source.start(0);
          const result = await ctx.startRendering();
          const left = result.getChannelData(0);
          let s = '';
          const bytes = new Uint8Array(left.buffer, left.byteOffset, left.byteLength);
          for (let i = 0; i < bytes.length; i += 0x8000) {
            s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
          }
          return { left: btoa(s), length: result.length, sampleRate: result.sampleRate };
        },
        { channels: rendered.channels.map(toBase64), sampleRate: SAMPLE_RATE, loopLength },
      );
      expect(out.length).toBe(loopLength * 2);
      const played = fromBase64(out.left);
      // The browser plays exactly what was rendered, then starts over at sample 0.
      expect(played[loopLength]).toBeCloseTo(rendered.channels[0]![0]!, 6);
      expect(rmsDb(played)).toBeGreaterThan(-40); // not silent
      expect(peak(played)).toBeLessThanOrEqual(1);
      expect(seamRatio(played, loopLength)).toBeLessThan(1.5); // no click at the loop point

      const oneLoop = played.subarray(0, loopLength);
      if (id === 'white_noise') {
        const slope = spectralSlopeDbPerOctave(oneLoop, SAMPLE_RATE, 200, 12_800);
        expect(Math.abs(slope)).toBeLessThan(1);
      }
      if (id === 'brown_noise') {
        const slope = spectralSlopeDbPerOctave(oneLoop, SAMPLE_RATE, 100, 6_400);
        expect(slope).toBeGreaterThan(-7.5);
        expect(slope).toBeLessThan(-4.5);
      }
    });
  }

  test('header dropdown: pick Rain, play, change volume, pause', async ({ page }) => {
    await page.goto('/app/dashboard');
    await page.getByRole('button', { name: 'Ambient sounds' }).click();
    const player = page.getByRole('dialog', { name: 'Ambient sound player' });
    // The Web Audio engine is installed: the player does not say it cannot play.
    await expect(player.getByText(/has no Web Audio/)).toHaveCount(0);
    await expect(player.getByRole('button', { name: 'Play' })).toBeDisabled();
    // Choosing a sound plays it.
    await player.getByRole('radio', { name: 'Rain' }).check();
    await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 10_000 });
    await player.getByRole('slider', { name: 'Volume' }).fill('0.3');
    await expect(player.getByText('30%')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(
      page.getByTestId('sound-card').getByText('Playing', { exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId('sound-card')).toContainText('Rain');
    await page.getByRole('button', { name: /Ambient sound: Rain playing/ }).click();
    await player.getByRole('button', { name: 'Pause' }).click();
    await expect(player.getByRole('button', { name: 'Play' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('sound-card')).toContainText('No sound playing');
    expect(await page.evaluate(() => localStorage.getItem('qd:v1:sounds:volume'))).toBe('0.3');
  });
});
