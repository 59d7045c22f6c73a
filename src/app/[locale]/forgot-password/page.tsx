/** /forgot-password (TR /tr/sifremi-unuttum): guest page; the same answer whether or not the address exists. */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { privatePageMetadata } from '@/ui/seo';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requireGuest } from '@/server/page-guards';
import { ForgotPasswordForm } from '@/modules/identity/ui/password-forms';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('auth', 'forgotTitle');

export default async function ForgotPasswordPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  requireGuest(await pageCtx(locale));
  const t = await getTranslations('auth');
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-black">{t('forgotTitle')}</h1>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <ForgotPasswordForm resetPath={getPathname({ href: '/reset-password', locale })} />
      </div>
    </section>
  );
}
