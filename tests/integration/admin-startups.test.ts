/**
 * Startup moderation of the admin area (issue 17 §1 "startups: search, hide/show, delete (with
 * reason, audited), bulk actions"; D §6 "Admin: startup … management") through the HTTP API: the
 * role matrix of every call (visitor 401; user and report admin 403; a source admin `yc-admin`
 * and a super admin allowed), hiding with a reason (the startup leaves the cached list at once and
 * its owner cannot show it again: 'An admin hid this startup; contact support.', in Turkish too),
 * showing, deleting with a reason (audit snapshot; the audit row and the deletion commit or roll
 * back together), bulk actions with one audit row per startup, and the refusals of bad input.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, signedInCookie } from '../helpers/api';
import { ctxFor, viewerOf } from '../helpers/db';

const testDb = apiTestDb();
const { and, eq, inArray, sql } = await import('drizzle-orm');
const { users } = await import('@/modules/identity/schema');
const { auditLog, entityAccess } = await import('@/modules/access/schema');
const { startups } = await import('@/modules/startups/schema');
const { grantAccessInternal } = await import('@/modules/access/access');
const { createStartup } = await import('@/modules/startups/editing');
const { searchStartups } = await import('@/modules/startups/search');
const { startupFilterSchema } = await import('@/modules/startups/filter');
const { typeId } = await import('@/modules/reference/data/type-list-ids');
const { ANONYMOUS_VIEWER } = await import('@/server/context');

type Envelope<T> = { data: T; status: { code: number; value: string }; message: string | null };
const json = async <T>(res: Response) => (await res.json()) as Envelope<T>;

const audiences = ['visitor', 'user', 'reportAdmin', 'sourceAdmin', 'superAdmin'] as const;
type Audience = (typeof audiences)[number];
const cookies: Partial<Record<Audience | 'owner', string>> = {};
const FINTECH = typeId('startupSector', 1);
let ownerId = '';

async function userId(email: string) {
  const [user] = await testDb().db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}

async function cookieWith(email: string, entityId?: string) {
  const cookie = await signedInCookie(testDb(), email);
  if (entityId)
    await grantAccessInternal(testDb().db, {
      userId: await userId(email),
      entityId,
      scopes: ['FULL_ACCESS'],
    });
  return cookie;
}

let seq = 0;
/** A startup of the owner, made through the startups module. */
async function startupFixture(name = `Kapadokya Tarım ${++seq}`) {
  const ctx = ctxFor(testDb(), await viewerOf(testDb(), ownerId));
  return createStartup(ctx, {
    name,
    sectorIds: [FINTECH],
    teamMembers: [{ name: 'Selin', surname: 'Koç', title: 'CEO', shareValue: 100 }],
  });
}

const call = (who: Audience | 'owner', method: string, path: string, body?: unknown, locale = 'en') =>
  apiRequest(method, path, body, {
    ...(cookies[who as Audience] ? { cookie: cookies[who as Audience]! } : {}),
    'accept-language': locale,
  });

const auditOf = (action: string, entityId: string) =>
  testDb()
    .db.select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

beforeAll(async () => {
  cookies.user = await cookieWith('mod.user@example.com');
  cookies.reportAdmin = await cookieWith('mod.rapor@example.com', 'rapor-admin');
  cookies.sourceAdmin = await cookieWith('mod.yc@example.com', 'yc-admin');
  cookies.superAdmin = await cookieWith('mod.root@example.com', 'admin');
  (cookies as Record<string, string>).owner = await cookieWith('mod.owner@example.com');
  ownerId = await userId('mod.owner@example.com');
}, 120_000);

describe('the role matrix of the startup calls', () => {
  it('answers 401 to visitors, 403 to users and report admins, and serves admins and super admins', async () => {
    const fixture = await startupFixture();
    const rows: Array<[string, string, () => string, () => unknown, Record<Audience, number>]> = [
      ['list', 'GET', () => '/api/v2/admin/startups?q=kapadokya', () => undefined, allowed(200)],
      ['show', 'POST', () => '/api/v2/admin/startups/show', () => ({ ids: [fixture.id] }), allowed(200)],
      [
        'hide',
        'POST',
        () => '/api/v2/admin/startups/hide',
        () => ({ ids: [fixture.id], reason: 'Matrix check' }),
        allowed(200),
      ],
      [
        'delete an unknown startup',
        'POST',
        () => '/api/v2/admin/startups/delete',
        () => ({ ids: [2_000_000_000], reason: 'Matrix check' }),
        allowed(404),
      ],
    ];
    for (const [label, method, path, body, expected] of rows)
      for (const who of audiences) {
        const res = await call(who, method, path(), body());
        expect(`${label} as ${who}: ${res.status}`).toBe(`${label} as ${who}: ${expected[who]}`);
        if (res.status === 403) expect((await json(res)).status.value).toBe('access.invalid');
      }
  });

  it('checks the role before reading the body (a visitor with a bad body gets 401, a user 403)', async () => {
    expect((await call('visitor', 'POST', '/api/v2/admin/startups/hide', { ids: 'x' })).status).toBe(401);
    expect((await call('user', 'POST', '/api/v2/admin/startups/delete', {})).status).toBe(403);
  });
});

function allowed(status: number): Record<Audience, number> {
  return { visitor: 401, user: 403, reportAdmin: 403, sourceAdmin: status, superAdmin: status };
}

describe('hiding and showing', () => {
  it('hides with a reason: the cached list drops it and the owner cannot show it again (EN and TR)', async () => {
    const { id, seoUrl } = await startupFixture('Boğaziçi Robotik');
    const filter = startupFilterSchema.parse({ q: 'bogazici robotik' });
    const visitor = ctxFor(testDb(), ANONYMOUS_VIEWER);
    // The list is cached before the change: the admin's hiding must empty the cache.
    expect((await searchStartups(visitor, { filter, page: 1 })).data.map((s) => s.seoUrl)).toContain(seoUrl);

    const hidden = await call('sourceAdmin', 'POST', '/api/v2/admin/startups/hide', {
      ids: [id],
      reason: 'Sahte şirket bilgisi',
    });
    expect(hidden.status).toBe(200);
    expect((await json<{ ids: number[] }>(hidden)).data.ids).toEqual([id]);
    expect((await searchStartups(visitor, { filter, page: 1 })).data.map((s) => s.seoUrl)).not.toContain(
      seoUrl,
    );
    const [row] = await testDb().db.select().from(startups).where(eq(startups.id, id));
    expect(row).toMatchObject({ isVisible: false, adminHiddenReason: 'Sahte şirket bilgisi' });
    expect(row!.adminHiddenAt).toBeInstanceOf(Date);
    const [audit] = await auditOf('admin.startup.hide', `startup:${id}`);
    expect(audit).toMatchObject({
      actorUserId: await userId('mod.yc@example.com'),
      details: { name: 'Boğaziçi Robotik', seoUrl, reason: 'Sahte şirket bilgisi', wasVisible: true },
    });

    // The owner's visibility switch refuses, in both languages; hiding stays allowed.
    const en = await call('owner', 'PATCH', `/api/v2/startups/${id}/visibility`, { isVisible: true });
    expect(en.status).toBe(409);
    expect(await json(en)).toMatchObject({
      status: { value: 'startup.admin_hidden' },
      message: 'An admin hid this startup; contact support.',
    });
    const tr = await call(
      'owner',
      'PATCH',
      `/apiCommon/Company/SetVisibility?companyId=${id}&visibility=true`,
      undefined,
      'tr',
    );
    expect(tr.status).toBe(409);
    expect((await json(tr)).message).toBe('Bu girişimi bir yönetici gizledi; destek ile iletişime geçin.');
    expect(
      (await call('owner', 'PATCH', `/api/v2/startups/${id}/visibility`, { isVisible: false })).status,
    ).toBe(200);

    // The admin list finds it among the hidden ones, with the reason.
    const list = await json<{ data: Array<{ id: number; adminHiddenReason: string | null }> }>(
      await call('superAdmin', 'GET', '/api/v2/admin/startups?visibility=adminHidden&q=robotik'),
    );
    expect(list.data.data).toEqual([
      expect.objectContaining({ id, adminHiddenReason: 'Sahte şirket bilgisi' }),
    ]);

    // Shown by an admin: visible again, the hiding cleared, the owner's switch works again.
    expect((await call('superAdmin', 'POST', '/api/v2/admin/startups/show', { ids: [id] })).status).toBe(200);
    const [shown] = await testDb().db.select().from(startups).where(eq(startups.id, id));
    expect(shown).toMatchObject({ isVisible: true, adminHiddenAt: null, adminHiddenReason: null });
    expect((await searchStartups(visitor, { filter, page: 1 })).data.map((s) => s.seoUrl)).toContain(seoUrl);
    expect((await auditOf('admin.startup.show', `startup:${id}`)).length).toBe(1);
    expect(
      (await call('owner', 'PATCH', `/api/v2/startups/${id}/visibility`, { isVisible: false })).status,
    ).toBe(200);
    expect(
      (await call('owner', 'PATCH', `/api/v2/startups/${id}/visibility`, { isVisible: true })).status,
    ).toBe(200);
  });

  it('refuses a missing or too short reason and empty or oversized selections (EN and TR)', async () => {
    const { id } = await startupFixture();
    const short = await call(
      'superAdmin',
      'POST',
      '/api/v2/admin/startups/hide',
      { ids: [id], reason: ' x ' },
      'tr',
    );
    expect(short.status).toBe(400);
    expect(await json(short)).toMatchObject({
      data: { fields: { reason: '3 ile 500 karakter arasında bir gerekçe yazın.' } },
    });
    const none = await call('superAdmin', 'POST', '/api/v2/admin/startups/delete', {
      ids: [],
      reason: 'Tekrar',
    });
    expect(none.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(none)).data.fields.ids).toBe(
      'Choose at least one row.',
    );
    const many = await call('superAdmin', 'POST', '/api/v2/admin/startups/show', {
      ids: Array.from({ length: 101 }, (_, i) => i + 1),
    });
    expect(many.status).toBe(400);
    const [row] = await testDb().db.select().from(startups).where(eq(startups.id, id));
    expect(row!.isVisible).toBe(true);
  });
});

describe('deleting', () => {
  it('deletes with a reason: rows, access rows and an audit snapshot; an unknown id changes nothing', async () => {
    const a = await startupFixture('Ege Yazılım');
    const b = await startupFixture('Trakya Enerji');
    const mixed = await call('sourceAdmin', 'POST', '/api/v2/admin/startups/delete', {
      ids: [a.id, 2_000_000_001],
      reason: 'Kopya kayıt',
    });
    expect(mixed.status).toBe(404);
    expect((await testDb().db.select().from(startups).where(eq(startups.id, a.id))).length).toBe(1);
    expect((await auditOf('admin.startup.delete', `startup:${a.id}`)).length).toBe(0);

    const done = await call('sourceAdmin', 'POST', '/api/v2/admin/startups/delete', {
      ids: [a.id, b.id],
      reason: 'Kopya kayıt',
    });
    expect(done.status).toBe(200);
    expect((await json<{ ids: number[] }>(done)).data.ids.sort()).toEqual([a.id, b.id].sort());
    expect(
      (
        await testDb()
          .db.select()
          .from(startups)
          .where(inArray(startups.id, [a.id, b.id]))
      ).length,
    ).toBe(0);
    expect(
      (
        await testDb()
          .db.select()
          .from(entityAccess)
          .where(inArray(entityAccess.entityId, [`startup:${a.id}`, `startup:${b.id}`]))
      ).length,
    ).toBe(0);
    const [audit] = await auditOf('admin.startup.delete', `startup:${a.id}`);
    expect(audit!.details).toEqual({
      id: a.id,
      name: 'Ege Yazılım',
      seoUrl: a.seoUrl,
      reason: 'Kopya kayıt',
    });
    expect((await auditOf('admin.startup.delete', `startup:${b.id}`)).length).toBe(1);
  });

  it('writes the audit rows and the deletion in one transaction: a failure rolls back both', async () => {
    const ok = await startupFixture('Anadolu Lojistik');
    const failing = await startupFixture('Patlayan Girişim');
    const db = testDb().db;
    await db.execute(sql`
      create or replace function test_refuse_delete() returns trigger language plpgsql as $$
      begin
        if old.name = 'Patlayan Girişim' then raise exception 'refused by the test'; end if;
        return old;
      end $$`);
    await db.execute(
      sql`create trigger test_refuse_delete before delete on startups for each row execute function test_refuse_delete()`,
    );
    try {
      const res = await call('superAdmin', 'POST', '/api/v2/admin/startups/delete', {
        ids: [ok.id, failing.id],
        reason: 'Toplu silme',
      });
      expect(res.status).toBe(500);
    } finally {
      await db.execute(sql`drop trigger test_refuse_delete on startups`);
    }
    // Neither startup went and no audit row stayed behind.
    expect(
      (
        await db
          .select()
          .from(startups)
          .where(inArray(startups.id, [ok.id, failing.id]))
      ).length,
    ).toBe(2);
    expect((await auditOf('admin.startup.delete', `startup:${ok.id}`)).length).toBe(0);
    expect((await auditOf('admin.startup.delete', `startup:${failing.id}`)).length).toBe(0);
  });
});

describe('bulk actions', () => {
  it('hides, shows and deletes the selected startups in one call each, one audit row per startup', async () => {
    const rows = await Promise.all([startupFixture(), startupFixture(), startupFixture()]);
    const ids = rows.map((r) => r.id);
    expect(
      (await call('sourceAdmin', 'POST', '/api/v2/admin/startups/hide', { ids, reason: 'Toplu inceleme' }))
        .status,
    ).toBe(200);
    const hidden = await testDb().db.select().from(startups).where(inArray(startups.id, ids));
    expect(hidden.every((s) => !s.isVisible && s.adminHiddenReason === 'Toplu inceleme')).toBe(true);
    for (const id of ids) expect((await auditOf('admin.startup.hide', `startup:${id}`)).length).toBe(1);

    expect((await call('sourceAdmin', 'POST', '/api/v2/admin/startups/show', { ids })).status).toBe(200);
    const shown = await testDb().db.select().from(startups).where(inArray(startups.id, ids));
    expect(shown.every((s) => s.isVisible && s.adminHiddenAt === null)).toBe(true);

    expect(
      (
        await call('sourceAdmin', 'POST', '/api/v2/admin/startups/delete', {
          ids: ids.slice(0, 2),
          reason: 'Temizlik',
        })
      ).status,
    ).toBe(200);
    expect(
      (await testDb().db.select().from(startups).where(inArray(startups.id, ids))).map((s) => s.id),
    ).toEqual([ids[2]]);
    const deleted = await testDb()
      .db.select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'admin.startup.delete'),
          inArray(
            auditLog.entityId,
            ids.map((i) => `startup:${i}`),
          ),
        ),
      );
    expect(deleted.length).toBe(2);
  });

  it('lists with search by id, filters by source and sorts by name', async () => {
    const { id } = await startupFixture('Zeytin Teknoloji');
    const byId = await json<{ data: Array<{ id: number }>; totalCount: number }>(
      await call('superAdmin', 'GET', `/api/v2/admin/startups?q=${id}`),
    );
    expect(byId.data.data.map((s) => s.id)).toContain(id);
    const bySource = await json<{ data: Array<{ source: string }> }>(
      await call('superAdmin', 'GET', '/api/v2/admin/startups?source=user&sort=name&pageSize=100'),
    );
    expect(bySource.data.data.length).toBeGreaterThan(0);
    expect(bySource.data.data.every((s) => s.source === 'user')).toBe(true);
    // Fixture names start with distinct ASCII capitals: their first letters are in order whatever the collation.
    const initials = (bySource.data.data as unknown as Array<{ name: string }>).map((s) =>
      s.name.charCodeAt(0),
    );
    expect(initials).toEqual([...initials].sort((x, y) => x - y));
    const bad = await call('superAdmin', 'GET', '/api/v2/admin/startups?visibility=sometimes');
    expect(bad.status).toBe(400);
  });
});
