/** The /404 page of spec §2. */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ErrorState } from '@/ui/layout/error-state';
import type { Locale } from '@/i18n/locales';

/** Title "Page not found · Startup Atlas" (or Turkish), never indexed. */
export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: Locale }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'errorPages' });
  return { title: t('notFoundPageTitle'), robots: { index: false } };
}

export default async function NotFoundPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('errorPages');
  return (
    <ErrorState code={404} title={t('notFoundTitle')} text={t('notFoundText')} homeLabel={t('goHome')} />
  );
}
