/**
 * The exam countdown in words, from whole days between today (in the person's time zone) and the
 * exam: "Exam in 9 days", "Exam tomorrow", "Exam today", "Exam was yesterday", "Exam was 2 days
 * ago". The plan and the Today card say it the same way.
 */
export function examCountdownText(daysLeft: number): string {
  if (daysLeft === 0) return 'Exam today';
  if (daysLeft === 1) return 'Exam tomorrow';
  if (daysLeft === -1) return 'Exam was yesterday';
  if (daysLeft < 0) return `Exam was ${-daysLeft} days ago`;
  return `Exam in ${daysLeft} days`;
}
