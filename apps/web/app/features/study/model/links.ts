import type { TodayDeck, TodayTask } from '@quietdesk/core/api/study';

/** The timer, opened with the task loaded and linked: its focus time counts for the task. */
export function taskStartUrl(task: TodayTask): string {
  const params = new URLSearchParams({
    task: task.title,
    plan: task.plan_id,
    task_index: String(task.task_index),
  });
  return `/app/pomodoro?${params.toString()}`;
}

/** The deck's review of its due cards. */
export function deckStartUrl(deck: TodayDeck): string {
  return `/app/flashcards?${new URLSearchParams({ deck: deck.deck_id, review: '1' }).toString()}`;
}

/** The timer with its Review picker open on the deck: the review as a timed session. */
export function deckTimerUrl(deck: TodayDeck): string {
  return `/app/pomodoro?${new URLSearchParams({ deck: deck.deck_id }).toString()}`;
}

export const cardsText = (cards: number) => `${cards} ${cards === 1 ? 'card' : 'cards'} reviewed`;

export function minutesText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
