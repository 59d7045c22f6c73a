/**
 * Organization calls over HTTP (issue 5; dashboard §7 Organizer/Search, Get, Post, Put,
 * Get/Authorize, ApproveDelete and the admins' bulk review).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiRequest, apiTestDb, signedInCookie } from '../helpers/api';
import { users } from '@/modules/identity/schema';
import { grantAccessInternal } from '@/modules/access/access';
import { generateTechCenters } from '@/modules/organizations/generate';
import { typeIdByName } from '@/modules/reference/data/type-lists';

const testDb = apiTestDb({ reference: true });
beforeAll(async () => {
  await generateTechCenters(testDb().db);
});

type Page = { data: Array<{ name: string; seoUrl: string; openPrograms: number }>; totalCount: number };

describe('Organizer calls', () => {
  it('Organizer/Search pages by PageIndex and answers the HasOpenProgram question', async () => {
    const second = await apiRequest('POST', '/apiCommon/Organizer/Search', { PageIndex: 2 });
    const page2 = ((await second.json()) as { data: Page }).data;
    expect([page2.totalCount, page2.data.length]).toEqual([12, 6]);
    const open = await apiRequest('POST', '/apiCommon/Organizer/Search', {
      HasOpenProgram: true,
      OrganizerTypesIdList: [typeIdByName('organizationType', 'Accelerator')],
    });
    const list = ((await open.json()) as { data: Page }).data;
    expect(list.data.map((o) => o.name).sort()).toEqual(['Antep Yenilik Üssü', 'Marmara Hızlandırıcı']);
    expect(list.data.every((o) => o.openPrograms === 1)).toBe(true);
    const bad = await apiRequest(
      'POST',
      '/apiCommon/Organizer/Search',
      { PageIndex: 0 },
      { 'accept-language': 'tr' },
    );
    expect(bad.status).toBe(400);
  });

  it('Organizer/Get answers one organization, 404 in the viewer language for an unknown one', async () => {
    const found = await apiRequest('POST', '/apiCommon/Organizer/Search', {});
    const { seoUrl } = ((await found.json()) as { data: Page }).data.data[0]!;
    const res = await apiRequest('GET', `/apiCommon/Organizer/Get?seoUrl=${seoUrl}`);
    const org = ((await res.json()) as { data: { programs: Array<{ seoUrl: string; isOpen: boolean }> } })
      .data;
    expect(org.programs).toHaveLength(2);
    const missing = await apiRequest('GET', '/apiCommon/Organizer/Get?seoUrl=nope', undefined, {
      'accept-language': 'tr',
    });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe('Bulunamadı');

    // Its programs, by seoUrl, with names in the viewer's language.
    const program = await apiRequest(
      'GET',
      `/apiCommon/Program/Get?programSeoUrl=${org.programs[0]!.seoUrl}`,
      undefined,
      {
        'accept-language': 'tr',
      },
    );
    const body = ((await program.json()) as { data: { isOpen: boolean; targetMarkets: string[] } }).data;
    expect(body.isOpen).toBe(org.programs[0]!.isOpen);
    expect(body.targetMarkets.length).toBeGreaterThan(0);
    expect((await apiRequest('GET', '/apiCommon/Program/Get?programSeoUrl=nope')).status).toBe(404);
  });
});

describe('managing organizations', () => {
  it('Post creates a pending organization, Get/Authorize lists it, Put needs its scope, ApproveDelete is for admins', async () => {
    const owner = await signedInCookie(testDb(), 'owner@example.com');
    const other = await signedInCookie(testDb(), 'other@example.com');
    const admin = await signedInCookie(testDb(), 'admin@example.com');
    const [a] = await testDb().db.select().from(users).where(eq(users.email, 'admin@example.com'));
    await grantAccessInternal(testDb().db, { userId: a!.id, entityId: 'admin', scopes: ['FULL_ACCESS'] });
    const park = typeIdByName('organizationType', 'Science park');

    const bad = await apiRequest(
      'POST',
      `/apiCommon/Organizer/Post?type=${park}`,
      { name: '' },
      {
        cookie: owner,
        'accept-language': 'tr',
      },
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe('Bu alan zorunludur.');
    const created = await apiRequest(
      'POST',
      `/apiCommon/Organizer/Post?type=${park}`,
      { name: 'Fırat Teknokent' },
      {
        cookie: owner,
      },
    );
    const { id, seoUrl } = ((await created.json()) as { data: { id: number; seoUrl: string } }).data;
    const mine = await apiRequest('GET', '/apiCommon/Organizer/Get/Authorize', undefined, { cookie: owner });
    expect(
      ((await mine.json()) as { data: Array<{ name: string; isApproved: boolean }> }).data,
    ).toMatchObject([{ name: 'Fırat Teknokent', isApproved: false }]);
    expect((await apiRequest('GET', `/apiCommon/Organizer/Get?seoUrl=${seoUrl}`)).status).toBe(404);
    const foreign = await apiRequest(
      'PUT',
      `/apiCommon/Organizer/Put?organizerId=${id}`,
      { tagline: 'x' },
      {
        cookie: other,
        'accept-language': 'tr',
      },
    );
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { message: string }).message).toBe('Geçersiz erişim');
    expect(
      (
        await apiRequest(
          'PUT',
          `/apiCommon/Organizer/Put?organizerId=${id}`,
          { tagline: 'Elazığ' },
          { cookie: owner },
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await apiRequest('POST', `/apiCommon/Organizer/ApproveDelete/true/${id}`, undefined, {
          cookie: owner,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await apiRequest('POST', `/apiCommon/Organizer/ApproveDelete/true/${id}`, undefined, {
          cookie: admin,
        })
      ).status,
    ).toBe(200);
    const live = await apiRequest('GET', `/apiCommon/Organizer/Get?seoUrl=${seoUrl}`);
    expect(((await live.json()) as { data: { tagline: string } }).data.tagline).toBe('Elazığ');

    const bulk = await apiRequest(
      'POST',
      '/api/v2/admin/organizations/review',
      { ids: [id], decision: 'delete' },
      {
        cookie: admin,
      },
    );
    expect(bulk.status).toBe(404); // nothing pending among them: approved organizations are not deleted here
  });
});
