/**
 * /admin/management/users (TR /yonetici/yonetim/kullanicilar; issue 17 §1 "users: search, see
 * details, lock/unlock, verify, delete (14-day process), sign out everywhere"; D §2 `users`; D §6
 * "Admin: … user list"). Admins only (404 for everyone else). Search by name or e-mail, filter
 * (locked, unverified, waiting for deletion, admins), sort, 20 a page (`?q=&filter=&sort=&page=`);
 * each name leads to the user's page with the actions. The table scrolls inside its own box.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { formatDate, formatDateTime } from '@/lib/format';
import { pageCtx } from '@/server/page-context';
import { inputClass } from '@/ui/form';
import { Pager } from '@/ui/pager';
import { ScrollRegion } from '@/ui/scroll-region';
import { privatePageMetadata } from '@/ui/seo';
import { guardAdminPage } from '@/modules/admin/page-guards';
import { listUsersForAdmin } from '@/modules/admin/users';
import { USER_FILTERS, USER_SORTS } from '@/modules/admin/validation';
import { Badge, FilterActions, queryValue, roleLabel } from '@/modules/admin/ui/admin-bits';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = privatePageMetadata('adminArea', 'users.title');

const PATH = '/admin/management/users';

export default async function AdminUsersPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  guardAdminPage(ctx, 'admin');
  const query = await searchParams;
  const q = queryValue(query.q, 100);
  const filter = (USER_FILTERS as readonly string[]).includes(queryValue(query.filter))
    ? (queryValue(query.filter) as (typeof USER_FILTERS)[number])
    : 'all';
  const sort = (USER_SORTS as readonly string[]).includes(queryValue(query.sort))
    ? (queryValue(query.sort) as (typeof USER_SORTS)[number])
    : 'newest';
  const pageText = queryValue(query.page, 7);
  const page = /^\d{1,7}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  const [t, found] = await Promise.all([
    getTranslations('adminArea'),
    listUsersForAdmin(ctx, { q, filter, sort, pageIndex: page }),
  ]);
  const kept = Object.fromEntries(
    Object.entries({ q, filter: filter === 'all' ? '' : filter, sort: sort === 'newest' ? '' : sort }).filter(
      ([, v]) => v !== '',
    ),
  );
  const pages = Math.max(1, Math.ceil(found.totalCount / found.pageSize));
  return (
    <section className="px-4 py-8 lg:px-0" data-testid="admin-users">
      <h1 className="text-2xl font-black">{t('users.title')}</h1>
      <p className="mt-1 text-slate-600">{t('users.intro')}</p>
      <form
        method="get"
        role="search"
        aria-label={t('users.searchLabel')}
        className="mt-6 grid gap-3 text-sm sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
      >
        <div className="min-w-0">
          <label htmlFor="users-q" className="mb-1 block font-medium">
            {t('users.searchLabel')}
          </label>
          <input
            id="users-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            placeholder={t('users.searchPlaceholder')}
            className={inputClass}
          />
        </div>
        <div className="min-w-0">
          <label htmlFor="users-filter" className="mb-1 block font-medium">
            {t('users.filterLabel')}
          </label>
          <select id="users-filter" name="filter" defaultValue={filter} className={`${inputClass} bg-white`}>
            {USER_FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`users.filters.${f}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0">
          <label htmlFor="users-sort" className="mb-1 block font-medium">
            {t('common.sortLabel')}
          </label>
          <select id="users-sort" name="sort" defaultValue={sort} className={`${inputClass} bg-white`}>
            {USER_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`users.sorts.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <FilterActions
          applyLabel={t('common.apply')}
          clearLabel={t('common.clear')}
          clearHref={PATH}
          filtered={Object.keys(kept).length > 0}
        />
      </form>
      <h2 className="mt-6 text-lg font-bold" id="users-count">
        {t('users.count', { count: found.totalCount })}
      </h2>
      {found.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('users.none')}</p>
      ) : (
        <ScrollRegion label={t('users.table')} className="mt-3" testId="users-table">
          <table className="w-full min-w-[52rem] text-left text-sm">
            <caption className="sr-only">{t('users.table')}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                {(['name', 'email', 'signedUp', 'lastSignIn', 'state', 'roles'] as const).map((key) => (
                  <th key={key} scope="col" className="py-2 pr-3">
                    {t(`users.columns.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {found.data.map((u) => (
                <tr key={u.id} className="border-b border-slate-100 align-top">
                  <th scope="row" className="py-2 pr-3 font-semibold">
                    <Link
                      href={{ pathname: '/admin/management/users/[userId]', params: { userId: u.id } }}
                      className="text-brand-700 underline"
                    >
                      {u.name || u.email}
                    </Link>
                  </th>
                  <td className="py-2 pr-3 break-all">{u.email}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">{formatDate(u.createdAt, locale)}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">
                    {u.lastSignInAt ? formatDateTime(u.lastSignInAt, locale) : t('common.never')}
                  </td>
                  <td className="py-2 pr-3">
                    <span className="flex flex-wrap gap-1">
                      {u.locked && <Badge tone="red">{t('users.badges.locked')}</Badge>}
                      {u.deletionRequestedAt && (
                        <Badge tone="amber">{t('users.badges.pendingDeletion')}</Badge>
                      )}
                      {!u.emailVerified && <Badge tone="slate">{t('users.badges.unverified')}</Badge>}
                      {!u.locked && !u.deletionRequestedAt && u.emailVerified && (
                        <Badge tone="green">{t('users.badges.active')}</Badge>
                      )}
                    </span>
                  </td>
                  <td className="py-2 pr-3">
                    {u.adminRoles.length
                      ? u.adminRoles
                          .map((r) => roleLabel(r, (kind, source) => t(`admins.kinds.${kind}`, { source })))
                          .join(', ')
                      : t('common.none')}
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
    </section>
  );
}
