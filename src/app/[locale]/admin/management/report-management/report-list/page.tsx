/**
 * /admin/management/report-management/report-list (TR …/rapor-yonetimi/rapor-listesi; issue 16
 * §2 "reports (category, type, seoUrl, fileName, titles, summaries, order, active)"; D §2
 * `report-management/report-list`): a new report's form, then every report (active or not) by
 * order, filtered by category and text (`?categoryId=&q=&page=`), 20 a page, each with its order
 * and active switch edited in place, its versions, its edit form and delete button.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requirePermission } from '@/server/page-guards';
import { inputClass } from '@/ui/form';
import { Pager } from '@/ui/pager';
import { privatePageMetadata } from '@/ui/seo';
import {
  listCategoriesForAdmin,
  listReportsForAdmin,
  listTypesForAdmin,
  REPORT_MANAGEMENT_GUARD,
} from '@/modules/reports/admin';
import { choicesOf, ReportCards } from '@/modules/reports/ui/admin-report-cards';
import { NewReportForm } from '@/modules/reports/ui/admin-report-form';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = privatePageMetadata('reportAdmin', 'report.title');

const PATH = '/admin/management/report-management/report-list';
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';
const whole = (v: string) => (/^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : undefined);

export default async function ReportListPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requirePermission(ctx, REPORT_MANAGEMENT_GUARD);
  const query = await searchParams;
  const categoryId = whole(one(query.categoryId));
  const q = one(query.q).slice(0, 100);
  const page = whole(one(query.page)) ?? 1;
  const [t, categories, types, reports] = await Promise.all([
    getTranslations('reportAdmin'),
    listCategoriesForAdmin(ctx),
    listTypesForAdmin(ctx),
    listReportsForAdmin(ctx, { categoryId, q, pageIndex: page }),
  ]);
  const choices = choicesOf(locale, categories, types);
  const pages = Math.max(1, Math.ceil(reports.totalCount / reports.pageSize));
  const filterQuery = { ...(categoryId ? { categoryId: String(categoryId) } : {}), ...(q ? { q } : {}) };
  return (
    <section className="mx-auto max-w-5xl px-4 py-8" data-testid="report-list">
      <h1 className="text-2xl font-black">{t('report.title')}</h1>
      <p className="mt-1 text-slate-600">{t('report.intro')}</p>
      <section
        aria-labelledby="report-new"
        className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="report-new" className="mb-4 text-lg font-bold">
          {t('report.new')}
        </h2>
        {choices.categories.length === 0 || choices.types.length === 0 ? (
          <p className="text-sm text-slate-600">{t('report.needsCategoryAndType')}</p>
        ) : (
          <NewReportForm categories={choices.categories} types={choices.types} testId="report-new-form" />
        )}
      </section>
      <h2 id="report-list-heading" tabIndex={-1} className="mt-10 text-lg font-bold">
        {t('report.list', { count: reports.totalCount })}
      </h2>
      <form
        method="get"
        className="mt-3 flex flex-wrap items-end gap-3 text-sm"
        role="search"
        aria-label={t('common.filter')}
      >
        <div>
          <label htmlFor="report-filter-category" className="mb-1 block font-medium">
            {t('report.category')}
          </label>
          <select
            id="report-filter-category"
            name="categoryId"
            defaultValue={categoryId ?? ''}
            className={`${inputClass} bg-white`}
          >
            <option value="">{t('common.allCategories')}</option>
            {choices.categories.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="report-filter-q" className="mb-1 block font-medium">
            {t('report.search')}
          </label>
          <input id="report-filter-q" name="q" type="search" defaultValue={q} className={inputClass} />
        </div>
        <button
          type="submit"
          className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {t('common.filter')}
        </button>
        {(categoryId || q) && (
          <Link href={PATH} className="py-2 font-semibold text-brand-700 underline">
            {t('common.clear')}
          </Link>
        )}
      </form>
      <ReportCards
        reports={reports.data}
        categories={choices.categories}
        types={choices.types}
        locale={locale}
        headingId="report-list-heading"
      />
      <Pager
        page={page}
        pages={pages}
        href={(n) => ({ pathname: PATH, query: { ...filterQuery, page: String(n) } })}
        labels={{
          previous: t('common.previous'),
          next: t('common.next'),
          pageOf: t('common.pageOf', { page, pages }),
        }}
      />
    </section>
  );
}
