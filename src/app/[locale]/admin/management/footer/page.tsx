/**
 * /admin/management/footer (TR /yonetici/yonetim/alt-menu; issue 17 §1 "footer link groups and social buttons"; D §2 admin
 * route `footer`; D §6 super admin; D §5 "social links accept only listed hosts"): the footer's
 * link groups with their links (labels in English and Turkish, addresses, order, show/hide, edit,
 * delete, add) and the social buttons (network, accessible name, address on the network's host).
 * Super admins only (404 for everyone else).
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

export const generateMetadata = privatePageMetadata('siteAdmin', 'footer.title');

const box = 'mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

export default async function FooterAdminPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  guardAdminPage(ctx, 'super');
  const [t, footer, social] = await Promise.all([
    getTranslations('siteAdmin'),
    listSiteLinks(ctx, ['footer']),
    listSiteLinks(ctx, ['social']),
  ]);
  const groups = footer.filter((r) => r.parentId === null).length;
  return (
    <section className="px-4 py-8 lg:px-0" data-testid="site-footer-admin">
      <h1 className="text-2xl font-black">{t('footer.title')}</h1>
      <p className="mt-1 max-w-3xl text-slate-600">{t('footer.intro')}</p>
      <p className="mt-2 text-sm">
        <Link href="/" className="font-semibold text-brand-700 underline">
          {t('common.seeSite')}
        </Link>
      </p>
      <SiteAdminIntl>
        <section aria-labelledby="group-new" className={box}>
          <h2 id="group-new" className="mb-4 text-lg font-bold">
            {t('footer.newGroup')}
          </h2>
          <LinkForm
            area="footer"
            kind="group"
            testId="group-new-form"
            submitLabel={t('footer.createGroup')}
            createdMessage={t('footer.groupCreated')}
          />
        </section>
        <h2 id="group-list" tabIndex={-1} className="mt-10 text-lg font-bold">
          {t('footer.groups', { count: groups })}
        </h2>
        {groups === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('footer.none')}</p>
        ) : (
          <LinksList
            rows={footer}
            kind="group"
            locale={locale}
            headingId="group-list"
            testId="footer-groups"
          />
        )}
        <h2 id="social-list" tabIndex={-1} className="mt-12 text-lg font-bold">
          {t('footer.social', { count: social.length })}
        </h2>
        {social.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('footer.noSocial')}</p>
        ) : (
          <LinksList
            rows={social}
            kind="social"
            locale={locale}
            headingId="social-list"
            testId="footer-social"
          />
        )}
        <section aria-labelledby="social-new" className={box}>
          <h2 id="social-new" className="mb-4 text-lg font-bold">
            {t('footer.newSocial')}
          </h2>
          <LinkForm
            area="social"
            kind="social"
            testId="social-new-form"
            submitLabel={t('footer.createSocial')}
            createdMessage={t('footer.socialCreated')}
          />
        </section>
      </SiteAdminIntl>
    </section>
  );
}
