/**
 * The admin area's left menu as data (issue 17 §1; spec dashboard §2 admin routes, §6 roles):
 * each entry's route and the role that may open it. The menu shows only the entries the viewer
 * may open; every page and call checks the same role on the server (`adminRoleHeld`).
 *
 * Roles (spec public §6, dashboard §6):
 * - `admin`: FULL_ACCESS on `admin` or a source-prefixed `<source>-admin` entity — startup,
 *   ecosystem and contact-message management and the user list;
 * - `super`: FULL_ACCESS on plain `admin` — everything else;
 * - `reports`: super admin or `rapor-admin` with FULL_ACCESS — the reports submenu.
 */
import type { AccessEntry } from '@/modules/access/permissions';
import { isAdmin, isReportAdmin, isSuperAdmin } from '@/modules/access/permissions';
import type { AppPathname } from '@/i18n/routing';

export type AdminRole = 'admin' | 'super' | 'reports';

export interface AdminMenuEntry {
  /** Message key under `adminMenu` (EN/TR label). */
  key: string;
  href: AppPathname;
  role: AdminRole;
  /** Menu section (message key under `adminMenu.sections`). */
  section: 'overview' | 'site' | 'data' | 'people' | 'lists' | 'commerce';
}

/** Every admin screen, in menu order. */
export const ADMIN_MENU: readonly AdminMenuEntry[] = [
  { key: 'index', href: '/admin/management', role: 'super', section: 'overview' },
  { key: 'auditLog', href: '/admin/management/audit-log', role: 'super', section: 'overview' },
  { key: 'backgroundJobs', href: '/admin/management/background-jobs', role: 'super', section: 'overview' },
  { key: 'header', href: '/admin/management/header', role: 'super', section: 'site' },
  { key: 'footer', href: '/admin/management/footer', role: 'super', section: 'site' },
  { key: 'logo', href: '/admin/management/logo', role: 'super', section: 'site' },
  { key: 'contact', href: '/admin/management/contact', role: 'super', section: 'site' },
  { key: 'content', href: '/admin/management/content', role: 'super', section: 'site' },
  { key: 'homePage', href: '/admin/management/home', role: 'super', section: 'site' },
  {
    key: 'contactFormMessages',
    href: '/admin/management/contact-form-messages',
    role: 'admin',
    section: 'site',
  },
  { key: 'startups', href: '/admin/management/startups', role: 'admin', section: 'data' },
  {
    key: 'ecosystemManagement',
    href: '/admin/management/ecosystem-management',
    role: 'admin',
    section: 'data',
  },
  {
    key: 'euEcosystemManagement',
    href: '/admin/management/eu-ecosystem-management',
    role: 'super',
    section: 'data',
  },
  { key: 'dataAddTool', href: '/admin/management/data-add-tool', role: 'super', section: 'data' },
  { key: 'types', href: '/admin/management/types', role: 'super', section: 'data' },
  { key: 'bannedWords', href: '/admin/management/banned-words', role: 'super', section: 'data' },
  { key: 'bannedMails', href: '/admin/management/banned-mails', role: 'super', section: 'data' },
  { key: 'users', href: '/admin/management/users', role: 'admin', section: 'people' },
  { key: 'admins', href: '/admin/management/admins', role: 'super', section: 'people' },
  {
    key: 'premiumSettings',
    href: '/admin/management/users/premium-settings',
    role: 'super',
    section: 'commerce',
  },
  {
    key: 'premiumManagement',
    href: '/admin/management/premium-management',
    role: 'super',
    section: 'commerce',
  },
  {
    key: 'paymentIntegrations',
    href: '/admin/management/payment-integrations',
    role: 'super',
    section: 'commerce',
  },
  {
    key: 'reportManagement',
    href: '/admin/management/report-management',
    role: 'reports',
    section: 'commerce',
  },
  { key: 'lists', href: '/admin/management/lists/[listName]', role: 'super', section: 'lists' },
];

/** True when `access` holds `role` (see the module comment). */
export function adminRoleHeld(access: readonly AccessEntry[], role: AdminRole): boolean {
  switch (role) {
    case 'admin':
      return isAdmin(access);
    case 'super':
      return isSuperAdmin(access);
    case 'reports':
      return isSuperAdmin(access) || isReportAdmin(access);
  }
}

/** The entries `access` may open, in menu order. */
export function visibleAdminMenu(access: readonly AccessEntry[]): AdminMenuEntry[] {
  return ADMIN_MENU.filter((e) => adminRoleHeld(access, e.role));
}

/**
 * The Management lists of D §7 (`/admin/management/lists/[listName]`, exact names of the spec's
 * `/apiCommon/Management/{name}` calls) and the role that may open each: the startup, program
 * applicant and user lists are admin screens (D §6 "Admin: startup … management and user
 * list"), the report downloaders the reports role's, the rest super admins'.
 */
export const ADMIN_LISTS = [
  { name: 'StartupList', role: 'admin' },
  { name: 'ProgramApplicantList', role: 'admin' },
  { name: 'UserList', role: 'admin' },
  { name: 'ReportDownloadersList', role: 'reports' },
  { name: 'SpammersList', role: 'super' },
  { name: 'ErrorLogs', role: 'super' },
  { name: 'EmailList', role: 'super' },
] as const satisfies ReadonlyArray<{ name: string; role: AdminRole }>;

export type AdminListName = (typeof ADMIN_LISTS)[number]['name'];

/** The role of Management list `name`, or undefined for an unknown name (its page is a 404). */
export function adminListRole(name: string): AdminRole | undefined {
  return ADMIN_LISTS.find((l) => l.name === name)?.role;
}

/** True when `access` holds any admin role (admin, super or reports): the admin area's layout lets them in. */
export function holdsAnyAdminRole(access: readonly AccessEntry[]): boolean {
  return (['admin', 'super', 'reports'] as const).some((role) => adminRoleHeld(access, role));
}

/**
 * Where /admin/management sends a viewer who may not open the admin home (a super-admin screen,
 * D §6): their first permitted screen in menu order (a report admin: report management), or
 * null for super admins (they stay) and for viewers without any admin role (404).
 */
export function adminLanding(access: readonly AccessEntry[]): AppPathname | null {
  if (adminRoleHeld(access, 'super')) return null;
  const first = visibleAdminMenu(access).find((e) => e.key !== 'lists');
  return first?.href ?? null;
}

/** One link of the admin menu as the layout renders it (the `lists` entry becomes one per list). */
export interface AdminMenuLink {
  /** `adminMenu` message key of the label (`lists.StartupList` for a list). */
  key: string;
  href: AppPathname;
  /** `listName` of a Management list link. */
  listName?: AdminListName;
}

/** The menu's sections with the links `access` may open, in menu order; empty sections left out. */
export function adminMenuSections(
  access: readonly AccessEntry[],
): Array<{ section: AdminMenuEntry['section']; links: AdminMenuLink[] }> {
  const sections: Array<{ section: AdminMenuEntry['section']; links: AdminMenuLink[] }> = [];
  for (const entry of ADMIN_MENU) {
    const links: AdminMenuLink[] =
      entry.key === 'lists'
        ? ADMIN_LISTS.filter((l) => adminRoleHeld(access, l.role)).map((l) => ({
            key: `lists.${l.name}`,
            href: entry.href,
            listName: l.name,
          }))
        : adminRoleHeld(access, entry.role)
          ? [{ key: entry.key, href: entry.href }]
          : [];
    if (!links.length) continue;
    const last = sections.at(-1);
    if (last?.section === entry.section) last.links.push(...links);
    else sections.push({ section: entry.section, links });
  }
  return sections;
}
