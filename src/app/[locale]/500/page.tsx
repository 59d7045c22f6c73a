/** The /500 page of spec §2: the generic server-error title and description. */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ServerErrorState } from '@/ui/layout/error-state';
import type { Locale } from '@/i18n/locales';

/** Title "Server error · Startup Atlas" (or Turkish), never indexed. */
export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: Locale }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'errorPages' });
  return { title: t('serverErrorPageTitle'), robots: { index: false } };
}

export default async function ServerErrorPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('errorPages');
  return <ServerErrorState t={t} />;
}
