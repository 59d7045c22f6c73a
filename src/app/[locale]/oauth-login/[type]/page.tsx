/**
 * /oauth-login/{type} (TR /tr/sosyal-giris/{type}; spec §2 authentication pages, §8 "a social
 * provider refused the connection"). Three states:
 * - start: a visitor arrives from a "Continue with …" button; the page sends them to the provider;
 * - `?done=1`: the provider accepted; a signed-in user goes to `redirectUrl` (same-origin only),
 *   or to the recovery screen when their account is scheduled for deletion;
 * - `?error=…`: the provider refused or failed; the page says so and offers to try again.
 * Unknown or unconfigured providers answer 404.
 */
import { notFound, redirect as redirectToPath } from 'next/navigation';
import { privatePageMetadata } from '@/ui/seo';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname, Link, redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { safeRedirectPath } from '@/lib/redirect';
import { enabledSocialProviders, isSocialProvider, SOCIAL_PROVIDER_NAMES } from '@/server/social';
import { SocialStart } from '@/modules/identity/ui/social-start';

type Props = {
  params: Promise<{ locale: Locale; type: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = privatePageMetadata('auth', 'loginTitle');

export default async function OAuthLoginPage({ params, searchParams }: Props) {
  const { locale, type } = await params;
  setRequestLocale(locale);
  if (!isSocialProvider(type) || !enabledSocialProviders().includes(type)) notFound();
  const query = await searchParams;
  const { viewer } = await pageCtx(locale);
  const home = getPathname({ href: '/', locale });
  const redirectUrl = safeRedirectPath(
    typeof query.redirectUrl === 'string' ? query.redirectUrl : undefined,
    home,
  );
  if (viewer.isAuthenticated) {
    if (viewer.deletionRequestedAt) redirect({ href: '/account-recovery', locale });
    redirectToPath(redirectUrl); // already a localized same-origin path
  }
  const t = await getTranslations('auth');
  const name = SOCIAL_PROVIDER_NAMES[type];
  const here = (q: Record<string, string>) =>
    getPathname({ href: { pathname: '/oauth-login/[type]', params: { type }, query: q }, locale });
  const keep: Record<string, string> = redirectUrl !== home ? { redirectUrl } : {};
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-black">{t('socialContinue', { provider: name })}</h1>
      <div
        className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        data-testid="oauth-login"
      >
        {query.error || query.done ? (
          <>
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {t('socialRefused', { provider: name })}
            </p>
            <div className="mt-4 flex gap-4 text-sm">
              <a href={here(keep)} className="font-semibold text-brand-700 underline">
                {t('tryAgain')}
              </a>
              <Link href="/login" className="font-semibold text-brand-700 underline">
                {t('backToLogin')}
              </Link>
            </div>
          </>
        ) : (
          <SocialStart
            provider={type}
            providerName={name}
            callbackPath={here({ done: '1', ...keep })}
            errorPath={here(keep)}
          />
        )}
      </div>
    </section>
  );
}
