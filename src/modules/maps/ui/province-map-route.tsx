/**
 * The route module of one Türkiye map page (issue 18 §1): its metadata (title and description
 * from the `maps` messages `<key>Title` / `<key>Meta`, EN/TR alternates) and its page
 * (ProvinceMapPage). The three routes (/ecosystem-map, /map/ecosystem-map-gov, /map/types) each
 * export the two members of one call.
 */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { alternatesFor, siteTitle } from '@/ui/seo';
import type { MapScope } from '../province-map';
import { ProvinceMapPage, type ProvinceMapPath } from './province-map-page';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export function provinceMapRoute(
  scope: MapScope,
  pathname: ProvinceMapPath,
  key: 'turkey' | 'gov' | 'types',
) {
  const title = `${key}Title` as const;
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { locale } = await params;
      const t = await getTranslations({ locale, namespace: 'maps' });
      return {
        title: siteTitle(t(title)),
        description: t(`${key}Meta`),
        alternates: alternatesFor(locale, pathname),
      };
    },
    async Page({ params, searchParams }: Props) {
      const { locale } = await params;
      setRequestLocale(locale);
      const t = await getTranslations('maps');
      return (
        <ProvinceMapPage
          ctx={await pageCtx(locale)}
          locale={locale}
          scope={scope}
          pathname={pathname}
          title={t(title)}
          lead={t(`${key}Lead`)}
          searchParams={await searchParams}
        />
      );
    },
  };
}
