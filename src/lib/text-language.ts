/**
 * Which of the product's two languages a user-written text is in (issue 13 §1): organizations,
 * providers and programs store one description in whatever language its author wrote, so a
 * page in the other language marks it ("Available in Turkish only") with `lang` on the element
 * (WCAG 3.1.2). A small word-and-letter count, not a general language detector: it answers
 * only when the evidence is clear and null otherwise (names, short or mixed texts).
 */
import type { Locale } from '@/i18n/locales';

// Letters English never uses (ç, ö and ü also occur in loanwords and names, so they count less).
const TURKISH_ONLY = /[ğış]/;
const TURKISH_ALSO = /[çöü]/;

const TURKISH_WORDS = new Set(
  (
    've bir bu için ile olan olarak çok daha gibi her veya ama ancak da de ki en ise şu olan sunar ' +
    'sunuyor destek merkezi merkezli kurum kurumu kuruluşu alanı alanları girişim girişimler girişimci ' +
    'girişimcilik yatırım yatırımcı hizmet hizmetleri program programı haftalık erken aşama şirket ' +
    'şirketi ofis toplantı odaları ortak çalışma atölyesi teknoloji üniversite'
  ).split(' '),
);
const ENGLISH_WORDS = new Set(
  (
    'the and of to for with is are in on an our we that by from your you at as it its this be has ' +
    'have help helps helping their they which who offers provides based startups company companies ' +
    'founders early stage investors invests invest fund funds program programs weeks'
  ).split(' '),
);

/**
 * The language of `text`: 'tr', 'en', or null when unclear (fewer than 3 words without
 * Turkish-only letters, or no clear majority). Input: plain text (strip HTML first).
 */
export function detectTextLanguage(text: string | null | undefined): Locale | null {
  // İ and I lower-case to i: a capital I says nothing (English "In", Turkish "Isparta").
  const words =
    (text ?? '')
      .replace(/[İI]/g, 'i')
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [];
  if (!words.length) return null;
  let tr = 0;
  let en = 0;
  for (const word of words) {
    if (TURKISH_ONLY.test(word)) tr += 2;
    else if (TURKISH_ALSO.test(word)) tr += 0.5;
    if (TURKISH_WORDS.has(word)) tr += 1;
    if (ENGLISH_WORDS.has(word)) en += 1;
  }
  if (words.length < 3 && tr < 4) return null;
  if (tr >= 2 && tr > en * 1.5) return 'tr';
  if (en >= 2 && en > tr * 1.5) return 'en';
  return null;
}

/**
 * The language to mark `text` with on a page in `locale`: its language when it is clearly the
 * other one, else null (same language, or unclear).
 */
export function foreignLanguageOf(text: string | null | undefined, locale: Locale): Locale | null {
  const language = detectTextLanguage(text);
  return language && language !== locale ? language : null;
}
