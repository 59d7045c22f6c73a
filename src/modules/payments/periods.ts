/** Billing periods (decision 0020 §2): calendar months and years in UTC. */

/** `from` plus one billing interval (calendar month or year, UTC); a new Date. */
export function addInterval(from: Date, interval: 'month' | 'year'): Date {
  const next = new Date(from);
  if (interval === 'year') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}
