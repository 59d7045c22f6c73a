/**
 * /admin/management/contact-form-messages (TR /yonetici/yonetim/iletisim-formu-mesajlari; issue 17
 * §1 "contact-form-messages: what visitors sent through /contact-us (read, answer by e-mail,
 * archive)"; D §2 admin routes; D §6 "Admin … contact-message management"). Admins only (404 for
 * everyone else). The list: filter tabs with counts (inbox, new, read, answered, archived, all),
 * search, newest first, 20 a page (`?filter=&q=&page=`); `?id=` opens one message, which marks it
 * read, with its answer form and the archive button (its links are not prefetched: opening
 * marks read). The table scrolls inside its own box.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { formatDateTime } from '@/lib/format';
import { pageCtx } from '@/server/page-context';
import { orNotFound } from '@/server/page-guards';
import { inputClass } from '@/ui/form';
import { Pager } from '@/ui/pager';
import { ScrollRegion } from '@/ui/scroll-region';
import { privatePageMetadata } from '@/ui/seo';
import { guardAdminPage } from '@/modules/admin/page-guards';
import { Badge, queryValue } from '@/modules/admin/ui/admin-bits';
import { listContactMessages, openContactMessage } from '@/modules/site/contact-admin';
import { CONTACT_FILTERS, type ContactFilter } from '@/modules/site/contact-validation';
import { ContactMessageDetail, STATUS_TONE } from '@/modules/site/ui/contact-admin-message';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = privatePageMetadata('contactAdmin', 'title');

const PATH = '/admin/management/contact-form-messages';

export default async function ContactFormMessagesPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  guardAdminPage(ctx, 'admin');
  const query = await searchParams;
  const q = queryValue(query.q, 100);
  const filterText = queryValue(query.filter);
  const filter: ContactFilter = (CONTACT_FILTERS as readonly string[]).includes(filterText)
    ? (filterText as ContactFilter)
    : 'inbox';
  const pageText = queryValue(query.page, 7);
  const page = /^\d{1,7}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  const idText = queryValue(query.id, 10);
  const id = /^\d{1,9}$/.test(idText) ? Number(idText) : null;
  const kept = Object.fromEntries(
    Object.entries({
      q,
      filter: filter === 'inbox' ? '' : filter,
      page: page > 1 ? String(page) : '',
    }).filter(([, v]) => v !== ''),
  );
  const t = await getTranslations('contactAdmin');
  if (id !== null) {
    const message = await orNotFound(openContactMessage(ctx, id));
    return (
      <section className="px-4 py-8 lg:px-0" data-testid="contact-messages">
        <h1 className="text-2xl font-black">{t('title')}</h1>
        <div className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <ContactMessageDetail m={message} locale={locale} back={{ pathname: PATH, query: kept }} />
        </div>
      </section>
    );
  }
  const found = await listContactMessages(ctx, { filter, q, pageIndex: page });
  const pages = Math.max(1, Math.ceil(found.totalCount / found.pageSize));
  const listQuery = (extra: Record<string, string>) =>
    Object.fromEntries(
      Object.entries({ q, filter: filter === 'inbox' ? '' : filter, ...extra }).filter(([, v]) => v !== ''),
    );
  return (
    <section className="px-4 py-8 lg:px-0" data-testid="contact-messages">
      <h1 className="text-2xl font-black">{t('title')}</h1>
      <p className="mt-1 text-slate-600">{t('intro')}</p>
      <nav aria-label={t('filtersLabel')} className="mt-6">
        <ul className="flex flex-wrap gap-2 text-sm">
          {CONTACT_FILTERS.map((f) => (
            <li key={f}>
              <Link
                href={{
                  pathname: PATH,
                  query: Object.fromEntries(
                    Object.entries({ q, filter: f === 'inbox' ? '' : f }).filter(([, v]) => v !== ''),
                  ),
                }}
                aria-current={f === filter ? 'page' : undefined}
                className={`inline-block rounded-full px-3 py-1 font-semibold ring-1 ${
                  f === filter
                    ? 'bg-brand-600 text-white ring-brand-600'
                    : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50'
                }`}
              >
                {t(`filters.${f}`)} ({found.counts[f]})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form
        method="get"
        role="search"
        aria-label={t('searchLabel')}
        className="mt-4 flex flex-wrap items-end gap-3 text-sm"
      >
        {filter !== 'inbox' && <input type="hidden" name="filter" value={filter} />}
        <div className="min-w-0 flex-1 basis-60">
          <label htmlFor="contact-q" className="mb-1 block font-medium">
            {t('searchLabel')}
          </label>
          <input
            id="contact-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            placeholder={t('searchPlaceholder')}
            className={inputClass}
          />
        </div>
        <button
          type="submit"
          className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {t('search')}
        </button>
        {q && (
          <Link
            href={{ pathname: PATH, query: listQuery({ q: '' }) }}
            className="py-2 font-semibold text-brand-700 underline"
          >
            {t('clear')}
          </Link>
        )}
      </form>
      <h2 className="mt-6 text-lg font-bold" id="contact-count">
        {t('count', { count: found.totalCount })}
      </h2>
      {found.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('none')}</p>
      ) : (
        <ScrollRegion label={t('table')} className="mt-3" testId="contact-table">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">{t('table')}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                {(['received', 'from', 'subject', 'language', 'status'] as const).map((key) => (
                  <th key={key} scope="col" className="py-2 pr-3">
                    {t(`columns.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {found.data.map((m) => (
                <tr
                  key={m.id}
                  className={`border-b border-slate-100 align-top ${m.status === 'new' ? 'font-semibold' : ''}`}
                >
                  <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(m.createdAt, locale)}</td>
                  <td className="py-2 pr-3">
                    <span className="block">{m.name}</span>
                    <span className="block font-normal break-all text-slate-600">{m.email}</span>
                  </td>
                  <th scope="row" className="py-2 pr-3 font-[inherit]">
                    <Link
                      href={{ pathname: PATH, query: { ...kept, id: String(m.id) } }}
                      prefetch={false}
                      className="text-brand-700 underline"
                    >
                      {m.subject}
                    </Link>
                    <span className="mt-0.5 block font-normal text-slate-600 line-clamp-2">{m.excerpt}</span>
                  </th>
                  <td className="py-2 pr-3">{m.locale.toUpperCase()}</td>
                  <td className="py-2 pr-3">
                    <span className="flex flex-wrap gap-1">
                      <Badge tone={STATUS_TONE[m.status]}>{t(`statuses.${m.status}`)}</Badge>
                      {m.archived && <Badge tone="amber">{t('statuses.archived')}</Badge>}
                    </span>
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
        href={(n) => ({ pathname: PATH, query: listQuery({ page: n > 1 ? String(n) : '' }) })}
        labels={{ previous: t('previous'), next: t('next'), pageOf: t('pageOf', { page, pages }) }}
      />
    </section>
  );
}
