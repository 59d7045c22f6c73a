/**
 * /admin/management/audit-log (TR /yonetici/yonetim/denetim-kaydi; issue 17 §1 "An audit log
 * screen: who changed what and when, filterable, for every admin action, permission change,
 * payment and deletion"). Super admins only (404 for everyone else). Every audit row, newest
 * first, 50 a page, filtered by actor e-mail, action prefix, entity id and a range of UTC days
 * (`?actor=&action=&entityId=&from=&to=&page=`); each row's details shown as indented JSON; the
 * filtered rows as an Excel file (at most 10,000).
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { formatCount, formatDateTime } from '@/lib/format';
import { ValidationError } from '@/server/errors';
import { translateError } from '@/server/i18n';
import { pageCtx } from '@/server/page-context';
import { inputClass } from '@/ui/form';
import { Pager } from '@/ui/pager';
import { ScrollRegion } from '@/ui/scroll-region';
import { privatePageMetadata } from '@/ui/seo';
import { guardAdminPage } from '@/modules/admin/page-guards';
import { listAuditLog } from '@/modules/admin/audit';
import { AUDIT_ACTION_PREFIXES, AUDIT_EXPORT_MAX_ROWS } from '@/modules/admin/validation';
import { FilterActions, queryValue } from '@/modules/admin/ui/admin-bits';
import { AuditDetails } from '@/modules/admin/ui/audit-details';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = privatePageMetadata('adminArea', 'audit.title');

const PATH = '/admin/management/audit-log';

export default async function AuditLogPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  guardAdminPage(ctx, 'super');
  const query = await searchParams;
  const filter = {
    actor: queryValue(query.actor, 254),
    action: queryValue(query.action, 100),
    entityId: queryValue(query.entityId, 200),
    from: queryValue(query.from, 10),
    to: queryValue(query.to, 10),
  };
  const pageText = queryValue(query.page, 7);
  const page = /^\d{1,7}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  const t = await getTranslations('adminArea');
  const { rows, problem } = await listAuditLog(ctx, { ...filter, pageIndex: page }).then(
    (found) => ({ rows: found, problem: null as string | null }),
    (error: unknown) => {
      if (!(error instanceof ValidationError)) throw error;
      const key = Object.values(error.fields ?? {})[0] ?? error.key;
      return {
        rows: { data: [], pageIndex: 1, pageSize: 50, totalCount: 0 },
        problem: translateError(key, error.params, locale),
      };
    },
  );
  const kept = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== ''));
  const fileQuery = new URLSearchParams(kept).toString();
  const pages = Math.max(1, Math.ceil(rows.totalCount / rows.pageSize));
  const field = (name: keyof typeof filter, type: 'text' | 'date' = 'text', hint?: string, list?: string) => (
    <div className="min-w-0">
      <label htmlFor={`audit-${name}`} className="mb-1 block font-medium">
        {t(`audit.filters.${name}`)}
      </label>
      <input
        id={`audit-${name}`}
        name={name}
        type={type}
        defaultValue={filter[name]}
        list={list}
        aria-describedby={hint ? `audit-${name}-hint` : undefined}
        className={inputClass}
      />
      {hint && (
        <p id={`audit-${name}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
  return (
    <section className="px-4 py-8 lg:px-0" data-testid="audit-log">
      <h1 className="text-2xl font-black">{t('audit.title')}</h1>
      <p className="mt-1 text-slate-600">{t('audit.intro')}</p>
      <form
        method="get"
        role="search"
        aria-label={t('audit.filterLabel')}
        className="mt-6 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-3"
      >
        {field('actor', 'text', t('audit.actorHint'))}
        {field('action', 'text', t('audit.actionHint'), 'audit-action-prefixes')}
        {field('entityId', 'text', t('audit.entityHint'))}
        {field('from', 'date')}
        {field('to', 'date')}
        <datalist id="audit-action-prefixes">
          {AUDIT_ACTION_PREFIXES.map((p) => (
            <option key={p} value={p} />
          ))}
        </datalist>
        <FilterActions
          applyLabel={t('common.apply')}
          clearLabel={t('common.clear')}
          clearHref={PATH}
          filtered={Boolean(fileQuery)}
        />
      </form>
      {problem && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold">{t('audit.count', { count: rows.totalCount })}</h2>
        {!problem && rows.totalCount > 0 && (
          <a
            href={`/api/v2/admin/audit-log/file${fileQuery ? `?${fileQuery}` : ''}`}
            download
            className="rounded-lg border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('audit.excel')}
          </a>
        )}
      </div>
      {rows.data.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t('audit.none')}</p>
      ) : (
        <ScrollRegion label={t('audit.table')} className="mt-4" testId="audit-table">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">{t('audit.table')}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                {(['date', 'actor', 'action', 'entity', 'details'] as const).map((key) => (
                  <th key={key} scope="col" className="py-2 pr-3">
                    {t(`audit.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.data.map((r) => (
                <tr key={r.id} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(r.createdAt, locale)}</td>
                  <td className="py-2 pr-3 break-all">
                    {r.actorEmail ?? (r.actorUserId ? t('audit.deletedUser') : t('audit.system'))}
                  </td>
                  <td className="py-2 pr-3">
                    <code>{r.action}</code>
                  </td>
                  <td className="py-2 pr-3 break-all">
                    {r.entityId ? (
                      <Link
                        href={{ pathname: PATH, query: { entityId: r.entityId } }}
                        className="text-brand-700 underline"
                      >
                        {r.entityId}
                      </Link>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className="w-[40%] py-2 pr-3">
                    <AuditDetails details={r.details} label={t('audit.showDetails')} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
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
      <p className="mt-4 text-xs text-slate-600">
        {t('audit.note', { rows: formatCount(AUDIT_EXPORT_MAX_ROWS, locale) })}
      </p>
    </section>
  );
}
