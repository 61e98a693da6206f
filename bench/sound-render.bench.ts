/**
 * Prints how long each sound takes to render at 44.1 kHz stereo (the web app renders on the
 * client, so this is the time between pressing play and hearing sound). Not a test: timings
 * depend on the machine. Run: `npx tsx bench/sound-render.bench.ts`.
 */
import { renderSound } from '../packages/core/src/audio/render.ts';
import { SOUND_IDS } from '../packages/core/src/audio/sounds.ts';

const RUNS = 7;
for (const id of SOUND_IDS) {
  if (id === 'none') continue;
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    renderSound(id, { sampleRate: 44100, seed: run + 1 });
    times.push(performance.now() - start);
  }
  const first = times[0]!;
  const warm = times.slice(1).sort((a, b) => a - b);
  const median = warm[Math.floor(warm.length / 2)]!;
  console.log(
    `${id.padEnd(12)} first ${first.toFixed(0).padStart(4)} ms  warm median ${median.toFixed(0).padStart(4)} ms  min ${warm[0]!.toFixed(0).padStart(4)} ms`,
  );
}
