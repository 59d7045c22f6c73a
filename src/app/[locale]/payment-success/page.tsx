/**
 * /payment-success (TR /tr/odeme-basarili; P §2, D §2 "Payment result pages take query entityType
 * (report or premium-subscription) and entityId"; issue 16 §1): where the provider sends the buyer
 * after paying. It grants nothing (decision 0020 §2): it shows the payment request's state and
 * waits, polling, for the provider's verified webhook to mark it paid.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { pageCtx } from '@/server/page-context';
import { privatePageMetadata } from '@/ui/seo';
import { getPaymentRequest } from '@/modules/payments/checkout';
import { PaymentResultFrame, requestOf } from '@/modules/payments/ui/payment-result';
import { PaymentStatus } from '@/modules/payments/ui/payment-status';
import { reportSeoUrlOfVersion } from '@/modules/reports/store';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = privatePageMetadata('payments', 'successTitle');

export default async function PaymentSuccessPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const ctx = await pageCtx(locale);
  const t = await getTranslations('payments');
  const here = localizedPath('/payment-success', locale, {}, query as Record<string, string>);
  const request = await requestOf(ctx, query, getPaymentRequest);
  const reportSeoUrl =
    request && request !== 'missing' && request.entityType === 'report'
      ? await reportSeoUrlOfVersion(ctx.db, request.entityId)
      : null;
  return (
    <PaymentResultFrame
      title={t('successTitle')}
      request={request}
      loginHref={localizedPath('/login', locale, {}, { redirectUrl: here })}
    >
      {request && request !== 'missing' && (
        <PaymentStatus requestId={request.id} initial={request} reportSeoUrl={reportSeoUrl} />
      )}
    </PaymentResultFrame>
  );
}
