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
  { key: 'contactFormMessages', href: '/admin/management/contact-form-messages', role: 'admin', section: 'site' },
  { key: 'startups', href: '/admin/management/startups', role: 'admin', section: 'data' },
  { key: 'ecosystemManagement', href: '/admin/management/ecosystem-management', role: 'admin', section: 'data' },
  { key: 'euEcosystemManagement', href: '/admin/management/eu-ecosystem-management', role: 'super', section: 'data' },
  { key: 'dataAddTool', href: '/admin/management/data-add-tool', role: 'super', section: 'data' },
  { key: 'types', href: '/admin/management/types', role: 'super', section: 'data' },
  { key: 'bannedWords', href: '/admin/management/banned-words', role: 'super', section: 'data' },
  { key: 'bannedMails', href: '/admin/management/banned-mails', role: 'super', section: 'data' },
  { key: 'users', href: '/admin/management/users', role: 'admin', section: 'people' },
  { key: 'admins', href: '/admin/management/admins', role: 'super', section: 'people' },
  { key: 'premiumSettings', href: '/admin/management/users/premium-settings', role: 'super', section: 'commerce' },
  { key: 'premiumManagement', href: '/admin/management/premium-management', role: 'super', section: 'commerce' },
  { key: 'paymentIntegrations', href: '/admin/management/payment-integrations', role: 'super', section: 'commerce' },
  { key: 'reportManagement', href: '/admin/management/report-management', role: 'reports', section: 'commerce' },
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
