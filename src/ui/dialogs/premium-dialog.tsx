'use client';
/**
 * PremiumDialog — suggest-premium (spec public-and-account §4 "Premium block" and "Modals:
 * suggest-premium"; §8 'Payment required for using the premium filter(s)'): names the premium
 * filters in use and links to /payment-plans in a new tab.
 *
 * Props:
 * - `open`, `onOpenChange(open)` — controlled state.
 * - `filters` — the premium filters in use, already translated ("stage, investment").
 * - `trigger?` — an element that opens it (see ../primitives/dialog.tsx).
 */
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { Dialog } from '../primitives/dialog';

export function PremiumDialog({
  open,
  onOpenChange,
  filters,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: string[];
  trigger?: ReactNode;
}) {
  const t = useTranslations('ui');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('premium.title')}
      description={t('premium.text', { filters: filters.join(', ') })}
      trigger={trigger}
      size="sm"
      testId="premium-dialog"
    >
      <p className="text-sm text-slate-700">{t('premium.benefits')}</p>
      <Link
        href="/payment-plans"
        target="_blank"
        rel="noopener"
        className="mt-4 inline-block rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
      >
        {t('premium.plans')} <span aria-hidden="true">↗</span>
        <span className="sr-only"> {t('newTab')}</span>
      </Link>
    </Dialog>
  );
}
