/**
 * /admin/management/users/premium-settings (spec dashboard §2 admin routes, §6 "Super admin …
 * premium settings"; public §3 "Premium settings"). Super admins only (permission guard:
 * FULL_ACCESS on `admin`); the form saves through PUT /api/v2/premium/settings.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { privatePageMetadata } from '@/ui/seo';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requirePermission } from '@/server/page-guards';
import { getPremiumSettings } from '@/modules/access/premium';
import { PREMIUM_FILTERS } from '@/modules/startups/filter';
import { PremiumSettingsForm } from '@/modules/access/ui/premium-settings-form';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('admin', 'premiumSettings');

export default async function PremiumSettingsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requirePermission(ctx, [{ entityId: 'admin', scope: 'FULL_ACCESS' }]);
  const t = await getTranslations('admin');
  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-black">{t('premiumSettings')}</h1>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <PremiumSettingsForm
          initial={await getPremiumSettings(ctx.db)}
          groups={Object.keys(PREMIUM_FILTERS)}
        />
      </div>
    </section>
  );
}
