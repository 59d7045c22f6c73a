/**
 * Ecosystem organizations on the public pages (issue 5; spec §2 organization filter, §9 6 a
 * page newest first): the HasOpenProgram question and the program fields behind it, types and
 * location, the detail with programs, and an investor's portfolio with round, date and amount.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, ctxFor, type TestDb } from '../helpers/db';
import { typeIdByName } from '@/modules/reference/data/type-lists';
import { generateTechCenters } from '@/modules/organizations/generate';
import { createOrganizations } from '@/modules/organizations/organizations';
import { organizations, programs } from '@/modules/organizations/schema';
import { getTechCenter, searchTechCenters } from '@/modules/organizations/tech-centers';
import {
  buildTechCenterQuery,
  parseTechCenterQuery,
  techCenterFilterSchema,
} from '@/modules/organizations/tech-center-filter';
import { insertStartupSeeds } from '@/modules/startups/bulk-insert';

let db: TestDb;
const filter = (input: object) => techCenterFilterSchema.parse(input);

beforeAll(async () => {
  db = await createTestDb({ reference: true });
  await generateTechCenters(db.db);
});
afterAll(async () => db?.drop());

describe('the organization filter', () => {
  it('program fields count only once HasOpenProgram is answered yes; the address round-trips', () => {
    const { filter: parsed, page } = parseTechCenterQuery({ type: '29010', stage: '11001', page: '2' });
    expect(parsed.stages).toEqual([]);
    expect(page).toBe(2);
    const yes = filter({ types: [29010], hasOpenProgram: true, sectors: [13001], country: 792, city: 5 });
    expect(parseTechCenterQuery(buildTechCenterQuery(yes)).filter).toEqual(yes);
    expect(buildTechCenterQuery(filter({ city: 5 }))).toEqual({});
  });

  it('lists 6 a page, newest first; yes/no split the organizations by open programs', async () => {
    const ctx = ctxFor(db);
    const all = await searchTechCenters(ctx, { filter: filter({}), page: 1 });
    expect([all.totalCount, all.data.length, all.pageSize]).toEqual([12, 6, 6]);
    expect(all.data[0]!.name).toBe('Körfez Teknoloji Parkı'); // created last
    const open = await searchTechCenters(ctx, { filter: filter({ hasOpenProgram: true }), page: 1 });
    const closed = await searchTechCenters(ctx, { filter: filter({ hasOpenProgram: false }), page: 1 });
    expect(open.totalCount + closed.totalCount).toBe(12);
    expect(open.data.every((o) => o.openPrograms > 0)).toBe(true);
    expect(closed.data.every((o) => o.openPrograms === 0)).toBe(true);
  });

  it('types, location and a program sector narrow the list', async () => {
    const ctx = ctxFor(db);
    const parks = await searchTechCenters(ctx, {
      filter: filter({ types: [typeIdByName('organizationType', 'Science park')] }),
      page: 1,
    });
    expect(parks.data.map((o) => o.type)).toEqual(Array(parks.data.length).fill('Science park'));
    const [anyOpen] = await db.db.select().from(programs).where(eq(programs.applyEndDate, '2027-06-30'));
    const bySector = await searchTechCenters(ctx, {
      filter: filter({ hasOpenProgram: true, sectors: [anyOpen!.sectorIds[0]!] }),
      page: 1,
    });
    expect(bySector.data.map((o) => o.id)).toContain(anyOpen!.organizationId);
    const izmir = await searchTechCenters(ctxFor(db, undefined, 'tr'), {
      filter: filter({ country: 792 }),
      page: 2,
    });
    expect(izmir.data.every((o) => o.location?.endsWith('Türkiye'))).toBe(true);
  });
});

describe('the organization page', () => {
  it('shows programs with their open state and an investor portfolio with round, date and amount', async () => {
    const [fundId] = await createOrganizations(db.db, [
      { name: 'Galata VC', typeId: typeIdByName('organizationType', 'Venture capital') },
    ]);
    await insertStartupSeeds(
      db.db,
      [
        {
          startup: { name: 'Simit Lojistik', sectorIds: [] },
          rounds: [
            {
              announcedDate: '2025-04-01',
              tourId: typeIdByName('investmentTour', 'Seed'),
              amount: 750_000,
              amountCurrency: 'EUR',
              investorIds: [fundId!],
              leadInvestorId: fundId!,
            },
          ],
        },
      ] as never,
      new Set(),
    );
    const fund = await getTechCenter(ctxFor(db), fundId!);
    expect(fund.portfolio).toEqual([
      {
        startup: expect.objectContaining({ name: 'Simit Lojistik' }),
        round: 'Seed',
        date: '2025-04-01',
        amount: 750_000,
        currency: 'EUR',
        isLead: true,
        inRound: true,
      },
    ]);
    const [park] = await db.db
      .select()
      .from(organizations)
      .where(eq(organizations.name, 'Anadolu Teknopark'));
    const detail = await getTechCenter(ctxFor(db, undefined, 'tr'), park!.seoUrl);
    expect(detail.type).toBe('Teknopark');
    expect(detail.programs).toHaveLength(2);
    expect(detail.programs.filter((p) => p.isOpen)).toHaveLength(1);
    await db.db.update(organizations).set({ isApproved: false }).where(eq(organizations.id, park!.id));
    await expect(getTechCenter(ctxFor(db), park!.seoUrl)).rejects.toMatchObject({ status: 404 });
  });
});

describe('the order and the search text (issue 13 §1)', () => {
  it('lists institutions before investors, investors when the filter asks, and finds by name', async () => {
    const ctx = ctxFor(db);
    const vc = typeIdByName('organizationType', 'Venture capital');
    // Created after every institution: newest, yet listed after them.
    await createOrganizations(db.db, [{ name: 'Zeytindağı Girişim Fonu', typeId: vc }]);
    const all = await searchTechCenters(ctx, { filter: filter({}), page: 1 });
    expect(all.data.map((o) => o.name)).not.toContain('Zeytindağı Girişim Fonu');
    const last = Math.ceil(all.totalCount / all.pageSize);
    const end = await searchTechCenters(ctx, { filter: filter({}), page: last });
    expect(end.data.at(-1)!.type).toBe('Venture capital');
    const funds = await searchTechCenters(ctx, { filter: filter({ types: [vc] }), page: 1 });
    expect(funds.data[0]!.name).toBe('Zeytindağı Girişim Fonu');

    const found = await searchTechCenters(ctx, { filter: filter({ q: 'zeytindagi' }), page: 1 });
    expect(found.data.map((o) => o.name)).toEqual(['Zeytindağı Girişim Fonu']);
    const none = await searchTechCenters(ctx, { filter: filter({ q: '%%' }), page: 1 });
    expect(none.totalCount).toBe(0);
    const { filter: parsed } = parseTechCenterQuery({ q: ' Zeytin ', type: String(vc) });
    expect(parsed.q).toBe('Zeytin');
    expect(buildTechCenterQuery(parsed)).toEqual({ q: 'Zeytin', type: String(vc) });
  });
});
