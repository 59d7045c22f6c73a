/**
 * /admin/management/content (TR /yonetici/yonetim/icerik; issue 17 §2 "content in EN and TR
 * edited by admins"; D §2 admin routes; D §6 super admin): every page text and content block with
 * its English and Turkish titles, when it was last updated and by whom, a link to its public page
 * and to its editor. Super admins only (404 for everyone else).
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { formatDateTime } from '@/lib/format';
import { pageCtx } from '@/server/page-context';
import { privatePageMetadata } from '@/ui/seo';
import { ScrollRegion } from '@/ui/scroll-region';
import { guardAdminPage } from '@/modules/admin/page-guards';
import { listContentsForAdmin } from '@/modules/content/content';
import { contentHref } from '@/modules/content/pages';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('contentAdmin', 'title');

export default async function ContentListPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  guardAdminPage(ctx, 'super');
  const [t, rows] = await Promise.all([getTranslations('contentAdmin'), listContentsForAdmin(ctx)]);
  return (
    <section className="px-4 py-8 lg:px-0" data-testid="content-admin">
      <h1 className="text-2xl font-black">{t('title')}</h1>
      <p className="mt-1 max-w-3xl text-slate-600">{t('intro')}</p>
      <h2 className="mt-6 text-lg font-bold">{t('count', { count: rows.length })}</h2>
      <ScrollRegion label={t('table')} className="mt-3" testId="content-table">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">{t('table')}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 pr-3">
                {t('page')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('titleEn')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('titleTr')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('updatedAt')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('updatedBy')}
              </th>
              <th scope="col" className="py-2">
                <span className="sr-only">{t('edit')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const href = contentHref(row.id);
              const name = locale === 'tr' ? row.titleTr : row.titleEn;
              return (
                <tr
                  key={row.id}
                  className="border-b border-slate-100 align-top"
                  data-testid={`content-row-${row.id}`}
                >
                  <td className="py-2 pr-3">
                    {href ? (
                      <Link href={href} className="font-mono text-xs text-brand-700 underline">
                        {row.id}
                      </Link>
                    ) : (
                      <span className="font-mono text-xs" title={t('block')}>
                        {row.id}
                      </span>
                    )}
                  </td>
                  <td className="py-2 pr-3">{row.titleEn}</td>
                  <td className="py-2 pr-3" lang="tr">
                    {row.titleTr}
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(row.updatedAt, locale)}</td>
                  <td className="py-2 pr-3">{row.updatedBy?.name ?? t('starting')}</td>
                  <td className="py-2">
                    <Link
                      href={{
                        pathname: '/admin/management/content/[contentId]',
                        params: { contentId: row.id },
                      }}
                      className="font-semibold text-brand-700 underline"
                      aria-label={t('editOf', { name })}
                    >
                      {t('edit')}
                    </Link>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
