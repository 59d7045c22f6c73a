/**
 * Creating and editing startups (issue 4; spec §4 visibility, §5 startup rules, §6 scopes):
 * the rules with their messages in both languages and the authorization matrix for every
 * write (visitor, other user, scoped members, owner, admin).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, ctxFor, viewerOf, type TestDb } from '../helpers/db';
import { users } from '@/modules/identity/schema';
import { grantAccessInternal } from '@/modules/access/access';
import { entityKey } from '@/modules/access/permissions';
import {
  createStartup,
  deleteStartup,
  setStartupVisibility,
  updateStartup,
} from '@/modules/startups/editing';
import { saveInvestments, saveTeamMembers } from '@/modules/startups/collections';
import { addStartupDetails } from '@/modules/startups/details';
import { searchStartups } from '@/modules/startups/search';
import { getStartup } from '@/modules/startups/detail';
import { startupFilterSchema } from '@/modules/startups/filter';
import { typeId } from '@/modules/reference/data/type-list-ids';
import { ANONYMOUS_VIEWER } from '@/server/context';
import { translateError } from '@/server/i18n';

let db: TestDb;
let id = 0;
const as = async (userId: string | null) =>
  ctxFor(db, userId ? await viewerOf(db, userId) : ANONYMOUS_VIEWER);
const FINTECH = typeId('startupSector', 1);
const team = [{ name: 'Selin', surname: 'Koç', title: 'CEO', shareValue: 60 }];

beforeAll(async () => {
  db = await createTestDb();
  await db.db.insert(users).values(
    ['founder', 'finance', 'iam', 'writer', 'stranger', 'admin'].map((u) => ({
      id: u,
      name: u,
      surname: 'Test',
      email: `${u}@example.com`,
      emailVerified: true,
    })),
  );
  await grantAccessInternal(db.db, { userId: 'admin', entityId: 'admin', scopes: ['FULL_ACCESS'] });
});
afterAll(async () => db?.drop());

describe('creating a startup', () => {
  it('needs a signed-in user, a name, a sector and at least one team member', async () => {
    await expect(
      createStartup(await as(null), { name: 'X', sectorIds: [FINTECH], teamMembers: team }),
    ).rejects.toMatchObject({
      status: 401,
    });
    await expect(
      createStartup(await as('founder'), { name: 'Paraşüt Labs', sectorIds: [FINTECH], teamMembers: [] }),
    ).rejects.toMatchObject({
      status: 400,
      key: 'startup.team_required',
    });
    expect(translateError('startup.team_required', {}, 'tr')).toBe(
      'Bir girişimin en az bir ekip üyesi olmalı.',
    );
    const bad = createStartup(await as('founder'), {
      name: '',
      sectorIds: [],
      website: 'http://192.168.0.1/',
      linkedin: 'https://twitter.com/x',
      teamMembers: team,
    });
    await expect(bad).rejects.toMatchObject({
      status: 400,
      fields: {
        name: 'validation.required',
        sectorIds: 'validation.required',
        website: 'generic.invalid_field',
        linkedin: 'validation.social_link',
      },
      params: { network: 'LinkedIn' },
    });
  });

  it('creates it with a seoUrl from the name, gives the founder FULL_ACCESS, and lists it at once', async () => {
    const created = await createStartup(await as('founder'), {
      name: 'Paraşüt Labs',
      tagline: 'Ödeme altyapısı',
      sectorIds: [FINTECH],
      countryId: 792,
      foundationDate: '2024-03-01',
      linkedin: 'https://www.linkedin.com/company/parasut-labs',
      teamMembers: team,
    });
    id = created.id;
    expect(created.seoUrl).toBe('parasut-labs');
    const founder = await as('founder');
    expect(founder.viewer.access).toContainEqual({
      entityId: entityKey('startup', id),
      scopes: ['FULL_ACCESS'],
    });
    const list = await searchStartups(await as(null), {
      filter: startupFilterSchema.parse({ q: 'parasut' }),
      page: 1,
    });
    expect(list.data.map((s) => s.seoUrl)).toContain('parasut-labs');
    const again = await createStartup(founder, {
      name: 'Paraşüt Labs',
      sectorIds: [FINTECH],
      teamMembers: team,
    });
    expect(again.seoUrl).toBe('parasut-labs-2');
    await deleteStartup(await as('founder'), again.id);
  });
});

describe('authorization matrix', () => {
  beforeAll(async () => {
    await grantAccessInternal(db.db, {
      userId: 'finance',
      entityId: entityKey('startup', id),
      scopes: ['STARTUP_FINANCIAL_WRITE'],
    });
    await grantAccessInternal(db.db, {
      userId: 'iam',
      entityId: entityKey('startup', id),
      scopes: ['IAM_FULL_ACCESS'],
    });
    await grantAccessInternal(db.db, {
      userId: 'writer',
      entityId: entityKey('startup', id),
      scopes: ['WRITE'],
    });
  });

  const round = [
    {
      amount: 500_000,
      amountCurrency: 'USD',
      announcedDate: '2025-01-15',
      tourId: typeId('investmentTour', 1),
    },
  ];
  const newTeam = [...team, { name: 'Mert', surname: 'Aksoy', title: 'CTO' }];

  it('investments: financial scope, owner and admin yes; WRITE, IAM, strangers and visitors no', async () => {
    for (const who of ['finance', 'founder', 'admin']) await saveInvestments(await as(who), id, round);
    for (const who of ['writer', 'iam', 'stranger'])
      await expect(saveInvestments(await as(who), id, round)).rejects.toMatchObject({ status: 403 });
    await expect(saveInvestments(await as(null), id, round)).rejects.toMatchObject({ status: 401 });
    const detail = await getStartup(await as(null), id);
    expect(detail.rounds).toHaveLength(1);
  });

  it('team: IAM scope, owner and admin yes; financial-only and WRITE no', async () => {
    for (const who of ['iam', 'founder', 'admin']) await saveTeamMembers(await as(who), id, newTeam);
    for (const who of ['finance', 'writer', 'stranger'])
      await expect(saveTeamMembers(await as(who), id, newTeam)).rejects.toMatchObject({ status: 403 });
    await expect(saveTeamMembers(await as('founder'), id, [])).rejects.toMatchObject({
      key: 'startup.team_required',
    });
  });

  it('basic info, patents and updates: WRITE yes, financial-only no; the name cannot change', async () => {
    await updateStartup(await as('writer'), id, {
      tagline: 'Yeni slogan',
      stageId: typeId('startupStage', 2),
    });
    await expect(updateStartup(await as('finance'), id, { tagline: 'x' })).rejects.toMatchObject({
      status: 403,
    });
    await expect(updateStartup(await as('founder'), id, { name: 'Other name' })).rejects.toMatchObject({
      key: 'startup.name_fixed',
    });
    await expect(
      addStartupDetails(await as('writer'), id, 'patent', [{ name: 'Ödeme yöntemi', applicationNumber: '' }]),
    ).rejects.toMatchObject({
      key: 'startup.patent_incomplete',
    });
    expect(translateError('startup.patent_incomplete', {}, 'en')).toBe(
      'You need to fill both patent name and application number.',
    );
    await addStartupDetails(await as('writer'), id, 'patent', [
      { name: 'Ödeme yöntemi', applicationNumber: 'TR2025/001' },
    ]);
    await expect(
      addStartupDetails(await as('writer'), id, 'patent', [
        { name: 'Kopya', applicationNumber: 'TR2025/001' },
      ]),
    ).rejects.toMatchObject({
      status: 409,
      key: 'generic.duplicate',
    });
    await expect(
      addStartupDetails(await as('writer'), id, 'importantupdate', [{ text: 'Seed turu', updateDate: '' }]),
    ).rejects.toMatchObject({
      key: 'startup.update_incomplete',
    });
    await addStartupDetails(await as('writer'), id, 'importantupdate', [
      { text: 'Seed turu kapandı', updateDate: '2025-02-01' },
    ]);
  });

  it('visibility off hides the startup from lists and blocks editing until it is on again', async () => {
    const filter = startupFilterSchema.parse({ q: 'parasut' });
    await expect(setStartupVisibility(await as('stranger'), id, false)).rejects.toMatchObject({
      status: 403,
    });
    await setStartupVisibility(await as('writer'), id, false);
    expect((await searchStartups(await as(null), { filter, page: 1 })).totalCount).toBe(0);
    await expect(getStartup(await as(null), id)).rejects.toMatchObject({ status: 404 });
    await expect(updateStartup(await as('founder'), id, { tagline: 'x' })).rejects.toMatchObject({
      status: 409,
      key: 'startup.visibility_off',
    });
    expect(translateError('startup.visibility_off', {}, 'en')).toBe(
      'Visibility status must be on to edit this startup.',
    );
    await setStartupVisibility(await as('founder'), id, true);
    expect((await searchStartups(await as(null), { filter, page: 1 })).totalCount).toBe(1);
  });

  it('delete: only FULL_ACCESS holders and admins', async () => {
    for (const who of ['writer', 'finance', 'iam', 'stranger'])
      await expect(deleteStartup(await as(who), id)).rejects.toMatchObject({ status: 403 });
    await deleteStartup(await as('founder'), id);
    await expect(getStartup(await as(null), id)).rejects.toMatchObject({ status: 404 });
    expect((await as('founder')).viewer.access.some((a) => a.entityId === entityKey('startup', id))).toBe(
      false,
    );
  });
});
