/**
 * /lists/shared/{token} (TR /listeler/paylasilan/{token}; issue 18 §5 "share read-only by link"):
 * a list its owner shares — its name, the owner's first name, the date of its last change and
 * its public entries, without the owner's notes. An unknown token, or a list no longer shared,
 * gives the 404 page. Not indexed by search engines.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { NotFoundError } from '@/server/errors';
import { formatDate } from '@/lib/format';
import { getSharedList } from '@/modules/lists/lists';
import { ListEntryRow } from '@/modules/lists/ui/list-entry-row';
import type { ListEntryKind } from '@/modules/lists/lists';
import { siteTitle } from '@/ui/seo';

type Props = { params: Promise<{ locale: Locale; token: string }> };

async function load(locale: Locale, token: string) {
  try {
    return await getSharedList(await pageCtx(locale), token);
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, token } = await params;
  const list = await load(locale, token);
  return { title: siteTitle(list.name), robots: { index: false, follow: false } };
}

export default async function SharedListPage({ params }: Props) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  const list = await load(locale, token);
  const t = await getTranslations('lists');
  return (
    <section className="mx-auto max-w-3xl px-4 py-8" aria-labelledby="shared-list-title">
      <h1 id="shared-list-title" className="text-2xl font-black">
        {list.name}
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        {t('sharedBy', { owner: list.ownerName, date: formatDate(list.updatedAt, locale) })}
      </p>
      {list.entries.length === 0 ? (
        <p className="mt-6 rounded-xl bg-white p-8 text-center text-slate-600">{t('sharedEmpty')}</p>
      ) : (
        <ul
          className="mt-6 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white px-4"
          data-testid="shared-entries"
        >
          {list.entries.map((entry) => (
            <li key={`${entry.kind}-${entry.id}`} className="py-3">
              <ListEntryRow
                entry={entry}
                kindLabel={t(`kind.${entry.kind as ListEntryKind}`)}
                unavailable={t('unavailable')}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
