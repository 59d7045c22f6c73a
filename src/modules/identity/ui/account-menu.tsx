'use client';
/**
 * The header's avatar popover (spec §2): the user's name, account pages, Admin Panel for
 * admins (spec §6), and logout, which blocks a second click and goes home.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { authClient } from './auth-client';

const item = 'block w-full rounded-md px-2 py-1.5 text-left text-sm hover:bg-slate-100';

export function AccountMenu({
  name,
  homePath,
  isAdmin,
}: {
  name: string;
  homePath: string;
  isAdmin: boolean;
}) {
  const t = useTranslations('auth');
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w.charAt(0).toLocaleUpperCase())
    .join('');
  return (
    <div className="relative">
      <button
        type="button"
        aria-expanded={open}
        // The name starts with the visible initials (WCAG 2.5.3, label in name).
        aria-label={initials ? `${initials} ${t('account')}` : t('account')}
        onClick={() => setOpen((o) => !o)}
        className="grid size-9 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white"
      >
        {initials || '•'}
      </button>
      {open && (
        <div
          className="absolute right-0 z-40 mt-2 w-56 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
          // Following a link closes the popover (the header stays mounted across client navigation).
          onClick={(e) => {
            if ((e.target as HTMLElement).closest('a')) setOpen(false);
          }}
        >
          <p className="truncate px-2 py-1 text-sm font-semibold" data-testid="account-name">
            {name}
          </p>
          <Link href="/profile" className={item}>
            {t('myProfile')}
          </Link>
          <Link href="/who-am-i" className={item}>
            {t('myAccount')}
          </Link>
          <Link href="/dashboard/organizers" className={item}>
            {t('organizations')}
          </Link>
          <Link
            href={{ pathname: '/dashboard/programs/[[...seoUrl]]', params: { seoUrl: undefined } }}
            className={item}
          >
            {t('myPrograms')}
          </Link>
          <Link href="/dashboard/applications-my-programs" className={item}>
            {t('applicationsToMyPrograms')}
          </Link>
          <Link href="/dashboard/my-program-applications" className={item}>
            {t('myProgramApplications')}
          </Link>
          <Link href="/dashboard/providers" className={item}>
            {t('myProviders')}
          </Link>
          <Link href="/profile/invitations" className={item}>
            {t('invitations')}
          </Link>
          <Link href="/profile/payment/package-management" className={item}>
            {t('packages')}
          </Link>
          <Link href="/profile/settings/change-password" className={item}>
            {t('changeTitle')}
          </Link>
          <Link href="/profile/settings/api-keys" className={item}>
            {t('apiKeys.title')}
          </Link>
          <Link href="/profile/settings/delete-account" className={item}>
            {t('deleteTitle')}
          </Link>
          {isAdmin && (
            <Link href="/admin/management" className={`${item} font-semibold text-brand-700`}>
              {t('adminPanel')}
            </Link>
          )}
          <button
            type="button"
            disabled={leaving}
            onClick={async () => {
              setLeaving(true);
              await authClient.signOut();
              window.location.assign(homePath);
            }}
            className="mt-1 w-full rounded-md px-2 py-1.5 text-left text-sm hover:bg-slate-100 disabled:text-slate-400"
          >
            {leaving ? t('working') : t('logout')}
          </button>
        </div>
      )}
    </div>
  );
}
