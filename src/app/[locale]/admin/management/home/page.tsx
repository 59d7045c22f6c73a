/**
 * /admin/management/home (TR /yonetici/yonetim/ana-sayfa; issue 18 §6 "six testimonials and
 * partners (admin-editable, seeded)"; D §6 super admin): the home page's six testimonials (quote
 * and role in English and Turkish, name), its partners (name and https link), its media items and
 * the innovation-index monitor's country (/azerbaijan-gii). Super admins
 * only (404 for everyone else); the save is audited and empties the home page's cache.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { privatePageMetadata } from '@/ui/seo';
import { guardAdminPage } from '@/modules/admin/page-guards';
import { getHomeForAdmin } from '@/modules/site/settings-admin';
import { HomeSettingsForm } from '@/modules/site/ui/home-settings-form';
import { SiteAdminIntl } from '@/modules/site/ui/site-admin-intl';
import { listCountries } from '@/modules/reference/reference';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('siteAdmin', 'home.title');

export default async function HomeAdminPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  guardAdminPage(ctx, 'super');
  const [t, home, countries] = await Promise.all([
    getTranslations('siteAdmin'),
    getHomeForAdmin(ctx),
    listCountries(ctx.db, locale),
  ]);
  return (
    <section className="px-4 py-8 lg:px-0" data-testid="site-home-admin">
      <h1 className="text-2xl font-black">{t('home.title')}</h1>
      <p className="mt-1 max-w-3xl text-slate-600">{t('home.intro')}</p>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <SiteAdminIntl>
          <HomeSettingsForm initial={home} countries={countries.map((c) => ({ id: c.id, name: c.name }))} />
        </SiteAdminIntl>
      </div>
    </section>
  );
}
