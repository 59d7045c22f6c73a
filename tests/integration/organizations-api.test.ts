/** Organization calls over HTTP (issue 5; dashboard §7 Organizer/Search and Organizer/Get). */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb } from '../helpers/api';
import { seedReference } from '@/modules/reference/seed';
import { generateTechCenters } from '@/modules/organizations/generate';
import { typeIdByName } from '@/modules/reference/data/type-lists';

const testDb = apiTestDb();
beforeAll(async () => {
  await seedReference(testDb().db, { cityCountries: ['TR'] });
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
    expect(((await res.json()) as { data: { programs: unknown[] } }).data.programs).toHaveLength(2);
    const missing = await apiRequest('GET', '/apiCommon/Organizer/Get?seoUrl=nope', undefined, {
      'accept-language': 'tr',
    });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe('Bulunamadı');
  });
});
