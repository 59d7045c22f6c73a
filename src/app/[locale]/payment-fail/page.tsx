/**
 * /payment-fail (TR /tr/odeme-basarisiz; P §2, D §2; issue 16 §1): where the provider sends the
 * buyer after a declined card, a failed authentication or leaving its page. Nothing is granted;
 * the page says why when the provider's webhook has told us, and leads back to the plans.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { Link } from '@/i18n/navigation';
import { pageCtx } from '@/server/page-context';
import { privatePageMetadata } from '@/ui/seo';
import { getPaymentRequest } from '@/modules/payments/checkout';
import { PaymentResultFrame, requestOf } from '@/modules/payments/ui/payment-result';
import { PaymentStatus } from '@/modules/payments/ui/payment-status';
import { reportSeoUrlOfVersion } from '@/modules/reports/store';
import { KNOWN_REASONS } from '@/modules/payments/reasons';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = privatePageMetadata('payments', 'failTitle');

export default async function PaymentFailPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const ctx = await pageCtx(locale);
  const t = await getTranslations('payments');
  const tr = await getTranslations('reports');
  const here = localizedPath('/payment-fail', locale, {}, query as Record<string, string>);
  const request = await requestOf(ctx, query, getPaymentRequest);
  const reportSeoUrl =
    request && request !== 'missing' && request.entityType === 'report'
      ? await reportSeoUrlOfVersion(ctx.db, request.entityId)
      : null;
  const paid = request && request !== 'missing' && request.state === 'paid';
  return (
    <PaymentResultFrame
      title={t('failTitle')}
      request={request}
      loginHref={localizedPath('/login', locale, {}, { redirectUrl: here })}
    >
      {paid ? (
        <PaymentStatus requestId={request.id} initial={request} reportSeoUrl={reportSeoUrl} />
      ) : (
        <div className="space-y-3" data-testid="payment-fail">
          {request &&
            request !== 'missing' &&
            request.failureReason &&
            KNOWN_REASONS.includes(request.failureReason) && (
              <p className="font-semibold">{t(`reason_${request.failureReason}` as 'reason_canceled')}</p>
            )}
          <p>{t('failNote')}</p>
          {reportSeoUrl ? (
            <Link
              href={{ pathname: '/report/[seoUrl]', params: { seoUrl: reportSeoUrl } }}
              className="inline-block font-semibold text-brand-700 underline"
            >
              {tr('backToReport')}
            </Link>
          ) : (
            <Link href="/payment-plans" className="inline-block font-semibold text-brand-700 underline">
              {t('backToPlans')}
            </Link>
          )}
        </div>
      )}
    </PaymentResultFrame>
  );
}
