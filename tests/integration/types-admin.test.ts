/**
 * Types management (issue 17 §1 "types: every reference type list of P §3 (id, EN/TR name,
 * parent, order, active); a type in use cannot be deleted, only deactivated"; D §6 super admin)
 * through the HTTP API: the role matrix of every call (visitor 401; user, admin and report admin
 * 403 'access.invalid'; super admin allowed); adding an item (next id of the list, slugs, audit
 * row in the same transaction); renaming (an item in use keeps its slugs); reordering;
 * deactivating (gone from the list forms and filters read, still shown on a startup that uses
 * it); deleting (refused with 409, the message and the count while in use; allowed when unused);
 * Turkish messages.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, signedInCookie } from '../helpers/api';

const testDb = apiTestDb({ reference: true });
const { and, eq, sql } = await import('drizzle-orm');
const { users } = await import('@/modules/identity/schema');
const { auditLog } = await import('@/modules/access/schema');
const { grantAccessInternal } = await import('@/modules/access/access');
const { types } = await import('@/modules/reference/schema');
const { TYPE_LISTS, TYPE_LIST_IDS, typeIdByName } = await import('@/modules/reference/data/type-lists');
const { startups } = await import('@/modules/startups/schema');
const { insertStartupSeeds } = await import('@/modules/startups/bulk-insert');
const { getStartupFilterOptions } = await import('@/modules/startups/filter-options');
const { ANONYMOUS_VIEWER } = await import('@/server/context');

type Envelope<T> = { data: T; status: { code: number; value: string }; message: string | null };
type Failure = { fields?: Record<string, string> } | null;
const json = async <T = Failure>(res: Response) => (await res.json()) as Envelope<T>;
type Item = {
  id: number;
  nameEn: string;
  nameTr: string;
  slugEn: string;
  slugTr: string;
  sortOrder: number;
  active: boolean;
  inUse: number;
};
type List = { category: { id: number; itemCount: number; activeCount: number }; items: Item[] };

const SECTORS = TYPE_LIST_IDS.startupSector;
const seededSectors = TYPE_LISTS.find((l) => l.key === 'startupSector')!.items.length;
const audiences = ['visitor', 'user', 'admin', 'reportAdmin', 'superAdmin'] as const;
type Audience = (typeof audiences)[number];
const cookies: Partial<Record<Audience, string>> = {};

async function cookieWith(email: string, entityId?: string) {
  const cookie = await signedInCookie(testDb(), email);
  if (entityId) {
    const [user] = await testDb().db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await grantAccessInternal(testDb().db, { userId: user!.id, entityId, scopes: ['FULL_ACCESS'] });
  }
  return cookie;
}

const as = (who: Audience, method: string, path: string, body?: unknown, locale = 'en') =>
  apiRequest(method, path, body, {
    'accept-language': locale,
    ...(cookies[who] ? { cookie: cookies[who]! } : {}),
  });
const root = (method: string, path: string, body?: unknown, locale = 'en') =>
  as('superAdmin', method, path, body, locale);

async function addSector(nameEn: string, nameTr: string): Promise<Item> {
  const res = await root('POST', `/api/v2/admin/types/categories/${SECTORS}/items`, { nameEn, nameTr });
  expect(res.status).toBe(200);
  return (await json<Item>(res)).data;
}

beforeAll(async () => {
  cookies.user = await cookieWith('types.user@example.com');
  cookies.admin = await cookieWith('types.admin@example.com', 'yc-admin');
  cookies.reportAdmin = await cookieWith('types.rapor@example.com', 'rapor-admin');
  cookies.superAdmin = await cookieWith('types.root@example.com', 'admin');
}, 180_000);

describe('the role matrix', () => {
  it('answers 401 to visitors, 403 to users, admins and report admins, and serves super admins', async () => {
    const victim = await addSector('Matrix sector', 'Matris sektörü');
    const rows: Array<[string, string, unknown]> = [
      ['GET', '/api/v2/admin/types/categories', undefined],
      ['GET', `/api/v2/admin/types/categories/${SECTORS}/items`, undefined],
      [
        'POST',
        `/api/v2/admin/types/categories/${SECTORS}/items`,
        { nameEn: 'Matrix two', nameTr: 'Matris iki' },
      ],
      [
        'PUT',
        `/api/v2/admin/types/items/${victim.id}`,
        { nameEn: 'Matrix sector', nameTr: 'Matris sektörü' },
      ],
      ['PATCH', `/api/v2/admin/types/items/${victim.id}/active`, { active: true }],
      ['POST', `/api/v2/admin/types/items/${victim.id}/move`, { direction: 'up' }],
      ['DELETE', `/api/v2/admin/types/items/${victim.id}`, undefined],
    ];
    for (const [method, path, body] of rows) {
      for (const who of audiences) {
        const res = await as(who, method, path, body);
        const expected = who === 'visitor' ? 401 : who === 'superAdmin' ? 200 : 403;
        expect(res.status, `${who} ${method} ${path}`).toBe(expected);
        if (expected === 403) expect((await json(res)).status.value).toBe('access.invalid');
      }
    }
    // Even an invalid body gets 401/403 first (the right is checked before the body is read).
    const bad = await as('user', 'POST', `/api/v2/admin/types/categories/${SECTORS}/items`, { nameEn: '' });
    expect(bad.status).toBe(403);
  });
});

describe('types management', () => {
  it('lists every list with its counts', async () => {
    const res = await root('GET', '/api/v2/admin/types/categories');
    const lists = (await json<Array<{ id: number; key: string; itemCount: number }>>(res)).data;
    expect(lists).toHaveLength(TYPE_LISTS.length);
    expect(lists.find((l) => l.key === 'organizationType')!.itemCount).toBe(
      TYPE_LISTS.find((l) => l.key === 'organizationType')!.items.length,
    );
  });

  it('adds an item with the next id of its list, unique slugs and an audit row', async () => {
    const item = await addSector('Space tech', 'Uzay teknolojileri');
    expect(Math.floor(item.id / 1000)).toBe(SECTORS);
    expect(item.id).toBeGreaterThan(SECTORS * 1000 + seededSectors);
    expect(item).toMatchObject({
      slugEn: 'space-tech',
      slugTr: 'uzay-teknolojileri',
      active: true,
      inUse: 0,
    });
    const [audit] = await testDb()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.type.create'), eq(auditLog.entityId, `ref-type:${item.id}`)));
    expect(audit?.details).toMatchObject({ list: 'startupSector', nameEn: 'Space tech' });

    // A second item with the same name is refused; the next one takes the next id.
    const dup = await root('POST', `/api/v2/admin/types/categories/${SECTORS}/items`, {
      nameEn: 'space tech',
      nameTr: 'Başka',
    });
    expect(dup.status).toBe(409);
    expect((await json(dup)).data).toEqual({
      fields: { nameEn: 'Another item of this list already has this name.' },
    });
    const next = await addSector('Quantum computing', 'Kuantum bilişim');
    expect(next.id).toBe(item.id + 1);

    // Names are required, in Turkish too.
    const empty = await root(
      'POST',
      `/api/v2/admin/types/categories/${SECTORS}/items`,
      { nameEn: ' ', nameTr: '' },
      'tr',
    );
    expect(empty.status).toBe(400);
    expect((await json(empty)).data?.fields).toMatchObject({ nameEn: 'Bu alan zorunludur.' });
  });

  it('renames an unused item with new slugs and keeps the slugs of an item in use', async () => {
    const unused = await addSector('Robotcs', 'Robotk');
    const renamed = await root('PUT', `/api/v2/admin/types/items/${unused.id}`, {
      nameEn: 'Robotics',
      nameTr: 'Robotik',
    });
    expect((await json<Item>(renamed)).data).toMatchObject({
      nameEn: 'Robotics',
      slugEn: 'robotics',
      slugTr: 'robotik',
    });

    const fintech = typeIdByName('startupSector', 'Fintech');
    await insertStartupSeeds(
      testDb().db,
      [{ startup: { name: 'Slug Keeper', sectorIds: [fintech] } }] as never,
      new Set(),
    );
    const res = await root('PUT', `/api/v2/admin/types/items/${fintech}`, {
      nameEn: 'Financial technology',
      nameTr: 'Finansal teknoloji',
    });
    const kept = (await json<Item>(res)).data;
    expect(kept).toMatchObject({ nameEn: 'Financial technology', slugEn: 'fintech', inUse: 1 });
    const [audit] = await testDb()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.type.update'), eq(auditLog.entityId, `ref-type:${fintech}`)));
    expect(audit?.details).toMatchObject({
      from: { nameEn: 'Fintech' },
      to: { nameEn: 'Financial technology' },
    });
    await root('PUT', `/api/v2/admin/types/items/${fintech}`, {
      nameEn: 'Fintech',
      nameTr: 'Finansal teknoloji',
    });
  });

  it('moves an item up and down and renumbers the list', async () => {
    const second = typeIdByName('startupSector', 'E-commerce');
    const moved = await root('POST', `/api/v2/admin/types/items/${second}/move`, { direction: 'up' });
    const list = (await json<List>(moved)).data;
    expect(list.items[0]!.id).toBe(second);
    expect(list.items.map((i) => i.sortOrder)).toEqual(list.items.map((_, i) => i + 1));
    // The first item cannot go further up.
    const again = (
      await json<List>(await root('POST', `/api/v2/admin/types/items/${second}/move`, { direction: 'up' }))
    ).data;
    expect(again.items[0]!.id).toBe(second);
    const back = (
      await json<List>(await root('POST', `/api/v2/admin/types/items/${second}/move`, { direction: 'down' }))
    ).data;
    expect(back.items[1]!.id).toBe(second);
    // The public list follows the new order.
    const publicList = await json<Array<{ id: number }>>(
      await apiRequest('GET', `/apiCommon/Type/GetTypeList?parentId=${SECTORS}`),
    );
    expect(publicList.data[1]!.id).toBe(second);
  });

  it('hides an inactive item from the lists forms and filters offer, not from a startup that uses it', async () => {
    const gaming = typeIdByName('startupSector', 'Gaming');
    await insertStartupSeeds(
      testDb().db,
      [{ startup: { name: 'Oyun Atölyesi', sectorIds: [gaming] } }] as never,
      new Set(),
    );
    const off = await root('PATCH', `/api/v2/admin/types/items/${gaming}/active`, { active: false });
    expect((await json<Item>(off)).data).toMatchObject({ active: false, inUse: 1 });

    const listed = await json<Array<{ id: number }>>(
      await apiRequest('GET', `/apiCommon/Type/GetTypeList?parentId=${SECTORS}`),
    );
    expect(listed.data.map((i) => i.id)).not.toContain(gaming);
    const byChild = await json<Array<{ id: number }>>(
      await apiRequest('GET', `/apiCommon/Type/GetTypeListByChildId?id=${gaming}`),
    );
    expect(byChild.data.map((i) => i.id)).toContain(gaming);
    const options = await getStartupFilterOptions({
      db: testDb().db,
      viewer: ANONYMOUS_VIEWER,
      locale: 'en',
    });
    expect(options.sectors.map((s) => s.id)).not.toContain(gaming);
    // An edit form keeps the record's stored choice among its options.
    const { getTypeListKeeping } = await import('@/modules/reference/reference');
    const kept = await getTypeListKeeping(testDb().db, SECTORS, 'tr', [gaming]);
    expect(kept.find((i) => i.id === gaming)?.name).toBe('Oyun');
    expect((await getTypeListKeeping(testDb().db, SECTORS, 'en', [])).map((i) => i.id)).not.toContain(gaming);

    const startup = await json<{ sectors: string[] }>(
      await apiRequest('GET', '/apiCommon/Company/Get/oyun-atolyesi'),
    );
    expect(startup.data.sectors).toContain('Gaming');
    const inTurkish = await json<{ sectors: string[] }>(
      await apiRequest('GET', '/apiCommon/Company/Get/oyun-atolyesi', undefined, { 'accept-language': 'tr' }),
    );
    expect(inTurkish.data.sectors).toContain('Oyun');

    const [audit] = await testDb()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.type.deactivate'), eq(auditLog.entityId, `ref-type:${gaming}`)));
    expect(audit).toBeDefined();
    await root('PATCH', `/api/v2/admin/types/items/${gaming}/active`, { active: true });
    const back = await json<Array<{ id: number }>>(
      await apiRequest('GET', `/apiCommon/Type/GetTypeList?parentId=${SECTORS}`),
    );
    expect(back.data.map((i) => i.id)).toContain(gaming);
  });

  it('refuses a deactivated item for new choices on writes, and lets a record that holds it save', async () => {
    const gaming = typeIdByName('startupSector', 'Gaming');
    const fintech = typeIdByName('startupSector', 'Fintech');
    const remote = typeIdByName('jobWorkingPlan', 'Remote');
    const founder = await signedInCookie(testDb(), 'types.founder@example.com');
    const as = (method: string, path: string, body: unknown) =>
      apiRequest(method, path, body, { cookie: founder, 'accept-language': 'tr' });
    const made = await as('POST', '/apiCommon/Company/Post', {
      name: 'Pasif Oyun',
      sectorIds: [gaming],
      teamMembers: [{ name: 'Ece', surname: 'Kılıç' }],
    });
    expect(made.status).toBe(200);
    const id = (await json<{ id: number }>(made)).data.id;
    await root('PATCH', `/api/v2/admin/types/items/${gaming}/active`, { active: false });
    await root('PATCH', `/api/v2/admin/types/items/${remote}/active`, { active: false });
    try {
      // A new startup cannot choose it, nor an id that is no item at all.
      for (const sectorIds of [[gaming], [fintech, 13_999]]) {
        const refused = await as('POST', '/apiCommon/Company/Post', {
          name: 'Yeni Oyun',
          sectorIds,
          teamMembers: [{ name: 'Ece', surname: 'Kılıç' }],
        });
        expect(refused.status, JSON.stringify(sectorIds)).toBe(400);
        expect((await json(refused)).data?.fields?.sectorIds).toBe('Bu alan geçerli değil.');
      }
      // The startup that holds it saves unchanged and may add an active sector beside it.
      const kept = await as('PUT', '/apiCommon/Company/Put', { companyId: id, sectorIds: [gaming, fintech] });
      expect(kept.status).toBe(200);
      // A talent profile cannot take up a deactivated working plan.
      const profile = await as('PUT', '/api/v2/users/me', { workingPlanIds: [remote] });
      expect(profile.status).toBe(400);
      expect((await json(profile)).data?.fields?.workingPlanIds).toBe('Bu alan geçerli değil.');
    } finally {
      await root('PATCH', `/api/v2/admin/types/items/${gaming}/active`, { active: true });
      await root('PATCH', `/api/v2/admin/types/items/${remote}/active`, { active: true });
    }
    const [row] = await testDb()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(startups)
      .where(eq(startups.name, 'Yeni Oyun'));
    expect(row!.n).toBe(0);
  });

  it('refuses to delete an item in use with the count, and deletes an unused one', async () => {
    const health = typeIdByName('startupSector', 'Health tech');
    await insertStartupSeeds(
      testDb().db,
      [
        { startup: { name: 'Şifa Sağlık', sectorIds: [health] } },
        { startup: { name: 'Nabız', sectorIds: [health] } },
      ] as never,
      new Set(),
    );
    const refused = await root('DELETE', `/api/v2/admin/types/items/${health}`);
    expect(refused.status).toBe(409);
    const body = await json(refused);
    expect(body.status.value).toBe('refType.in_use');
    expect(body.message).toBe(
      'This type is in use and cannot be deleted; deactivate it instead. (2 records use it)',
    );
    const inTurkish = await json(
      await root('DELETE', `/api/v2/admin/types/items/${health}`, undefined, 'tr'),
    );
    expect(inTurkish.message).toBe(
      'Bu tip kullanımda olduğu için silinemez; bunun yerine pasif hâle getirin. (2 kayıt kullanıyor)',
    );
    expect((await testDb().db.select().from(types).where(eq(types.id, health))).length).toBe(1);

    // A job's working plan counts too (another table, another list).
    const remote = typeIdByName('jobWorkingPlan', 'Remote');
    const items = await json<List>(
      await root('GET', `/api/v2/admin/types/categories/${TYPE_LIST_IDS.jobWorkingPlan}/items`),
    );
    expect(items.data.items.find((i) => i.id === remote)!.inUse).toBe(0);

    const unused = await addSector('Short-lived', 'Kısa ömürlü');
    const gone = await root('DELETE', `/api/v2/admin/types/items/${unused.id}`);
    expect(gone.status).toBe(200);
    expect((await testDb().db.select().from(types).where(eq(types.id, unused.id))).length).toBe(0);
    const [audit] = await testDb()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.type.delete'), eq(auditLog.entityId, `ref-type:${unused.id}`)));
    expect(audit?.details).toMatchObject({ nameTr: 'Kısa ömürlü' });
    const missing = await root('DELETE', `/api/v2/admin/types/items/${unused.id}`, undefined, 'tr');
    expect(missing.status).toBe(404);
    expect((await json(missing)).message).toBe('Tip bulunamadı');
  });

  it('writes nothing when the audit row cannot be written (one transaction)', async () => {
    const { createTypeItem } = await import('@/modules/reference/types-admin');
    const [root] = await testDb()
      .db.select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'types.root@example.com'));
    const viewer = {
      userId: root!.id,
      isAuthenticated: true,
      access: [{ entityId: 'admin', scopes: ['FULL_ACCESS'] }],
      packages: [],
      isPremium: false,
      isAdmin: true,
    };
    const before = (await testDb().db.select().from(types).where(eq(types.parentId, SECTORS))).length;
    // A database whose audit insert fails: the item is not stored either.
    const failing = new Proxy(testDb().db, {
      get(target, prop, receiver) {
        if (prop !== 'transaction') return Reflect.get(target, prop, receiver);
        return (work: (tx: unknown) => Promise<unknown>) =>
          target.transaction(async (tx) =>
            work(
              new Proxy(tx, {
                get(t, p, r) {
                  if (p !== 'insert') return Reflect.get(t, p, r);
                  return (table: unknown) => {
                    if (table === auditLog) throw new Error('audit store down');
                    return t.insert(table as never);
                  };
                },
              }),
            ),
          );
      },
    });
    await expect(
      createTypeItem({ db: failing, viewer: viewer as never, locale: 'en' }, SECTORS, {
        nameEn: 'Phantom',
        nameTr: 'Hayalet',
      }),
    ).rejects.toThrow('audit store down');
    expect((await testDb().db.select().from(types).where(eq(types.parentId, SECTORS))).length).toBe(before);
  });
});
