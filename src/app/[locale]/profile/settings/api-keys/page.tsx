/**
 * /profile/settings/api-keys (TR /tr/profilim/ayarlar/api-anahtarlari; issue 12 §5, decision
 * 0010): the signed-in user's personal API keys — create one (its secret shown once), see
 * when each was last used, revoke. Visitors get the 404 page (spec §2).
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { privatePageMetadata } from '@/ui/seo';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requireSignedIn } from '@/server/page-guards';
import { listApiKeys } from '@/modules/identity/api-keys';
import { ApiKeysManager } from '@/modules/identity/ui/api-keys-manager';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('auth', 'apiKeys.title');

export default async function ApiKeysPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  const keys = await listApiKeys(ctx);
  const t = await getTranslations('auth');
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-black">{t('apiKeys.title')}</h1>
      <p className="mt-3 text-sm text-slate-600">
        {t('apiKeys.lead')}{' '}
        <a href="/api/docs" className="font-semibold text-brand-700 underline">
          {t('apiKeys.docs')}
        </a>
      </p>
      <div className="mt-6">
        <ApiKeysManager initialKeys={keys} />
      </div>
    </section>
  );
}
