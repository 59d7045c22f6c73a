/**
 * /admin/management/header (TR /yonetici/yonetim/ust-menu; issue 17 §1 "header
 * menus (Data, Insight, invest, services, jobs, news, pricing — labels and links per language,
 * order, external links open in a new tab)"; D §2 admin route `header`; D §6 super admin): a form
 * to add a menu, then every menu with its links — labels in English and Turkish, addresses,
 * order, show/hide, edit, delete, add a link. Super admins only (404 for everyone else).
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { pageCtx } from '@/server/page-context';
import { privatePageMetadata } from '@/ui/seo';
import { guardAdminPage } from '@/modules/admin/page-guards';
import { listSiteLinks } from '@/modules/site/links';
import { LinkForm } from '@/modules/site/ui/link-form';
import { LinksList } from '@/modules/site/ui/links-list';
import { SiteAdminIntl } from '@/modules/site/ui/site-admin-intl';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('siteAdmin', 'header.title');

export default async function HeaderAdminPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  guardAdminPage(ctx, 'super');
  const [t, rows] = await Promise.all([getTranslations('siteAdmin'), listSiteLinks(ctx, ['header'])]);
  const menus = rows.filter((r) => r.parentId === null).length;
  return (
    <section className="px-4 py-8 lg:px-0" data-testid="site-header-admin">
      <h1 className="text-2xl font-black">{t('header.title')}</h1>
      <p className="mt-1 max-w-3xl text-slate-600">{t('header.intro')}</p>
      <p className="mt-2 text-sm">
        <Link href="/" className="font-semibold text-brand-700 underline">
          {t('common.seeSite')}
        </Link>
      </p>
      <SiteAdminIntl>
        <section
          aria-labelledby="menu-new"
          className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id="menu-new" className="mb-4 text-lg font-bold">
            {t('header.newMenu')}
          </h2>
          <LinkForm
            area="header"
            kind="menu"
            testId="menu-new-form"
            submitLabel={t('header.createMenu')}
            createdMessage={t('header.menuCreated')}
          />
        </section>
        <h2 id="menu-list" tabIndex={-1} className="mt-10 text-lg font-bold">
          {t('header.menus', { count: menus })}
        </h2>
        {menus === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('header.none')}</p>
        ) : (
          <LinksList rows={rows} kind="menu" locale={locale} headingId="menu-list" testId="header-menus" />
        )}
      </SiteAdminIntl>
    </section>
  );
}
