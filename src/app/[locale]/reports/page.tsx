/**
 * /reports (TR /raporlar; P §2 "/reports … Report list"; issue 16 §2 "Public /reports (categories,
 * filters by type and target country, cover images)"): the active reports as cards with their
 * category's cover, type, target countries, languages and price ("Free" or the cheapest paid
 * version in USD and TRY). Filters by category, type, target country and language in a plain GET
 * form, so the page works without JavaScript and every filtered list has an address.
 */
import type { Metadata } from 'next';
import Image from 'next/image';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { formatDate, formatPrice } from '@/lib/format';
import { inputClass } from '@/ui/form';
import { alternatesFor, siteTitle } from '@/ui/seo';
import { listReportCategories, listReports, listReportTypes } from '@/modules/reports/store';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ category?: string; type?: string; country?: string; language?: string }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'reports' });
  return {
    title: siteTitle(t('title')),
    description: t('intro'),
    alternates: alternatesFor(locale, '/reports'),
  };
}

const idOf = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n < 2_147_483_647 ? n : undefined;
};

export default async function ReportsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const ctx = await pageCtx(locale);
  const filter = {
    categoryId: idOf(query.category),
    typeId: idOf(query.type),
    countryId: idOf(query.country),
    language: query.language === 'en' || query.language === 'tr' ? query.language : undefined,
  } as const;
  const [t, categories, types, list] = await Promise.all([
    getTranslations('reports'),
    listReportCategories(ctx),
    listReportTypes(ctx),
    listReports(ctx, filter),
  ]);
  const countries = [
    ...new Map(categories.flatMap((c) => c.targetCountries).map((c) => [c.id, c])).values(),
  ].sort((a, b) => a.name.localeCompare(b.name, locale));
  const select = (
    name: string,
    label: string,
    all: string,
    value: number | string | undefined,
    options: { id: number | string; name: string }[],
  ) => (
    <label className="text-sm">
      <span className="mb-1 block font-medium">{label}</span>
      <select name={name} defaultValue={value ?? ''} className={`${inputClass} bg-white`}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-black">{t('title')}</h1>
      <p className="mt-1 max-w-3xl text-slate-600">{t('intro')}</p>
      <form
        method="get"
        role="search"
        aria-label={t('filterLabel')}
        className="mt-6 flex flex-wrap items-end gap-3"
        data-testid="report-filter"
      >
        {select('category', t('category'), t('allCategories'), filter.categoryId, categories)}
        {select('type', t('type'), t('allTypes'), filter.typeId, types)}
        {select('country', t('country'), t('allCountries'), filter.countryId, countries)}
        {select('language', t('language'), t('allLanguages'), filter.language, [
          { id: 'en', name: t('lang_en') },
          { id: 'tr', name: t('lang_tr') },
        ])}
        <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white">
          {t('filter')}
        </button>
        <Link href="/reports" className="px-2 py-2 text-sm underline">
          {t('clear')}
        </Link>
      </form>
      <p className="mt-4 text-sm text-slate-600" role="status">
        {t('count', { count: list.length })}
      </p>
      {list.length === 0 && <p className="mt-4 text-slate-600">{t('none')}</p>}
      <ul className="mt-4 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {list.map((r) => (
          <li
            key={r.id}
            className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
            data-testid="report-card"
          >
            {r.category.coverUrl && (
              <Image
                src={r.category.coverUrl}
                alt=""
                width={1200}
                height={675}
                unoptimized
                className="aspect-video w-full bg-slate-100 object-cover"
              />
            )}
            <div className="flex flex-1 flex-col p-5">
              <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
                {r.category.name} · {r.type.name}
              </p>
              <h2 className="mt-1 text-lg font-bold">
                <Link
                  href={{ pathname: '/report/[seoUrl]', params: { seoUrl: r.seoUrl } }}
                  className="hover:underline"
                >
                  {r.title}
                </Link>
              </h2>
              {r.summary && <p className="mt-2 line-clamp-3 text-sm text-slate-700">{r.summary}</p>}
              <p className="mt-3 text-xs text-slate-600">
                {t('published', { date: formatDate(r.publishedAt, locale) })}
                {r.targetCountries.length > 0 &&
                  ` · ${t('about', { countries: r.targetCountries.map((c) => c.name).join(', ') })}`}
              </p>
              <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('language')}>
                {r.languages.map((l) => (
                  <li key={l} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs">
                    {t(`lang_${l}`)}
                  </li>
                ))}
              </ul>
              <p className="mt-auto pt-4 font-semibold" data-testid="report-price">
                {r.priceFrom === null ? (
                  <span className="text-emerald-700">{t('free')}</span>
                ) : (
                  <span className="text-slate-900">
                    {r.hasFree && <span className="mr-2 text-emerald-700">{t('free')} ·</span>}
                    {t('from', {
                      usd: formatPrice(r.priceFrom.USD, 'USD', locale),
                      try: formatPrice(r.priceFrom.TRY, 'TRY', locale),
                    })}
                  </span>
                )}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
