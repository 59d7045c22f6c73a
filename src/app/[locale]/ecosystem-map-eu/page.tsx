/**
 * /ecosystem-map-eu (TR /ekosistem-haritasi-ab; issue 18 §1; spec public §2 "Maps"): the EU
 * ecosystem organizations by country; see EuMapPage.
 */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { alternatesFor, siteTitle } from '@/ui/seo';
import { EuMapPage } from '@/modules/maps/ui/eu-map-page';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'maps' });
  return {
    title: siteTitle(t('euTitle')),
    description: t('euMeta'),
    alternates: alternatesFor(locale, '/ecosystem-map-eu'),
  };
}

export default async function EcosystemMapEuPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <EuMapPage ctx={await pageCtx(locale)} locale={locale} searchParams={await searchParams} />;
}
