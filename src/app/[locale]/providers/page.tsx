/**
 * /providers (TR /hizmet-saglayicilar; spec public-and-account §2 "service provider list"):
 * visible service providers, newest first, 9 a page, filtered by service industry and by words
 * of the name or slogan (a plain GET form, so it works without JavaScript).
 */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { inputClass } from '@/ui/form';
import { Pager } from '@/ui/pager';
import { alternatesFor, siteTitle } from '@/ui/seo';
import { getTypeList } from '@/modules/reference/reference';
import { TYPE_LIST_IDS } from '@/modules/reference/data/type-list-ids';
import { searchProviders } from '@/modules/providers/provider-directory';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ industry?: string; q?: string; page?: string }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'providers' });
  return {
    title: siteTitle(t('listTitle')),
    description: t('intro'),
    alternates: alternatesFor(locale, { pathname: '/providers' }),
  };
}

export default async function ProvidersPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const ctx = await pageCtx(locale);
  const industry = Number(query.industry) || undefined;
  const text = query.q?.slice(0, 100) ?? '';
  const page = Math.max(1, Number(query.page) || 1);
  const [t, industries, result] = await Promise.all([
    getTranslations('providers'),
    getTypeList(ctx.db, TYPE_LIST_IDS.serviceIndustry, locale),
    searchProviders(ctx, { industryIds: industry ? [industry] : [], text, page }),
  ]);
  const pages = Math.ceil(result.totalCount / result.pageSize);
  const filterQuery = { ...(industry ? { industry: String(industry) } : {}), ...(text ? { q: text } : {}) };
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-black">{t('listTitle')}</h1>
      <p className="mt-1 text-slate-600">{t('intro')}</p>
      {/* A plain GET form: Enter in the text searches, the text and industry stay in the address. */}
      <form
        method="get"
        role="search"
        aria-label={t('searchLabel')}
        className="mt-6 flex flex-wrap items-end gap-3"
        data-testid="provider-filter"
      >
        <label className="text-sm">
          <span className="mb-1 block font-medium">{t('industry')}</span>
          <select name="industry" defaultValue={industry ?? ''} className={`${inputClass} bg-white`}>
            <option value="">{t('allIndustries')}</option>
            {industries.map((i) => (
              <option key={i.id} value={i.id}>
                {i.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">{t('search')}</span>
          <input type="search" name="q" defaultValue={text} className={inputClass} maxLength={100} />
        </label>
        <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white">
          {t('filter')}
        </button>
        <Link href="/providers" className="px-2 py-2 text-sm underline">
          {t('clear')}
        </Link>
      </form>
      <p className="mt-4 text-sm text-slate-600" role="status">
        {t('count', { count: result.totalCount })}
      </p>
      {result.data.length === 0 && <p className="mt-4 text-slate-600">{t('none')}</p>}
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {result.data.map((p) => (
          <li
            key={p.id}
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            data-testid="provider-card"
          >
            <h2 className="text-lg font-bold">
              <Link
                href={{ pathname: '/providers/[seoUrl]', params: { seoUrl: p.seoUrl } }}
                className="hover:underline"
              >
                {p.name}
              </Link>
            </h2>
            {p.slogan && <p className="mt-1 text-sm text-slate-700">{p.slogan}</p>}
            <p className="mt-2 text-xs text-slate-500">{[p.city, p.country].filter(Boolean).join(', ')}</p>
            <ul className="mt-3 flex flex-wrap gap-1.5">
              {p.industries.map((name) => (
                <li key={name} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs">
                  {name}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        pages={pages}
        href={(n) => ({ pathname: '/providers', query: { ...filterQuery, page: String(n) } })}
        labels={{ previous: t('previous'), next: t('next'), pageOf: t('pageOf', { page, pages }) }}
      />
    </section>
  );
}
