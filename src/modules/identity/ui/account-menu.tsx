/**
 * The header's avatar menu (spec public-and-account §2 "avatar popover (profile, Admin Panel
 * for admins, logout)"; §6 admins): the user's name, account pages, Admin Panel for admins and
 * logout. This server half writes the entries in the page's language; the menu itself is
 * ./account-menu-button.tsx, which so needs no translator or routing table (issue 13 §5).
 *
 * Props: `name` (full name, its initials on the button), `homePath` (where logout lands, in the
 * page's locale), `isAdmin`, `viewerClass` (a page rendered once per viewer class, issue 14:
 * no name; the button writes slot markers the server fills per viewer, see ./account-menu-button.tsx).
 */
import type { ReactElement } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { MenuEntry } from '@/ui/primitives/dropdown-menu';
import { AccountMenuButton } from './account-menu-button';

export async function AccountMenu({
  name,
  homePath,
  isAdmin,
  viewerClass,
}: {
  name?: string;
  homePath: string;
  isAdmin: boolean;
  viewerClass?: string;
}) {
  const t = await getTranslations('auth');
  const link = (key: string, element: ReactElement): MenuEntry => ({ key, element });
  const links: MenuEntry[] = [
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
  ];
  return (
    <AccountMenuButton
      name={name}
      viewerClass={viewerClass}
      homePath={homePath}
      links={links}
      labels={{ account: t('account'), logout: t('logout'), working: t('working') }}
    />
  );
}
