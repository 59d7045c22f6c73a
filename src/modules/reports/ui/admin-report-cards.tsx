/**
 * The reports of report management as cards (the report list and a category's page; issue 16 §2
 * "reports (order, active)"): title, address, category, type, publication date, versions and
 * sales; the order and active switch edited in place; the versions' link; the edit form; the
 * delete button (refused once bought or downloaded). Cards rather than a table, so a phone
 * (390 px) shows everything without scrolling sideways. Server component.
 */
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/lib/format';
import type { ReportAdminView } from '../admin';
import { DeleteButton } from './admin-delete-button';
import { ReportForm, type Choice } from './admin-report-form';
import { ReportListing } from './admin-report-listing';

export async function ReportCards({
  reports,
  categories,
  types,
  locale,
  headingId,
}: {
  reports: ReportAdminView[];
  categories: Choice[];
  types: Choice[];
  locale: Locale;
  /** The list's heading: the focus goes there after a deletion. */
  headingId: string;
}) {
  const t = await getTranslations('reportAdmin');
  if (reports.length === 0) return <p className="mt-2 text-sm text-slate-600">{t('report.none')}</p>;
  return (
    <ul className="mt-4 space-y-4">
      {reports.map((r) => {
        const title = locale === 'tr' ? r.titleTr : r.titleEn;
        return (
          <li
            key={r.id}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            data-testid={`report-${r.seoUrl}`}
          >
            <h3 className="text-base font-bold break-words">{title}</h3>
            <p className="mt-1 text-sm break-all text-slate-600">
              /{r.seoUrl} · {r.categoryName} · {r.typeName} · {formatDate(r.publishedAt, locale)}
            </p>
            <p className="mt-1 text-sm">
              {t('report.counts', { versions: r.versionCount, sales: r.salesCount })}
              {r.isActive ? '' : ` · ${t('common.inactive')}`}
            </p>
            <div className="mt-2">
              <ReportListing
                key={`${r.sortOrder}-${r.isActive}`}
                id={r.id}
                title={title}
                sortOrder={r.sortOrder}
                isActive={r.isActive}
              />
            </div>
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm">
              <Link
                href={{
                  pathname: '/admin/management/report-management/report-version',
                  query: { reportId: String(r.id) },
                }}
                className="font-semibold text-brand-700 underline"
              >
                {t('report.versionsOf', { title })}
              </Link>
              <DeleteButton kind="report" id={r.id} name={title} headingId={headingId} />
            </div>
            <details className="mt-3">
              <summary className="cursor-pointer text-sm font-semibold text-brand-700">
                {t('common.editOf', { name: title })}
              </summary>
              <div className="mt-3">
                <ReportForm
                  id={r.id}
                  categories={categories}
                  types={types}
                  initial={{
                    categoryId: r.categoryId,
                    typeId: r.typeId,
                    seoUrl: r.seoUrl,
                    fileName: r.fileName,
                    titleEn: r.titleEn,
                    titleTr: r.titleTr,
                    summaryEn: r.summaryEn,
                    summaryTr: r.summaryTr,
                    publishedAt: r.publishedAt,
                    sortOrder: r.sortOrder,
                    isActive: r.isActive,
                  }}
                />
              </div>
            </details>
          </li>
        );
      })}
    </ul>
  );
}

/** The report choices of the screens: categories and types with names in the page's language. */
export function choicesOf(
  locale: Locale,
  categories: Array<{ id: number; seoUrl: string; locales: Array<{ language: string; name: string }> }>,
  types: Array<{ id: number; nameEn: string; nameTr: string }>,
): { categories: Choice[]; types: Choice[] } {
  return {
    categories: categories.map((c) => ({
      id: c.id,
      name: (c.locales.find((l) => l.language === locale) ?? c.locales[0])?.name ?? c.seoUrl,
    })),
    types: types.map((ty) => ({ id: ty.id, name: locale === 'tr' ? ty.nameTr : ty.nameEn })),
  };
}
