/** Data sources and their licences; the attribution CC BY-SA 4.0 requires. */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { alternatesFor, siteTitle } from '@/ui/seo';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: Locale }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'dataSources' });
  return { title: siteTitle(t('title')), alternates: alternatesFor(locale, '/data-sources') };
}

export default async function DataSourcesPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('dataSources');
  return (
    <article className="mx-auto max-w-3xl space-y-4 px-4 py-10 leading-relaxed">
      <h1 className="text-3xl font-black">{t('title')}</h1>
      <p>{t('intro')}</p>
      <section className="rounded-xl border border-slate-200 bg-white p-5">
        <p>{t('yc')}</p>
        <p className="mt-2 text-sm">
          {t('licence')}:{' '}
          <a
            href="https://creativecommons.org/licenses/by-sa/4.0/"
            rel="license noopener"
            className="font-semibold text-brand-700 underline"
          >
            Creative Commons Attribution-ShareAlike 4.0 (CC BY-SA 4.0)
          </a>
        </p>
      </section>
      <p>{t('universities')}</p>
      <p>{t('places')}</p>
      <p>{t('generated')}</p>
      <p>{t('institutions')}</p>
    </article>
  );
}
