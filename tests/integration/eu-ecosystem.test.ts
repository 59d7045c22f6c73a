/**
 * EU ecosystem management (issue 17 §1 "eu-ecosystem-management: the EU organizations shown on
 * the EU map (add, edit, approve, import)"; D §6 super admin) through the HTTP API: the role
 * matrix of every management call (visitor 401; user, admin and report admin 403; super admin
 * allowed) and the public read; create, edit, approve one and many, delete, each with its audit
 * row; validation in English and Turkish; importing tests/fixtures/eu-organizations.csv (a bad
 * row, a row that updates a stored organization, a row twice in the file, Turkish text) as the
 * preview said; the public read shows only approved organizations; the seed step's data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, ORIGIN, signedInCookie } from '../helpers/api';

const testDb = apiTestDb({ reference: true });
const { and, eq, like } = await import('drizzle-orm');
const { users } = await import('@/modules/identity/schema');
const { auditLog } = await import('@/modules/access/schema');
const { grantAccessInternal } = await import('@/modules/access/access');
const { euOrganizations } = await import('@/modules/organizations/schema');
const { typeIdByName } = await import('@/modules/reference/data/type-lists');
const { seedEuOrganizations } = await import('@/modules/organizations/eu-seed');
const { EU_SEED_ORGANIZATIONS } = await import('@/modules/organizations/eu-seed-data');

type Envelope<T> = { data: T; status: { code: number; value: string }; message: string | null };
type Failure = { fields?: Record<string, string> } | null;
const json = async <T = Failure>(res: Response) => (await res.json()) as Envelope<T>;
type Org = {
  id: number;
  name: string;
  typeId: number;
  typeName: string;
  countryId: number;
  countryName: string;
  city: string;
  website: string | null;
  status: 'pending' | 'approved';
  source: string;
  latitude: number | null;
};
type Page = { data: Org[]; totalCount: number; pendingCount: number };
type ImportResult = {
  fileName: string;
  totalRows: number;
  createCount: number;
  updateCount: number;
  errorCount: number;
  rows: Array<{ row: number; name: string; action: string; errors: Record<string, string> }>;
};

const BASE = '/api/v2/admin/eu-organizations';
const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/eu-organizations.csv');
const ACCELERATOR = typeIdByName('organizationType', 'Accelerator');
const VC = typeIdByName('organizationType', 'Venture capital');
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

const headersOf = (who: Audience, locale: string) => ({
  'accept-language': locale,
  ...(cookies[who] ? { cookie: cookies[who]! } : {}),
});
const as = (who: Audience, method: string, url: string, body?: unknown, locale = 'en') =>
  apiRequest(method, url, body, headersOf(who, locale));
const root = (method: string, url: string, body?: unknown, locale = 'en') =>
  as('superAdmin', method, url, body, locale);

/** POST …/import with a multipart body (the browser sets the boundary). */
async function importFile(
  who: Audience,
  bytes: Buffer,
  fileName: string,
  options: { dryRun: boolean; approve?: boolean },
  locale = 'en',
) {
  const { getApi } = await import('@/app/_api/app');
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], fileName, { type: 'text/csv' }));
  form.append('dryRun', String(options.dryRun));
  form.append('approve', String(options.approve ?? false));
  return getApi().fetch(
    new Request(`${ORIGIN}${BASE}/import`, {
      method: 'POST',
      headers: { origin: ORIGIN, ...headersOf(who, locale) },
      body: form,
    }),
  );
}

const station = {
  name: 'Kraków Hub',
  typeId: ACCELERATOR,
  countryId: 616,
  city: 'Kraków',
  website: 'krakow-hub.example.org',
  descriptionEn: 'Accelerator in Kraków.',
  descriptionTr: 'Krakov’da hızlandırıcı.',
  latitude: 50.0647,
  longitude: 19.945,
};

async function create(body: Record<string, unknown>): Promise<Org> {
  const res = await root('POST', BASE, body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  return (await json<Org>(res)).data;
}

beforeAll(async () => {
  cookies.user = await cookieWith('eu.user@example.com');
  cookies.admin = await cookieWith('eu.admin@example.com', 'yc-admin');
  cookies.reportAdmin = await cookieWith('eu.rapor@example.com', 'rapor-admin');
  cookies.superAdmin = await cookieWith('eu.root@example.com', 'admin');
}, 180_000);

describe('the role matrix', () => {
  it('answers 401 to visitors, 403 to users, admins and report admins, and serves super admins', async () => {
    const target = await create({ ...station, name: 'Matrix Target' });
    const calls: Array<[string, string, unknown]> = [
      ['GET', `${BASE}?q=matrix`, undefined],
      ['GET', `${BASE}/${target.id}`, undefined],
      ['POST', BASE, { ...station, name: `Matrix New` }],
      ['PUT', `${BASE}/${target.id}`, { ...station, name: 'Matrix Target' }],
      ['POST', `${BASE}/approve`, { ids: [target.id] }],
    ];
    for (const [method, url, body] of calls)
      for (const who of audiences) {
        const res = await as(who, method, url, body);
        const expected = who === 'visitor' ? 401 : who === 'superAdmin' ? 200 : 403;
        expect(res.status, `${who} ${method} ${url}`).toBe(expected);
        if (expected === 403) expect((await json(res)).status.value).toBe('access.invalid');
      }
    const csv = Buffer.from('name,type,country\nMatrix Import,Accelerator,PL\n');
    for (const who of audiences) {
      const res = await importFile(who, csv, 'matrix.csv', { dryRun: true });
      expect(res.status, `${who} import`).toBe(who === 'visitor' ? 401 : who === 'superAdmin' ? 200 : 403);
    }
    for (const who of audiences) {
      const res = await as(who, 'DELETE', `${BASE}/${target.id}`);
      expect(res.status, `${who} delete`).toBe(who === 'visitor' ? 401 : who === 'superAdmin' ? 200 : 403);
    }
    // The public read is open to everyone.
    for (const who of audiences) {
      expect((await as(who, 'GET', '/api/v2/eu-organizations')).status).toBe(200);
      expect((await as(who, 'GET', '/api/v2/eu-organizations/countries')).status).toBe(200);
    }
  });
});

describe('EU ecosystem management', () => {
  it('creates a pending organization, edits it and writes audit rows', async () => {
    const org = await create(station);
    expect(org).toMatchObject({
      status: 'pending',
      source: 'admin',
      website: 'https://krakow-hub.example.org',
      countryName: 'Poland',
      typeName: 'Accelerator',
    });
    const edited = await root('PUT', `${BASE}/${org.id}`, { ...station, typeId: VC, city: 'Krakow' });
    expect((await json<Org>(edited)).data).toMatchObject({ typeId: VC, city: 'Krakow', status: 'pending' });
    const actions = await testDb()
      .db.select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, `eu-organization:${org.id}`));
    expect(actions.map((a) => a.action)).toEqual([
      'admin.eu_organization.create',
      'admin.eu_organization.update',
    ]);

    // Same name in the same country (case ignored) is refused; in another country it is fine.
    const dup = await root('POST', BASE, { ...station, name: 'kraków hub' });
    expect(dup.status).toBe(409);
    expect((await json(dup)).data?.fields).toEqual({
      name: 'This country already has an organization with this name.',
    });
    await create({ ...station, countryId: 203, city: 'Prague', latitude: null, longitude: null });
  });

  it('refuses invalid input field by field, in English and Turkish', async () => {
    const bad = {
      name: '',
      typeId: 13001,
      countryId: 840,
      website: 'not a link',
      latitude: 91,
      longitude: null,
    };
    const en = await json(await root('POST', BASE, bad));
    expect(en.status.code).toBe(400);
    expect(en.data?.fields).toMatchObject({
      name: 'This field required.',
      typeId: 'Choose an organization type from the list.',
      countryId: 'Choose a European country from the list.',
      website: "The link you've provided is not valid!",
      latitude: 'Latitude is a number from -90 to 90.',
    });
    const tr = await json(await root('POST', BASE, { ...station, latitude: 41, longitude: null }, 'tr'));
    expect(tr.data?.fields).toEqual({
      longitude: 'Enlem ve boylamı birlikte girin ya da ikisini de boş bırakın.',
    });
  });

  it('approves one and many, lists by filters and deletes', async () => {
    const a = await create({ ...station, name: 'Approve One', countryId: 40, city: 'Vienna' });
    const b = await create({ ...station, name: 'Approve Two', countryId: 40, city: 'Graz' });
    const c = await create({ ...station, name: 'Approve Three', countryId: 40, city: 'Linz' });
    const one = await root('POST', `${BASE}/approve`, { ids: [a.id] });
    expect((await json<{ approved: number }>(one)).data.approved).toBe(1);
    const many = await root('POST', `${BASE}/approve`, { ids: [a.id, b.id, c.id] });
    expect((await json<{ approved: number }>(many)).data.approved).toBe(2);
    const none = await json(await root('POST', `${BASE}/approve`, { ids: [] }, 'tr'));
    expect(none.data?.fields).toEqual({ ids: 'En az bir kuruluş seçin.' });
    const ours = [a, b, c].map((o) => `eu-organization:${o.id}`);
    const approvals = await testDb()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.eu_organization.approve'));
    expect(
      approvals
        .map((r) => r.entityId)
        .filter((id) => ours.includes(id!))
        .sort(),
    ).toEqual(ours.sort());

    const austria = await json<Page>(await root('GET', `${BASE}?countryId=40&status=approved`));
    expect(austria.data.data.map((o) => o.name)).toEqual(['Approve One', 'Approve Three', 'Approve Two']);
    const search = await json<Page>(await root('GET', `${BASE}?q=graz`));
    expect(search.data.data.map((o) => o.name)).toEqual(['Approve Two']);
    const paged = await json<Page>(await root('GET', `${BASE}?countryId=40&pageSize=2&pageIndex=2`));
    expect(paged.data).toMatchObject({ totalCount: 3, pageIndex: 2 });
    expect(paged.data.data).toHaveLength(1);

    const gone = await root('DELETE', `${BASE}/${c.id}`);
    expect(gone.status).toBe(200);
    const [audit] = await testDb()
      .db.select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'admin.eu_organization.delete'),
          eq(auditLog.entityId, `eu-organization:${c.id}`),
        ),
      );
    expect(audit?.details).toMatchObject({ name: 'Approve Three' });
    const missing = await root('DELETE', `${BASE}/${c.id}`, undefined, 'tr');
    expect(missing.status).toBe(404);
    expect((await json(missing)).message).toBe('AB kuruluşu bulunamadı');
  });

  it('imports the fixture as its preview said: new, updated, errors, Turkish text', async () => {
    const stored = await create({
      name: 'Factory Berlin',
      typeId: ACCELERATOR,
      countryId: 276,
      city: 'Berlin',
      website: 'https://factoryberlin.com',
      latitude: 52.52,
      longitude: 13.405,
    });
    const bytes = fs.readFileSync(FIXTURE);
    const previewRes = await importFile('superAdmin', bytes, 'eu-organizations.csv', { dryRun: true });
    expect(previewRes.status).toBe(200);
    const preview = (await json<ImportResult>(previewRes)).data;
    expect(preview).toMatchObject({
      fileName: 'eu-organizations.csv',
      totalRows: 7,
      createCount: 3,
      updateCount: 1,
      errorCount: 3,
    });
    const byRow = new Map(preview.rows.map((r) => [r.row, r]));
    expect(byRow.get(3)!.errors).toEqual({
      country: 'Not a country of the EU map: Atlantis',
      latitude: 'Latitude is a number from -90 to 90.',
    });
    expect(byRow.get(4)!.action).toBe('update');
    expect(byRow.get(5)!.errors).toEqual({ name: 'This organization is already on row 2 of the file.' });
    expect(byRow.get(7)!.errors).toEqual({ website: "The link you've provided is not valid!" });
    // The preview stores nothing.
    const before = await testDb()
      .db.select()
      .from(euOrganizations)
      .where(like(euOrganizations.source, 'import:%'));
    expect(before).toHaveLength(0);
    // In Turkish.
    const tr = (
      await json<ImportResult>(
        await importFile('superAdmin', bytes, 'eu-organizations.csv', { dryRun: true }, 'tr'),
      )
    ).data;
    expect(tr.rows.find((r) => r.row === 3)!.errors.country).toBe('AB haritasında olmayan ülke: Atlantis');

    const runRes = await importFile('superAdmin', bytes, 'eu-organizations.csv', { dryRun: false });
    const run = (await json<ImportResult>(runRes)).data;
    expect(run).toMatchObject({ createCount: 3, updateCount: 1, errorCount: 3 });
    const imported = await testDb()
      .db.select()
      .from(euOrganizations)
      .where(eq(euOrganizations.source, 'import:eu-organizations.csv'));
    expect(imported.map((o) => o.name).sort()).toEqual([
      'Factory Berlin',
      'Kuzey Girişim Merkezi',
      'Rockstart',
      'Station F',
    ]);
    const kuzey = imported.find((o) => o.name === 'Kuzey Girişim Merkezi')!;
    expect(kuzey).toMatchObject({
      countryId: 792,
      city: 'İzmir',
      status: 'pending',
      typeId: typeIdByName('organizationType', 'Entrepreneurship center'),
      descriptionTr: "İzmir'de girişimcilik merkezi; üniversite öğrencileri için ücretsiz atölyeler.",
    });
    expect(imported.find((o) => o.name === 'Station F')!.website).toBe('https://stationf.co');
    // The stored organization was updated; its blank cells kept the stored values.
    const factory = imported.find((o) => o.id === stored.id)!;
    expect(factory).toMatchObject({
      city: 'Berlin',
      latitude: 52.52,
      typeId: typeIdByName('organizationType', 'Entrepreneurship center'),
      descriptionEn: 'Tech campus and community in Berlin.',
    });
    const audits = await testDb()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.eu_organization.import'));
    expect(audits).toHaveLength(4);

    // Importing the same file again creates nothing.
    const again = (
      await json<ImportResult>(
        await importFile('superAdmin', bytes, 'eu-organizations.csv', { dryRun: true }),
      )
    ).data;
    expect(again).toMatchObject({ createCount: 0, updateCount: 4, errorCount: 3 });

    // "Approve on import" approves new and updated rows.
    const approved = await importFile(
      'superAdmin',
      Buffer.from('name,type,country,city\nLisbon Lab,Accelerator,Portugal,Lisbon\n'),
      'lisbon.csv',
      {
        dryRun: false,
        approve: true,
      },
    );
    expect((await json<ImportResult>(approved)).data.createCount).toBe(1);
    const [lisbon] = await testDb()
      .db.select()
      .from(euOrganizations)
      .where(eq(euOrganizations.name, 'Lisbon Lab'));
    expect(lisbon).toMatchObject({ status: 'approved', source: 'import:lisbon.csv', countryId: 620 });
  });

  it('refuses files that are too big, too long, or without a name column', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 'a');
    expect((await importFile('superAdmin', big, 'big.csv', { dryRun: true })).status).toBe(413);
    const rows = ['name,country', ...Array.from({ length: 2001 }, (_, i) => `Org ${i},PL`)].join('\n');
    const long = await importFile('superAdmin', Buffer.from(rows), 'long.csv', { dryRun: true }, 'tr');
    expect(long.status).toBe(400);
    expect((await json(long)).message).toBe('Dosyada çok fazla satır var (en fazla 2000).');
    const nameless = await importFile('superAdmin', Buffer.from('title,country\nX,PL\n'), 'x.csv', {
      dryRun: true,
    });
    expect((await json(nameless)).status.value).toBe('euOrganization.import_no_name_column');
  });

  it('shows only approved organizations in the public read, by country', async () => {
    await create({ ...station, name: 'Pending Only', countryId: 208, city: 'Copenhagen' });
    const approved = await create({ ...station, name: 'Approved Dane', countryId: 208, city: 'Aarhus' });
    await root('POST', `${BASE}/approve`, { ids: [approved.id] });
    const dk = await json<Array<{ name: string; description: string; countryName: string }>>(
      await apiRequest('GET', '/api/v2/eu-organizations?countryId=208', undefined, {
        'accept-language': 'tr',
      }),
    );
    expect(dk.data.map((o) => o.name)).toEqual(['Approved Dane']);
    expect(dk.data[0]).toMatchObject({ countryName: 'Danimarka', description: 'Krakov’da hızlandırıcı.' });
    const all = await json<Array<{ name: string }>>(await apiRequest('GET', '/api/v2/eu-organizations'));
    expect(all.data.map((o) => o.name)).not.toContain('Pending Only');
    const countries = await json<
      Array<{ id: number; name: string; approvedCount: number; byType: Record<string, number> }>
    >(await apiRequest('GET', '/api/v2/eu-organizations/countries'));
    // The map's category switches count per organization type; the pending one is not counted.
    expect(countries.data.find((c) => c.id === 208)).toEqual(
      expect.objectContaining({ name: 'Denmark', approvedCount: 1, byType: { [String(ACCELERATOR)]: 1 } }),
    );
    expect(countries.data.some((c) => c.id === 840)).toBe(false);
  });

  it('seeds the well-known organizations once, approved, with city-centre coordinates', async () => {
    // Organizations an admin already stored under the same (country, name) are left as they are.
    const existing = await testDb().db.select().from(euOrganizations);
    const taken = EU_SEED_ORGANIZATIONS.filter((o) => existing.some((e) => e.name === o.name)).length;
    const summary = await seedEuOrganizations(testDb().db);
    expect(summary).toMatch(/^\d+ EU ecosystem organizations in \d+ countries$/);
    const seeded = await testDb().db.select().from(euOrganizations).where(eq(euOrganizations.source, 'seed'));
    expect(seeded.length).toBe(EU_SEED_ORGANIZATIONS.length - taken);
    expect(EU_SEED_ORGANIZATIONS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(EU_SEED_ORGANIZATIONS.map((o) => `${o.country}:${o.name}`)).size).toBe(
      EU_SEED_ORGANIZATIONS.length,
    );
    expect(seeded.every((o) => o.status === 'approved' && o.latitude !== null && o.countryId !== 792)).toBe(
      true,
    );
    expect(seeded.find((o) => o.name === 'Slush')).toMatchObject({ countryId: 246, city: 'Helsinki' });
    // Running it again adds nothing.
    expect(await seedEuOrganizations(testDb().db)).toMatch(/^0 EU ecosystem/);
  });
});
