// The daily focus goal's bounds and default, in minutes. Apart from the API's schemas (which
// check them), so that a screen that only shows or edits the goal does not load zod and build
// every study schema for two numbers (docs/decisions/068-today-requested-early.md).

export const DAILY_GOAL_MIN = 5;
export const DAILY_GOAL_MAX = 960;
export const DEFAULT_DAILY_GOAL_MINUTES = 120;
