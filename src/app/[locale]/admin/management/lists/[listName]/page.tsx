/**
 * /admin/management/lists/{listName} (TR /yonetici/yonetim/listeler/{listName}; issue 17 §1
 * "Management lists … and a screen for each"; D §7 Management). `listName` is one of the spec's
 * seven names (StartupList, ProgramApplicantList, UserList, ReportDownloadersList, SpammersList,
 * ErrorLogs, EmailList); an unknown name, a visitor or a viewer without the list's role gets the
 * 404 page. Above the table a row of links to the lists this viewer may open; the table shows the
 * list's fieldNames (labels in EN/TR) 20 rows a page, newest first (`?page=`), and links the
 * list's Excel file (the File call). ErrorLogs rows open to show their stack trace.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { formatCount } from '@/lib/format';
import { pageCtx } from '@/server/page-context';
import { guardAdminPage } from '@/modules/admin/page-guards';
import { queryValue } from '@/modules/admin/ui/admin-bits';
import { Pager } from '@/ui/pager';
import {
  isManagementListName,
  listManagement,
  MANAGEMENT_EXPORT_MAX_ROWS,
  MANAGEMENT_LIST_ROLES,
  managementListsFor,
} from '@/modules/operations/management-lists';
import { ManagementListTable } from '@/modules/operations/ui/management-list-table';
import { siteTitle } from '@/ui/seo';

type Props = {
  params: Promise<{ locale: Locale; listName: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const PATH = '/admin/management/lists/[listName]';
const PAGE_SIZE = 20;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, listName } = await params;
  const t = await getTranslations({ locale, namespace: 'managementLists' });
  const list = isManagementListName(listName) ? t(`lists.${listName}.title`) : t('title');
  return { title: siteTitle(t('pageTitle', { list })), robots: { index: false } };
}

export default async function ManagementListPage({ params, searchParams }: Props) {
  const { locale, listName } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  if (!isManagementListName(listName)) notFound();
  guardAdminPage(ctx, MANAGEMENT_LIST_ROLES[listName]);
  const query = await searchParams;
  const pageText = queryValue(query.page, 7);
  const page = /^\d{1,7}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  const [t, list] = await Promise.all([
    getTranslations('managementLists'),
    listManagement(ctx, listName, { pageIndex: page, pageSize: PAGE_SIZE }),
  ]);
  const pages = Math.max(1, Math.ceil(list.totalCount / list.pageSize));
  const title = t(`lists.${listName}.title`);
  const field = (key: string) =>
    t.has(`fields.${key}` as Parameters<typeof t.has>[0])
      ? t(`fields.${key}` as Parameters<typeof t>[0])
      : key;
  const value = (v: string) =>
    t.has(`values.${v}` as Parameters<typeof t.has>[0])
      ? t(`values.${v}` as Parameters<typeof t>[0])
      : undefined;
  return (
    <section className="px-4 py-8 lg:px-0" data-testid="management-list" data-list={listName}>
      <nav aria-label={t('tabs')}>
        <ul className="flex flex-wrap gap-2 text-sm">
          {managementListsFor(ctx.viewer.access).map((name) => (
            <li key={name}>
              <Link
                href={{ pathname: PATH, params: { listName: name } }}
                aria-current={name === listName ? 'page' : undefined}
                className={`inline-block rounded-full px-3 py-1 font-semibold ring-1 ${
                  name === listName
                    ? 'bg-brand-600 text-white ring-brand-600'
                    : 'text-brand-700 ring-slate-300 hover:bg-brand-50'
                }`}
              >
                {t(`lists.${name}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h1 className="mt-6 text-2xl font-black">{title}</h1>
      <p className="mt-1 text-slate-600">{t(`lists.${listName}.intro`)}</p>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold" data-testid="management-list-count">
          {t('count', { count: list.totalCount })}
        </h2>
        <a
          href={`/apiCommon/Management/${listName}File`}
          download
          className="rounded-lg border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          data-testid="management-list-excel"
        >
          {t('excel')}
        </a>
      </div>
      {list.rows.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t('none')}</p>
      ) : (
        <ManagementListTable
          listName={listName}
          fieldNames={list.fieldNames}
          rows={list.rows}
          locale={locale}
          labels={{
            caption: t('table', { list: title }),
            field,
            value,
            yes: t('yes'),
            no: t('no'),
            empty: t('empty'),
            showStack: t('showStack'),
            noStack: t('noStack'),
          }}
        />
      )}
      <Pager
        page={page}
        pages={pages}
        href={(n) => ({ pathname: PATH, params: { listName }, query: { page: String(n) } })}
        labels={{ previous: t('previous'), next: t('next'), pageOf: t('pageOf', { page, pages }) }}
      />
      <p className="mt-4 text-xs text-slate-600">
        {t('excelNote', { rows: formatCount(MANAGEMENT_EXPORT_MAX_ROWS, locale) })}
      </p>
    </section>
  );
}
