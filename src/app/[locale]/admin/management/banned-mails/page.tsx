/**
 * /admin/management/banned-mails (TR /yonetici/yonetim/yasakli-e-postalar; issue 17 §1
 * banned-mails; D §2 admin routes; D §6 "Super admin: banned mails and words"). Super admins only
 * (404 for everyone else). Addresses and domains refused at registration and at every invitation
 * by e-mail (a domain covers its subdomains): add one or many, search (`?q=`), 50 a page
 * (`?page=`), delete one or many; and the switch of the disposable-mail domain list (on by
 * default).
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { formatCount, formatDateTime } from '@/lib/format';
import { pageCtx } from '@/server/page-context';
import { privatePageMetadata } from '@/ui/seo';
import { guardAdminPage } from '@/modules/admin/page-guards';
import { queryValue } from '@/modules/admin/ui/admin-bits';
import { listBannedMails } from '@/modules/moderation/banned-mails';
import { BannedAddForm } from '@/modules/moderation/ui/banned-add-form';
import { BannedListSection } from '@/modules/moderation/ui/banned-list-section';
import { DisposableSwitch } from '@/modules/moderation/ui/disposable-switch';
import { ModerationIntl } from '@/modules/moderation/ui/moderation-intl';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = privatePageMetadata('moderationAdmin', 'mails.title');

export default async function BannedMailsPage({ params, searchParams }: Props) {
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
    listBannedMails(ctx, { q, pageIndex: page }),
  ]);
  const pages = Math.max(1, Math.ceil(found.totalCount / found.pageSize));
  return (
    <section className="px-4 py-8 lg:px-0" data-testid="banned-mails">
      <h1 className="text-2xl font-black">{t('mails.title')}</h1>
      <p className="mt-1 text-slate-600">{t('mails.intro')}</p>
      <section
        aria-labelledby="disposable-title"
        className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h2 id="disposable-title" className="mb-3 font-bold">
          {t('mails.disposableTitle')}
        </h2>
        <ModerationIntl>
          <DisposableSwitch
            enabled={found.disposable.enabled}
            domainCount={formatCount(found.disposable.domainCount, locale)}
          />
        </ModerationIntl>
      </section>
      <section
        aria-labelledby="banned-mails-add"
        className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h2 id="banned-mails-add" className="mb-3 font-bold">
          {t('mails.addTitle')}
        </h2>
        <ModerationIntl>
          <BannedAddForm kind="mails" />
        </ModerationIntl>
      </section>
      <BannedListSection
        kind="mails"
        path="/admin/management/banned-mails"
        q={q}
        page={page}
        pages={pages}
        totalCount={found.totalCount}
        rows={found.data.map((m) => ({
          id: m.id,
          label: m.pattern,
          detail: t(`mails.kinds.${m.kind}`),
          createdBy: m.createdBy ?? '—',
          createdAt: formatDateTime(m.createdAt, locale),
        }))}
      />
    </section>
  );
}
