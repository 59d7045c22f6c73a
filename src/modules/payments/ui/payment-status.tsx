'use client';
/**
 * The success page's live part (issue 16 §1 "The success page waits for the webhook (polls) and
 * says so"; decision 0020 §2): it asks `GET /api/v2/payments/requests/{id}` every 1.5 s until the
 * provider's verified webhook has marked the payment paid (or failed), says that it is waiting,
 * and after 30 s that the wait is long but the package will still start (polling then slows to
 * every 5 s, for up to 10 minutes). Landing here grants nothing.
 */
import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { Link } from '@/i18n/navigation';
import { formatDate } from '@/lib/format';
import { KNOWN_REASONS } from '../reasons';
import type { Locale } from '@/i18n/locales';

export interface RequestState {
  state: 'created' | 'paid' | 'failed' | 'canceled';
  /** For a paid package: when it ends (UTC ISO-8601). */
  endsAt: string | null;
  packageKey: string | null;
  failureReason: string | null;
}

const FAST_MS = 1500;
const SLOW_MS = 5000;
const SLOW_AFTER_MS = 30_000;
const GIVE_UP_AFTER_MS = 600_000;

export function PaymentStatus({
  requestId,
  initial,
  reportSeoUrl,
}: {
  requestId: string;
  initial: RequestState;
  /** For a report purchase: the report's seoUrl (the page to download it from). */
  reportSeoUrl?: string | null;
}) {
  const t = useTranslations('payments');
  const tr = useTranslations('reports');
  const locale = useLocale() as Locale;
  const [request, setRequest] = useState(initial);
  const [slow, setSlow] = useState(false);
  const waiting = request.state === 'created';

  useEffect(() => {
    if (!waiting) return;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const poll = async () => {
      try {
        const { data } = await quietApi.GET('/api/v2/payments/requests/{id}', {
          params: { path: { id: requestId } },
        });
        if (stopped) return;
        if (data && data.data.state !== 'created') {
          setRequest(data.data);
          return;
        }
      } catch {
        // A network failure: the next poll tries again.
      }
      const elapsed = Date.now() - started;
      if (elapsed > SLOW_AFTER_MS) setSlow(true);
      if (elapsed < GIVE_UP_AFTER_MS) timer = setTimeout(poll, elapsed > SLOW_AFTER_MS ? SLOW_MS : FAST_MS);
    };
    timer = setTimeout(poll, FAST_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [waiting, requestId]);

  return (
    <div
      role="status"
      aria-live="polite"
      className="space-y-3"
      data-testid="payment-status"
      data-state={request.state}
    >
      {waiting && (
        <p className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="mt-1 inline-block h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
          />
          <span>{slow ? t('slow') : t('waiting')}</span>
        </p>
      )}
      {request.state === 'paid' && reportSeoUrl && (
        <>
          <p className="text-lg font-semibold text-emerald-700">{tr('reportReady')}</p>
          <p>
            <Link
              href={{ pathname: '/report/[seoUrl]', params: { seoUrl: reportSeoUrl } }}
              className="font-semibold text-brand-700 underline"
            >
              {tr('goToReport')}
            </Link>
          </p>
        </>
      )}
      {request.state === 'paid' && !reportSeoUrl && (
        <>
          <p className="text-lg font-semibold text-emerald-700">
            {request.packageKey && request.endsAt
              ? t('confirmed', {
                  package: t(`package_${request.packageKey}` as 'package_personal-monthly'),
                  date: formatDate(request.endsAt, locale),
                })
              : t('confirmedPaid')}
          </p>
          <p className="flex flex-wrap gap-4">
            <Link href="/startups" className="font-semibold text-brand-700 underline">
              {t('tryFilters')}
            </Link>
            <Link href="/dashboard/membership-packages" className="font-semibold text-brand-700 underline">
              {t('seeMembership')}
            </Link>
          </p>
        </>
      )}
      {(request.state === 'failed' || request.state === 'canceled') && (
        <p>
          {t('failedInstead')}{' '}
          {request.failureReason &&
            KNOWN_REASONS.includes(request.failureReason) &&
            t(`reason_${request.failureReason}` as 'reason_canceled')}{' '}
          {reportSeoUrl ? (
            <Link
              href={{ pathname: '/report/[seoUrl]', params: { seoUrl: reportSeoUrl } }}
              className="font-semibold text-brand-700 underline"
            >
              {tr('backToReport')}
            </Link>
          ) : (
            <Link href="/payment-plans" className="font-semibold text-brand-700 underline">
              {t('backToPlans')}
            </Link>
          )}
        </p>
      )}
    </div>
  );
}
