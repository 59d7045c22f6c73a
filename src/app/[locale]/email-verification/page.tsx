/**
 * /email-verification (TR /tr/eposta-dogrulama; spec §2 authentication pages, §4 "E-mail
 * verification"): where the mailed link lands (`?verified=1`, with `&error=` when the link is
 * expired or invalid) and where the mailed code can be typed instead. Guest page.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { privatePageMetadata } from '@/ui/seo';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requireGuest } from '@/server/page-guards';
import { authPath, verificationCallback } from '@/modules/identity/paths';
import { EmailVerificationForm } from '@/modules/identity/ui/email-verification-form';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = privatePageMetadata('auth', 'verifyTitle');

export default async function EmailVerificationPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  requireGuest(await pageCtx(locale));
  const t = await getTranslations('auth');
  const linkOk = query.verified === '1' && !query.error;
  // Where the visitor was going before registering (spec §2 redirectUrl): sign-in leads there.
  const redirectUrl = typeof query.redirectUrl === 'string' ? query.redirectUrl : undefined;
  const loginPath = authPath('/login', locale, redirectUrl);
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-black">{t('verifyTitle')}</h1>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {linkOk ? (
          <div
            role="status"
            data-testid="verification-done"
            className="rounded-lg bg-emerald-50 p-4 text-emerald-800"
          >
            <p>{t('verified')}</p>
            <a href={loginPath} className="mt-2 inline-block font-semibold underline">
              {t('submitLogin')}
            </a>
          </div>
        ) : (
          <EmailVerificationForm
            verifyCallback={verificationCallback(locale, redirectUrl)}
            loginPath={loginPath}
            initialProblem={query.error ? t('linkInvalid') : null}
          />
        )}
      </div>
    </section>
  );
}
