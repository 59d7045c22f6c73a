/**
 * Service providers (issue 5; dashboard-and-operations §3 Provider, §4 visibility, §5 "at least
 * one team member and one industry", §6 owners and admins, §7 Providers): the rules in EN and TR,
 * the name fixed after creation, visibility hides and blocks editing, the authorization matrix,
 * the public list and detail, and the §7 calls over HTTP.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, signedInCookie } from '../helpers/api';
import { ctxFor, viewerOf } from '../helpers/db';
import { users } from '@/modules/identity/schema';
import { grantAccessInternal } from '@/modules/access/access';
import { typeId, typeIdByName } from '@/modules/reference/data/type-lists';
import { TURKEY_ID } from '@/modules/reference/seed';
import {
  createProvider,
  listMyProviders,
  removeProviderItems,
  setProviderVisibility,
  updateProvider,
} from '@/modules/providers/providers';
import { getProvider, searchProviders } from '@/modules/providers/provider-directory';
import { translateError } from '@/server/i18n';

const testDb = apiTestDb({ reference: true });
const LEGAL = typeIdByName('serviceIndustry', 'Legal');
const DESIGN = typeIdByName('serviceIndustry', 'Design and branding');
const ids: Record<string, string> = {};
const cookies: Record<string, string> = {};
const as = async (who: string | null, locale: 'en' | 'tr' = 'en') =>
  ctxFor(testDb(), who ? await viewerOf(testDb(), ids[who]!) : undefined, locale);

beforeAll(async () => {
  for (const who of ['owner', 'other', 'admin']) {
    cookies[who] = await signedInCookie(testDb(), `${who}.provider@example.com`);
    const [u] = await testDb()
      .db.select()
      .from(users)
      .where(eq(users.email, `${who}.provider@example.com`));
    ids[who] = u!.id;
  }
  await grantAccessInternal(testDb().db, { userId: ids.admin!, entityId: 'admin', scopes: ['FULL_ACCESS'] });
});

describe('providers', () => {
  let id = 0;
  let seoUrl = '';

  it('needs a name, an industry and a team member; links, phone and year are checked (EN, TR)', async () => {
    await expect(createProvider(await as(null), { name: 'X' })).rejects.toMatchObject({ status: 401 });
    await expect(
      createProvider(await as('owner'), {
        name: ' ',
        website: 'not a link',
        videoUrl: 'javascript:alert(1)',
        phone: '12',
        phoneCountry: 'TR',
        foundationYear: 2999,
        linkedin: 'https://twitter.com/x',
      }),
    ).rejects.toMatchObject({
      status: 400,
      fields: {
        name: 'validation.required',
        website: 'validation.link',
        videoUrl: 'validation.link',
        phone: 'validation.phone',
        foundationYear: 'generic.invalid_field',
        linkedin: 'validation.social_link',
        serviceIndustryIds: 'provider.industry_required',
        teamMembers: 'provider.team_required',
      },
    });
    expect(translateError('validation.link', {}, 'en')).toBe("The link you've provided is not valid!");
    expect(translateError('provider.team_required', {}, 'tr')).toBe(
      'Bir hizmet sağlayıcının en az bir ekip üyesi olmalıdır.',
    );
    ({ id, seoUrl } = await createProvider(await as('owner'), {
      name: 'Kaya Hukuk Bürosu',
      slogan: 'Girişimler için sözleşme ve yatırım hukuku',
      phone: '0212 555 10 10',
      phoneCountry: 'TR',
      website: 'https://kayahukuk.example.com',
      videoUrl: 'https://www.youtube.com/watch?v=abc',
      foundationYear: 2015,
      companySizeId: typeId('employeeCount', 2),
      countryId: TURKEY_ID,
      about: '<p>Hello <script>alert(1)</script><strong>founders</strong></p>',
      serviceIndustryIds: [LEGAL, DESIGN],
      teamMembers: [
        { name: 'Zeynep', surname: 'Kaya', title: 'Managing partner', isFounder: true },
        { name: 'Mert', surname: 'Ak', title: 'Associate' },
      ],
    }));
    expect(seoUrl).toBe('kaya-hukuk-burosu');
  });

  it('is public with its team, industries in the viewer language and sanitized about', async () => {
    const p = await getProvider(await as(null, 'tr'), { seoUrl });
    expect(p.industries).toEqual(['Hukuk', 'Tasarım ve marka']);
    expect(p.phone).toBe('+902125551010');
    expect(p.about).toBe('<p>Hello <strong>founders</strong></p>');
    expect(p.teamMembers.map((m) => [m.name, m.isFounder])).toEqual([
      ['Zeynep', true],
      ['Mert', false],
    ]);
    const page = await searchProviders(await as(null), { industryIds: [DESIGN] });
    expect(page.data.map((x) => x.name)).toEqual(['Kaya Hukuk Bürosu']);
    expect((await searchProviders(await as(null), { text: 'sözleşme' })).totalCount).toBe(1);
    expect(
      (await searchProviders(await as(null), { industryIds: [typeIdByName('serviceIndustry', 'Insurance')] }))
        .totalCount,
    ).toBe(0);
  });

  it('only owners (and admins) edit; the name is fixed; the team keeps at least one member', async () => {
    await expect(updateProvider(await as('other'), id, { slogan: 'x' })).rejects.toMatchObject({
      status: 403,
    });
    await expect(updateProvider(await as('owner'), id, { name: 'Yeni Ad' })).rejects.toMatchObject({
      key: 'provider.name_fixed',
    });
    await expect(updateProvider(await as('owner', 'tr'), id, { teamMembers: [] })).rejects.toMatchObject({
      fields: { teamMembers: 'provider.team_required' },
    });
    const { teamMembers } = await getProvider(await as('owner'), { seoUrl });
    await expect(
      removeProviderItems(await as('owner'), id, { teamMemberIds: teamMembers.map((m) => m.id) }),
    ).rejects.toMatchObject({ key: 'provider.team_required' });
    await updateProvider(await as('admin'), id, { slogan: 'Startup law' });
    expect((await getProvider(await as(null), { id })).slogan).toBe('Startup law');
    await expect(
      removeProviderItems(await as('owner'), id, { industryIds: [LEGAL, DESIGN] }),
    ).rejects.toMatchObject({
      key: 'provider.industry_required',
    });
    await removeProviderItems(await as('owner'), id, { industryIds: [DESIGN] });
    expect((await getProvider(await as(null), { id })).serviceIndustryIds).toEqual([LEGAL]);
    expect((await listMyProviders(await as('owner'))).map((p) => p.name)).toEqual(['Kaya Hukuk Bürosu']);
    expect(await listMyProviders(await as('other'))).toEqual([]);
  });

  it('hidden providers leave the list, are 404 for others and cannot be edited until shown', async () => {
    await expect(setProviderVisibility(await as('other'), id, false)).rejects.toMatchObject({ status: 403 });
    await setProviderVisibility(await as('owner'), id, false);
    expect((await searchProviders(await as(null), {})).totalCount).toBe(0);
    await expect(getProvider(await as(null), { seoUrl })).rejects.toMatchObject({ status: 404 });
    await expect(getProvider(await as('other'), { seoUrl })).rejects.toMatchObject({ status: 404 });
    expect((await getProvider(await as('owner'), { seoUrl })).isVisible).toBe(false);
    await expect(updateProvider(await as('owner'), id, { slogan: 'x' })).rejects.toMatchObject({
      key: 'provider.visibility_off',
    });
    expect(translateError('provider.visibility_off', {}, 'en')).toBe(
      'Visibility status must be on to edit this provider.',
    );
    await setProviderVisibility(await as('owner'), id, true);
  });

  it('the §7 calls over HTTP: Post, Put in TR, Get/{id}, Search, team delete, Delete by an admin', async () => {
    const created = await apiRequest(
      'POST',
      '/apiCommon/ServiceProviders/Post',
      {
        name: 'Piksel Tasarım',
        serviceIndustryIds: [DESIGN],
        teamMembers: [{ name: 'Ece', title: 'Designer', isFounder: true }],
      },
      { cookie: cookies.other! },
    );
    expect(created.status).toBe(200);
    const providerId = ((await created.json()) as { data: { id: number } }).data.id;
    const refused = await apiRequest(
      'PUT',
      `/apiCommon/ServiceProviders/Put?serviceProviderId=${providerId}`,
      { website: 'nope' },
      { cookie: cookies.other!, 'accept-language': 'tr' },
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Verdiğiniz bağlantı geçerli değil!',
    );
    const forbidden = await apiRequest(
      'PUT',
      `/apiCommon/ServiceProviders/Put?serviceProviderId=${providerId}`,
      { slogan: 'x' },
      { cookie: cookies.owner! },
    );
    expect(forbidden.status).toBe(403);
    const got = await apiRequest('GET', `/apiCommon/ServiceProviders/Get/${providerId}`);
    const detail = ((await got.json()) as { data: { teamMembers: Array<{ name: string }>; name: string } })
      .data;
    expect(detail.name).toBe('Piksel Tasarım');
    const search = await apiRequest('POST', '/apiCommon/ServiceProviders/Search', { PageIndex: 1 });
    expect(((await search.json()) as { data: { totalCount: number } }).data.totalCount).toBe(2);
    const mine = await apiRequest('GET', '/apiCommon/ServiceProviders/Get/Authorize', undefined, {
      cookie: cookies.other!,
    });
    expect(((await mine.json()) as { data: Array<{ name: string }> }).data.map((p) => p.name)).toEqual([
      'Piksel Tasarım',
    ]);
    const hide = await apiRequest(
      'PATCH',
      `/apiCommon/ServiceProviders/SetVisibility?serviceProviderId=${providerId}&visibility=false`,
      undefined,
      { cookie: cookies.other! },
    );
    expect(hide.status).toBe(200);
    expect((await apiRequest('GET', `/apiCommon/ServiceProviders/Get/${providerId}`)).status).toBe(404);
    const notTheirs = await apiRequest(
      'DELETE',
      '/apiCommon/ServiceProvidersTeamMembers/Delete',
      { serviceProviderId: id, ids: [999_999] },
      { cookie: cookies.owner! },
    );
    expect(notTheirs.status).toBe(404);
    expect(
      (
        await apiRequest('DELETE', `/apiCommon/ServiceProviders/Delete/${providerId}`, undefined, {
          cookie: cookies.owner!,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await apiRequest('DELETE', `/apiCommon/ServiceProviders/Delete/${providerId}`, undefined, {
          cookie: cookies.admin!,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await apiRequest('GET', `/apiCommon/ServiceProviders/Get/${providerId}`, undefined, {
          cookie: cookies.other!,
        })
      ).status,
    ).toBe(404);
  });
});
