/** /profile/settings/change-password: signed-in users only (visitors get the 404 page, spec §2). */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { privatePageMetadata } from '@/ui/seo';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requireSignedIn } from '@/server/page-guards';
import { ChangePasswordForm } from '@/modules/identity/ui/password-forms';
import { apiKeyNamesBeforePasswordChange } from '@/modules/identity/api-keys';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('auth', 'changeTitle');

export default async function ChangePasswordPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  // The form says which API keys the change will revoke.
  const apiKeyNames = await apiKeyNamesBeforePasswordChange(ctx);
  const t = await getTranslations('auth');
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-black">{t('changeTitle')}</h1>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <ChangePasswordForm apiKeyNames={apiKeyNames} />
      </div>
    </section>
  );
}
