/**
 * The admin area's people and records (issue 17 §1 "users", "admins", "index", "audit log"; D §6
 * roles) through the HTTP API and the page guards: the role matrix of every call (visitor 401;
 * user 403; a source admin `yc-admin`, a report admin and a super admin as D §6 says) and of the
 * pages' guard functions (404); locking (signed out everywhere, sign-in refused with 'Your account
 * is locked, contact support' in English and Turkish, no session by any way), unlocking,
 * verifying, signing out, the 14-day deletion; the target rules (not oneself, a super admin only
 * by a super admin); granting and revoking roles (never one's own super admin role, never the
 * last super admin); the admin home's figures; the audit log with its filters and Excel file.
 * @database-engine: runs on PGlite and PostgreSQL: the admin figures bucket weeks with date_trunc … AT TIME ZONE and search with lower(translate(…)).
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, signedInCookie } from '../helpers/api';
import { ctxFor } from '../helpers/db';

const testDb = apiTestDb();
const { and, eq } = await import('drizzle-orm');
const { sessions, users } = await import('@/modules/identity/schema');
const { auditLog, entityAccess } = await import('@/modules/access/schema');
const { grantAccessInternal } = await import('@/modules/access/access');
const { authFor } = await import('@/server/auth');
const { SYSTEM_VIEWER } = await import('@/server/context');
const { revokeAdminRole } = await import('@/modules/admin/admins');
const { getAdminOverview, weekStart } = await import('@/modules/admin/overview');
const { guardAdminArea, guardAdminPage } = await import('@/modules/admin/page-guards');
const { adminLanding, adminMenuSections, ADMIN_MENU, adminRoleHeld } = await import('@/modules/admin/menu');

type Envelope<T> = { data: T; status: { code: number; value: string }; message: string | null };
const json = async <T>(res: Response) => (await res.json()) as Envelope<T>;

const audiences = ['visitor', 'user', 'sourceAdmin', 'reportAdmin', 'superAdmin'] as const;
type Audience = (typeof audiences)[number];
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
const PASSWORD = 'Kapadokya!52';

async function userId(email: string) {
  const [user] = await testDb().db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}

/** Registers, verifies and signs in `email` (optionally with an admin role); remembers cookie and id as `key`. */
async function person(
  key: string,
  email: string,
  entityId?: string,
  name = { name: 'Elif', surname: 'Şahin' },
) {
  cookies[key] = await signedInCookie(testDb(), email, name);
  ids[key] = await userId(email);
  if (entityId)
    await grantAccessInternal(testDb().db, { userId: ids[key]!, entityId, scopes: ['FULL_ACCESS'] });
}

const call = (who: string, method: string, path: string, body?: unknown, locale = 'en') =>
  apiRequest(method, path, body, {
    ...(cookies[who] ? { cookie: cookies[who] } : {}),
    'accept-language': locale,
  });

const signIn = (email: string, locale = 'en') =>
  apiRequest('POST', '/api/auth/sign-in/email', { email, password: PASSWORD }, { 'accept-language': locale });

const sessionCount = async (id: string) =>
  (await testDb().db.select().from(sessions).where(eq(sessions.userId, id))).length;

beforeAll(async () => {
  await person('user', 'people.user@example.com');
  await person('sourceAdmin', 'people.yc@example.com', 'yc-admin');
  await person('reportAdmin', 'people.rapor@example.com', 'rapor-admin');
  await person('superAdmin', 'people.root@example.com', 'admin');
  await person('target', 'people.target@example.com', undefined, { name: 'Mert', surname: 'Yıldız' });
  await person('doomed', 'people.doomed@example.com', undefined, { name: 'Can', surname: 'Öz' });
}, 120_000);

describe('the role matrix of the admin area calls', () => {
  const only = (allowed: Partial<Record<Audience, number>>): Record<Audience, number> => ({
    visitor: 401,
    user: 403,
    sourceAdmin: 403,
    reportAdmin: 403,
    superAdmin: 403,
    ...allowed,
  });
  const admins = (status = 200) => only({ sourceAdmin: status, superAdmin: status });
  const supers = (status = 200) => only({ superAdmin: status });

  it('answers each audience as D §6 says', async () => {
    const target = () => ids.target!;
    const rows: Array<[string, string, () => string, unknown, Record<Audience, number>]> = [
      ['overview', 'GET', () => '/api/v2/admin/overview', undefined, supers()],
      ['user list', 'GET', () => '/api/v2/admin/users?q=people', undefined, admins()],
      ['user details', 'GET', () => `/api/v2/admin/users/${target()}`, undefined, admins()],
      ['unknown user', 'GET', () => '/api/v2/admin/users/nobody-here', undefined, admins(404)],
      ['verify e-mail', 'POST', () => `/api/v2/admin/users/${target()}/verify-email`, undefined, admins()],
      ['lock', 'POST', () => `/api/v2/admin/users/${target()}/lock`, undefined, admins()],
      ['unlock', 'POST', () => `/api/v2/admin/users/${target()}/unlock`, undefined, admins()],
      ['sign out', 'POST', () => `/api/v2/admin/users/${target()}/sign-out`, undefined, admins()],
      ['delete (14-day process)', 'DELETE', () => `/api/v2/admin/users/${ids.doomed}`, undefined, admins()],
      ['admin roles', 'GET', () => '/api/v2/admin/admins', undefined, supers()],
      ['sources', 'GET', () => '/api/v2/admin/admins/sources', undefined, supers()],
      [
        'grant',
        'POST',
        () => '/api/v2/admin/admins',
        { email: 'people.user@example.com', role: 'admin', source: 'matrix' },
        supers(),
      ],
      [
        'revoke a role not held',
        'DELETE',
        () => `/api/v2/admin/admins/${target()}/yc-admin`,
        undefined,
        supers(404),
      ],
      ['audit log', 'GET', () => '/api/v2/admin/audit-log?action=admin.', undefined, supers()],
      ['audit log file', 'GET', () => '/api/v2/admin/audit-log/file?action=admin.', undefined, supers()],
    ];
    for (const [label, method, path, body, expected] of rows)
      for (const who of audiences) {
        const res = await call(who, method, path(), body);
        expect(`${label} as ${who}: ${res.status}`).toBe(`${label} as ${who}: ${expected[who]}`);
        if (res.status === 403) expect((await json(res)).status.value).toBe('access.invalid');
      }
    // The grant above gave the plain user a source admin role: take it away again.
    await call('superAdmin', 'DELETE', `/api/v2/admin/admins/${ids.user}/matrix-admin`);
    expect((await call('user', 'GET', '/api/v2/admin/users')).status).toBe(403);
  });

  it('checks the role before reading a body: a visitor with a broken grant gets 401', async () => {
    expect((await call('visitor', 'POST', '/api/v2/admin/admins', { role: 'nope' })).status).toBe(401);
    expect((await call('sourceAdmin', 'POST', '/api/v2/admin/admins', { role: 'nope' })).status).toBe(403);
  });
});

describe('the page guards (404 for everyone without the role)', () => {
  const viewer = (entityIds: string[]) => ({
    userId: 'guard-user',
    isAuthenticated: true,
    access: entityIds.map((entityId) => ({ entityId, scopes: ['FULL_ACCESS'] })),
    packages: [],
    isPremium: false,
    isAdmin: entityIds.some((e) => e === 'admin' || e === 'yc-admin'),
  });
  const viewers = {
    visitor: {
      userId: null,
      isAuthenticated: false,
      access: [],
      packages: [],
      isPremium: false,
      isAdmin: false,
    },
    user: viewer([]),
    sourceAdmin: viewer(['yc-admin']),
    reportAdmin: viewer(['rapor-admin']),
    superAdmin: viewer(['admin']),
  } as const;
  /** Whether `run` rendered the 404 page (Next's notFound() throws an error with a 404 digest). */
  const is404 = (run: () => unknown) => {
    try {
      run();
      return false;
    } catch (error) {
      const digest = String((error as { digest?: unknown }).digest ?? '');
      if (!digest.includes('404')) throw error;
      return true;
    }
  };

  it('lets each audience into the layout and the screens of its roles only', () => {
    const ctx = (who: Audience) => ctxFor(testDb(), viewers[who]);
    expect(audiences.map((who) => is404(() => guardAdminArea(ctx(who))))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    for (const entry of ADMIN_MENU) {
      const expected = audiences.map((who) =>
        who === 'visitor' || who === 'user' ? true : !adminRoleHeld(viewers[who].access, entry.role),
      );
      expect([entry.key, audiences.map((who) => is404(() => guardAdminPage(ctx(who), entry.role)))]).toEqual([
        entry.key,
        expected,
      ]);
    }
    // Users and startups are admin screens; admins and the audit log are super admins'.
    expect(is404(() => guardAdminPage(ctx('sourceAdmin'), 'admin'))).toBe(false);
    expect(is404(() => guardAdminPage(ctx('sourceAdmin'), 'super'))).toBe(true);
    expect(is404(() => guardAdminPage(ctx('reportAdmin'), 'admin'))).toBe(true);
    expect(is404(() => guardAdminPage(ctx('reportAdmin'), 'reports'))).toBe(false);
  });

  it('sends non-super admins from the admin home to their first screen, and builds each menu', () => {
    expect(adminLanding(viewers.superAdmin.access)).toBeNull();
    expect(adminLanding(viewers.reportAdmin.access)).toBe('/admin/management/report-management');
    expect(adminLanding(viewers.sourceAdmin.access)).toBe('/admin/management/contact-form-messages');
    const keys = (who: Audience) =>
      adminMenuSections(viewers[who].access).flatMap((s) => s.links.map((l) => l.key));
    expect(keys('user')).toEqual([]);
    expect(keys('reportAdmin')).toEqual(['reportManagement', 'lists.ReportDownloadersList']);
    expect(keys('sourceAdmin')).toEqual([
      'contactFormMessages',
      'startups',
      'ecosystemManagement',
      'users',
      'lists.StartupList',
      'lists.ProgramApplicantList',
      'lists.UserList',
    ]);
    const all = keys('superAdmin');
    for (const entry of ADMIN_MENU) if (entry.key !== 'lists') expect(all).toContain(entry.key);
    expect(all.filter((k) => k.startsWith('lists.')).length).toBe(7);
    expect(adminMenuSections(viewers.superAdmin.access).map((s) => s.section)).toEqual([
      'overview',
      'site',
      'data',
      'people',
      'commerce',
      'lists',
    ]);
  });
});

describe('locking', () => {
  it('signs the user out everywhere and refuses every sign-in until unlocked (EN and TR)', async () => {
    await person('locked', 'people.locked@example.com', undefined, { name: 'Deniz', surname: 'Aksoy' });
    const id = ids.locked!;
    expect((await call('locked', 'GET', '/api/v2/identity/access')).status).toBe(200);
    expect(await sessionCount(id)).toBeGreaterThan(0);

    const locked = await call('sourceAdmin', 'POST', `/api/v2/admin/users/${id}/lock`);
    expect(locked.status).toBe(200);
    expect((await json<{ locked: boolean; sessionsEnded: number }>(locked)).data).toMatchObject({
      locked: true,
      sessionsEnded: 1,
    });
    expect(await sessionCount(id)).toBe(0);
    // The old session no longer works.
    expect((await call('locked', 'GET', '/api/v2/identity/access')).status).toBe(401);
    const [row] = await testDb().db.select().from(users).where(eq(users.id, id));
    expect(row!.locked).toBe(true);
    expect(row!.lockedAt).toBeInstanceOf(Date);
    const [audit] = await testDb()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.user.lock'), eq(auditLog.entityId, `user:${id}`)));
    expect(audit).toMatchObject({
      actorUserId: ids.sourceAdmin,
      details: { email: 'people.locked@example.com', sessionsEnded: 1 },
    });

    const en = await signIn('people.locked@example.com');
    expect(en.status).toBe(403);
    expect(await en.json()).toMatchObject({
      code: 'ACCOUNT_LOCKED',
      message: 'Your account is locked, contact support',
    });
    const tr = await signIn('people.locked@example.com', 'tr');
    expect(((await tr.json()) as { message: string }).message).toBe(
      'Hesabınız kilitli, destek ile iletişime geçin',
    );
    // No session by any other way either (social sign-in, a refresh): the session hook refuses.
    const context = await authFor(testDb().db).$context;
    await expect(context.internalAdapter.createSession(id)).rejects.toThrow(/locked/i);
    expect(await sessionCount(id)).toBe(0);
    // Locking again changes nothing.
    expect((await call('superAdmin', 'POST', `/api/v2/admin/users/${id}/lock`)).status).toBe(200);

    const unlocked = await call('superAdmin', 'POST', `/api/v2/admin/users/${id}/unlock`);
    expect((await json<{ locked: boolean }>(unlocked)).data.locked).toBe(false);
    expect((await signIn('people.locked@example.com')).status).toBe(200);
    const [after] = await testDb().db.select().from(users).where(eq(users.id, id));
    expect(after).toMatchObject({ locked: false, lockedAt: null });
  });

  it('never on oneself, and a super admin only by a super admin (EN and TR)', async () => {
    const self = await call('sourceAdmin', 'POST', `/api/v2/admin/users/${ids.sourceAdmin}/lock`);
    expect(self.status).toBe(403);
    expect(await json(self)).toMatchObject({
      status: { value: 'admin.self' },
      message: 'You cannot do this to your own account.',
    });
    const onSuper = await call(
      'sourceAdmin',
      'POST',
      `/api/v2/admin/users/${ids.superAdmin}/lock`,
      undefined,
      'tr',
    );
    expect(onSuper.status).toBe(403);
    expect(await json(onSuper)).toMatchObject({
      status: { value: 'admin.super_only' },
      message: 'Bunu bir süper yöneticinin hesabına yalnızca bir süper yönetici yapabilir.',
    });
    for (const action of ['sign-out', 'unlock', 'verify-email'])
      expect(
        (await call('sourceAdmin', 'POST', `/api/v2/admin/users/${ids.superAdmin}/${action}`)).status,
      ).toBe(403);
    expect((await call('sourceAdmin', 'DELETE', `/api/v2/admin/users/${ids.superAdmin}`)).status).toBe(403);
    // The v1 delete call keeps the same rule.
    expect((await call('sourceAdmin', 'DELETE', `/apiCommon/User/Delete/${ids.superAdmin}`)).status).toBe(
      403,
    );
    expect((await call('superAdmin', 'DELETE', `/api/v2/admin/users/${ids.superAdmin}`)).status).toBe(403);
    const [root] = await testDb().db.select().from(users).where(eq(users.id, ids.superAdmin!));
    expect(root).toMatchObject({ locked: false, deletionRequestedAt: null });
    // A super admin may act on a source admin.
    await person('otherYc', 'people.yc2@example.com', 'yc-admin');
    expect((await call('superAdmin', 'POST', `/api/v2/admin/users/${ids.otherYc}/sign-out`)).status).toBe(
      200,
    );
    expect(await sessionCount(ids.otherYc!)).toBe(0);
  });
});

describe('verifying, signing out and deleting', () => {
  it('marks an address verified, ends every session, and starts the 14-day deletion', async () => {
    await apiRequest('POST', '/api/auth/sign-up/email', {
      name: 'Zeynep',
      surname: 'Çelik',
      email: 'people.unverified@example.com',
      password: PASSWORD,
      acceptTerms: true,
    });
    const id = await userId('people.unverified@example.com');
    expect((await signIn('people.unverified@example.com')).status).toBe(403);
    const verified = await call('sourceAdmin', 'POST', `/api/v2/admin/users/${id}/verify-email`);
    expect((await json<{ emailVerified: boolean }>(verified)).data.emailVerified).toBe(true);
    const signedIn = await signIn('people.unverified@example.com');
    expect(signedIn.status).toBe(200);
    cookies.unverified = (signedIn.headers.get('set-cookie') ?? '').split(';')[0]!;

    const out = await call('sourceAdmin', 'POST', `/api/v2/admin/users/${id}/sign-out`);
    expect((await json<{ sessionsEnded: number }>(out)).data.sessionsEnded).toBe(1);
    expect((await call('unverified', 'GET', '/api/v2/identity/access')).status).toBe(401);

    const deleted = await call('sourceAdmin', 'DELETE', `/api/v2/admin/users/${id}`);
    expect(deleted.status).toBe(200);
    const [row] = await testDb().db.select().from(users).where(eq(users.id, id));
    expect(row!.deletionRequestedAt).toBeInstanceOf(Date);
    const [audit] = await testDb()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.user.delete'), eq(auditLog.entityId, `user:${id}`)));
    const scheduled = new Date((audit!.details as { scheduledFor: string }).scheduledFor).getTime();
    expect(scheduled - row!.deletionRequestedAt!.getTime()).toBe(14 * 86_400_000);
    const actions = (
      await testDb()
        .db.select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.entityId, `user:${id}`))
    ).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['admin.user.verify', 'admin.user.sign_out', 'admin.user.delete']),
    );
    expect((await call('sourceAdmin', 'DELETE', `/api/v2/admin/users/${ids.sourceAdmin}`)).status).toBe(403);
  });
});

describe('the user list and a user’s page', () => {
  it('searches by name or e-mail (Turkish letters too), filters, sorts and pages', async () => {
    type Page = {
      data: Array<{ id: string; email: string; adminRoles: string[] }>;
      totalCount: number;
      pageSize: number;
    };
    const get = async (query: string) =>
      (await json<Page>(await call('superAdmin', 'GET', `/api/v2/admin/users?${query}`))).data;
    expect((await get('q=yıldız')).data.map((u) => u.email)).toEqual(['people.target@example.com']);
    expect((await get('q=MERT YILDIZ')).data.map((u) => u.email)).toEqual(['people.target@example.com']);
    expect((await get('q=people.rapor')).data.map((u) => u.email)).toEqual(['people.rapor@example.com']);
    const adminsOnly = await get('filter=admins&sort=email');
    expect(adminsOnly.data.map((u) => u.email)).toEqual(
      expect.arrayContaining([
        'people.root@example.com',
        'people.yc@example.com',
        'people.rapor@example.com',
      ]),
    );
    expect(adminsOnly.data.every((u) => u.adminRoles.length > 0)).toBe(true);
    expect(adminsOnly.data.find((u) => u.email === 'people.root@example.com')!.adminRoles).toEqual(['admin']);
    expect((await get('filter=pendingDeletion')).data.map((u) => u.email)).toContain(
      'people.unverified@example.com',
    );
    const paged = await get('pageSize=2&pageIndex=2&sort=oldest');
    expect(paged.pageSize).toBe(2);
    expect(paged.data.length).toBe(2);
    expect(paged.totalCount).toBeGreaterThan(4);
    expect((await call('superAdmin', 'GET', '/api/v2/admin/users?filter=everyone')).status).toBe(400);
  });

  it('shows a user’s access, sessions and the audit rows about them', async () => {
    type Details = {
      access: Array<{ entityId: string }>;
      sessions: unknown[];
      audit: Array<{ action: string; actorEmail: string | null }>;
      isSuperAdmin: boolean;
    };
    const res = await json<Details>(await call('sourceAdmin', 'GET', `/api/v2/admin/users/${ids.otherYc}`));
    expect(res.data.access.map((a) => a.entityId)).toEqual(['yc-admin']);
    expect(res.data.isSuperAdmin).toBe(false);
    expect(res.data.audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['admin.user.sign_out', 'access.grant']),
    );
    expect(res.data.audit.find((a) => a.action === 'admin.user.sign_out')!.actorEmail).toBe(
      'people.root@example.com',
    );
  });
});

describe('admin roles', () => {
  it('grants a source admin, a report admin and a super admin by e-mail, and revokes them', async () => {
    await person('grantee', 'people.grantee@example.com');
    const grant = (body: unknown, locale = 'en') =>
      call('superAdmin', 'POST', '/api/v2/admin/admins', body, locale);
    const granted = await grant({ email: 'People.Grantee@example.com', role: 'admin', source: 'yc' });
    expect(granted.status).toBe(200);
    type Role = { userId: string; entityId: string; kind: string; source: string | null };
    expect((await json<Role[]>(granted)).data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: ids.grantee, entityId: 'yc-admin', kind: 'admin', source: 'yc' }),
      ]),
    );
    // The new admin opens the admin calls of their role at once, not the super admin's.
    expect((await call('grantee', 'GET', '/api/v2/admin/users')).status).toBe(200);
    expect((await call('grantee', 'GET', '/api/v2/admin/admins')).status).toBe(403);
    // Granting a held role again writes nothing.
    await grant({ email: 'people.grantee@example.com', role: 'admin', source: 'yc' });
    const grants = await testDb()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.role.grant'), eq(auditLog.entityId, 'yc-admin')));
    expect(grants.filter((g) => (g.details as { userId: string }).userId === ids.grantee).length).toBe(1);

    expect((await grant({ email: 'people.grantee@example.com', role: 'reports' })).status).toBe(200);
    expect((await grant({ email: 'people.grantee@example.com', role: 'super' })).status).toBe(200);
    const held = await testDb().db.select().from(entityAccess).where(eq(entityAccess.userId, ids.grantee!));
    expect(held.map((h) => h.entityId).sort()).toEqual(['admin', 'rapor-admin', 'yc-admin']);

    const badSource = await grant(
      { email: 'people.grantee@example.com', role: 'admin', source: 'rapor' },
      'tr',
    );
    expect(badSource.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(badSource)).data.fields.source).toBe(
      'Kaynağı 1 ile 30 arasında küçük harf, rakam, nokta ya da alt çizgiyle yazın (“rapor” olamaz).',
    );
    expect((await grant({ email: 'people.grantee@example.com', role: 'admin' })).status).toBe(400);
    const unknown = await grant({ email: 'nobody@example.com', role: 'super' });
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).message).toBe('No registered user has this e-mail address.');

    for (const entityId of ['yc-admin', 'rapor-admin', 'admin'])
      expect(
        (await call('superAdmin', 'DELETE', `/api/v2/admin/admins/${ids.grantee}/${entityId}`)).status,
      ).toBe(200);
    expect(
      (await testDb().db.select().from(entityAccess).where(eq(entityAccess.userId, ids.grantee!))).length,
    ).toBe(0);
    const revokes = await testDb().db.select().from(auditLog).where(eq(auditLog.action, 'admin.role.revoke'));
    expect(revokes.filter((r) => (r.details as { userId: string }).userId === ids.grantee).length).toBe(3);
    expect((await call('grantee', 'GET', '/api/v2/admin/users')).status).toBe(403);
  });

  it('never takes away one’s own super admin role nor the last super admin', async () => {
    const own = await call(
      'superAdmin',
      'DELETE',
      `/api/v2/admin/admins/${ids.superAdmin}/admin`,
      undefined,
      'tr',
    );
    expect(own.status).toBe(403);
    expect((await json(own)).message).toBe('Kendi süper yönetici rolünüzü kaldıramazsınız.');
    // Only one super admin is left: even a caller whose rights were read before (the system) cannot remove them.
    const supers = await testDb().db.select().from(entityAccess).where(eq(entityAccess.entityId, 'admin'));
    expect(supers.map((s) => s.userId)).toEqual([ids.superAdmin]);
    await expect(
      revokeAdminRole(ctxFor(testDb(), SYSTEM_VIEWER), { userId: ids.superAdmin!, entityId: 'admin' }),
    ).rejects.toMatchObject({ status: 409, key: 'admin.last_super' });
    expect(
      (await testDb().db.select().from(entityAccess).where(eq(entityAccess.entityId, 'admin'))).length,
    ).toBe(1);
    // The generic scope calls never change an admin role (they would skip these rules).
    for (const [method, body] of [
      ['DELETE', { userId: ids.superAdmin, entityId: 'admin' }],
      ['PUT', { userId: ids.superAdmin, entityId: 'admin', scopes: ['READ'] }],
      ['DELETE', { userId: ids.sourceAdmin, entityId: 'yc-admin' }],
    ] as const) {
      const res = await call('superAdmin', method, '/api/v2/identity/access', body);
      expect(res.status, `${method} ${body.entityId}`).toBe(403);
    }
    expect(
      (await testDb().db.select().from(entityAccess).where(eq(entityAccess.entityId, 'admin'))).length,
    ).toBe(1);
  });
});

describe('the admin home', () => {
  it('counts the platform and fills 12 weeks from Monday (UTC), the current one last', async () => {
    const now = new Date();
    const overview = await getAdminOverview(ctxFor(testDb(), SYSTEM_VIEWER), now);
    expect(overview.weeks.length).toBe(12);
    expect(overview.weeks.at(-1)!.week).toBe(weekStart(now).toISOString().slice(0, 10));
    expect(overview.weeks.every((w) => new Date(`${w.week}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    const n = (await testDb().db.select({ id: users.id }).from(users)).length;
    expect(overview.counts.users).toBe(n);
    // Every user of this file signed up this week.
    expect(overview.weeks.at(-1)!.signups).toBe(n);
    expect(overview.weeks.slice(0, -1).every((w) => w.signups === 0)).toBe(true);
    expect(overview.counts.pendingDeletion).toBeGreaterThan(0);
  });
});

describe('the audit log', () => {
  it('filters by action prefix, actor, entity and days, and exports the rows as Excel (audited)', async () => {
    type Page = {
      data: Array<{ action: string; actorEmail: string | null; entityId: string | null }>;
      totalCount: number;
    };
    const get = async (query: string) =>
      (await json<Page>(await call('superAdmin', 'GET', `/api/v2/admin/audit-log?${query}`))).data;
    const adminRows = await get('action=admin.user.');
    expect(adminRows.totalCount).toBeGreaterThan(3);
    expect(adminRows.data.every((r) => r.action.startsWith('admin.user.'))).toBe(true);
    const byActor = await get('actor=PEOPLE.YC@');
    expect(byActor.data.length).toBeGreaterThan(0);
    expect(byActor.data.every((r) => r.actorEmail === 'people.yc@example.com')).toBe(true);
    const byEntity = await get(`entityId=user:${ids.locked}`);
    expect(byEntity.data.map((r) => r.action)).toEqual(
      expect.arrayContaining(['admin.user.lock', 'admin.user.unlock']),
    );
    const system = await get('actor=system&action=access.grant');
    expect(system.data.every((r) => r.actorEmail === null)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`from=${today}&to=${today}&action=admin.`)).totalCount).toBe(
      (await get('action=admin.')).totalCount,
    );
    expect((await get('from=2000-01-01&to=2000-01-02')).totalCount).toBe(0);
    const badRange = await call(
      'superAdmin',
      'GET',
      '/api/v2/admin/audit-log?from=2026-02-02&to=2026-02-01',
      undefined,
      'tr',
    );
    expect(badRange.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(badRange)).data.fields.to).toBe(
      'İlk gün son günden sonra olamaz.',
    );
    expect((await call('superAdmin', 'GET', '/api/v2/admin/audit-log?from=2026-02-31')).status).toBe(400);

    const file = await call(
      'superAdmin',
      'GET',
      '/api/v2/admin/audit-log/file?action=admin.user.lock',
      undefined,
      'tr',
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.arrayBuffer());
    const sheet = book.getWorksheet('Denetim kaydı')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Tarih (UTC)',
      'İşlemi yapan',
      'İşlem',
      'Varlık',
      'Ayrıntılar',
    ]);
    expect(sheet.rowCount - 1).toBe((await get('action=admin.user.lock')).totalCount);
    expect(String(sheet.getRow(2).getCell(3).value)).toBe('admin.user.lock');
    const exports = await get('action=admin.audit_log.export');
    expect(exports.data[0]).toMatchObject({ actorEmail: 'people.root@example.com', entityId: 'audit-log' });
  });
});
