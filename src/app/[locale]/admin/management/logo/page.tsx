/**
 * /admin/management/logo (TR /yonetici/yonetim/logo; issue 17 §1 "logo upload"; D §2 admin route
 * `logo`; D §5 "other uploads up to 3MB"; D §6 super admin): the current logo, uploading a new
 * one (an image read from its bytes, at most 3 MB), its text alternative, and going back to the
 * built-in mark. Super admins only (404 for everyone else).
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { privatePageMetadata } from '@/ui/seo';
import { guardAdminPage } from '@/modules/admin/page-guards';
import { getLogoForAdmin } from '@/modules/site/logo';
import { LogoEditor } from '@/modules/site/ui/logo-editor';
import { SiteAdminIntl } from '@/modules/site/ui/site-admin-intl';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('siteAdmin', 'logo.title');

export default async function LogoAdminPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  guardAdminPage(ctx, 'super');
  const [t, logo] = await Promise.all([getTranslations('siteAdmin'), getLogoForAdmin(ctx)]);
  return (
    <section className="px-4 py-8 lg:px-0" data-testid="site-logo-admin">
      <h1 className="text-2xl font-black">{t('logo.title')}</h1>
      <p className="mt-1 max-w-3xl text-slate-600">{t('logo.intro')}</p>
      <div className="mt-6">
        <SiteAdminIntl>
          <LogoEditor logo={logo} />
        </SiteAdminIntl>
      </div>
    </section>
  );
}
