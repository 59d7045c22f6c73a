/**
 * /admin/management/startups (TR /yonetici/yonetim/girisimler; issue 17 §1 "startups: search,
 * hide/show, delete (with reason, audited), bulk actions"; D §2 `startups`; D §6 "Admin: startup
 * … management; can delete startups"). Admins only (404 for everyone else). Search by name,
 * seoUrl or id, filter by visibility and source, sort, 20 a page
 * (`?q=&visibility=&source=&sort=&page=`); hide with a reason, show, delete with a reason, one
 * row or the selected ones. The table scrolls inside its own box.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/lib/format';
import { pageCtx } from '@/server/page-context';
import { inputClass } from '@/ui/form';
import { Pager } from '@/ui/pager';
import { privatePageMetadata } from '@/ui/seo';
import { guardAdminPage } from '@/modules/admin/page-guards';
import { listStartupSources, listStartupsForAdmin } from '@/modules/admin/startups';
import { STARTUP_SORTS, STARTUP_VISIBILITIES } from '@/modules/admin/validation';
import { FilterActions, queryValue } from '@/modules/admin/ui/admin-bits';
import { AdminIntl } from '@/modules/admin/ui/admin-intl';
import { StartupModeration } from '@/modules/admin/ui/startup-moderation';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = privatePageMetadata('adminArea', 'startups.title');

const PATH = '/admin/management/startups';

export default async function AdminStartupsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  guardAdminPage(ctx, 'admin');
  const query = await searchParams;
  const q = queryValue(query.q, 100);
  const visibility = (STARTUP_VISIBILITIES as readonly string[]).includes(queryValue(query.visibility))
    ? (queryValue(query.visibility) as (typeof STARTUP_VISIBILITIES)[number])
    : 'all';
  const source = queryValue(query.source, 40);
  const sort = (STARTUP_SORTS as readonly string[]).includes(queryValue(query.sort))
    ? (queryValue(query.sort) as (typeof STARTUP_SORTS)[number])
    : 'newest';
  const pageText = queryValue(query.page, 7);
  const page = /^\d{1,7}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  const [t, found, sources] = await Promise.all([
    getTranslations('adminArea'),
    listStartupsForAdmin(ctx, { q, visibility, source, sort, pageIndex: page }),
    listStartupSources(ctx),
  ]);
  const kept = Object.fromEntries(
    Object.entries({
      q,
      visibility: visibility === 'all' ? '' : visibility,
      source,
      sort: sort === 'newest' ? '' : sort,
    }).filter(([, v]) => v !== ''),
  );
  const pages = Math.max(1, Math.ceil(found.totalCount / found.pageSize));
  const select = (name: string, value: string, options: Array<[string, string]>) => (
    <div className="min-w-0">
      <label htmlFor={`startups-${name}`} className="mb-1 block font-medium">
        {t(`startups.filters.${name as 'visibility'}`)}
      </label>
      <select id={`startups-${name}`} name={name} defaultValue={value} className={`${inputClass} bg-white`}>
        {options.map(([v, label]) => (
          <option key={v} value={v}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <section className="px-4 py-8 lg:px-0" data-testid="admin-startups">
      <h1 className="text-2xl font-black">{t('startups.title')}</h1>
      <p className="mt-1 text-slate-600">{t('startups.intro')}</p>
      <form
        method="get"
        role="search"
        aria-label={t('startups.searchLabel')}
        className="mt-6 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
      >
        <div className="min-w-0">
          <label htmlFor="startups-q" className="mb-1 block font-medium">
            {t('startups.searchLabel')}
          </label>
          <input
            id="startups-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            placeholder={t('startups.searchPlaceholder')}
            className={inputClass}
          />
        </div>
        {select(
          'visibility',
          visibility,
          STARTUP_VISIBILITIES.map((v) => [v, t(`startups.visibilities.${v}`)]),
        )}
        {select('source', source, [
          ['', t('startups.allSources')],
          ...sources.map((s): [string, string] => [s, s]),
        ])}
        {select(
          'sort',
          sort,
          STARTUP_SORTS.map((s) => [s, t(`startups.sorts.${s}`)]),
        )}
        <FilterActions
          applyLabel={t('common.apply')}
          clearLabel={t('common.clear')}
          clearHref={PATH}
          filtered={Object.keys(kept).length > 0}
        />
      </form>
      <h2 className="mt-6 text-lg font-bold">{t('startups.count', { count: found.totalCount })}</h2>
      {found.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('startups.none')}</p>
      ) : (
        <div className="mt-3">
          <AdminIntl>
            <StartupModeration
              rows={found.data.map((s) => ({
                id: s.id,
                name: s.name,
                seoUrl: s.seoUrl,
                source: s.source,
                isVisible: s.isVisible,
                adminHidden: s.adminHiddenAt !== null,
                adminHiddenReason: s.adminHiddenReason,
                created: formatDate(s.createdAt, locale),
              }))}
            />
          </AdminIntl>
        </div>
      )}
      <Pager
        page={page}
        pages={pages}
        href={(n) => ({ pathname: PATH, query: { ...kept, page: String(n) } })}
        labels={{
          previous: t('common.previous'),
          next: t('common.next'),
          pageOf: t('common.pageOf', { page, pages }),
        }}
      />
    </section>
  );
}
