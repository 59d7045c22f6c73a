/**
 * Portfolio claims (issue 12 §4; public-and-account §3 "Organization … startups"): an
 * organization lists a startup of another owner only as a claim — pending, not on its public
 * page or Organizer/Get — until the startup's team confirms it; declining drops it; outsiders
 * (and the claiming organization itself) can neither list nor answer claims; a startup the
 * saver edits is confirmed at once. Services and the HTTP calls, messages in EN and TR.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiTestDb, ORIGIN, signedInCookie } from '../helpers/api';
import { ctxFor, viewerOf } from '../helpers/db';
import { users } from '@/modules/identity/schema';
import { auditLog } from '@/modules/access/schema';
import { grantAccessInternal } from '@/modules/access/access';
import { entityKey } from '@/modules/access/permissions';
import { typeIdByName } from '@/modules/reference/data/type-lists';
import { organizations } from '@/modules/organizations/schema';
import {
  createOrganization,
  getOrganizationForEdit,
  reviewOrganizations,
  updateOrganization,
} from '@/modules/organizations/organizer';
import {
  confirmPortfolioClaim,
  declinePortfolioClaim,
  listPortfolioClaims,
  splitPortfolio,
} from '@/modules/organizations/portfolio-claims';
import { getTechCenter } from '@/modules/organizations/tech-centers';
import { createStartup } from '@/modules/startups/editing';
import { ANONYMOUS_VIEWER, type Viewer } from '@/server/context';

const testDb = apiTestDb();
const PARK = typeIdByName('organizationType', 'Science park');
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
let yonca = { id: 0, seoUrl: '' };
let drone = { id: 0, seoUrl: '' };

const as = async (who: 'founder' | 'organizer' | 'outsider' | 'reader' | 'admin' | null) =>
  ctxFor(testDb(), who ? await viewerOf(testDb(), ids[who] ?? who) : ANONYMOUS_VIEWER);
const orgRow = async (id: number) =>
  (await testDb().db.select().from(organizations).where(eq(organizations.id, id)))[0]!;
const publicStartups = async (seoUrl: string) =>
  (await getTechCenter(ctxFor(testDb()), seoUrl)).startups.map((s) => s.seoUrl);

let app: { fetch: (request: Request) => Response | Promise<Response> } | undefined;
/**
 * One request to the API with the portfolio-claims router in front, so the file passes whether
 * or not src/app/_api/app.ts mounts it yet; every other path goes to the real API app.
 */
async function call(
  method: string,
  path: string,
  who: keyof typeof cookies | null,
  options: { body?: unknown; lang?: 'en' | 'tr' } = {},
): Promise<{ status: number; body: { data: unknown; status: { value: string }; message: string | null } }> {
  if (!app) {
    const { OpenAPIHono } = await import('@hono/zod-openapi');
    const { getApi } = await import('@/app/_api/app');
    const { errorResponse } = await import('@/server/api/envelope');
    const { portfolioClaimsApi } = await import('@/modules/organizations/portfolio-claims-api');
    const wrapper = new OpenAPIHono();
    wrapper.route('/', portfolioClaimsApi);
    wrapper.all('*', (c) => getApi().fetch(c.req.raw));
    wrapper.onError((error, c) => errorResponse(c, error));
    app = wrapper;
  }
  const res = await app.fetch(
    new Request(`${ORIGIN}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        'accept-language': options.lang ?? 'en',
        ...(who ? { cookie: cookies[who]! } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
  );
  return { status: res.status, body: (await res.json()) as never };
}

beforeAll(async () => {
  for (const [who, name] of [
    ['founder', 'Selin'],
    ['organizer', 'Kerem'],
    ['outsider', 'Ada'],
    ['reader', 'Okan'],
  ] as const) {
    cookies[who] = await signedInCookie(testDb(), `${who}@example.com`, { name, surname: 'Test' });
    const [u] = await testDb()
      .db.select()
      .from(users)
      .where(eq(users.email, `${who}@example.com`));
    ids[who] = u!.id;
  }
  await testDb()
    .db.insert(users)
    .values({ id: 'admin', name: 'Admin', surname: 'Test', email: 'admin@example.com', emailVerified: true });
  await grantAccessInternal(testDb().db, { userId: 'admin', entityId: 'admin', scopes: ['FULL_ACCESS'] });
  // The founder's startup (FULL_ACCESS), a read-only teammate; the organizer's own startup.
  yonca = await createStartup(await as('founder'), {
    name: 'Yonca Tarım',
    sectorIds: [13001],
    teamMembers: [{ name: 'Selin', surname: 'Test' }],
  });
  await grantAccessInternal(testDb().db, {
    userId: ids.reader!,
    entityId: entityKey('startup', yonca.id),
    scopes: ['READ'],
  });
  drone = await createStartup(await as('organizer'), {
    name: 'Kapadokya Drone',
    sectorIds: [13001],
    teamMembers: [{ name: 'Kerem', surname: 'Test' }],
  });
});

describe('the consent rule when an organization is saved', () => {
  it('sorts listed startups: editable or already confirmed → confirmed, others → pending', () => {
    const viewer: Viewer = {
      userId: 'u',
      isAuthenticated: true,
      access: [
        { entityId: 'startup:1', scopes: ['FULL_ACCESS'] },
        { entityId: 'startup:2', scopes: ['WRITE'] },
        { entityId: 'startup:3', scopes: ['READ', 'STARTUP_FINANCIAL_WRITE'] },
      ],
      packages: [],
      isPremium: false,
      isAdmin: false,
    };
    expect(splitPortfolio(viewer, { startupIds: [9] }, [1, 2, 3, 4, 9, 4])).toEqual({
      startupIds: [1, 2, 9],
      pendingStartupIds: [3, 4],
    });
    expect(splitPortfolio({ ...viewer, access: [], isAdmin: true }, { startupIds: [] }, [3, 4])).toEqual({
      startupIds: [3, 4],
      pendingStartupIds: [],
    });
    // A claim already pending is confirmed only by a holder of WRITE on the startup, not by an admin's save.
    const admin = { ...viewer, access: [], isAdmin: true };
    expect(splitPortfolio(admin, { startupIds: [], pendingStartupIds: [3] }, [3, 4])).toEqual({
      startupIds: [4],
      pendingStartupIds: [3],
    });
    expect(splitPortfolio(viewer, { startupIds: [], pendingStartupIds: [2, 3] }, [2, 3])).toEqual({
      startupIds: [2],
      pendingStartupIds: [3],
    });
  });
});

describe('portfolio claims', () => {
  let park = { id: 0, seoUrl: '' };

  it("another owner's startup is only claimed: pending, not on the public page or Organizer/Get", async () => {
    const created = await call('POST', `/apiCommon/Organizer/Post?type=${PARK}`, 'organizer', {
      body: { name: 'Erciyes Teknopark', startupIds: [yonca.id, drone.id] },
    });
    expect(created.status).toBe(200);
    park = created.body.data as typeof park;
    // Its own startup is confirmed at once; the founder's startup waits for the founder.
    expect(await orgRow(park.id)).toMatchObject({
      startupIds: [drone.id],
      pendingStartupIds: [yonca.id],
    });
    await reviewOrganizations(await as('admin'), [park.id], 'approve');

    // The old behaviour — another owner's startup public at once — is gone.
    expect(await publicStartups(park.seoUrl)).toEqual([drone.seoUrl]);
    const get = await call('GET', `/apiCommon/Organizer/Get?seoUrl=${park.seoUrl}`, null);
    expect(get.status).toBe(200);
    expect((get.body.data as { startups: unknown[] }).startups).toEqual([
      { name: 'Kapadokya Drone', seoUrl: drone.seoUrl },
    ]);
    expect(JSON.stringify(get.body.data)).not.toContain(yonca.seoUrl);
    expect(JSON.stringify(get.body.data)).not.toContain('pendingStartupIds');

    // Saving the same list again (Organizer/Put) does not promote the claim.
    const put = await call('PUT', `/apiCommon/Organizer/Put?organizerId=${park.id}`, 'organizer', {
      body: { tagline: 'Kayseri', startupIds: [drone.id, yonca.id] },
    });
    expect(put.status).toBe(200);
    expect(await orgRow(park.id)).toMatchObject({
      startupIds: [drone.id],
      pendingStartupIds: [yonca.id],
    });
    expect(await publicStartups(park.seoUrl)).toEqual([drone.seoUrl]);
    // The organization's editor sees the claim (the form marks it as awaiting confirmation).
    expect((await getOrganizationForEdit(await as('organizer'), park.seoUrl)).pendingStartupIds).toEqual([
      yonca.id,
    ]);
  });

  it('only the startup team lists and answers claims; the claiming organization cannot confirm its own', async () => {
    expect(await listPortfolioClaims(await as('founder'), yonca.id)).toEqual([
      {
        organizationId: park.id,
        name: 'Erciyes Teknopark',
        seoUrl: park.seoUrl,
        logoUrl: null,
        isPublic: true,
      },
    ]);
    await expect(listPortfolioClaims(await as(null), yonca.id)).rejects.toMatchObject({ status: 401 });
    for (const who of ['outsider', 'organizer', 'reader'] as const) {
      await expect(listPortfolioClaims(await as(who), yonca.id)).rejects.toMatchObject({
        status: 403,
        key: 'access.invalid',
      });
      await expect(
        confirmPortfolioClaim(await as(who), { startupId: yonca.id, organizationId: park.id }),
      ).rejects.toMatchObject({ status: 403 });
      await expect(
        declinePortfolioClaim(await as(who), { startupId: yonca.id, organizationId: park.id }),
      ).rejects.toMatchObject({ status: 403 });
    }
    const list = await call('GET', `/api/v2/startups/${yonca.id}/portfolio-claims`, 'outsider');
    expect([list.status, list.body.status.value, list.body.data]).toEqual([403, 'access.invalid', null]);
    const confirm = await call(
      'POST',
      `/api/v2/startups/${yonca.id}/portfolio-claims/${park.id}/confirm`,
      'organizer',
      { lang: 'tr' },
    );
    expect([confirm.status, confirm.body.message]).toEqual([403, 'Geçersiz erişim']);
    const anonymous = await call(
      'POST',
      `/api/v2/startups/${yonca.id}/portfolio-claims/${park.id}/confirm`,
      null,
    );
    expect(anonymous.status).toBe(401);
    // Nothing changed.
    expect(await orgRow(park.id)).toMatchObject({ startupIds: [drone.id], pendingStartupIds: [yonca.id] });
  });

  it('a claim that does not exist is 404 in the viewer language; bad ids are 400', async () => {
    const missing = await call(
      'POST',
      `/api/v2/startups/${yonca.id}/portfolio-claims/${park.id + 1000}/confirm`,
      'founder',
      { lang: 'tr' },
    );
    expect([missing.status, missing.body.status.value, missing.body.message]).toEqual([
      404,
      'organization.claim_not_found',
      'Bu organizasyonun bu girişim için bir portföy talebi yok.',
    ]);
    const english = await call(
      'DELETE',
      `/api/v2/startups/${yonca.id}/portfolio-claims/${park.id + 1000}`,
      'founder',
    );
    expect([english.status, english.body.message]).toEqual([
      404,
      'This organization does not claim this startup.',
    ]);
    // The organizer's own startup is confirmed, not claimed: nothing to answer.
    await expect(
      confirmPortfolioClaim(await as('organizer'), { startupId: drone.id, organizationId: park.id }),
    ).rejects.toMatchObject({ status: 404 });
    const huge = await call('GET', '/api/v2/startups/99999999999/portfolio-claims', 'founder');
    expect(huge.status).toBe(400);
  });

  it('the team confirms over HTTP: the startup becomes public, once, with an audit row', async () => {
    const listed = await call('GET', `/api/v2/startups/${yonca.id}/portfolio-claims`, 'founder');
    expect((listed.body.data as Array<{ name: string }>).map((c) => c.name)).toEqual(['Erciyes Teknopark']);
    const confirmed = await call(
      'POST',
      `/api/v2/startups/${yonca.id}/portfolio-claims/${park.id}/confirm`,
      'founder',
    );
    expect([confirmed.status, confirmed.body.data]).toEqual([200, null]);
    expect(await orgRow(park.id)).toMatchObject({
      startupIds: [drone.id, yonca.id],
      pendingStartupIds: [],
    });
    expect((await publicStartups(park.seoUrl)).sort()).toEqual([drone.seoUrl, yonca.seoUrl].sort());
    expect(await listPortfolioClaims(await as('founder'), yonca.id)).toEqual([]);
    const [audit] = await testDb()
      .db.select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'organization.portfolio_confirm'),
          eq(auditLog.entityId, entityKey('startup', yonca.id)),
        ),
      );
    expect(audit).toMatchObject({ actorUserId: ids.founder, details: { organizationId: park.id } });
    // Answered: confirming again finds no claim; a later save by the organizer keeps it confirmed.
    await expect(
      confirmPortfolioClaim(await as('founder'), { startupId: yonca.id, organizationId: park.id }),
    ).rejects.toMatchObject({ status: 404 });
    await updateOrganization(await as('organizer'), park.id, { startupIds: [yonca.id, drone.id] });
    expect(await orgRow(park.id)).toMatchObject({
      startupIds: [yonca.id, drone.id],
      pendingStartupIds: [],
    });
  });

  it('the team declines: the claim is gone and the startup never shows', async () => {
    const hub = await createOrganization(await as('organizer'), {
      name: 'Anadolu Hızlandırıcı',
      typeId: PARK,
      startupIds: [yonca.id],
    });
    await reviewOrganizations(await as('admin'), [hub.id], 'approve');
    expect(
      (await listPortfolioClaims(await as('founder'), yonca.id)).map((c) => [c.name, c.isPublic]),
    ).toEqual([['Anadolu Hızlandırıcı', true]]);
    const declined = await call(
      'DELETE',
      `/api/v2/startups/${yonca.id}/portfolio-claims/${hub.id}`,
      'founder',
    );
    expect(declined.status).toBe(200);
    expect(await orgRow(hub.id)).toMatchObject({ startupIds: [], pendingStartupIds: [] });
    expect(await publicStartups(hub.seoUrl)).toEqual([]);
    expect(await listPortfolioClaims(await as('founder'), yonca.id)).toEqual([]);
    await expect(
      declinePortfolioClaim(await as('founder'), { startupId: yonca.id, organizationId: hub.id }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('removing a startup from the list drops it from both lists; admins and teammates with WRITE link at once', async () => {
    const lab = await createOrganization(await as('organizer'), {
      name: 'Erciyes Ar-Ge',
      typeId: PARK,
      startupIds: [yonca.id, drone.id],
    });
    expect(await orgRow(lab.id)).toMatchObject({ startupIds: [drone.id], pendingStartupIds: [yonca.id] });
    await updateOrganization(await as('organizer'), lab.id, { startupIds: [] });
    expect(await orgRow(lab.id)).toMatchObject({ startupIds: [], pendingStartupIds: [] });
    expect(await listPortfolioClaims(await as('founder'), yonca.id)).toEqual([]);
    // A save without startupIds leaves both lists alone.
    await updateOrganization(await as('organizer'), lab.id, { startupIds: [yonca.id] });
    await updateOrganization(await as('organizer'), lab.id, { tagline: 'Ar-Ge' });
    expect(await orgRow(lab.id)).toMatchObject({ startupIds: [], pendingStartupIds: [yonca.id] });
    // An admin's save does not answer a pending claim for the startup's team (the form sends
    // pending startups too), but a startup the admin adds is linked at once.
    await updateOrganization(await as('admin'), lab.id, { startupIds: [yonca.id, drone.id] });
    expect(await orgRow(lab.id)).toMatchObject({ startupIds: [drone.id], pendingStartupIds: [yonca.id] });
    await updateOrganization(await as('admin'), lab.id, { startupIds: [] });
    // A teammate given WRITE on the startup speaks for it.
    await grantAccessInternal(testDb().db, {
      userId: ids.organizer!,
      entityId: entityKey('startup', yonca.id),
      scopes: ['WRITE'],
    });
    const own = await createOrganization(await as('organizer'), {
      name: 'Talas Kuluçka',
      typeId: PARK,
      startupIds: [yonca.id],
    });
    expect(await orgRow(own.id)).toMatchObject({ startupIds: [yonca.id], pendingStartupIds: [] });
  });

  it('keeps the API document in order (the routes are described)', async () => {
    const { portfolioClaimsApi } = await import('@/modules/organizations/portfolio-claims-api');
    const doc = portfolioClaimsApi.getOpenAPI31Document({
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
    });
    const paths = doc.paths ?? {};
    expect(Object.keys(paths).sort()).toEqual([
      '/api/v2/startups/{id}/portfolio-claims',
      '/api/v2/startups/{id}/portfolio-claims/{organizationId}',
      '/api/v2/startups/{id}/portfolio-claims/{organizationId}/confirm',
    ]);
  });
});
