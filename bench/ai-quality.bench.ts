// Planner quality: structural rules every generated plan must meet, over bench/data/goals.json,
// for the offline engine (and an OpenAI-compatible model when AI_BASE_URL is set). The expected
// object and time frame of each goal are written by hand in the data file, not taken from the
// engine's own analysis, so the engine cannot grade itself.
// Prints one JSON line per provider (read by bench/run.mjs) and failures on stderr.
// Run: npx tsx bench/ai-quality.bench.ts
import { readFileSync } from 'node:fs';
import { durationInDays, type GeneratedPlan } from '../packages/core/src/api/planner.ts';
import { createOfflineProvider } from '../apps/server/src/ai/offline/offline-provider.ts';
import { createOpenAiCompatibleProvider } from '../apps/server/src/ai/openai-compatible/openai-compatible-provider.ts';
import type { AiProvider } from '../apps/server/src/ai/provider.ts';

interface GoalCase {
  goal: string;
  object: string;
  horizonDays: number | null;
}

const data = JSON.parse(readFileSync(new URL('./data/goals.json', import.meta.url), 'utf8')) as {
  now: string;
  goals: GoalCase[];
};
const NOW = new Date(data.now);
const ROUNDS = 20;

/** Problems with one plan; empty when it passes. */
function check(plan: GeneratedPlan, c: GoalCase): string[] {
  const problems: string[] = [];
  if (plan.tasks.length < 4 || plan.tasks.length > 12)
    problems.push(`${plan.tasks.length} tasks (want 4-12)`);
  const titles = plan.tasks.map((task) => task.title.trim().toLowerCase());
  if (new Set(titles).size !== titles.length) problems.push('duplicate task titles');
  const durations = plan.tasks.map((task) => durationInDays(task.estimated_duration));
  if (durations.some((d) => d === undefined)) problems.push('unreadable task duration');
  const sum = durations.reduce<number>((a, d) => a + (d ?? 0), 0);
  if (c.horizonDays !== null) {
    // A day of slack for "by Friday"-style deadlines counted from a different hour.
    if (sum > c.horizonDays + 1) problems.push(`tasks take ${sum} days > ${c.horizonDays}`);
    if (sum < c.horizonDays * 0.5)
      problems.push(`tasks take ${sum} days < half of ${c.horizonDays}`);
  }
  const text = JSON.stringify(plan.tasks).toLowerCase();
  if (!text.includes(c.object.toLowerCase())) problems.push(`object "${c.object}" not mentioned`);
  for (const task of plan.tasks) {
    if (task.subtasks.length < 2 || task.subtasks.length > 4) {
      problems.push(`"${task.title}" has ${task.subtasks.length} subtasks`);
      break;
    }
  }
  return problems;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function bench(provider: AiProvider, rounds: number) {
  const times: number[] = [];
  let passed = 0;
  for (const c of data.goals) {
    let plan: GeneratedPlan | undefined;
    for (let r = 0; r < rounds; r++) {
      const started = performance.now();
      plan = await provider.generatePlan(c.goal, { now: NOW });
      times.push(performance.now() - started);
    }
    const problems = check(plan!, c);
    if (problems.length === 0) passed++;
    else console.error(`FAIL ${provider.info.provider}: "${c.goal}": ${problems.join('; ')}`);
  }
  times.sort((a, b) => a - b);
  const passRate = passed / data.goals.length;
  const p50Ms = Number(percentile(times, 50).toFixed(3));
  const p95Ms = Number(percentile(times, 95).toFixed(3));
  const result = {
    name: 'ai-quality-plans',
    provider: provider.info.provider,
    label: provider.info.label,
    goals: data.goals.length,
    passRate: Number(passRate.toFixed(3)),
    p50Ms,
    p95Ms,
    goal: 'passRate>=0.9 && p95<=50',
    pass: passRate >= 0.9 && p95Ms <= 50,
  };
  console.log(JSON.stringify(result));
}

await bench(createOfflineProvider(), ROUNDS);
if (process.env.AI_BASE_URL) {
  await bench(
    createOpenAiCompatibleProvider({
      baseUrl: process.env.AI_BASE_URL.replace(/\/+$/, ''),
      apiKey: process.env.AI_API_KEY,
      model: process.env.AI_MODEL ?? 'gpt-4o-mini',
      timeoutMs: Number(process.env.AI_TIMEOUT_MS ?? 60_000),
    }),
    1,
  );
}
