/** /forgot-password (TR /tr/sifremi-unuttum): guest page; the same answer whether or not the address exists. */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname, redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { ForgotPasswordForm } from '@/modules/identity/ui/password-forms';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'auth' });
  return { title: `${t('forgotTitle')} — Startup Atlas`, robots: { index: false } };
}

export default async function ForgotPasswordPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  if ((await pageCtx(locale)).viewer.isAuthenticated) redirect({ href: '/', locale });
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
