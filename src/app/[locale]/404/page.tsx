/** The /404 page of spec §2. */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ErrorState } from '@/ui/layout/error-state';
import type { Locale } from '@/i18n/locales';

export const metadata = { robots: { index: false } };

export default async function NotFoundPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('errorPages');
  return (
    <ErrorState code={404} title={t('notFoundTitle')} text={t('notFoundText')} homeLabel={t('goHome')} />
  );
}
