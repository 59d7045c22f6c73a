/**
 * Money and date formatting (spec public-and-account §9): money in the startup's currency,
 * compact notation from 1,000,000, at most 2 fraction digits; Turkish dates DD.MM.YYYY.
 * Dates are stored as UTC ISO-8601 (`YYYY-MM-DD`) and formatted in the viewer's locale.
 */
import type { Locale } from '@/i18n/locales';

const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', tr: 'tr-TR' };

/** Supported currencies (spec §3 "Currencies") with their symbol and formatting locale. */
export const CURRENCIES = {
  USD: { id: 0, symbol: '$', locale: 'en-US' },
  EUR: { id: 1, symbol: '€', locale: 'de-DE' },
  TRY: { id: 2, symbol: '₺', locale: 'tr-TR' },
  GBP: { id: 3, symbol: '£', locale: 'en-GB' },
} as const;
export type CurrencyCode = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

/**
 * Fixed reference rates to USD, used only to sort and sum funding across currencies
 * (never shown as an exchange rate). Units: USD per 1 unit of the currency.
 */
export const USD_PER_UNIT: Record<CurrencyCode, number> = { USD: 1, EUR: 1.08, GBP: 1.27, TRY: 0.029 };

export function isCurrencyCode(value: string): value is CurrencyCode {
  return value in CURRENCIES;
}

/** Converts `amount` in `currency` to USD at the fixed reference rates; unknown codes count as USD. */
export function toUsd(amount: number, currency: string): number {
  return amount * (isCurrencyCode(currency) ? USD_PER_UNIT[currency] : 1);
}

/**
 * Formats an amount of money for the viewer's locale: `$950,000`, `$1.2M`, `₺12,5 Mn`.
 * @param amount units of the currency (not cents)
 * @param currency ISO 4217 code
 */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    notation: Math.abs(amount) >= 1_000_000 ? 'compact' : 'standard',
    maximumFractionDigits: 2,
    minimumFractionDigits: 0,
  }).format(amount);
}

/**
 * Formats a price given in minor units (cents, kuruş) for the viewer's locale, never compacted:
 * `$12`, `$15.50`, `₺4.200` (whole amounts without decimals, others with two).
 * @param amountMinor integer minor units of `currency` (ISO 4217)
 */
export function formatPrice(amountMinor: number, currency: string, locale: Locale): string {
  const whole = amountMinor % 100 === 0;
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amountMinor / 100);
}

/** Formats a file size in bytes: `240 kB`, `1.4 MB` (en) / `1,4 MB` (tr). */
export function formatFileSize(bytes: number, locale: Locale): string {
  const mega = bytes >= 1_000_000;
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: mega ? 1 : 0,
  }).format(mega ? bytes / 1_000_000 : Math.max(1, bytes / 1000));
}

/** Formats an integer count with grouping: 12,345 (en) / 12.345 (tr). */
export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale]).format(value);
}

/**
 * Formats a UTC date (`YYYY-MM-DD` or ISO timestamp): `21.11.2026` in Turkish, `Nov 21, 2026` in English.
 * Returns '' for empty input and for the "empty" date 0001-01-01 (spec §5).
 */
export function formatDate(value: string | Date | null | undefined, locale: Locale): string {
  if (!value) return '';
  const date =
    typeof value === 'string' ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() <= 1) return '';
  const options: Intl.DateTimeFormatOptions =
    locale === 'tr'
      ? { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], options).format(date);
}

/**
 * Formats a UTC timestamp with its time, in UTC: `21.11.2026 14:05` in Turkish, `Nov 21, 2026, 2:05 PM`
 * in English (messages, job runs). Returns '' for empty or invalid input.
 */
export function formatDateTime(value: string | Date | null | undefined, locale: Locale): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: locale === 'tr' ? 'short' : 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
}

/** A date range `start – end` in the locale's date format ('…' for an open end), or '' when both are missing. */
export function formatDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
  locale: Locale,
): string {
  if (!start && !end) return '';
  return `${formatDate(start, locale) || '…'} – ${formatDate(end, locale) || '…'}`;
}

/** The year of a UTC date string, or ''. */
export function formatYear(value: string | null | undefined): string {
  return value && !value.startsWith('0001') ? value.slice(0, 4) : '';
}

/** Today's UTC day as YYYY-MM-DD. */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}
