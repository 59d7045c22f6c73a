/** /register (TR /tr/kayit-ol): guest page; a signed-in user goes to / (spec §2). */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { privatePageMetadata } from '@/ui/seo';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requireGuest } from '@/server/page-guards';
import { enabledSocialProviders } from '@/server/social';
import { captchaEnabled } from '@/server/captcha';
import { SocialButtons } from '@/modules/identity/ui/social-buttons';
import { verificationCallback } from '@/modules/identity/paths';
import { RegisterForm } from '@/modules/identity/ui/register-form';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('auth', 'registerTitle');

export default async function RegisterPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireGuest(ctx);
  const t = await getTranslations('auth');
  return (
    <section className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-2xl font-black">{t('registerTitle')}</h1>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <RegisterForm verifyCallback={verificationCallback(locale)} captcha={captchaEnabled()} />
        <SocialButtons providers={enabledSocialProviders()} />
      </div>
      <p className="mt-4 text-sm">
        {t('haveAccount')}{' '}
        <Link href="/login" className="font-semibold text-brand-700 underline">
          {t('submitLogin')}
        </Link>
      </p>
    </section>
  );
}
