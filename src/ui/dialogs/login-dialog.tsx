'use client';
/**
 * LoginDialog — "Sign in to continue" (spec public-and-account §4 "Modals: login"; §2 the
 * login page's `redirectUrl`): shown when a visitor starts something that needs an account
 * (applying to a program, …). Sign in and Register links carry the return address, so the
 * visitor comes back after signing in.
 *
 * Props:
 * - `open`, `onOpenChange(open)` — controlled state.
 * - `returnTo?` — the same-origin path to come back to (default: the current page with its
 *   query); unsafe values fall back to `/` on the login page (src/lib/redirect.ts).
 * - `reason?` — one sentence on why ("Sign in to apply to this program."), above the general text.
 * - `trigger?` — an element that opens it (see ../primitives/dialog.tsx).
 */
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { Dialog } from '../primitives/dialog';

export function LoginDialog({
  open,
  onOpenChange,
  returnTo,
  reason,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnTo?: string;
  reason?: ReactNode;
  trigger?: ReactNode;
}) {
  const t = useTranslations('ui.login');
  // The links render only in the browser (the dialog's body loads on open), so `window` is there.
  const redirectUrl =
    returnTo ??
    (typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('title')}
      description={reason ?? t('text')}
      trigger={trigger}
      size="sm"
      testId="login-dialog"
    >
      {reason ? <p className="mb-4 text-sm text-slate-700">{t('text')}</p> : null}
      <div className="flex flex-wrap gap-3">
        <Link
          href={{ pathname: '/login', query: { redirectUrl } }}
          className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {t('signIn')}
        </Link>
        <Link
          href={{ pathname: '/register', query: { redirectUrl } }}
          className="rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50"
        >
          {t('register')}
        </Link>
      </div>
    </Dialog>
  );
}
