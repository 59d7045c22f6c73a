'use client';
/**
 * The header's avatar menu (spec public-and-account §2 "avatar popover (profile, Admin Panel
 * for admins, logout)"; §6 admins): the user's name, account pages, Admin Panel for admins and
 * logout, which blocks a second choice and goes home. A DropdownMenu (issue 13 §4): arrow keys,
 * Home/End, typeahead, Escape returns focus to the avatar button.
 *
 * Props: `name` (full name, its initials on the button), `homePath` (where logout lands, in the
 * page's locale), `isAdmin`.
 */
import { useState, type ReactElement } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { DropdownMenu, type MenuEntry } from '@/ui/primitives/dropdown-menu';

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
  const [leaving, setLeaving] = useState(false);
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w.charAt(0).toLocaleUpperCase())
    .join('');
  const link = (key: string, element: ReactElement): MenuEntry => ({ key, element });
  const items: MenuEntry[] = [
    {
      type: 'label',
      key: 'name',
      content: (
        <span className="block truncate" data-testid="account-name">
          {name}
        </span>
      ),
    },
    link('profile', <Link href="/profile">{t('myProfile')}</Link>),
    link('account', <Link href="/who-am-i">{t('myAccount')}</Link>),
    link('organizations', <Link href="/dashboard/organizers">{t('organizations')}</Link>),
    link(
      'programs',
      <Link href={{ pathname: '/dashboard/programs/[[...seoUrl]]', params: { seoUrl: undefined } }}>
        {t('myPrograms')}
      </Link>,
    ),
    link(
      'applicationsToMyPrograms',
      <Link href="/dashboard/applications-my-programs">{t('applicationsToMyPrograms')}</Link>,
    ),
    link(
      'myProgramApplications',
      <Link href="/dashboard/my-program-applications">{t('myProgramApplications')}</Link>,
    ),
    link('providers', <Link href="/dashboard/providers">{t('myProviders')}</Link>),
    link('invitations', <Link href="/profile/invitations">{t('invitations')}</Link>),
    link('packages', <Link href="/profile/payment/package-management">{t('packages')}</Link>),
    link('password', <Link href="/profile/settings/change-password">{t('changeTitle')}</Link>),
    link('apiKeys', <Link href="/profile/settings/api-keys">{t('apiKeys.title')}</Link>),
    link('delete', <Link href="/profile/settings/delete-account">{t('deleteTitle')}</Link>),
    ...(isAdmin
      ? [
          link(
            'admin',
            <Link href="/admin/management" className="font-semibold text-brand-700">
              {t('adminPanel')}
            </Link>,
          ),
        ]
      : []),
    { type: 'separator', key: 'sep' },
    {
      key: 'logout',
      disabled: leaving,
      element: <button type="button">{leaving ? t('working') : t('logout')}</button>,
      onSelect: (event) => {
        // Stay open with "Please wait…" until the session is gone.
        event.preventDefault();
        if (leaving) return;
        setLeaving(true);
        // better-auth's client (~12 KB gzipped) loads only on sign-out, not with every page (issue 13 §5).
        void import('./auth-client')
          .then(({ authClient }) => authClient.signOut())
          .then(() => window.location.assign(homePath));
      },
    },
  ];
  return (
    <DropdownMenu
      align="end"
      className="w-60"
      items={items}
      trigger={
        <button
          type="button"
          // The name starts with the visible initials (WCAG 2.5.3, label in name).
          aria-label={initials ? `${initials} ${t('account')}` : t('account')}
          className="grid size-9 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white"
        >
          {initials || '•'}
        </button>
      }
    />
  );
}
