/**
 * /admin/management/banned-words (TR /yonetici/yonetim/yasakli-kelimeler; issue 17 §1
 * banned-words; D §2 admin routes; D §6 "Super admin: banned mails and words"). Super admins only
 * (404 for everyone else). Add one or many words or phrases (commas or line breaks), search
 * (`?q=`: the word as typed or folded, so `ISTANBUL` finds `İstanbul`), 50 a page (`?page=`),
 * delete one or many. Texts holding a listed word as a whole word — any case, İ/I/ı/i alike — are
 * refused in names, taglines, descriptions, job posts, messages and the contact form.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { formatDateTime } from '@/lib/format';
import { pageCtx } from '@/server/page-context';
import { privatePageMetadata } from '@/ui/seo';
import { guardAdminPage } from '@/modules/admin/page-guards';
import { queryValue } from '@/modules/admin/ui/admin-bits';
import { listBannedWords } from '@/modules/moderation/banned-words';
import { BannedAddForm } from '@/modules/moderation/ui/banned-add-form';
import { BannedListSection } from '@/modules/moderation/ui/banned-list-section';
import { ModerationIntl } from '@/modules/moderation/ui/moderation-intl';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = privatePageMetadata('moderationAdmin', 'words.title');

export default async function BannedWordsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  guardAdminPage(ctx, 'super');
  const query = await searchParams;
  const q = queryValue(query.q, 100);
  const pageText = queryValue(query.page, 7);
  const page = /^\d{1,7}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  const [t, found] = await Promise.all([
    getTranslations('moderationAdmin'),
    listBannedWords(ctx, { q, pageIndex: page }),
  ]);
  const pages = Math.max(1, Math.ceil(found.totalCount / found.pageSize));
  return (
    <section className="px-4 py-8 lg:px-0" data-testid="banned-words">
      <h1 className="text-2xl font-black">{t('words.title')}</h1>
      <p className="mt-1 text-slate-600">{t('words.intro')}</p>
      <section
        aria-labelledby="banned-words-add"
        className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h2 id="banned-words-add" className="mb-3 font-bold">
          {t('words.addTitle')}
        </h2>
        <ModerationIntl>
          <BannedAddForm kind="words" />
        </ModerationIntl>
      </section>
      <BannedListSection
        kind="words"
        path="/admin/management/banned-words"
        q={q}
        page={page}
        pages={pages}
        totalCount={found.totalCount}
        rows={found.data.map((w) => ({
          id: w.id,
          label: w.word,
          detail: w.folded !== w.word ? t('words.folded', { folded: w.folded }) : '',
          createdBy: w.createdBy ?? '—',
          createdAt: formatDateTime(w.createdAt, locale),
        }))}
      />
    </section>
  );
}
