/**
 * Lists (issue 18 §5) against the database: a user makes a list, adds a startup, a person and an
 * organization (an entry kept once, its note replaced; a hidden startup refused), renames it,
 * notes and removes entries; another user cannot read or change it (404, nothing changed);
 * the limits (50 lists, 500 entries, 80-character names) in English and Turkish; a share link
 * shows the public entries without notes and stops when sharing stops; the Excel file is for
 * premium holders, counts its rows in the month's pool, leaves hidden entries out and is refused
 * (nothing counted) past the month's row limit.
 */
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, signedInCookie } from '../helpers/api';
import { ctxFor, PREMIUM_VIEWER, SIGNED_IN_VIEWER } from '../helpers/db';

const testDb = apiTestDb({ reference: true });
const { TURKEY_ID } = await import('@/modules/reference/seed');
const { typeIdByName } = await import('@/modules/reference/data/type-lists');
const { createOrganizations } = await import('@/modules/organizations/organizations');
const { insertStartupSeeds } = await import('@/modules/startups/bulk-insert');
const { startups } = await import('@/modules/startups/schema');
const { users } = await import('@/modules/identity/schema');
const { profiles } = await import('@/modules/profiles/schema');
const { premiumUsage } = await import('@/modules/access/schema');
const { userListItems } = await import('@/modules/lists/schema');
const lists = await import('@/modules/lists/lists');
const { exportList } = await import('@/modules/lists/export');

type Envelope<T> = { data: T; message: string | null; fields?: Record<string, string> };
let shown: number;
let hidden: number;
let park: number;

beforeAll(async () => {
  const db = testDb().db;
  await db.insert(users).values([
    {
      id: PREMIUM_VIEWER.userId!,
      name: 'Elif',
      surname: 'Kaya',
      email: 'elif@example.com',
      emailVerified: true,
    },
    {
      id: SIGNED_IN_VIEWER.userId!,
      name: 'Can',
      surname: 'Ak',
      email: 'can@example.com',
      emailVerified: true,
    },
    { id: 'p1', name: 'Şule', surname: 'Işık', email: 'sule@example.com', emailVerified: true },
  ]);
  await db
    .insert(profiles)
    // Şule chose to be listed (profiles/listing.ts): only listed people can be put on a list.
    .values({ userId: 'p1', seoUrl: 'sule-isik', title: 'Kurucu', isListed: true, searchText: 'sule isik' });
  [shown, hidden] = (await insertStartupSeeds(
    db,
    [
      { startup: { name: 'Ödeme Yolu', tagline: 'Payments', countryId: TURKEY_ID } },
      { startup: { name: 'Gizli Girişim', isVisible: false } },
    ] as never,
    new Set(),
  )) as [number, number];
  [park] = (await createOrganizations(db, [
    {
      name: 'Boğaziçi Teknopark',
      typeId: typeIdByName('organizationType', 'Science park'),
      countryId: TURKEY_ID,
    },
  ])) as [number];
});

const owner = () => ctxFor(testDb(), PREMIUM_VIEWER);
const other = () => ctxFor(testDb(), SIGNED_IN_VIEWER);

describe('a list and its entries', () => {
  it('holds a startup, a person and an organization once each, with notes, newest first', async () => {
    const id = await lists.createList(owner(), '  Fintech   to watch ');
    const first = await lists.addListItem(owner(), id, {
      kind: 'startup',
      entityId: String(shown),
      note: 'Met at demo day',
    });
    await lists.addListItem(owner(), id, { kind: 'person', entityId: 'p1' });
    await lists.addListItem(owner(), id, { kind: 'organization', entityId: String(park) });
    // The same startup again: still one entry, its note replaced.
    expect(
      await lists.addListItem(owner(), id, { kind: 'startup', entityId: String(shown), note: 'Call in May' }),
    ).toBe(first);
    await expect(
      lists.addListItem(owner(), id, { kind: 'startup', entityId: String(hidden) }),
    ).rejects.toMatchObject({
      status: 404,
      key: 'lists.entry_not_found',
    });
    await expect(
      lists.addListItem(owner(), id, { kind: 'person', entityId: 'nobody' }),
    ).rejects.toMatchObject({
      key: 'lists.entry_not_found',
    });

    const list = await lists.getList(owner(), id);
    expect(list.name).toBe('Fintech to watch');
    expect(list.counts).toEqual({ startup: 1, person: 1, organization: 1 });
    expect(list.items.map((i) => i.entry?.name)).toEqual(['Boğaziçi Teknopark', 'Şule Işık', 'Ödeme Yolu']);
    expect(list.items.find((i) => i.kind === 'startup')!.note).toBe('Call in May');

    await lists.setListItemNote(owner(), id, first, 'Send the deck');
    await lists.removeListItem(owner(), id, list.items[0]!.id);
    const after = await lists.getList(owner(), id);
    expect(after.items.map((i) => [i.entry?.name, i.note])).toEqual([
      ['Şule Işık', ''],
      ['Ödeme Yolu', 'Send the deck'],
    ]);
    expect(await lists.listsHolding(owner(), 'startup', String(shown))).toEqual([
      { id, name: 'Fintech to watch', holds: true },
    ]);
    // A person's page knows them by seoUrl: the same entry, stored under the user id.
    const again = await lists.addListItem(owner(), id, { kind: 'person', entityId: 'sule-isik' });
    expect(again).toBe(after.items[0]!.id);
    expect(await lists.listsHolding(owner(), 'person', 'sule-isik')).toEqual([
      { id, name: 'Fintech to watch', holds: true },
    ]);
  });

  it('is the owner’s alone: another user gets 404 and changes nothing', async () => {
    const id = await lists.createList(owner(), 'Private');
    await lists.addListItem(owner(), id, { kind: 'startup', entityId: String(shown) });
    const [item] = (await lists.getList(owner(), id)).items;
    for (const call of [
      () => lists.getList(other(), id),
      () => lists.renameList(other(), id, 'Mine now'),
      () => lists.addListItem(other(), id, { kind: 'person', entityId: 'p1' }),
      () => lists.setListItemNote(other(), id, item!.id, 'x'),
      () => lists.removeListItem(other(), id, item!.id),
      () => lists.setListSharing(other(), id, true),
      () => lists.deleteList(other(), id),
    ])
      await expect(call()).rejects.toMatchObject({ status: 404, key: 'lists.not_found' });
    const list = await lists.getList(owner(), id);
    expect([list.name, list.items.length, list.shareToken]).toEqual(['Private', 1, null]);
    await expect(lists.myLists(ctxFor(testDb()))).rejects.toMatchObject({ status: 401 });
  });

  it('keeps its limits: names, 500 entries, 50 lists', async () => {
    await expect(lists.createList(owner(), '   ')).rejects.toMatchObject({ key: 'lists.name_required' });
    await expect(lists.createList(owner(), 'x'.repeat(81))).rejects.toMatchObject({
      key: 'lists.name_too_long',
    });
    const full = await lists.createList(owner(), 'Full');
    await testDb()
      .db.insert(userListItems)
      .values(
        Array.from({ length: 500 }, (_, i) => ({ listId: full, kind: 'person', entityId: `ghost-${i}` })),
      );
    await expect(lists.addListItem(owner(), full, { kind: 'person', entityId: 'p1' })).rejects.toMatchObject({
      key: 'lists.too_many_items',
    });
    const have = (await lists.myLists(owner())).length;
    for (let i = have; i < lists.MAX_LISTS; i += 1) await lists.createList(owner(), `List ${i}`);
    await expect(lists.createList(owner(), 'One too many')).rejects.toMatchObject({ key: 'lists.too_many' });
    expect((await lists.myLists(owner())).length).toBe(lists.MAX_LISTS);
    // Room again for the tests below.
    for (const l of (await lists.myLists(owner())).filter((l) => /^List \d+$|^Full$/.test(l.name)))
      await lists.deleteList(owner(), l.id);
  });
});

describe('sharing and export', () => {
  it('shares public entries without notes, and the link stops when sharing stops', async () => {
    const id = await lists.createList(owner(), 'Shared picks');
    await lists.addListItem(owner(), id, {
      kind: 'startup',
      entityId: String(shown),
      note: 'private thought',
    });
    await lists.addListItem(owner(), id, { kind: 'person', entityId: 'p1' });
    const token = (await lists.setListSharing(owner(), id, true))!;
    expect(token.length).toBeGreaterThanOrEqual(20);
    expect(await lists.setListSharing(owner(), id, true)).toBe(token);

    const res = await apiRequest('GET', `/api/v2/shared-lists/${token}`);
    const shared = (
      (await res.json()) as Envelope<{ name: string; ownerName: string; entries: Array<object> }>
    ).data;
    expect(shared.name).toBe('Shared picks');
    expect(shared.ownerName).toBe('Elif');
    expect(shared.entries).toHaveLength(2);
    expect(JSON.stringify(shared)).not.toContain('private thought');

    // A startup hidden later: out of the shared view, unavailable in the owner's.
    await testDb().db.update(startups).set({ isVisible: false }).where(eq(startups.id, shown));
    expect((await lists.getSharedList(ctxFor(testDb()), token)).entries).toHaveLength(1);
    expect((await lists.getList(owner(), id)).items.find((i) => i.kind === 'startup')!.entry).toBeNull();
    await testDb().db.update(startups).set({ isVisible: true }).where(eq(startups.id, shown));

    await lists.setListSharing(owner(), id, false);
    const gone = await apiRequest('GET', `/api/v2/shared-lists/${token}`, undefined, {
      'accept-language': 'tr',
    });
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as Envelope<null>).message).toBe('Böyle bir liste yok.');
  });

  it('exports to Excel for premium holders, in the viewer’s language, counting each row', async () => {
    const id = await lists.createList(owner(), 'Yatırım listesi');
    await lists.addListItem(owner(), id, { kind: 'startup', entityId: String(shown), note: 'Sunumu iste' });
    await lists.addListItem(owner(), id, { kind: 'organization', entityId: String(park) });
    await expect(exportList(ctxFor(testDb(), SIGNED_IN_VIEWER), id)).rejects.toMatchObject({ status: 402 });

    const file = await exportList(ctxFor(testDb(), PREMIUM_VIEWER, 'tr'), id);
    expect(file.fileName).toMatch(/^yatirim-listesi-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Liste');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Tür', 'Ad', 'Sayfa', 'Ayrıntı', 'Not', 'Eklenme']);
    expect(sheet.rowCount).toBe(3);
    const rows = [sheet.getRow(2).values, sheet.getRow(3).values] as unknown[][];
    expect(rows.map((r) => r[1])).toEqual(['Kurum', 'Girişim']);
    expect(String(rows[1]![3])).toMatch(/\/tr\/girisim\/[^/]+$/);
    expect(rows[1]![5]).toBe('Sunumu iste');
    const [usage] = await testDb()
      .db.select()
      .from(premiumUsage)
      .where(eq(premiumUsage.userId, PREMIUM_VIEWER.userId!));
    expect(usage!.startupDownloadedRow).toBe(2);
  });

  it('refuses an export past the month’s row limit, counting nothing', async () => {
    const id = await lists.createList(owner(), 'Limit listesi');
    await lists.addListItem(owner(), id, { kind: 'startup', entityId: String(shown) });
    await lists.addListItem(owner(), id, { kind: 'organization', entityId: String(park) });
    const pool = eq(premiumUsage.userId, PREMIUM_VIEWER.userId!);
    const [before] = await testDb().db.select().from(premiumUsage).where(pool);
    // One row left this month (the premium limit is 1,000 rows); the list has two.
    await testDb().db.update(premiumUsage).set({ startupDownloadedRow: 999 }).where(pool);
    await expect(exportList(ctxFor(testDb(), PREMIUM_VIEWER, 'tr'), id)).rejects.toMatchObject({
      status: 402,
      key: 'premium.limit_reached',
      params: { limit: 1000 },
    });
    const [after] = await testDb().db.select().from(premiumUsage).where(pool);
    expect(after!.startupDownloadedRow).toBe(999);
    await testDb()
      .db.update(premiumUsage)
      .set({ startupDownloadedRow: before!.startupDownloadedRow })
      .where(pool);
  });
});

describe('the list calls', () => {
  it('answer 401 to visitors and carry a signed-in user’s whole flow, errors in Turkish', async () => {
    expect((await apiRequest('GET', '/api/v2/lists')).status).toBe(401);
    const cookie = await signedInCookie(testDb(), 'lists-user@example.com');
    const created = await apiRequest('POST', '/api/v2/lists', { name: 'Takip' }, { cookie });
    const { id } = ((await created.json()) as Envelope<{ id: number }>).data;
    expect(id, 'list id').toBeGreaterThan(0);
    const add = await apiRequest(
      'POST',
      `/api/v2/lists/${id}/items`,
      { kind: 'person', entityId: 'p1' },
      { cookie },
    );
    expect(add.status, await add.clone().text()).toBe(200);
    const got = (
      (await (await apiRequest('GET', `/api/v2/lists/${id}`, undefined, { cookie })).json()) as Envelope<{
        items: Array<{ entry: { name: string } }>;
      }>
    ).data;
    expect(got.items.map((i) => i.entry.name)).toEqual(['Şule Işık']);
    const bad = await apiRequest(
      'PATCH',
      `/api/v2/lists/${id}`,
      { name: '' },
      { cookie, 'accept-language': 'tr' },
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Envelope<null>).message).toBe('Listeye bir ad verin.');
    const foreign = await apiRequest('DELETE', `/api/v2/lists/${id}`, undefined, {});
    expect(foreign.status).toBe(401);
  });
});
