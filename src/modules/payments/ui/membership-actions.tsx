'use client';
/**
 * The membership page's actions (issue 16 §1; D §4 "Opening the payment provider's customer
 * portal shows a 5-second notice (please wait, redirecting into payment service) and opens the
 * portal address in a new tab after 1 second"; D §8 "Customer portal failure: title 'an error
 * occurred!' with a note about a redirect problem"):
 * - `CustomerPortalButton`: the notice for 5 s; the tab is opened at the click (so no pop-up
 *   blocker stops it) and sent to `portalUrl` after 1 s;
 * - `CancelRenewalButton`: a confirm dialog, then `POST …/subscriptions/{id}/cancel`; the page
 *   reloads its data as the provider's webhook lands.
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { toast } from '@/ui/primitives/toast';
import { ConfirmDialog } from '@/ui/primitives/confirm-dialog';

const NOTICE_MS = 5000;
const OPEN_AFTER_MS = 1000;

export function CustomerPortalButton() {
  const t = useTranslations('payments');
  const [busy, setBusy] = useState(false);
  async function open() {
    if (busy) return;
    setBusy(true);
    const tab = window.open('', '_blank');
    toast.info(t('portalWait'), { description: t('portalRedirect'), duration: NOTICE_MS });
    const started = Date.now();
    try {
      const { data } = await quietApi.GET('/apiPayment/payments/CustomerPortal');
      if (!data) throw new Error('no portal');
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, OPEN_AFTER_MS - (Date.now() - started))),
      );
      if (tab) tab.location.href = data.data.portalUrl;
      else window.location.assign(data.data.portalUrl);
    } catch {
      tab?.close();
      toast.error(t('portalError'), { description: t('portalErrorNote') });
    } finally {
      setTimeout(() => setBusy(false), NOTICE_MS);
    }
  }
  return (
    <button
      type="button"
      onClick={open}
      aria-disabled={busy}
      className="rounded-lg border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
    >
      {t('portal')}
    </button>
  );
}

export function CancelRenewalButton({ subscriptionId, endsOn }: { subscriptionId: number; endsOn: string }) {
  const t = useTranslations('payments');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  async function cancel() {
    const { error } = await quietApi.POST('/api/v2/payments/subscriptions/{id}/cancel', {
      params: { path: { id: subscriptionId } },
    });
    if (error) {
      toast.error(error.message ?? t('portalErrorNote'));
      return false;
    }
    setRequested(true);
    // The provider's webhook arrives within seconds: show its state when it has.
    for (const ms of [1500, 4000, 10000]) setTimeout(() => router.refresh(), ms);
    return true;
  }
  if (requested)
    return (
      <p role="status" className="text-sm font-semibold text-slate-700">
        {t('cancelRequested', { date: endsOn })}
      </p>
    );
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={t('cancelConfirmTitle')}
      description={t('cancelConfirmText', { date: endsOn })}
      confirmLabel={t('cancelRenewal')}
      cancelLabel={t('keep')}
      onConfirm={cancel}
      testId="cancel-renewal-dialog"
      trigger={
        <button
          type="button"
          className="rounded-lg border border-red-300 px-4 py-2 font-semibold text-red-700 hover:bg-red-50"
        >
          {t('cancelRenewal')}
        </button>
      }
    />
  );
}
