/**
 * /admin/management/eu-ecosystem-management (TR /yonetici/yonetim/ab-ekosistem-yonetimi; issue
 * 17 §1 "eu-ecosystem-management: the EU organizations shown on the EU map (add, edit, approve,
 * import)"; D §2; D §6 super admin). Super admins only (404 for everyone else). Search by name or
 * city, filter by country, type and status, 20 a page (`?q=&countryId=&typeId=&status=&page=`);
 * add and edit in a dialog, approve one or the chosen ones, delete after a confirmation, import a
 * CSV or XLSX file with a preview. The table scrolls inside its own box.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { inputClass } from '@/ui/form';
import { Pager } from '@/ui/pager';
import { privatePageMetadata } from '@/ui/seo';
import { guardAdminPage } from '@/modules/admin/page-guards';
import { FilterActions, queryValue } from '@/modules/admin/ui/admin-bits';
import { getTypeList } from '@/modules/reference/reference';
import { TYPE_LIST_IDS } from '@/modules/reference/data/type-list-ids';
import { listEuOrganizations } from '@/modules/organizations/eu-organizations';
import { EU_COUNTRIES, euCountryName } from '@/modules/organizations/eu-countries';
import { EU_STATUSES } from '@/modules/organizations/eu-validation';
import { EuAdminIntl } from '@/modules/organizations/ui/eu-admin-intl';
import { EuOrganizationsTable } from '@/modules/organizations/ui/eu-organizations-table';
import { EuImportPanel } from '@/modules/organizations/ui/eu-import-panel';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = privatePageMetadata('euAdmin', 'title');

const PATH = '/admin/management/eu-ecosystem-management';
const digits = (text: string) => (/^\d{1,7}$/.test(text) ? text : '');

export default async function EuEcosystemManagementPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  guardAdminPage(ctx, 'super');
  const query = await searchParams;
  const q = queryValue(query.q, 100);
  const countryId = digits(queryValue(query.countryId, 7));
  const typeId = digits(queryValue(query.typeId, 7));
  const status = (EU_STATUSES as readonly string[]).includes(queryValue(query.status))
    ? queryValue(query.status)
    : '';
  const page = Math.max(1, Number(digits(queryValue(query.page, 7))) || 1);
  const [t, found, types] = await Promise.all([
    getTranslations('euAdmin'),
    listEuOrganizations(ctx, { q, countryId, typeId, status, pageIndex: page }),
    getTypeList(ctx.db, TYPE_LIST_IDS.organizationType, locale),
  ]);
  const countries = EU_COUNTRIES.map((c) => ({ id: c.id, name: euCountryName(c, locale) })).sort((a, b) =>
    a.name.localeCompare(b.name, locale),
  );
  const typeOptions = types.map((ty) => ({ id: ty.id, name: ty.name }));
  const kept = Object.fromEntries(
    Object.entries({ q, countryId, typeId, status }).filter(([, v]) => v !== ''),
  );
  const pages = Math.max(1, Math.ceil(found.totalCount / found.pageSize));
  const select = (name: string, label: string, value: string, options: Array<[string, string]>) => (
    <div className="min-w-0">
      <label htmlFor={`eu-${name}`} className="mb-1 block font-medium">
        {label}
      </label>
      <select id={`eu-${name}`} name={name} defaultValue={value} className={`${inputClass} bg-white`}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <section className="space-y-6 px-4 py-8 lg:px-0" data-testid="eu-admin">
      <div>
        <h1 className="text-2xl font-black">{t('title')}</h1>
        <p className="mt-1 max-w-3xl text-slate-600">{t('intro')}</p>
        <p className="mt-2 text-sm font-semibold" data-testid="eu-pending-count">
          {t('pendingCount', { count: found.pendingCount })}
        </p>
      </div>
      <EuAdminIntl>
        <EuImportPanel />
      </EuAdminIntl>
      <form
        method="get"
        role="search"
        aria-label={t('searchLabel')}
        className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
      >
        <div className="min-w-0">
          <label htmlFor="eu-q" className="mb-1 block font-medium">
            {t('searchLabel')}
          </label>
          <input
            id="eu-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            placeholder={t('searchPlaceholder')}
            className={inputClass}
          />
        </div>
        {select('countryId', t('country'), countryId, [
          ['', t('allCountries')],
          ...countries.map((c): [string, string] => [String(c.id), c.name]),
        ])}
        {select('typeId', t('type'), typeId, [
          ['', t('allTypes')],
          ...typeOptions.map((o): [string, string] => [String(o.id), o.name]),
        ])}
        {select('status', t('status'), status, [
          ['', t('allStatuses')],
          ...EU_STATUSES.map((s): [string, string] => [s, t(`statuses.${s}`)]),
        ])}
        <FilterActions
          applyLabel={t('apply')}
          clearLabel={t('clear')}
          clearHref={PATH}
          filtered={Object.keys(kept).length > 0}
        />
      </form>
      <div>
        <h2 id="eu-list-heading" tabIndex={-1} className="text-lg font-bold">
          {t('count', { count: found.totalCount })}
        </h2>
        <EuAdminIntl>
          <EuOrganizationsTable rows={found.data} types={typeOptions} countries={countries} />
        </EuAdminIntl>
        <Pager
          page={page}
          pages={pages}
          href={(n) => ({ pathname: PATH, query: { ...kept, page: String(n) } })}
          labels={{
            previous: t('previous'),
            next: t('next'),
            pageOf: t('pageOf', { page, pages }),
          }}
        />
      </div>
    </section>
  );
}
