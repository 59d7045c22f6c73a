/**
 * /admin/management/report-management/report/{categoryId} (TR …/rapor-yonetimi/rapor/{categoryId};
 * issue 16 §2; D §2 `report-management/report/{categoryId}`): one category's reports — a new
 * report's form with the category chosen, then the category's reports (20 a page, `?page=`) with
 * their order, active switch, versions, edit form and delete button. 404 for an unknown category.
 */
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { orNotFound, requirePermission } from '@/server/page-guards';
import { Pager } from '@/ui/pager';
import { privatePageMetadata } from '@/ui/seo';
import {
  getCategoryForAdmin,
  listCategoriesForAdmin,
  listReportsForAdmin,
  listTypesForAdmin,
  REPORT_MANAGEMENT_GUARD,
} from '@/modules/reports/admin';
import { choicesOf, ReportCards } from '@/modules/reports/ui/admin-report-cards';
import { NewReportForm } from '@/modules/reports/ui/admin-report-form';

type Props = {
  params: Promise<{ locale: Locale; categoryId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = privatePageMetadata('reportAdmin', 'report.categoryTitle');

export default async function CategoryReportsPage({ params, searchParams }: Props) {
  const { locale, categoryId: raw } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requirePermission(ctx, REPORT_MANAGEMENT_GUARD);
  if (!/^\d{1,9}$/.test(raw)) notFound();
  const categoryId = Number(raw);
  const pageText = (await searchParams).page;
  const page = typeof pageText === 'string' && /^\d{1,6}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  const [t, category, categories, types, reports] = await Promise.all([
    getTranslations('reportAdmin'),
    orNotFound(getCategoryForAdmin(ctx, categoryId)),
    listCategoriesForAdmin(ctx),
    listTypesForAdmin(ctx),
    listReportsForAdmin(ctx, { categoryId, pageIndex: page }),
  ]);
  const choices = choicesOf(locale, categories, types);
  const fixed = choices.categories.find((c) => c.id === categoryId)!;
  const pages = Math.max(1, Math.ceil(reports.totalCount / reports.pageSize));
  return (
    <section className="mx-auto max-w-5xl px-4 py-8" data-testid="category-reports">
      <p className="text-sm">
        <Link
          href="/admin/management/report-management/category"
          className="font-semibold text-brand-700 underline"
        >
          {t('report.backToCategories')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-black break-words">{t('report.inCategory', { name: fixed.name })}</h1>
      <p className="mt-1 text-sm break-all text-slate-600">
        /{category.seoUrl} · {category.isActive ? t('common.active') : t('common.inactive')}
      </p>
      <section
        aria-labelledby="report-new"
        className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="report-new" className="mb-4 text-lg font-bold">
          {t('report.newIn', { name: fixed.name })}
        </h2>
        {choices.types.length === 0 ? (
          <p className="text-sm text-slate-600">{t('report.needsCategoryAndType')}</p>
        ) : (
          <NewReportForm
            categories={choices.categories}
            types={choices.types}
            fixedCategory={fixed}
            testId="report-new-form"
          />
        )}
      </section>
      <h2 id="category-report-list" tabIndex={-1} className="mt-10 text-lg font-bold">
        {t('report.list', { count: reports.totalCount })}
      </h2>
      <ReportCards
        reports={reports.data}
        categories={choices.categories}
        types={choices.types}
        locale={locale}
        headingId="category-report-list"
      />
      <Pager
        page={page}
        pages={pages}
        href={(n) => ({
          pathname: '/admin/management/report-management/report/[categoryId]',
          params: { categoryId: String(categoryId) },
          query: { page: String(n) },
        })}
        labels={{
          previous: t('common.previous'),
          next: t('common.next'),
          pageOf: t('common.pageOf', { page, pages }),
        }}
      />
    </section>
  );
}
