import { streakTier, type StreakTier } from '@quietdesk/core/flashcards/scoring';

// The answer streak's tiers (docs/product.md §4, §9): hot from 3, fire from 5, legendary from 10.
const TIER_LABELS: Record<Exclude<StreakTier, 'none'>, string> = {
  hot: 'Hot streak!',
  fire: "You're on fire!",
  legendary: 'Legendary!',
};
const TIER_ICONS = { hot: '🌶️', fire: '🔥', legendary: '⚡' } as const;

export function StreakBadge({ streak }: { streak: number }) {
  const tier = streakTier(streak);
  return (
    <span className="inline-flex items-center gap-2" data-testid="quiz-streak">
      <span>
        Streak: <strong>{streak}</strong>
      </span>
      {tier !== 'none' && (
        <span
          className="rounded-full bg-accent-soft px-2.5 py-0.5 text-sm font-semibold text-accent-text"
          data-testid="streak-tier"
          data-tier={tier}
        >
          <span aria-hidden>{TIER_ICONS[tier]} </span>
          {TIER_LABELS[tier]}
        </span>
      )}
    </span>
  );
}
