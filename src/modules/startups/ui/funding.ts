/** Formats a startup's total funding (one amount per currency) for cards and tables. */
import { formatMoney } from '@/lib/format';
import type { Locale } from '@/i18n/locales';
import type { MoneyAmount } from '../summaries';

export function formatFundingTotals(totals: MoneyAmount[], locale: Locale): string {
  return totals.map((t) => formatMoney(t.amount, t.currency, locale)).join(' + ');
}
