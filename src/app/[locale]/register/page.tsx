/**
 * /register (TR /tr/kayit-ol): guest page; a signed-in user goes to / (spec §2). A `redirectUrl`
 * (same-site path) rides along: into the verification link, then to sign-in, which opens it.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { privatePageMetadata } from '@/ui/seo';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requireGuest } from '@/server/page-guards';
import { enabledSocialProviders } from '@/server/social';
import { captchaEnabled } from '@/server/captcha';
import { SocialButtons } from '@/modules/identity/ui/social-buttons';
import { authPath, verificationCallback } from '@/modules/identity/paths';
import { RegisterForm } from '@/modules/identity/ui/register-form';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = privatePageMetadata('auth', 'registerTitle');

export default async function RegisterPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  // Where the visitor was going (spec §2 redirectUrl): kept through verification and sign-in.
  const redirectUrl = typeof query.redirectUrl === 'string' ? query.redirectUrl : undefined;
  const ctx = await pageCtx(locale);
  requireGuest(ctx);
  const t = await getTranslations('auth');
  return (
    <section className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-2xl font-black">{t('registerTitle')}</h1>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <RegisterForm verifyCallback={verificationCallback(locale, redirectUrl)} captcha={captchaEnabled()} />
        <SocialButtons providers={enabledSocialProviders()} redirectUrl={redirectUrl} />
      </div>
      <p className="mt-4 text-sm">
        {t('haveAccount')}{' '}
        <a href={authPath('/login', locale, redirectUrl)} className="font-semibold text-brand-700 underline">
          {t('submitLogin')}
        </a>
      </p>
    </section>
  );
}
