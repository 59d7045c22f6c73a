/**
 * v1 Company child collections over HTTP (issue 4; spec §7 "POST with companyId and a list
 * body; DELETE with body; team members also PUT") and the detail kinds incubationcenter and
 * AccelerationProgram (spec §3): adds, all-or-none deletes, scopes per collection, derived
 * columns (programIds feed the programs filter) and the messages in both languages.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, signedInCookie } from '../helpers/api';
import { users } from '@/modules/identity/schema';
import { grantAccessInternal } from '@/modules/access/access';
import { entityKey } from '@/modules/access/permissions';
import { organizations } from '@/modules/organizations/schema';
import { fundingRoundInvestors, fundingRounds, startups } from '@/modules/startups/schema';
import { typeIdByName } from '@/modules/reference/data/type-lists';

const testDb = apiTestDb();
const cookies: Record<string, string> = {};
let companyId = 0;
const orgs: Record<string, number> = {};

const signedIn = (email: string) => signedInCookie(testDb(), email);
const call = (who: string, method: string, path: string, body?: unknown, lang = 'en') =>
  apiRequest(method, path, body, { cookie: cookies[who] ?? '', 'accept-language': lang });
const startupRow = async () =>
  (await testDb().db.select().from(startups).where(eq(startups.id, companyId)))[0]!;

beforeAll(async () => {
  for (const who of ['owner', 'finance', 'stranger', 'admin'])
    cookies[who] = await signedIn(`${who}@example.com`);
  const [admin] = await testDb().db.select().from(users).where(eq(users.email, 'admin@example.com'));
  await grantAccessInternal(testDb().db, { userId: admin!.id, entityId: 'admin', scopes: ['FULL_ACCESS'] });
  const created = await call('owner', 'POST', '/apiCommon/Company/Post', {
    name: 'Anadolu Tarım',
    sectorIds: [typeIdByName('startupSector', 'Agritech')],
    teamMembers: [{ name: 'Ayşe', surname: 'Demir' }],
  });
  companyId = ((await created.json()) as { data: { id: number } }).data.id;
  const [finance] = await testDb().db.select().from(users).where(eq(users.email, 'finance@example.com'));
  await grantAccessInternal(testDb().db, {
    userId: finance!.id,
    entityId: entityKey('startup', companyId),
    scopes: ['STARTUP_FINANCIAL_WRITE'],
  });
  const rows = await testDb()
    .db.insert(organizations)
    .values([
      {
        seoUrl: 'odtu-teknokent',
        name: 'ODTÜ Teknokent',
        typeId: typeIdByName('organizationType', 'Science park'),
        searchText: 'odtu teknokent',
      },
      {
        seoUrl: 'kuzey-vc',
        name: 'Kuzey VC',
        typeId: typeIdByName('organizationType', 'Venture capital'),
        searchText: 'kuzey vc',
      },
    ])
    .returning({ id: organizations.id, seoUrl: organizations.seoUrl });
  for (const r of rows) orgs[r.seoUrl] = r.id;
});

describe('v1 child collections', () => {
  it('adds technologies, business and revenue models by id and refuses unknown or repeated ids', async () => {
    const ai = typeIdByName('technology', 'Artificial intelligence');
    const saas = typeIdByName('businessModel', 'B2B');
    const post = await call('owner', 'POST', '/apiCommon/Company/Technology', { companyId, list: [ai] });
    expect(post.status).toBe(200);
    expect(((await post.json()) as { data: number[] }).data).toEqual([ai]);
    expect(
      (await call('owner', 'POST', '/apiCommon/Company/BusinessModels', { companyId, list: [saas] })).status,
    ).toBe(200);
    const bad = await call(
      'owner',
      'POST',
      '/apiCommon/Company/RevenueModels',
      { companyId, list: [saas] },
      'tr',
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { data: { fields: Record<string, string> } }).data.fields).toHaveProperty(
      '0.id',
    );
    const again = await call(
      'owner',
      'POST',
      '/apiCommon/Company/Technology',
      { companyId, list: [ai] },
      'tr',
    );
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe('bu kayıt zaten mevcut');
    expect((await startupRow()).technologyIds).toEqual([ai]);

    // The matrix: a visitor 401, another user 403, the owner and an admin may.
    const iot = typeIdByName('technology', 'Internet of things');
    const body = { companyId, list: [iot] };
    expect((await apiRequest('POST', '/apiCommon/Company/Technology', body)).status).toBe(401);
    expect((await call('stranger', 'POST', '/apiCommon/Company/Technology', body)).status).toBe(403);
    expect((await call('admin', 'POST', '/apiCommon/Company/Technology', body)).status).toBe(200);
    expect((await call('stranger', 'DELETE', '/apiCommon/Company/Technology', body)).status).toBe(403);

    const removed = await call('owner', 'DELETE', '/apiCommon/Company/Technology', {
      companyId,
      list: [ai, iot],
    });
    expect(removed.status).toBe(200);
    expect((await startupRow()).technologyIds).toEqual([]);
  });

  it('incubation centers must be host organizations (a technopark yes, a VC fund no)', async () => {
    const vc = await call('owner', 'POST', '/apiCommon/Company/IncubationCenters', {
      companyId,
      list: [orgs['kuzey-vc']],
    });
    expect(vc.status).toBe(400);
    const ok = await call('owner', 'POST', '/apiCommon/Company/IncubationCenters', {
      companyId,
      list: [orgs['odtu-teknokent']],
    });
    expect(ok.status).toBe(200);
    expect((await startupRow()).incubationCenterIds).toEqual([orgs['odtu-teknokent']]);
    const details = await call('stranger', 'GET', `/api/v2/startups/${companyId}/details/incubationcenter`);
    expect(((await details.json()) as { data: unknown[] }).data).toEqual([{ id: orgs['odtu-teknokent'] }]);
  });

  it('government supports and acceleration programs keep the filter columns true', async () => {
    const bigg = typeIdByName('governmentSupport', 'TÜBİTAK BiGG 1512');
    const sup = await call('owner', 'POST', '/apiCommon/Company/GovernmentSupports', {
      companyId,
      list: [{ typeId: bigg, supportDate: '2025-03-01' }],
    });
    const [supportId] = ((await sup.json()) as { data: number[] }).data;
    let row = await startupRow();
    expect([row.hasGovernmentSupport, row.governmentSupportIds]).toEqual([true, [bigg]]);

    const itu = typeIdByName('acceleratorProgramOrganization', 'İTÜ Çekirdek');
    const badDate = await call('owner', 'POST', `/api/v2/startups/${companyId}/details/AccelerationProgram`, {
      typeId: itu,
      programDate: '2025-13-45',
    });
    expect(badDate.status).toBe(400);
    const added = await call('owner', 'POST', `/api/v2/startups/${companyId}/details/AccelerationProgram`, {
      typeId: itu,
      programDate: '2024-09-01',
    });
    expect(added.status).toBe(200);
    expect((await startupRow()).programIds).toEqual([itu]);
    const found = await apiRequest('POST', '/api/v2/startups/list?currentPage=1&pageSize=10', {
      programs: [itu],
    });
    const list = ((await found.json()) as { data: { data: Array<{ id: number }> } }).data.data;
    expect(list.map((s) => s.id)).toContain(companyId);

    // One unknown id in a DELETE list: nothing is deleted.
    const partial = await call('owner', 'DELETE', '/apiCommon/Company/GovernmentSupports', {
      companyId,
      list: [supportId, 999999],
    });
    expect(partial.status).toBe(404);
    row = await startupRow();
    expect(row.hasGovernmentSupport).toBe(true);
    expect(
      (
        await call('owner', 'DELETE', '/apiCommon/Company/GovernmentSupports', {
          companyId,
          list: [supportId],
        })
      ).status,
    ).toBe(200);
    expect((await startupRow()).hasGovernmentSupport).toBe(false);
  });

  it('team members: POST adds, DELETE refuses to remove the last one; a financial-only member cannot touch the team', async () => {
    const denied = await call(
      'finance',
      'POST',
      '/apiCommon/Company/TeamMembers',
      {
        companyId,
        list: [{ name: 'Can', surname: 'Er' }],
      },
      'tr',
    );
    expect(denied.status).toBe(403);
    expect(((await denied.json()) as { message: string }).message).toBe('Geçersiz erişim');
    const added = await call('owner', 'POST', '/apiCommon/Company/TeamMembers', {
      companyId,
      list: [{ name: 'Can', surname: 'Er', title: 'CTO' }],
    });
    const [memberId] = ((await added.json()) as { data: number[] }).data;
    const members = (await (
      await call('owner', 'GET', `/api/v2/startups/${companyId}/details/teammember`)
    ).json()) as {
      data: Array<{ id: number }>;
    };
    const all = members.data.map((m) => m.id);
    const last = await call('owner', 'DELETE', '/apiCommon/Company/TeamMembers', { companyId, list: all });
    expect(last.status).toBe(400);
    expect(((await last.json()) as { message: string }).message).toBe(
      'A startup needs at least one team member.',
    );
    expect(
      (await call('owner', 'DELETE', '/apiCommon/Company/TeamMembers', { companyId, list: [memberId] }))
        .status,
    ).toBe(200);
  });

  it('investors: the financial scope adds a lead investor to a round; strangers and unknown rounds are refused', async () => {
    const rounds = await call('finance', 'POST', '/apiCommon/Company/Investments', {
      companyId,
      list: [{ amount: 500000, amountCurrency: 'TRY', announcedDate: '2025-05-01' }],
    });
    expect(rounds.status).toBe(200);
    const [round] = await testDb()
      .db.select()
      .from(fundingRounds)
      .where(eq(fundingRounds.startupId, companyId));
    const body = {
      companyId,
      list: [{ roundId: round!.id, organizationId: orgs['kuzey-vc'], isLead: true }],
    };
    expect((await call('stranger', 'POST', '/apiCommon/Company/Investors', body)).status).toBe(403);
    const unknown = await call('finance', 'POST', '/apiCommon/Company/Investors', {
      companyId,
      list: [{ roundId: 424242, organizationId: orgs['kuzey-vc'] }],
    });
    expect(unknown.status).toBe(400);
    const lookup = await call('finance', 'GET', '/api/v2/organizations/lookup?name=kuzey');
    expect(((await lookup.json()) as { data: Array<{ name: string }> }).data.map((o) => o.name)).toEqual([
      'Kuzey VC',
    ]);
    expect((await call('finance', 'POST', '/apiCommon/Company/Investors', body)).status).toBe(200);
    expect((await call('finance', 'POST', '/apiCommon/Company/Investors', body)).status).toBe(409);
    const links = await testDb()
      .db.select()
      .from(fundingRoundInvestors)
      .where(eq(fundingRoundInvestors.roundId, round!.id));
    expect(links).toEqual([{ roundId: round!.id, organizationId: orgs['kuzey-vc'], isLead: true }]);
    const del = await call('finance', 'DELETE', '/apiCommon/Company/Investors', {
      companyId,
      list: [{ roundId: round!.id, organizationId: orgs['kuzey-vc'] }],
    });
    expect(del.status).toBe(200);
    // Deleting the round itself by id (DELETE with body).
    expect(
      (await call('finance', 'DELETE', '/apiCommon/Company/Investments', { companyId, list: [round!.id] }))
        .status,
    ).toBe(200);
    expect((await startupRow()).hasInvestment).toBe(false);
  });

  it('patents and important updates keep their rules: both patent fields, update text and date', async () => {
    const patent = await call(
      'owner',
      'POST',
      '/apiCommon/Company/Patents',
      {
        companyId,
        list: [{ name: 'Sulama sensörü', applicationNumber: '' }],
      },
      'tr',
    );
    expect(patent.status).toBe(400);
    expect(((await patent.json()) as { message: string }).message).toBe(
      'Patent adını ve başvuru numarasını birlikte doldurmalısınız.',
    );
    const update = await call('owner', 'POST', '/apiCommon/Company/ImportantUpdates', {
      companyId,
      list: [{ text: 'İlk ihracat', date: '2025-06-01' }],
    });
    expect(update.status).toBe(200);
    expect((await startupRow()).hasPatent).toBe(false);
  });
});

describe('whole-list saves keep what hangs on a row', () => {
  it('saving the rounds with their ids keeps the round investors; start after end is refused in both languages', async () => {
    await call('finance', 'POST', '/apiCommon/Company/Investments', {
      companyId,
      list: [{ amount: 100000, amountCurrency: 'USD', announcedDate: '2024-01-10' }],
    });
    const [round] = await testDb()
      .db.select()
      .from(fundingRounds)
      .where(eq(fundingRounds.startupId, companyId));
    await call('finance', 'POST', '/apiCommon/Company/Investors', {
      companyId,
      list: [{ roundId: round!.id, organizationId: orgs['kuzey-vc'], isLead: true }],
    });
    const badOrder = await call(
      'finance',
      'POST',
      '/apiCommon/Company/Investments',
      {
        companyId,
        list: [{ id: round!.id, amountCurrency: 'USD', startDate: '2024-02-01', endDate: '2024-01-01' }],
      },
      'tr',
    );
    expect(badOrder.status).toBe(400);
    expect(((await badOrder.json()) as { data: { fields: Record<string, string> } }).data.fields).toEqual({
      '0.endDate': 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
    });
    const saved = await call('finance', 'POST', '/apiCommon/Company/Investments', {
      companyId,
      list: [
        {
          id: round!.id,
          amount: 120000,
          amountReceived: 60000,
          amountCurrency: 'USD',
          startDate: '2024-01-01',
          endDate: '2024-02-01',
        },
        { amount: 5000, amountCurrency: 'EUR' },
      ],
    });
    expect(saved.status).toBe(200);
    const links = await testDb()
      .db.select()
      .from(fundingRoundInvestors)
      .where(eq(fundingRoundInvestors.roundId, round!.id));
    expect(links).toHaveLength(1);
    const rows = await testDb().db.select().from(fundingRounds).where(eq(fundingRounds.startupId, companyId));
    expect(rows.map((r) => [r.amount, r.amountReceived, r.endDate]).sort()).toEqual([
      [120000, 60000, '2024-02-01'],
      [5000, null, null],
    ]);
    // A round id of another startup is refused, nothing changes.
    const foreign = await call('finance', 'POST', '/apiCommon/Company/Investments', {
      companyId,
      list: [{ id: 987654, amountCurrency: 'USD' }],
    });
    expect(foreign.status).toBe(404);
    expect(
      await testDb().db.select().from(fundingRounds).where(eq(fundingRounds.startupId, companyId)),
    ).toHaveLength(2);
  });

  it('the seeking window and the team member details are saved with their rules', async () => {
    const bad = await call('owner', 'PUT', '/apiCommon/Company/Put', {
      companyId,
      seekingStartDate: '2025-09-01',
      seekingEndDate: '2025-02-30',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { data: { fields: object } }).data.fields)).toEqual([
      'seekingEndDate',
    ]);
    const ok = await call('owner', 'PUT', '/apiCommon/Company/Put', {
      companyId,
      seekingStartDate: '2025-09-01',
      seekingEndDate: '2025-12-31',
      seekingValuation: 4_000_000,
      seekingInvestmentCurrency: 'TRY',
      investmentSeekingTourId: typeIdByName('investmentTour', 'Seed'),
    });
    expect(ok.status).toBe(200);
    const row = await startupRow();
    expect([row.seekingStartDate, row.seekingEndDate, row.seekingValuation]).toEqual([
      '2025-09-01',
      '2025-12-31',
      4_000_000,
    ]);
    const team = await call('owner', 'PUT', '/apiCommon/Company/TeamMembers', {
      companyId,
      list: [{ name: 'Ayşe', surname: 'Demir', howLongKnown: '5 years', whereMet: 'ODTÜ', shareValue: 55 }],
    });
    expect(team.status).toBe(200);
    const members = (await (
      await call('owner', 'GET', `/api/v2/startups/${companyId}/details/teammember`)
    ).json()) as {
      data: Array<Record<string, unknown>>;
    };
    expect(members.data).toMatchObject([
      { name: 'Ayşe', howLongKnown: '5 years', whereMet: 'ODTÜ', shareValue: 55 },
    ]);
  });
});
