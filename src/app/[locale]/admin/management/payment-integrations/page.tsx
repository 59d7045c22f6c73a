/**
 * /admin/management/payment-integrations (TR /yonetici/yonetim/odeme-entegrasyonlari; D §2 admin
 * routes, §6 "Super admin: … payment integrations"; issue 16 §1; decision 0020 §1, §3): which
 * provider takes USD and TRY (only providers whose keys are set on the server; the keys are never
 * shown), the webhook addresses to register at each provider, a warning while the test provider
 * is on, and the test subscriptions with their billing events. Super admins only.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/lib/format';
import { pageCtx } from '@/server/page-context';
import { requirePermission } from '@/server/page-guards';
import { privatePageMetadata } from '@/ui/seo';
import { getIntegrations, listTestSubscriptions } from '@/modules/payments/admin';
import { IntegrationsForm, TestBillingActions } from '@/modules/payments/ui/integrations-form';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('admin', 'paymentIntegrations');

export default async function PaymentIntegrationsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requirePermission(ctx, [{ entityId: 'admin', scope: 'FULL_ACCESS' }]);
  const [t, tp, view, subs] = await Promise.all([
    getTranslations('admin'),
    getTranslations('payments'),
    getIntegrations(ctx),
    listTestSubscriptions(ctx),
  ]);
  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <h1 className="text-2xl font-black">{t('paymentIntegrations')}</h1>
      {view.testMode && (
        <p
          role="note"
          className="rounded-lg border-2 border-amber-500 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {t('testModeOn')}
        </p>
      )}
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <IntegrationsForm initial={view.providers} configured={view.configured} />
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="font-bold">{t('webhookUrls')}</h2>
        <dl className="mt-3 space-y-2 text-sm">
          {Object.entries(view.webhookUrls).map(([provider, url]) => (
            <div key={provider}>
              <dt className="font-semibold">{t(`provider_${provider}` as 'provider_test')}</dt>
              <dd className="break-all font-mono text-xs">{url}</dd>
            </div>
          ))}
        </dl>
      </div>
      {view.testMode && (
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="font-bold">{t('testSubscriptions')}</h2>
          <p className="mt-1 text-sm text-slate-600">{t('testSubscriptionsIntro')}</p>
          {subs.length === 0 ? (
            <p className="mt-3 text-sm">{t('noTestSubscriptions')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100" data-testid="test-subscriptions">
              {subs.map((s) => (
                <li key={s.id} className="space-y-2 py-3 text-sm">
                  <p>
                    <span className="font-semibold">{s.email}</span> ·{' '}
                    {tp(`package_${s.packageKey}` as 'package_personal-monthly')} ·{' '}
                    {tp(`state_${s.state}` as 'state_active')}
                    {s.cancelAtPeriodEnd ? ` · ${t('endsAtPeriodEnd')}` : ''} · {t('periodEnd')}{' '}
                    {formatDate(s.currentPeriodEnd, locale)}
                  </p>
                  <TestBillingActions subscriptionId={s.id} label={`${s.email} ${s.packageKey}`} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
