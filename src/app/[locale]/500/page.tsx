/** The /500 page of spec §2: the generic server-error title and description. */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ErrorState } from '@/ui/layout/error-state';
import type { Locale } from '@/i18n/locales';

export const metadata = { robots: { index: false } };

export default async function ServerErrorPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('errorPages');
  return (
    <ErrorState
      code={500}
      title={t('serverErrorTitle')}
      text={t('serverErrorText')}
      homeLabel={t('goHome')}
    />
  );
}
