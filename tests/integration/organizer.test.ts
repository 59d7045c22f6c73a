/**
 * Organizations created by their owners and approved by admins (issue 5; dashboard §3
 * Organization, "Approval state pending or approved", §6 owners and admins): the rules with
 * their messages in EN and TR, pending organizations are not public, only owners edit, only
 * admins approve or delete, one by one or in bulk.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, ctxFor, viewerOf, type TestDb } from '../helpers/db';
import { users } from '@/modules/identity/schema';
import { grantAccessInternal } from '@/modules/access/access';
import { typeIdByName } from '@/modules/reference/data/type-lists';
import { organizations } from '@/modules/organizations/schema';
import { startups } from '@/modules/startups/schema';
import {
  createOrganization,
  getOrganizationForEdit,
  listMyOrganizations,
  listPendingOrganizations,
  reviewOrganizations,
  updateOrganization,
} from '@/modules/organizations/organizer';
import { getTechCenter, searchTechCenters } from '@/modules/organizations/tech-centers';
import { searchPatents } from '@/modules/organizations/patents';
import { techCenterFilterSchema } from '@/modules/organizations/tech-center-filter';
import { translateError } from '@/server/i18n';

let db: TestDb;
const as = async (who: string | null, locale: 'en' | 'tr' = 'en') =>
  ctxFor(db, who ? await viewerOf(db, who) : undefined, locale);
const PARK = typeIdByName('organizationType', 'Science park');

beforeAll(async () => {
  db = await createTestDb({ reference: true });
  await db.db.insert(users).values(
    ['owner', 'other', 'admin'].map((u) => ({
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

describe('organizations of their owners', () => {
  let id = 0;
  let seoUrl = '';

  it('needs a type and a name; bad phone, e-mail and social links are named in both languages', async () => {
    await expect(createOrganization(await as(null), { name: 'X', typeId: PARK })).rejects.toMatchObject({
      status: 401,
    });
    await expect(
      createOrganization(await as('owner'), {
        name: '',
        phone: '123',
        phoneCountry: 'TR',
        email: 'not-an-address',
        linkedin: 'https://twitter.com/x',
      }),
    ).rejects.toMatchObject({
      status: 400,
      fields: {
        name: 'validation.required',
        typeId: 'validation.required',
        phone: 'validation.phone',
        email: 'generic.invalid_field',
        linkedin: 'validation.social_link',
      },
    });
    expect(translateError('validation.phone', {}, 'tr')).toBe('Telefon numarası doğru olmalı!');
    expect(translateError('validation.social_link', { network: 'LinkedIn' }, 'en')).toBe(
      'Please enter a valid LinkedIn URL.',
    );
  });

  it('a new organization is pending: not listed, not public, but in the owner list', async () => {
    ({ id, seoUrl } = await createOrganization(await as('owner'), {
      name: 'Kapadokya Teknopark',
      typeId: PARK,
      phone: '0384 212 00 00',
      phoneCountry: 'TR',
      about: '<p>Ofis <script>alert(1)</script><a href="https://kapadokya.example.org">alanı</a></p>',
    }));
    const [row] = await db.db.select().from(organizations).where(eq(organizations.id, id));
    expect([row!.isApproved, row!.phone, row!.createdByUserId]).toEqual([false, '+903842120000', 'owner']);
    expect(row!.about).toBe(
      '<p>Ofis <a href="https://kapadokya.example.org" rel="nofollow noopener noreferrer">alanı</a></p>',
    );
    await expect(getTechCenter(ctxFor(db), seoUrl)).rejects.toMatchObject({ status: 404 });
    const list = await searchTechCenters(ctxFor(db), { filter: techCenterFilterSchema.parse({}), page: 1 });
    expect(list.data.map((o) => o.id)).not.toContain(id);
    expect((await listMyOrganizations(await as('owner'))).map((o) => o.name)).toEqual([
      'Kapadokya Teknopark',
    ]);
  });

  it('only the owner (or an admin) edits it', async () => {
    await expect(updateOrganization(await as('other'), id, { tagline: 'x' })).rejects.toMatchObject({
      status: 403,
    });
    await updateOrganization(await as('owner'), id, { tagline: 'Nevşehir’de Ar-Ge ofisleri' });
    await updateOrganization(await as('admin'), id, { facilities: 'Laboratuvar' });
    const [row] = await db.db.select().from(organizations).where(eq(organizations.id, id));
    expect([row!.tagline, row!.facilities]).toEqual(['Nevşehir’de Ar-Ge ofisleri', 'Laboratuvar']);
  });

  it('only admins approve (then it is public) or delete; bulk works on many at once', async () => {
    await expect(reviewOrganizations(await as('owner'), [id], 'approve')).rejects.toMatchObject({
      status: 403,
    });
    expect((await listPendingOrganizations(await as('admin'))).map((o) => o.id)).toEqual([id]);
    expect(await reviewOrganizations(await as('admin'), [id], 'approve')).toBe(1);
    expect((await getTechCenter(ctxFor(db), seoUrl)).name).toBe('Kapadokya Teknopark');
    // Approving again finds nothing pending.
    await expect(reviewOrganizations(await as('admin'), [id], 'approve')).rejects.toMatchObject({
      status: 404,
    });
    const a = await createOrganization(await as('other'), { name: 'Spam Merkezi', typeId: PARK });
    const b = await createOrganization(await as('other'), { name: 'Spam Merkezi 2', typeId: PARK });
    expect(await reviewOrganizations(await as('admin'), [a.id, b.id, id], 'delete')).toBe(2);
    expect(await db.db.select().from(organizations).where(eq(organizations.id, a.id))).toEqual([]);
    expect((await getTechCenter(ctxFor(db), seoUrl)).name).toBe('Kapadokya Teknopark');
  });
});

describe('team members, angel networks, startups and patents of an organization', () => {
  it('are checked, saved as whole lists and shown publicly in the viewer language', async () => {
    const [startup] = await db.db
      .insert(startups)
      .values({ seoUrl: 'anka-robotik', name: 'Anka Robotik', searchText: 'anka robotik' })
      .returning({ id: startups.id });
    // The owner edits the startup too, so listing it needs no confirmation (issue 12 §4;
    // portfolio-claims.test.ts covers claims on other owners' startups).
    await grantAccessInternal(db.db, {
      userId: 'owner',
      entityId: `startup:${startup!.id}`,
      scopes: ['WRITE'],
    });
    const { id, seoUrl } = await createOrganization(await as('owner'), {
      name: 'Erciyes Teknopark',
      typeId: PARK,
    });
    const ctx = await as('owner');
    await expect(
      updateOrganization(await as('owner', 'tr'), id, {
        teamMembers: [{ name: '' }],
        startupIds: [999_999],
        patents: [
          { name: 'Akıllı sulama vanası', applicationNumbers: [] },
          {
            name: 'Güneş paneli',
            applicationNumbers: 'TR 2023/1',
            trl: 12,
            protectionStartDate: '2030-01-01',
            protectionEndDate: '2025-01-01',
          },
        ],
      }),
    ).rejects.toMatchObject({
      status: 400,
      fields: {
        'teamMembers.0.name': 'validation.required',
        startupIds: 'generic.invalid_field',
        'patents.0.applicationNumbers': 'startup.patent_incomplete',
        'patents.1.trl': 'organization.trl_range',
        'patents.1.protectionEndDate': 'validation.date_order',
      },
    });
    expect(translateError('startup.patent_incomplete', {}, 'en')).toBe(
      'You need to fill both patent name and application number.',
    );
    expect(translateError('organization.trl_range', {}, 'tr')).toBe(
      'Teknoloji hazırlık seviyesi 1 ile 9 arasında bir tam sayıdır.',
    );
    await updateOrganization(ctx, id, {
      teamMembers: [
        {
          typeId: typeIdByName('organizationTeamMemberType', 'Mentor'),
          name: 'Selin',
          surname: 'Ak',
          title: 'Donanım mentoru',
        },
      ],
      angelInvestorNetworkIds: [typeIdByName('angelInvestorNetwork', 'Galata Business Angels')],
      startupIds: [startup!.id],
      patents: [
        {
          name: 'Akıllı sulama vanası',
          applicationNumbers: 'TR 2023/012345, EP 4123456',
          inventorName: 'Dr. Ayşe Yıldız',
          value: 250_000,
          valueCurrency: 'EUR',
          trl: 6,
          needIds: [typeIdByName('patentNeed', 'Licensing partner')],
          protectionStartDate: '2023-05-01',
          protectionEndDate: '2043-05-01',
          sectorIds: [typeIdByName('startupSector', 'Fintech')],
        },
      ],
    });
    const edit = await getOrganizationForEdit(ctx, seoUrl);
    expect(edit.patents[0]!.applicationNumbers).toEqual(['TR 2023/012345', 'EP 4123456']);
    // A second save with the row ids keeps the rows.
    await updateOrganization(ctx, id, {
      teamMembers: edit.teamMembers.map((m) => ({ ...m, title: 'Baş mentor' })),
    });
    expect((await getOrganizationForEdit(ctx, seoUrl)).teamMembers.map((m) => [m.id, m.title])).toEqual([
      [edit.teamMembers[0]!.id, 'Baş mentor'],
    ]);
    await reviewOrganizations(await as('admin'), [id], 'approve');
    const pub = await getTechCenter(ctxFor(db, undefined, 'tr'), seoUrl);
    expect(pub.teamMembers).toEqual([{ type: 'Mentor', name: 'Selin Ak', title: 'Baş mentor' }]);
    expect(pub.angelInvestorNetworks).toEqual(['Galata Business Angels']);
    expect(pub.startups).toEqual([{ name: 'Anka Robotik', seoUrl: 'anka-robotik' }]);
    expect(pub.patents[0]).toMatchObject({
      trl: 6,
      needs: ['Lisans ortağı'],
      sectors: ['Finansal teknoloji'],
      value: 250000,
    });
  });

  it('patents of approved organizations are searchable (OrganizerPatent/Search)', async () => {
    const found = await searchPatents(ctxFor(db), { text: 'EP 4123456' });
    expect(found.data.map((p) => [p.name, p.organization.name])).toEqual([
      ['Akıllı sulama vanası', 'Erciyes Teknopark'],
    ]);
    expect((await searchPatents(ctxFor(db), { minTrl: 7 })).totalCount).toBe(0);
    expect(
      (await searchPatents(ctxFor(db), { needIds: [typeIdByName('patentNeed', 'Licensing partner')] }))
        .totalCount,
    ).toBe(1);
  });
});
