/**
 * /account-recovery (TR /tr/hesap-kurtarma; spec §4 "Account deletion": "a recovery screen
 * lets the user cancel before the expiry date"). A user whose account is scheduled for
 * deletion lands here after signing in; without a pending deletion the page goes home.
 * Visitors get the 404 page.
 */
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { privatePageMetadata } from '@/ui/seo';
import { getPathname, redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requireSignedIn } from '@/server/page-guards';
import { deletionDate } from '@/modules/identity/deletion';
import { RecoveryActions } from '@/modules/identity/ui/deletion-forms';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('auth', 'recoveryTitle');

export default async function AccountRecoveryPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  if (!ctx.viewer.deletionRequestedAt) redirect({ href: '/', locale });
  const t = await getTranslations('auth');
  const format = await getFormatter();
  const due = deletionDate(new Date(ctx.viewer.deletionRequestedAt!));
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-black">{t('recoveryTitle')}</h1>
      <div
        className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        data-testid="account-recovery"
      >
        <p>
          {t('recoveryLead', {
            date: format.dateTime(due, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }),
          })}
        </p>
        <RecoveryActions homePath={getPathname({ href: '/', locale })} />
      </div>
    </section>
  );
}
