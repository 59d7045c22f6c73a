'use client';
/**
 * The dashboard's left menu (dashboard-and-operations §2 "Dashboard left menu"; issue 13 §4):
 * the signed-in user's profile and dashboard pages that exist, grouped, with `aria-current`
 * on the page shown. Keyboard: Tab reaches it, ArrowUp/ArrowDown move between its links,
 * Home/End jump to the first/last. From 1024 px it is a sidebar; below, a "Dashboard menu"
 * button opens and closes it (closed by default and after each navigation, spec §2 "closed
 * under 1024 px width and after navigation").
 *
 * No props; mounted by the /dashboard and /profile layouts for signed-in users.
 */
import { useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import { useLiveCounts } from '@/modules/notifications/ui/live-events';

type Href =
  | '/profile'
  | '/profile/add-startup'
  | '/dashboard/messages'
  | '/dashboard/notifications'
  | '/dashboard/applications'
  | '/dashboard/add-job/[[...seoUrl]]'
  | '/dashboard/jobs'
  | '/dashboard/settings'
  | '/dashboard/management'
  | '/dashboard/score'
  | '/dashboard/organizers'
  | '/dashboard/programs/[[...seoUrl]]'
  | '/dashboard/applications-my-programs'
  | '/dashboard/my-program-applications'
  | '/dashboard/providers'
  | '/profile/invitations'
  | '/profile/payment/package-management'
  | '/profile/settings/change-password'
  | '/profile/settings/api-keys'
  | '/profile/settings/delete-account';

type Key = Parameters<ReturnType<typeof useTranslations<'ui.dashboardMenu'>>>[0];

const GROUPS: Array<{ title?: Key; items: Array<[Href, Key]> }> = [
  {
    items: [
      ['/profile', 'profile'],
      ['/dashboard/messages', 'messages'],
      ['/dashboard/notifications', 'notifications'],
      ['/dashboard/applications', 'myJobApplications'],
      ['/profile/add-startup', 'addStartup'],
      ['/dashboard/add-job/[[...seoUrl]]', 'createJob'],
      ['/dashboard/jobs', 'myJobs'],
      ['/dashboard/organizers', 'organizations'],
      ['/dashboard/programs/[[...seoUrl]]', 'programs'],
      ['/dashboard/applications-my-programs', 'applicationsToMyPrograms'],
      ['/dashboard/my-program-applications', 'myProgramApplications'],
      ['/dashboard/providers', 'providers'],
      ['/profile/invitations', 'invitations'],
      ['/profile/payment/package-management', 'packages'],
      ['/dashboard/management', 'management'],
      ['/dashboard/score', 'score'],
    ],
  },
  {
    title: 'settings',
    items: [
      ['/dashboard/settings', 'notificationSettings'],
      ['/profile/settings/change-password', 'changePassword'],
      ['/profile/settings/api-keys', 'apiKeys'],
      ['/profile/settings/delete-account', 'deleteAccount'],
    ],
  },
];

/** Arrow keys, Home and End move focus between the menu's links. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[href]')];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (at === -1) return;
  event.preventDefault();
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? links.length - 1
        : (at + (event.key === 'ArrowDown' ? 1 : -1) + links.length) % links.length;
  links[next]?.focus();
}

export function DashboardMenu() {
  const t = useTranslations('ui.dashboardMenu');
  const pathname = usePathname();
  // Unread messages and notifications beside their entries (issue 15 §5), live.
  const counts = useLiveCounts();
  const countOf = (href: Href) =>
    href === '/dashboard/messages'
      ? counts?.messages
      : href === '/dashboard/notifications'
        ? counts?.notifications
        : 0;
  const [open, setOpen] = useState(false);
  // Closed again after a navigation (phones; from 1024 px the list always shows).
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setOpen(false);
  }
  return (
    <nav
      aria-label={t('label')}
      className="px-4 lg:sticky lg:top-4 lg:w-60 lg:shrink-0 lg:px-0"
      data-testid="dashboard-menu"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls="dashboard-menu-list"
        onClick={() => setOpen(!open)}
        className="flex w-full items-center justify-between rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold lg:hidden"
      >
        {t('toggle')}
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <div
        id="dashboard-menu-list"
        onKeyDown={moveFocus}
        className={`${open ? 'block' : 'hidden'} mt-2 rounded-xl border border-slate-200 bg-white p-2 text-sm shadow-sm lg:mt-0 lg:block`}
      >
        {GROUPS.map((group, index) => (
          <div key={group.title ?? index} className={index ? 'mt-2 border-t border-slate-200 pt-2' : ''}>
            {group.title ? (
              <p className="px-2 py-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {t(group.title)}
              </p>
            ) : null}
            <ul>
              {group.items.map(([href, key]) => {
                const current = pathname === href;
                return (
                  <li key={href}>
                    <Link
                      href={
                        href === '/dashboard/programs/[[...seoUrl]]' ||
                        href === '/dashboard/add-job/[[...seoUrl]]'
                          ? { pathname: href, params: { seoUrl: undefined } }
                          : href
                      }
                      aria-current={current ? 'page' : undefined}
                      className={`block rounded-md px-2 py-1.5 hover:bg-brand-50 ${
                        current ? 'bg-brand-50 font-semibold text-brand-700' : ''
                      }`}
                    >
                      {t(key)}
                      {countOf(href) ? (
                        <span className="ml-2 rounded-full bg-brand-600 px-1.5 py-0.5 text-xs font-semibold text-white">
                          {countOf(href)! > 99 ? '99+' : countOf(href)}
                          <span className="sr-only"> {t('unread')}</span>
                        </span>
                      ) : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
