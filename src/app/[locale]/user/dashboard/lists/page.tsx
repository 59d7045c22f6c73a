/**
 * /user/dashboard/lists (TR /kullanici/panel/listeler; issue 18 §5, spec public §2): the signed-in
 * user's lists of startups, people and organizations. Left: the lists (entries per list, shared
 * or not) and the create form; right: the open list (`?list=id`) with its entries — picture,
 * name linking to the page, kind, the date added, a note and Remove — and the list's rename,
 * share-by-link, Excel and delete controls (./lists-manager.tsx). Below: the saved searches, each
 * opening its list page, with its alert frequency and Delete. Visitors get the 404 page.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { env } from '@/server/env';
import { pageCtx } from '@/server/page-context';
import { requireSignedIn } from '@/server/page-guards';
import { privatePageMetadata } from '@/ui/seo';
import { ClientMessages } from '@/ui/client-messages';
import { formatDate } from '@/lib/format';
import { getList, myLists } from '@/modules/lists/lists';
import { CreateListForm, ListActions, ListItemControls } from '@/modules/lists/ui/lists-manager';
import { ListEntryRow } from '@/modules/lists/ui/list-entry-row';
import { mySavedSearches } from '@/modules/lists/saved-searches';
import { SavedSearchControls } from '@/modules/lists/ui/saved-search-controls';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = privatePageMetadata('lists', 'title');

export default async function ListsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  const t = await getTranslations('lists');
  const ts = await getTranslations('savedSearches');
  const [lists, searches] = await Promise.all([myLists(ctx), mySavedSearches(ctx)]);
  const asked = Number((await searchParams).list);
  const openId = lists.some((l) => l.id === asked) ? asked : lists[0]?.id;
  const open = openId ? await getList(ctx, openId) : null;
  const listsPath = getPathname({ href: '/user/dashboard/lists', locale });
  const shareUrl = new URL(
    getPathname({ href: { pathname: '/lists/shared/[token]', params: { token: '__token__' } }, locale }),
    env().PUBLIC_ORIGIN,
  ).toString();
  return (
    <ClientMessages namespaces={['lists', 'savedSearches']}>
      <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="lists-title">
        <h1 id="lists-title" className="text-2xl font-black">
          {t('title')}
        </h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('lead')}</p>
        <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <nav aria-labelledby="your-lists" className="space-y-4">
            <h2 id="your-lists" className="text-lg font-bold">
              {t('yourLists')}
            </h2>
            {lists.length === 0 ? (
              <p className="text-sm text-slate-600">{t('none')}</p>
            ) : (
              <ul className="space-y-1" data-testid="my-lists">
                {lists.map((l) => (
                  <li key={l.id}>
                    <Link
                      href={{ pathname: '/user/dashboard/lists', query: { list: String(l.id) } }}
                      aria-current={l.id === openId ? 'page' : undefined}
                      className={`block rounded-lg px-3 py-2 text-sm ${l.id === openId ? 'bg-brand-50 font-semibold text-brand-800' : 'hover:bg-slate-50'}`}
                    >
                      {l.name}
                      <span className="block text-xs font-normal text-slate-600">
                        {t('entries', { count: l.itemCount })}
                        {l.shareToken ? ` · ${t('share')}` : ''}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <div className="rounded-xl border border-slate-200 bg-white p-4">
              <CreateListForm listsPath={listsPath} />
            </div>
          </nav>
          <div className="min-w-0">
            {!open ? (
              <p className="rounded-xl bg-white p-8 text-center text-slate-600">{t('pick')}</p>
            ) : (
              <section
                aria-labelledby="open-list"
                className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
              >
                <h2 id="open-list" className="text-xl font-bold" data-testid="open-list-name">
                  {open.name}
                </h2>
                <p className="text-sm text-slate-600">{t('entries', { count: open.itemCount })}</p>
                <div className="mt-3">
                  <ListActions
                    key={`${open.id}-${open.name}`}
                    list={{ id: open.id, name: open.name, shareToken: open.shareToken }}
                    shareUrl={shareUrl}
                    isPremium={ctx.viewer.isPremium}
                    plansHref={getPathname({ href: '/payment-plans', locale })}
                    afterDeleteHref={listsPath}
                  />
                </div>
                {open.items.length === 0 ? (
                  <p className="mt-6 text-sm text-slate-600">{t('empty')}</p>
                ) : (
                  <ul className="mt-6 divide-y divide-slate-100" data-testid="list-entries">
                    {open.items.map((item) => (
                      <li key={item.id} className="py-3" data-testid="list-entry">
                        <ListEntryRow
                          entry={item.entry}
                          kindLabel={t(`kind.${item.kind}`)}
                          unavailable={t('unavailable')}
                          detail={t('addedOn', { date: formatDate(item.addedAt, locale) })}
                        />
                        <ListItemControls
                          key={item.id}
                          listId={open.id}
                          itemId={item.id}
                          name={item.entry?.name ?? t('unavailable')}
                          note={item.note}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            )}
          </div>
        </div>
        <section
          aria-labelledby="saved-searches"
          className="mt-10 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
        >
          <h2 id="saved-searches" className="text-xl font-bold">
            {ts('title')}
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-slate-600">{ts('lead')}</p>
          {searches.length === 0 ? (
            <p className="mt-4 text-sm text-slate-600">{ts('none')}</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-100" data-testid="saved-searches">
              {searches.map((s) => (
                <li
                  key={s.id}
                  className="flex flex-wrap items-center justify-between gap-3 py-3"
                  data-testid="saved-search"
                >
                  <div className="min-w-0">
                    <a
                      href={s.href}
                      className="font-semibold text-brand-700 underline"
                      aria-label={ts('open', { name: s.name })}
                    >
                      {s.name}
                    </a>
                    <span className="block text-xs text-slate-600">
                      {ts(`kind.${s.kind}`)} · {ts('savedOn', { date: formatDate(s.createdAt, locale) })}
                    </span>
                  </div>
                  <SavedSearchControls
                    key={`${s.id}-${s.frequency}`}
                    id={s.id}
                    name={s.name}
                    frequency={s.frequency}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </section>
    </ClientMessages>
  );
}
