/**
 * "Continue with LinkedIn / Google / Facebook / GitHub" (spec §2 `/oauth-login/{type}`): one link
 * per provider configured on this installation; none when no provider is configured.
 */
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { SOCIAL_PROVIDER_NAMES, type SocialProvider } from '@/server/social';

export async function SocialButtons({
  providers,
  redirectUrl,
}: {
  providers: readonly SocialProvider[];
  redirectUrl?: string;
}) {
  if (!providers.length) return null;
  const t = await getTranslations('auth');
  return (
    <div className="mt-6" data-testid="social-sign-in">
      <p className="mb-3 flex items-center gap-3 text-xs uppercase text-slate-500 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
        {t('socialOr')}
      </p>
      <div className="grid gap-2">
        {providers.map((type) => (
          <Link
            key={type}
            href={{
              pathname: '/oauth-login/[type]',
              params: { type },
              query: redirectUrl ? { redirectUrl } : {},
            }}
            className="rounded-lg border border-slate-300 py-2 text-center text-sm font-semibold hover:bg-slate-50"
          >
            {t('socialContinue', { provider: SOCIAL_PROVIDER_NAMES[type] })}
          </Link>
        ))}
      </div>
      <p className="mt-2 text-xs text-slate-500">{t('socialTerms')}</p>
    </div>
  );
}
