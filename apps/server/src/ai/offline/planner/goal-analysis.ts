import { classify, DEFAULT_HORIZON_DAYS, type GoalKind } from './goal-kinds.ts';
import {
  cleanObject,
  fixOpeningVerb,
  isCleanNounPhrase,
  objectForTemplates,
} from './goal-object.ts';
import {
  describeDays,
  findDailyEffort,
  findHorizon,
  goalLanguage,
  type Horizon,
} from './horizon.ts';

// Reads a goal sentence the way a person would skim it: what kind of goal it is, what it is about
// (the object, in the person's own words), by when, and how many hours a day it names. Pure and
// deterministic: "now" is passed in (the server's injected clock).

export { GOAL_KINDS, DEFAULT_HORIZON_DAYS, type GoalKind } from './goal-kinds.ts';
export { describeDays, findHorizon, type Horizon } from './horizon.ts';
export { gerundOpening } from './goal-object.ts';

export interface GoalAnalysis {
  kind: GoalKind;
  /** Refinement of the kind that changes the advice (a language, a running race, an instrument). */
  variant: 'language' | 'running' | 'instrument' | 'none';
  /** What the goal is about, in the goal's own words ("Spanish", "portfolio website"). */
  object: string;
  /**
   * The object when it is a clean noun phrase fit for a title; undefined when the goal's words
   * are too noisy to quote, and titles use the kind's own noun instead.
   */
  titleObject?: string;
  horizon: Horizon;
  /** Hours a day the goal names ("2 hours a day"), if any. */
  hoursPerDay?: number;
}

const LANGUAGES =
  /\b(?:spanish|french|german|italian|portuguese|japanese|chinese|mandarin|cantonese|korean|arabic|russian|hindi|dutch|swedish|norwegian|danish|finnish|polish|turkish|greek|hebrew|vietnamese|thai|indonesian|swahili|ukrainian|czech|english|latin|sign language|asl)\b/;
const RUNNING = /\b(?:run|running|marathon|half[- ]marathon|5k|10k|\d+ ?km|triathlon|race)\b/;
const INSTRUMENTS =
  /\b(?:piano|guitar|violin|viola|cello|bass|drums|ukulele|flute|clarinet|saxophone|sax|trumpet|trombone|harp|banjo|mandolin|accordion|keyboard|harmonica|oboe|bassoon|instrument)\b/;

function variantOf(kind: GoalKind, lower: string): GoalAnalysis['variant'] {
  if (kind === 'skill' && LANGUAGES.test(lower)) return 'language';
  if (kind === 'skill' && INSTRUMENTS.test(lower)) return 'instrument';
  if (kind === 'fitness' && RUNNING.test(lower)) return 'running';
  return 'none';
}

export function analyseGoal(goal: string, now: Date): GoalAnalysis {
  const text = fixOpeningVerb(goal.replace(/\s+/g, ' ').trim());
  const effort = findDailyEffort(text);
  const kind = classify(text);
  const found = findHorizon(text, now);
  const variant = variantOf(kind, text.toLowerCase());
  const removed = [found?.phrase, effort?.phrase].filter((p): p is string => Boolean(p));
  // The object rules (verbs, articles, gerunds) are English: another language's words are kept
  // as the object for reference but never quoted in a title.
  const english = goalLanguage(text) === 'en';
  const raw = cleanObject(text, kind, removed);
  const object = english ? objectForTemplates(text, raw, kind) : raw;
  const horizon: Horizon = found
    ? { ...found.horizon, explicit: true }
    : {
        days: DEFAULT_HORIZON_DAYS[kind],
        label: describeDays(DEFAULT_HORIZON_DAYS[kind]),
        explicit: false,
      };
  return {
    kind,
    variant,
    object,
    ...(english && isCleanNounPhrase(object, kind) ? { titleObject: object } : {}),
    horizon,
    ...(effort ? { hoursPerDay: effort.hoursPerDay } : {}),
  };
}
