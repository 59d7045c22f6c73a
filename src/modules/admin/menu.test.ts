/** The admin menu's role rules and the admin role names (pure code; issue 17 §1, D §6). */
import { describe, expect, it } from 'vitest';
import { ADMIN_LISTS, adminListRole, adminRoleHeld, holdsAnyAdminRole } from './menu';
import { entityOfRole, roleOf } from './roles';
import { adminGrantInput, auditQuery, startupReasonInput } from './validation';

const access = (...entityIds: string[]) =>
  entityIds.map((entityId) => ({ entityId, scopes: ['FULL_ACCESS'] }));

describe('admin roles', () => {
  it('reads super, source and report admins from FULL_ACCESS rows only', () => {
    expect(adminRoleHeld(access('admin'), 'super')).toBe(true);
    expect(adminRoleHeld(access('yc-admin'), 'admin')).toBe(true);
    expect(adminRoleHeld(access('yc-admin'), 'super')).toBe(false);
    expect(adminRoleHeld(access('rapor-admin'), 'admin')).toBe(false);
    expect(adminRoleHeld(access('rapor-admin'), 'reports')).toBe(true);
    expect(adminRoleHeld(access('admin'), 'reports')).toBe(true);
    expect(holdsAnyAdminRole([{ entityId: 'admin', scopes: ['READ'] }])).toBe(false);
    expect(holdsAnyAdminRole(access('startup:4'))).toBe(false);
  });

  it('names each role and its entity both ways', () => {
    expect(roleOf('admin')).toEqual({ kind: 'super', source: null });
    expect(roleOf('rapor-admin')).toEqual({ kind: 'reports', source: null });
    expect(roleOf('yc-admin')).toEqual({ kind: 'admin', source: 'yc' });
    expect(entityOfRole('admin', 'YC')).toBe('yc-admin');
    expect(entityOfRole('super')).toBe('admin');
    expect(entityOfRole('reports')).toBe('rapor-admin');
  });

  it('gives each Management list its role', () => {
    expect(ADMIN_LISTS.map((l) => l.name)).toEqual([
      'StartupList',
      'ProgramApplicantList',
      'UserList',
      'ReportDownloadersList',
      'SpammersList',
      'ErrorLogs',
      'EmailList',
    ]);
    expect(adminListRole('UserList')).toBe('admin');
    expect(adminListRole('ReportDownloadersList')).toBe('reports');
    expect(adminListRole('EmailList')).toBe('super');
    expect(adminListRole('Nope')).toBeUndefined();
  });
});

describe('admin input', () => {
  it('needs a valid source for a source admin, never rapor', () => {
    expect(adminGrantInput.safeParse({ email: 'A@B.co', role: 'admin', source: 'yc' }).data).toMatchObject({
      email: 'a@b.co',
    });
    for (const source of [undefined, '', 'rapor', 'Has Space', 'a-b'])
      expect(adminGrantInput.safeParse({ email: 'a@b.co', role: 'admin', source }).success).toBe(false);
    expect(adminGrantInput.safeParse({ email: 'a@b.co', role: 'super' }).success).toBe(true);
  });

  it('trims reasons to 3–500 characters and refuses reversed or unreal days', () => {
    expect(startupReasonInput.safeParse({ ids: [1], reason: '  ab ' }).success).toBe(false);
    expect(startupReasonInput.safeParse({ ids: [1], reason: 'x'.repeat(501) }).success).toBe(false);
    expect(startupReasonInput.parse({ ids: [1], reason: '  Kopya kayıt ' }).reason).toBe('Kopya kayıt');
    expect(auditQuery.safeParse({ from: '2026-03-02', to: '2026-03-01' }).success).toBe(false);
    expect(auditQuery.safeParse({ from: '2026-02-31' }).success).toBe(false);
    expect(auditQuery.parse({ from: '', to: '2026-03-01', actor: ' ' })).toEqual({ to: '2026-03-01' });
  });
});
