/**
 * Startup details by kind (issue 4; spec §3 detail kinds, §7 v2 detail by key): add, replace,
 * delete with the kind's scope; derived columns follow the rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, ctxFor, viewerOf, type TestDb } from '../helpers/db';
import { users } from '@/modules/identity/schema';
import { grantAccessInternal } from '@/modules/access/access';
import { entityKey } from '@/modules/access/permissions';
import { createStartup, setStartupVisibility } from '@/modules/startups/editing';
import {
  addStartupDetail,
  deleteStartupDetail,
  listStartupDetails,
  updateStartupDetail,
} from '@/modules/startups/details';
import { getStartup } from '@/modules/startups/detail';
import { typeId } from '@/modules/reference/data/type-list-ids';
import { ANONYMOUS_VIEWER } from '@/server/context';

let db: TestDb;
let id = 0;
const as = async (userId: string | null) =>
  ctxFor(db, userId ? await viewerOf(db, userId) : ANONYMOUS_VIEWER);

beforeAll(async () => {
  db = await createTestDb();
  await db.db.insert(users).values(
    ['owner', 'finance', 'stranger'].map((u) => ({
      id: u,
      name: u,
      surname: 'T',
      email: `${u}@example.com`,
      emailVerified: true,
    })),
  );
  ({ id } = await createStartup(await as('owner'), {
    name: 'Detay Labs',
    sectorIds: [typeId('startupSector', 1)],
    teamMembers: [{ name: 'A', surname: 'B' }],
  }));
  await grantAccessInternal(db.db, {
    userId: 'finance',
    entityId: entityKey('startup', id),
    scopes: ['STARTUP_FINANCIAL_WRITE'],
  });
});
afterAll(async () => db?.drop());

describe('startup details by kind', () => {
  it('reference kinds: add, refuse duplicates and foreign ids, replace, delete', async () => {
    const owner = await as('owner');
    const ts = typeId('technology', 1);
    expect(await addStartupDetail(owner, id, 'technology', { id: ts })).toBe(ts);
    await expect(addStartupDetail(owner, id, 'technology', { id: ts })).rejects.toMatchObject({
      status: 409,
    });
    await expect(addStartupDetail(owner, id, 'technology', { id: typeId('skill', 1) })).rejects.toMatchObject(
      { status: 400 },
    );
    await updateStartupDetail(owner, id, 'technology', ts, { id: typeId('technology', 2) });
    expect(await listStartupDetails(await as(null), id, 'technology')).toEqual([
      { id: typeId('technology', 2) },
    ]);
    await deleteStartupDetail(owner, id, 'technology', typeId('technology', 2));
    expect(await listStartupDetails(await as(null), id, 'technology')).toEqual([]);
  });

  it('investments need the financial scope and keep the totals; others are refused', async () => {
    const finance = await as('finance');
    const roundId = await addStartupDetail(finance, id, 'investment', {
      amount: 1000,
      amountCurrency: 'USD',
      announcedDate: '2025-05-01',
    });
    let detail = await getStartup(await as(null), id);
    expect(detail.rounds).toHaveLength(1);
    await expect(
      addStartupDetail(await as('stranger'), id, 'investment', { amount: 1, amountCurrency: 'USD' }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(addStartupDetail(finance, id, 'competitor', { competitorName: 'X' })).rejects.toMatchObject({
      status: 403,
    });
    await updateStartupDetail(finance, id, 'investment', roundId, {
      amount: 5000,
      amountCurrency: 'EUR',
      announcedDate: '2025-06-01',
    });
    detail = await getStartup(await as(null), id);
    expect(detail.rounds[0]).toMatchObject({
      amount: 5000,
      amountCurrency: 'EUR',
      announcedDate: '2025-06-01',
    });
    await deleteStartupDetail(finance, id, 'investment', roundId);
    expect((await getStartup(await as(null), id)).rounds).toHaveLength(0);
  });

  it('rows: patents need both fields, competitors a valid website, the last team member stays', async () => {
    const owner = await as('owner');
    await expect(addStartupDetail(owner, id, 'patent', { name: 'P' })).rejects.toMatchObject({
      key: 'startup.patent_incomplete',
    });
    await addStartupDetail(owner, id, 'patent', { name: 'P', applicationNumber: 'TR1' });
    await expect(
      addStartupDetail(owner, id, 'patent', { name: 'Q', applicationNumber: 'TR1' }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      addStartupDetail(owner, id, 'competitor', {
        competitorName: 'C',
        competitorWebsite: 'http://10.0.0.1',
      }),
    ).rejects.toMatchObject({ status: 400 });
    await addStartupDetail(owner, id, 'competitor', {
      competitorName: 'C',
      competitorWebsite: 'https://c.example.com',
    });
    await addStartupDetail(owner, id, 'governmentsupport', {
      typeId: typeId('governmentSupport', 1),
      supportDate: '2024-01-01',
    });
    const [member] = await listStartupDetails(owner, id, 'teammember');
    await expect(deleteStartupDetail(owner, id, 'teammember', member!.id as number)).rejects.toMatchObject({
      key: 'startup.team_required',
    });
    const detail = await getStartup(await as(null), id);
    expect(detail).toMatchObject({ hasPatent: true, hasGovernmentSupport: true });
  });

  it('details of a hidden startup are only for its members', async () => {
    await setStartupVisibility(await as('owner'), id, false);
    await expect(listStartupDetails(await as(null), id, 'patent')).rejects.toMatchObject({ status: 404 });
    expect(await listStartupDetails(await as('owner'), id, 'patent')).toHaveLength(1);
  });
});
