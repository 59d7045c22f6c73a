/** Billing periods (decision 0020 §2): calendar months and years in UTC. */

/**
 * `from` plus one billing interval (calendar month or year, UTC), the day clamped to the target
 * month's last day: 31 Jan → 28/29 Feb, 29 Feb → 28 Feb next year. A new Date.
 */
export function addInterval(from: Date, interval: 'month' | 'year'): Date {
  const months = interval === 'year' ? 12 : 1;
  const target = new Date(from);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target;
}
