/**
 * Minutes as shown in the analysis: "2.4 min"; a text with words that rounds to 0 reads
 * "under 0.1 min" rather than a misleading "0 min".
 */
export function formatMinutes(minutes: number, words: number, floorSmall = true): string {
  if (minutes === 0 && words > 0 && floorSmall) return 'under 0.1 min';
  return `${minutes.toLocaleString('en-US', { maximumFractionDigits: 1 })} min`;
}
