/**
 * A user-written text shown on a page of the other language (issue 13 §1): a note in the page's
 * language ("Available in Turkish only" / "Yalnızca İngilizce mevcut") above the text, and the
 * text's own `lang` on its element so screen readers pronounce it right (WCAG 3.1.2).
 * Texts in the page's language, or whose language is unclear, render without the note.
 */
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { foreignLanguageOf } from '@/lib/text-language';

/**
 * `children` (the rendering of `text`) in a `<div className>`, with the language note when `text`
 * is clearly in the language other than `locale`. `text`: the plain text (HTML stripped).
 */
export async function InTextLanguage({
  text,
  locale,
  children,
  className,
}: {
  text: string | null | undefined;
  locale: Locale;
  children: ReactNode;
  className?: string;
}) {
  const language = foreignLanguageOf(text, locale);
  if (!language) return <div className={className}>{children}</div>;
  const t = await getTranslations({ locale, namespace: 'languageNote' });
  return (
    <div className={className} data-testid="language-note-block">
      <p
        className="mb-1 inline-block rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-900"
        data-testid="language-note"
      >
        {t(language)}
      </p>
      <div lang={language}>{children}</div>
    </div>
  );
}
