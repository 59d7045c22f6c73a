'use client';
/**
 * The dashboard's left menu (dashboard-and-operations §2 "Dashboard left menu"; issue 13 §4,
 * issue 15 §5): the signed-in user's profile and dashboard pages that exist, in the spec's order,
 * with `aria-current` on the page shown and live unread counts beside Messages and Notifications.
 *
 * - Open state (§2 "Menu open state is remembered, closed under 1024 px width and after
 *   navigation"): from 1024 px the menu is a sidebar, open unless the user hid it (remembered in
 *   this browser's localStorage); below 1024 px it is closed on arrival and after each navigation,
 *   and a "Dashboard menu" button opens it.
 * - Submenus (§2 "Submenus for jobs, programs, startups and organizations load when expanded"):
 *   Startups, My Organizations, My Jobs and Applications to My Programs each have a toggle that
 *   loads the viewer's entities (`GET /api/v2/identity/managed`, `GET /api/v2/jobs/managed`) the
 *   first time it opens, after the spec's 20 ms submenu delay; which submenus are open is
 *   remembered too.
 * - Keyboard: Tab reaches it, ArrowUp/ArrowDown move between its links and toggles, Home/End
 *   jump to the first/last.
 *
 * No props; mounted by the /dashboard and /profile layouts for signed-in users.
 */
import { useEffect, useMemo, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import { quietApi } from '@/ui/api/client';
import { useLiveCounts } from '@/modules/notifications/ui/live-events';

type Key = Parameters<ReturnType<typeof useTranslations<'ui.dashboardMenu'>>>[0];
type LinkHref = Parameters<typeof Link>[0]['href'];
const SECTIONS = ['startup', 'organization', 'job', 'program'] as const;
type Section = (typeof SECTIONS)[number];

interface Entry {
  key: Key;
  /** Where the entry leads; none for a submenu-only entry (Startups). */
  href?: LinkHref;
  /** The pathname marked current (defaults to `href` when it is a string). */
  current?: string;
  /** The unread count shown beside it. */
  count?: 'messages' | 'notifications';
  /** Its submenu, loaded when expanded. */
  section?: Section;
}

const ENTRIES: Entry[] = [
  { key: 'profile', href: '/profile', current: '/profile' },
  { key: 'personalDetails', href: { pathname: '/profile', hash: 'personal-details' } },
  { key: 'messages', href: '/dashboard/messages', count: 'messages' },
  { key: 'notifications', href: '/dashboard/notifications', count: 'notifications' },
  { key: 'myJobApplications', href: '/dashboard/applications' },
  { key: 'myProgramApplications', href: '/dashboard/my-program-applications' },
  { key: 'startups', section: 'startup' },
  { key: 'organizations', href: '/dashboard/organizers', section: 'organization' },
  { key: 'providers', href: '/dashboard/providers' },
  {
    key: 'createJob',
    href: { pathname: '/dashboard/add-job/[[...seoUrl]]', params: { seoUrl: undefined } },
    current: '/dashboard/add-job/[[...seoUrl]]',
  },
  { key: 'myJobs', href: '/dashboard/jobs', section: 'job' },
  { key: 'applicationsToMyJobs', href: '/dashboard/job-applications' },
  {
    key: 'programs',
    href: { pathname: '/dashboard/programs/[[...seoUrl]]', params: { seoUrl: undefined } },
    current: '/dashboard/programs/[[...seoUrl]]',
  },
  { key: 'applicationsToMyPrograms', href: '/dashboard/applications-my-programs', section: 'program' },
  { key: 'packages', href: '/dashboard/membership-packages' },
  { key: 'incubationApplications', href: '/dashboard/incubation-applications' },
  { key: 'score', href: '/dashboard/score' },
  { key: 'invitations', href: '/profile/invitations' },
  { key: 'management', href: '/dashboard/management' },
];

const SETTINGS: Entry[] = [
  { key: 'invoiceDetails', href: '/dashboard/billing-information' },
  { key: 'notificationSettings', href: '/dashboard/settings' },
  { key: 'changePassword', href: '/profile/settings/change-password' },
  { key: 'apiKeys', href: '/profile/settings/api-keys' },
  { key: 'deleteAccount', href: '/profile/settings/delete-account' },
];

/** What this browser remembers of the menu (localStorage). */
interface Remembered {
  /** Hidden by the user at 1024 px and wider. */
  hidden: boolean;
  expanded: Section[];
}
const STORAGE_KEY = 'atlas.dashboardMenu';
const DESKTOP = '(min-width: 1024px)';
/** public-and-account §9 "submenu load delay 20 ms". */
const SUBMENU_DELAY_MS = 20;

// What this browser remembers, as a small external store (localStorage, else this page's memory).
let inMemory = '';
const listeners = new Set<() => void>();

function rememberedText(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? inMemory;
  } catch {
    return inMemory;
  }
}

function subscribeRemembered(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function parseRemembered(text: string): Remembered {
  try {
    const value = JSON.parse(text || '{}') as Partial<Remembered>;
    return {
      hidden: value.hidden === true,
      // Only sections this menu has (an older or edited value may name others).
      expanded: Array.isArray(value.expanded) ? value.expanded.filter((v) => SECTIONS.includes(v)) : [],
    };
  } catch {
    return { hidden: false, expanded: [] };
  }
}

function remember(change: Partial<Remembered>) {
  inMemory = JSON.stringify({ ...parseRemembered(rememberedText()), ...change });
  try {
    localStorage.setItem(STORAGE_KEY, inMemory);
  } catch {
    // Private windows may refuse storage: the menu then remembers for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribeViewport(listener: () => void) {
  const query = window.matchMedia(DESKTOP);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** One submenu line: a label and where it leads. */
interface SubItem {
  id: number;
  name: string;
  href: LinkHref;
}

/** The viewer's entities of `section` as submenu lines; null when the call failed. */
async function loadSection(section: Section): Promise<SubItem[] | null> {
  if (section === 'job') {
    const { data } = await quietApi.GET('/api/v2/jobs/managed');
    return data
      ? data.data.map((j) => ({
          id: j.id,
          name: j.title,
          href: { pathname: '/dashboard/job-applications', query: { jobId: String(j.id) } },
        }))
      : null;
  }
  const { data } = await quietApi.GET('/api/v2/identity/managed');
  if (!data) return null;
  return data.data[section].map((e): SubItem => {
    const href: LinkHref =
      section === 'startup'
        ? e.canWrite
          ? { pathname: '/profile/edit-startup/[seoUrl]', params: { seoUrl: e.seoUrl } }
          : { pathname: '/startup/[seoUrl]', params: { seoUrl: e.seoUrl } }
        : section === 'organization'
          ? { pathname: '/dashboard/programs/[[...seoUrl]]', params: { seoUrl: [e.seoUrl] } }
          : { pathname: '/dashboard/applications-my-programs', query: { programId: String(e.id) } };
    return { id: e.id, name: e.name, href };
  });
}

/** Arrow keys, Home and End move focus between the menu's links and toggles. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const targets = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button')];
  const at = targets.indexOf(document.activeElement as HTMLElement);
  if (at === -1) return;
  event.preventDefault();
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? targets.length - 1
        : (at + (event.key === 'ArrowDown' ? 1 : -1) + targets.length) % targets.length;
  targets[next]?.focus();
}

const linkClass = (current: boolean) =>
  `block min-w-0 flex-1 rounded-md px-2 py-1.5 hover:bg-brand-50 ${
    current ? 'bg-brand-50 font-semibold text-brand-700' : ''
  }`;

export function DashboardMenu() {
  const t = useTranslations('ui.dashboardMenu');
  const pathname = usePathname();
  const counts = useLiveCounts();
  // Both read after hydration (the server renders the CSS default: open from 1024 px, closed below).
  const desktop = useSyncExternalStore(
    subscribeViewport,
    () => window.matchMedia(DESKTOP).matches,
    () => false,
  );
  const rememberedRaw = useSyncExternalStore(subscribeRemembered, rememberedText, () => '');
  const remembered = useMemo(() => parseRemembered(rememberedRaw), [rememberedRaw]);
  const expanded = remembered.expanded;
  // The user's choice in this page view (null: none); forgotten after a navigation.
  const [open, setOpen] = useState<boolean | null>(null);
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setOpen(null);
  }
  const [items, setItems] = useState<Partial<Record<Section, SubItem[] | null>>>({});

  // Submenus load the first time they are open.
  useEffect(() => {
    const waiting = expanded.filter((s) => !(s in items));
    if (!waiting.length) return;
    const timer = setTimeout(() => {
      for (const section of waiting) {
        setItems((had) => ({ ...had, [section]: undefined }));
        // A network failure shows as "could not be loaded" (null), like a refused answer.
        void loadSection(section)
          .catch(() => null)
          .then((loaded) => setItems((had) => ({ ...had, [section]: loaded })));
      }
    }, SUBMENU_DELAY_MS);
    return () => clearTimeout(timer);
  }, [expanded, items]);

  const hiddenOnDesktop = desktop && remembered.hidden;
  const shown = open ?? (desktop && !remembered.hidden);
  const toggleMenu = () => {
    setOpen(!shown);
    if (desktop) remember({ hidden: shown });
  };
  const toggleSection = (section: Section) => {
    // Opening a submenu whose load failed tries again.
    if (!expanded.includes(section) && items[section] === null)
      setItems((had) => {
        const rest = { ...had };
        delete rest[section];
        return rest;
      });
    remember({
      expanded: expanded.includes(section) ? expanded.filter((s) => s !== section) : [...expanded, section],
    });
  };

  const renderEntry = (entry: Entry) => {
    const current = pathname === (entry.current ?? (typeof entry.href === 'string' ? entry.href : null));
    const count = entry.count ? counts?.[entry.count] : 0;
    const label = (
      <>
        {t(entry.key)}
        {count ? (
          <span className="ml-2 rounded-full bg-brand-600 px-1.5 py-0.5 text-xs font-semibold text-white">
            {count > 99 ? '99+' : count}
            <span className="sr-only"> {t('unread')}</span>
          </span>
        ) : null}
      </>
    );
    const section = entry.section;
    const isExpanded = section ? expanded.includes(section) : false;
    const subId = section ? `dashboard-submenu-${section}` : undefined;
    const loaded = section ? items[section] : undefined;
    return (
      <li key={entry.key}>
        <div className="flex items-center gap-1">
          {entry.href ? (
            <Link
              href={entry.href}
              aria-current={current ? 'page' : undefined}
              className={linkClass(current)}
            >
              {label}
            </Link>
          ) : (
            <span className="block flex-1 px-2 py-1.5">{label}</span>
          )}
          {section ? (
            <button
              type="button"
              aria-expanded={isExpanded}
              aria-controls={subId}
              aria-label={t(isExpanded ? 'hideSubmenu' : 'showSubmenu', { name: t(entry.key) })}
              onClick={() => toggleSection(section)}
              className="shrink-0 rounded-md px-2 py-1.5 text-slate-600 hover:bg-brand-50"
            >
              <span aria-hidden="true">{isExpanded ? '▴' : '▾'}</span>
            </button>
          ) : null}
        </div>
        {section && isExpanded ? (
          <ul id={subId} className="mb-1 ml-3 border-l border-slate-200 pl-2" data-testid={subId}>
            {loaded === undefined ? (
              <li role="status" className="px-2 py-1 text-slate-500">
                {t('loading')}
              </li>
            ) : loaded === null ? (
              <li role="status" className="px-2 py-1 text-slate-500">
                {t('loadFailed')}
              </li>
            ) : (
              <>
                {loaded.length === 0 ? <li className="px-2 py-1 text-slate-500">{t('noneYet')}</li> : null}
                {loaded.map((item) => (
                  <li key={item.id}>
                    <Link href={item.href} className={`${linkClass(false)} truncate`}>
                      {item.name}
                    </Link>
                  </li>
                ))}
                {section === 'startup' ? (
                  <li>
                    <Link
                      href="/profile/add-startup"
                      aria-current={pathname === '/profile/add-startup' ? 'page' : undefined}
                      className={linkClass(pathname === '/profile/add-startup')}
                    >
                      + {t('addStartup')}
                    </Link>
                  </li>
                ) : null}
              </>
            )}
          </ul>
        ) : null}
      </li>
    );
  };

  return (
    <nav
      aria-label={t('label')}
      className={`px-4 lg:sticky lg:top-4 lg:shrink-0 lg:px-0 ${shown || (open === null && !hiddenOnDesktop) ? 'lg:w-60' : ''}`}
      data-testid="dashboard-menu"
    >
      <button
        type="button"
        aria-expanded={shown}
        aria-controls="dashboard-menu-list"
        onClick={toggleMenu}
        className="flex w-full items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold lg:mb-2"
      >
        {t('toggle')}
        <span aria-hidden="true">{shown ? '▴' : '▾'}</span>
      </button>
      <div
        id="dashboard-menu-list"
        onKeyDown={moveFocus}
        className={`${open === null ? (hiddenOnDesktop ? 'hidden' : 'hidden lg:block') : open ? 'block' : 'hidden'} mt-2 rounded-xl border border-slate-200 bg-white p-2 text-sm shadow-sm lg:mt-0`}
      >
        <ul>{ENTRIES.map(renderEntry)}</ul>
        <div className="mt-2 border-t border-slate-200 pt-2">
          <p className="px-2 py-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t('settings')}
          </p>
          <ul>{SETTINGS.map(renderEntry)}</ul>
        </div>
      </div>
    </nav>
  );
}
