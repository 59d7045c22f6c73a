'use client';
/**
 * The program page's Apply button (dashboard-and-operations §2 "apply-to-program is a dialog";
 * §6 "Visitor: cannot … apply"): a visitor gets the sign-in dialog, whose links come back to
 * the application; a signed-in user gets a dialog that says what the application asks and
 * leads into it (/apply-program/{seoUrl}, where the startup, the answers and the presentation
 * are sent). The form itself stays on that page, out of the public page's JavaScript.
 *
 * Props: `seoUrl`, `programName`, `deadline` (formatted in the viewer's locale, or null when
 * open-ended), `isSignedIn`, `label` (the button's text).
 */
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { getPathname, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { LoginDialog } from '@/ui/dialogs/login-dialog';
import { Dialog } from '@/ui/primitives/dialog';

const BUTTON = 'inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700';

export function ApplyProgramButton({
  seoUrl,
  programName,
  deadline,
  isSignedIn,
  label,
}: {
  seoUrl: string;
  programName: string;
  deadline: string | null;
  isSignedIn: boolean;
  label: string;
}) {
  const t = useTranslations('ui.apply');
  const ta = useTranslations('applyProgram');
  const locale = useLocale() as Locale;
  const [open, setOpen] = useState(false);
  const href = { pathname: '/apply-program/[seoUrl]', params: { seoUrl } } as const;
  const trigger = (
    <button type="button" className={BUTTON} data-testid="apply-program-button">
      {label}
    </button>
  );
  if (!isSignedIn)
    return (
      <LoginDialog
        open={open}
        onOpenChange={setOpen}
        returnTo={getPathname({ href, locale })}
        reason={t('signInReason')}
        trigger={trigger}
      />
    );
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={ta('title', { name: programName })}
      description={deadline ? ta('deadline', { date: deadline }) : undefined}
      trigger={trigger}
      testId="apply-program-dialog"
    >
      <p className="text-sm text-slate-700">{t('text')}</p>
      <Link href={href} className={`${BUTTON} mt-4`}>
        {t('continue')}
      </Link>
    </Dialog>
  );
}
