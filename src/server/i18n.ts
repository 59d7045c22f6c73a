/**
 * Server-side message lookup for errors (API envelope, scripts): the `errors` section of the
 * message catalogues, with ICU parameters. Unknown keys fall back to the generic error text.
 */
import { createTranslator } from 'next-intl';
import en from '@/i18n/messages/en.json';
import tr from '@/i18n/messages/tr.json';
import type { Locale } from '@/i18n/locales';

const MESSAGES = { en, tr } as const;

/** The spec's text for an error key in `locale`, e.g. `premium.payment_required`. */
export function translateError(key: string, params: Record<string, string | number>, locale: Locale): string {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'errors' });
  const path = key as Parameters<typeof t>[0];
  return t.has(path) ? t(path, params) : t('generic.unexpected');
}

/** A translator of catalogue section `namespace` in `locale` (server-made files: exports, mails). */
export function messagesOf<N extends keyof typeof en>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: MESSAGES[locale] as typeof en, namespace });
}
