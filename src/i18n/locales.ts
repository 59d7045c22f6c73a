/** Locales of the product (spec §1): English default without prefix, Turkish under /tr. */
export const LOCALES = ['en', 'tr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'tr';
}

/** Picks the name in the viewer's language from a row with nameEn/nameTr. */
export function localName(row: { nameEn: string; nameTr: string }, locale: Locale): string {
  return locale === 'tr' ? row.nameTr : row.nameEn;
}
