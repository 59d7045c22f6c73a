/**
 * /profile/settings/delete-account (TR /tr/profilim/ayarlar/hesabi-sil; spec §2 account pages,
 * §4 "Account deletion"): what deletion does — the 14-day grace period, the data removed, and
 * which of the user's startups stay with co-owners or are hidden — then the confirmation form.
 * Visitors get the 404 page; a pending deletion shows the recovery screen instead.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { privatePageMetadata } from '@/ui/seo';
import { getPathname, redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requireSignedIn } from '@/server/page-guards';
import { DELETION_GRACE_DAYS, deletionPreview } from '@/modules/identity/deletion';
import { DeleteAccountForm } from '@/modules/identity/ui/deletion-forms';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('auth', 'deleteTitle');

export default async function DeleteAccountPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  if (ctx.viewer.deletionRequestedAt) redirect({ href: '/account-recovery', locale });
  const { hasPassword, startupsToHide: toHide } = await deletionPreview(ctx);
  const t = await getTranslations('auth');
  return (
    <section className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-2xl font-black">{t('deleteTitle')}</h1>
      <div className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <p className="text-sm">{t('deleteLead', { days: DELETION_GRACE_DAYS })}</p>
        <p className="text-sm text-slate-600">{t('deleteData')}</p>
        {toHide.length > 0 && (
          <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="startups-to-hide">
            <p>{t('deleteStartups')}</p>
            <ul className="mt-1 list-disc pl-5">
              {toHide.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </div>
        )}
        <DeleteAccountForm hasPassword={hasPassword} homePath={getPathname({ href: '/', locale })} />
      </div>
    </section>
  );
}
