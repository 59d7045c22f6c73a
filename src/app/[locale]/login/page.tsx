/** /login (TR /tr/giris-yap): guest page; a signed-in user goes to / (spec §2). */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { privatePageMetadata } from '@/ui/seo';
import { getPathname, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requireGuest } from '@/server/page-guards';
import { authPath, verificationCallback } from '@/modules/identity/paths';
import { safeRedirectPath } from '@/lib/redirect';
import { LoginForm } from '@/modules/identity/ui/login-form';
import { SocialButtons } from '@/modules/identity/ui/social-buttons';
import { enabledSocialProviders } from '@/server/social';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = privatePageMetadata('auth', 'loginTitle');

export default async function LoginPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const ctx = await pageCtx(locale);
  requireGuest(ctx);
  const t = await getTranslations('auth');
  const redirectUrl = typeof query.redirectUrl === 'string' ? query.redirectUrl : undefined;
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-black">{t('loginTitle')}</h1>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <LoginForm
          redirectTo={safeRedirectPath(redirectUrl, getPathname({ href: '/', locale }))}
          verifyCallback={verificationCallback(locale, redirectUrl)}
          justVerified={query.verified === '1'}
          justReset={query.reset === '1'}
          recoveryPath={getPathname({ href: '/account-recovery', locale })}
        />
        <Link href="/forgot-password" className="mt-4 inline-block text-sm text-brand-700 underline">
          {t('forgotLink')}
        </Link>
        <SocialButtons providers={enabledSocialProviders()} redirectUrl={redirectUrl} />
      </div>
      <p className="mt-4 text-sm">
        {t('noAccount')}{' '}
        <a
          href={authPath('/register', locale, redirectUrl)}
          className="font-semibold text-brand-700 underline"
        >
          {t('submitRegister')}
        </a>
      </p>
    </section>
  );
}
