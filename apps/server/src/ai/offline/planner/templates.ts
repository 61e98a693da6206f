import { PRIORITIES } from '@quietdesk/core/api/planner';
import { z } from 'zod';
import type { GoalAnalysis, GoalKind } from './goal-analysis.ts';
import application from './templates/application.json';
import event from './templates/event.json';
import exam from './templates/exam.json';
import fitness from './templates/fitness.json';
import generic from './templates/generic.json';
import habit from './templates/habit.json';
import instrument from './templates/instrument.json';
import job from './templates/job.json';
import language from './templates/language.json';
import moving from './templates/moving.json';
import project from './templates/project.json';
import quit from './templates/quit.json';
import research from './templates/research.json';
import running from './templates/running.json';
import skill from './templates/skill.json';
import writing from './templates/writing.json';

// Phased plans per kind of goal, as data: one JSON file per kind under ./templates, checked
// against this schema when the module loads. `{o}` is the goal's object in the person's own words
// (or the file's `noun` when those words are not clean enough to quote), `{h}` the time frame.
// Templates only give method (how to prepare, practise, ship), never facts about the object: the
// offline engine does not know what a biology final covers, so it never pretends to. `rank` 1
// phases are always kept; 2 and 3 join as the time frame grows.

const phaseSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  priority: z.enum(PRIORITIES),
  /** Share of the time frame, relative to the other phases kept. */
  weight: z.number().positive(),
  rank: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  subtasks: z.array(z.string().min(1)).min(2).max(4),
});

const templateSchema = z.object({
  /** Stands in for the object in titles when the goal's words are too noisy to quote. */
  noun: z.string().min(1),
  /** What the optional follow-up step asks this kind of goal for. */
  asks_for: z.enum(['topics', 'sections', 'milestones']),
  /** Said in the first task when the plan is not made for the goal's kind. */
  notice: z.string().optional(),
  phases: z.array(phaseSchema).min(4),
});

export type PhaseTemplate = z.infer<typeof phaseSchema>;
type KindTemplate = z.infer<typeof templateSchema>;

const parse = (name: string, data: unknown): KindTemplate => {
  const result = templateSchema.safeParse(data);
  if (!result.success) throw new Error(`Planner template ${name}.json: ${result.error.message}`);
  return result.data;
};

const BY_KIND: Record<GoalKind, KindTemplate> = {
  exam: parse('exam', exam),
  skill: parse('skill', skill),
  project: parse('project', project),
  fitness: parse('fitness', fitness),
  writing: parse('writing', writing),
  research: parse('research', research),
  application: parse('application', application),
  job: parse('job', job),
  moving: parse('moving', moving),
  event: parse('event', event),
  habit: parse('habit', habit),
  quit: parse('quit', quit),
  generic: parse('generic', generic),
};
const BY_VARIANT = {
  language: parse('language', language),
  running: parse('running', running),
  instrument: parse('instrument', instrument),
};

export function templateFor(analysis: Pick<GoalAnalysis, 'kind' | 'variant'>): KindTemplate {
  return analysis.variant === 'none' ? BY_KIND[analysis.kind] : BY_VARIANT[analysis.variant];
}
