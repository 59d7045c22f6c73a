/**
 * The list part of the banned-words and banned-mails screens (issue 17 §1 "add/delete/search"):
 * the search form (`?q=`, a plain GET form), the count as the list's heading (focused after a
 * deletion), the table with its delete actions (./banned-table.tsx) and the pager (`?page=`).
 * Server component.
 */
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { inputClass } from '@/ui/form';
import { Pager } from '@/ui/pager';
import { BannedTable, type BannedRow } from './banned-table';
import { ModerationIntl } from './moderation-intl';

type ScreenPath = '/admin/management/banned-words' | '/admin/management/banned-mails';

/** The list of `kind` on page `page` of `pages`, searched by `q`. */
export async function BannedListSection({
  kind,
  path,
  q,
  page,
  pages,
  totalCount,
  rows,
}: {
  kind: 'words' | 'mails';
  path: ScreenPath;
  q: string;
  page: number;
  pages: number;
  totalCount: number;
  rows: BannedRow[];
}) {
  const t = await getTranslations('moderationAdmin');
  const headingId = `banned-${kind}-count`;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <form
        method="get"
        role="search"
        aria-label={t(`${kind}.searchLabel`)}
        className="flex flex-wrap items-end gap-3 text-sm"
      >
        <div className="min-w-0 flex-1 basis-60">
          <label htmlFor={`banned-${kind}-q`} className="mb-1 block font-medium">
            {t(`${kind}.searchLabel`)}
          </label>
          <input
            id={`banned-${kind}-q`}
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            placeholder={t(`${kind}.searchPlaceholder`)}
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
          <Link href={path} className="py-2 font-semibold text-brand-700 underline">
            {t('clear')}
          </Link>
        )}
      </form>
      <h2 id={headingId} tabIndex={-1} className="mt-6 text-lg font-bold outline-none">
        {t(`${kind}.count`, { count: totalCount })}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{q ? t('noMatch') : t(`${kind}.none`)}</p>
      ) : (
        <div className="mt-3">
          <ModerationIntl>
            <BannedTable kind={kind} rows={rows} headingId={headingId} />
          </ModerationIntl>
        </div>
      )}
      <Pager
        page={page}
        pages={pages}
        href={(n) => ({
          pathname: path,
          query: { ...(q ? { q } : {}), ...(n > 1 ? { page: String(n) } : {}) },
        })}
        labels={{ previous: t('previous'), next: t('next'), pageOf: t('pageOf', { page, pages }) }}
      />
    </section>
  );
}
