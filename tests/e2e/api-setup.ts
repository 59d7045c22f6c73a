/**
 * Set-up through the public API for journeys whose subject is something else: the calls the
 * forms make (a startup's first step, an organization, a provider) and the admin's approval of an
 * organization, so that a journey spends its browser time on what it checks. The forms keep their
 * own journeys, which fill them: startup-editing.spec.ts (the add-startup steps),
 * organizers.spec.ts (the organization form and the admin's approval screen), providers.spec.ts
 * (the provider steps).
 *
 * `api` is the request context to call with: `page.request` of a signed-in page (it shares the
 * browser context's cookies) or a context from {@link apiAs}.
 */
import { expect, request, type APIRequestContext, type APIResponse } from '@playwright/test';
import { BASE } from './helpers';

export const ADMIN = { email: 'admin@e2e.test', password: 'E2e!Admin-Pass8x' };
const headers = { origin: BASE };

/** startupSector "Fintech" / "Finansal teknoloji" (src/modules/reference/data/type-lists.ts). */
export const FINTECH = 13001;
/** organizationType "Incubation center" / "Kuluçka merkezi". */
export const INCUBATION_CENTER = 29006;
/** organizationType "Science park" / "Teknopark". */
export const SCIENCE_PARK = 29010;
/** serviceIndustry "Legal" / "Hukuk". */
export const LEGAL = 33001;

/** A request context (no browser) signed in as `email`; dispose of it when done. */
export async function apiAs(email: string, password: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: BASE, extraHTTPHeaders: headers });
  const res = await api.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(res.status(), `sign-in of ${email}`).toBe(200);
  return api;
}

/** The super admin of the journeys' server, as a request context. */
export function adminApi(): Promise<APIRequestContext> {
  return apiAs(ADMIN.email, ADMIN.password);
}

/** The `{ id, seoUrl }` of a creation call's answer; fails with the server's answer otherwise. */
async function createdOf(res: APIResponse, what: string): Promise<{ id: number; seoUrl: string }> {
  expect(res.status(), `${what}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { data: { id: number; seoUrl: string } }).data;
}

/**
 * A startup made as the add-startup form's first step makes it (POST /apiCommon/Company/Post,
 * src/modules/startups/ui/startup-editor.tsx): its name, its sectors and the signed-in founder as
 * its first team member (the form's default row; `signedInUser` names everyone Elif Şahin). The
 * creator gets FULL_ACCESS. Returns its id and seoUrl (the edit page is
 * `/profile/edit-startup/{seoUrl}`).
 */
export async function createStartupThroughApi(
  api: APIRequestContext,
  name: string,
  {
    sectorIds = [FINTECH],
    founder = { name: 'Elif', surname: 'Şahin' },
  }: { sectorIds?: number[]; founder?: { name: string; surname: string } } = {},
): Promise<{ id: number; seoUrl: string }> {
  const res = await api.post('/apiCommon/Company/Post', {
    headers,
    data: { name, sectorIds, incorporated: false, teamMembers: [{ ...founder, title: 'Founder' }] },
  });
  return createdOf(res, `the startup ${name}`);
}

/**
 * An organization of type `typeId` with only its name, as the organization form creates it
 * (POST /apiCommon/Organizer/Post, src/modules/organizations/ui/organization-form.tsx): pending
 * until an admin approves it ({@link approveOrganization}); the creator gets FULL_ACCESS. Its edit
 * page is `/dashboard/add-organizer/{seoUrl}`.
 */
export async function createOrganizationThroughApi(
  api: APIRequestContext,
  name: string,
  typeId: number,
): Promise<{ id: number; seoUrl: string }> {
  const res = await api.post('/apiCommon/Organizer/Post', {
    headers,
    data: {
      typeId,
      name,
      phoneCountry: 'TR',
      teamMembers: [],
      angelInvestorNetworkIds: [],
      startupIds: [],
      patents: [],
    },
  });
  return createdOf(res, `the organization ${name}`);
}

/**
 * The super admin approves the pending organization `id`, as "Approve selected" on the ecosystem
 * management screen does (POST /api/v2/admin/organizations/review).
 */
export async function approveOrganization(id: number): Promise<void> {
  const admin = await adminApi();
  const res = await admin.post('/api/v2/admin/organizations/review', {
    data: { ids: [id], decision: 'approve' },
  });
  expect(res.status(), `approval of organization ${id}`).toBe(200);
  expect(((await res.json()) as { data: number }).data).toBe(1);
  await admin.dispose();
}

/**
 * A service provider as the provider form's steps create it (POST /apiCommon/ServiceProviders/Post,
 * src/modules/providers/ui/provider-form.tsx). Returns its id and seoUrl.
 */
export async function createProviderThroughApi(
  api: APIRequestContext,
  provider: {
    name: string;
    slogan?: string;
    serviceIndustryIds: number[];
    teamMembers: Array<{ name: string; surname?: string; title?: string; isFounder?: boolean }>;
  },
): Promise<{ id: number; seoUrl: string }> {
  const res = await api.post('/apiCommon/ServiceProviders/Post', {
    headers,
    data: {
      name: provider.name,
      slogan: provider.slogan ?? null,
      serviceIndustryIds: provider.serviceIndustryIds,
      phoneCountry: 'TR',
      teamMembers: provider.teamMembers.map((m) => ({
        name: m.name,
        surname: m.surname ?? '',
        title: m.title ?? '',
        isFounder: m.isFounder === true,
        id: null,
      })),
    },
  });
  return createdOf(res, `the provider ${provider.name}`);
}
