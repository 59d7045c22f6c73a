/**
 * Admin roles as entity ids (D §6; issue 17 §1 admins): super admin = `admin`, admin of a source
 * = `<source>-admin` (`yc-admin`), report admin = `rapor-admin`. Pure code for the server and
 * the browser.
 */
import type { AdminRoleKind } from './validation';

/** The kind and source of an admin entity id (`admin` → super, `rapor-admin` → reports, `yc-admin` → admin). */
export function roleOf(entityId: string): { kind: AdminRoleKind; source: string | null } {
  if (entityId === 'admin') return { kind: 'super', source: null };
  if (entityId === 'rapor-admin') return { kind: 'reports', source: null };
  return { kind: 'admin', source: entityId.replace(/-admin$/, '') };
}

/** The entity id of a role to grant (`super` → `admin`, `reports` → `rapor-admin`, admin → `<source>-admin`). */
export function entityOfRole(kind: AdminRoleKind, source?: string): string {
  if (kind === 'super') return 'admin';
  if (kind === 'reports') return 'rapor-admin';
  return `${(source ?? '').toLowerCase()}-admin`;
}
