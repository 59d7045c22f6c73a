/** Identity calls around the auth library (API.md: /api/v2/identity/*): entity access, token check, packages. */
import { int32 } from '@/lib/int32';
import { createRoute, z } from '@hono/zod-openapi';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, ok, json, jsonBody } from '@/server/api/envelope';
import { deleteAccess, grantPackage, listEntityAccess, listMyAccess, putAccess } from './access';
import {
  getMyPackages,
  getPremiumSettings,
  inviteToPackage,
  removeFromPackage,
  updatePremiumSettings,
} from './premium';
import { listManagedEntities } from './managed';
import { ENTITY_KINDS, hasScope, PACKAGE_KEYS, SCOPES, type PackageKey, type Scope } from './permissions';

const tags = ['Identity'];
const failures = {
  400: { ...json(errorEnvelope), description: "Invalid input ('Invalid scope')" },
  401: { ...json(errorEnvelope), description: 'Not signed in' },
  403: { ...json(errorEnvelope), description: "No right ('Invalid access')" },
  404: { ...json(errorEnvelope), description: "'Update access not found' / 'Delete access not found'" },
};
const accessEntry = z.object({ entityId: z.string(), scopes: z.array(z.string()) });
const accessInput = z.object({
  userId: z.string().min(1),
  entityId: z.string().min(1).max(200),
  scopes: z.array(z.string()).max(SCOPES.length),
});

const managedEntity = z.object({
  kind: z.enum(ENTITY_KINDS),
  id: z.number().int(),
  name: z.string(),
  seoUrl: z.string(),
  scopes: z.array(z.string()),
  canWrite: z.boolean().describe('The scopes held let the viewer edit it'),
});

const premiumSettingsSchema = z.object({
  premiumEnable: z.boolean(),
  userNeedtoSingForSeeData: z.boolean(),
  customerSource: z.string().max(100),
  limitedFreeStartupPresenter: z.boolean(),
  freeStartupCount: int32(),
  filterList: z.array(z.string().max(50)).max(50),
});

export const accessApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/identity/access',
      tags,
      summary: "The viewer's entity access list",
      responses: { 200: { ...json(envelopeOf(z.array(accessEntry))), description: 'Rows' }, ...failures },
    }),
    async (c) => ok(c, await listMyAccess(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/identity/access/{entityId}',
      tags,
      summary: 'Every user’s scopes on one entity (IAM read on it, or admin)',
      request: { params: z.object({ entityId: z.string().min(1).max(200) }) },
      responses: {
        200: {
          ...json(envelopeOf(z.array(accessEntry.extend({ userId: z.string() })))),
          description: 'Rows',
        },
        ...failures,
      },
    }),
    async (c) => ok(c, await listEntityAccess(await apiCtx(c), c.req.valid('param').entityId)),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/api/v2/identity/access',
      tags,
      summary: 'Replace a user’s scopes on an entity (FULL_ACCESS or IAM_FULL_ACCESS; never more than held)',
      request: { body: jsonBody(accessInput) },
      responses: { 200: { ...json(envelopeOf(accessEntry)), description: 'The updated row' }, ...failures },
    }),
    async (c) => ok(c, await putAccess(await apiCtx(c), c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/api/v2/identity/access',
      tags,
      summary: 'Remove a user’s access to an entity',
      request: { body: jsonBody(accessInput.pick({ userId: true, entityId: true })) },
      responses: { 200: { ...json(envelopeOf(z.null())), description: 'Removed' }, ...failures },
    }),
    async (c) => {
      await deleteAccess(await apiCtx(c), c.req.valid('json'));
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/identity/token-check',
      tags,
      summary: 'Token check with entity id and scope: does the viewer hold the scope?',
      request: { query: z.object({ entityId: z.string().min(1).max(200), scope: z.enum(SCOPES) }) },
      responses: {
        200: { ...json(envelopeOf(z.object({ valid: z.boolean() }))), description: 'Answer' },
        ...failures,
      },
    }),
    async (c) => {
      const ctx = await apiCtx(c);
      const { entityId, scope } = c.req.valid('query');
      return ok(c, {
        valid: ctx.viewer.isAuthenticated && hasScope(ctx.viewer.access, entityId, scope as Scope),
      });
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/identity/managed',
      tags,
      summary:
        'The startups, organizations, providers and programs the viewer manages, by kind and name, with the scopes held (the dashboard menu’s submenus)',
      responses: {
        200: {
          ...json(
            envelopeOf(
              z.object({
                startup: z.array(managedEntity),
                organization: z.array(managedEntity),
                provider: z.array(managedEntity),
                program: z.array(managedEntity),
              }),
            ),
          ),
          description: 'Entities per kind',
        },
        401: failures[401],
      },
    }),
    async (c) => ok(c, await listManagedEntities(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/identity/packages',
      tags,
      summary: 'The viewer’s active packages and limits (data.limit)',
      responses: {
        200: {
          ...json(
            envelopeOf(
              z.object({
                packages: z.array(z.string()),
                limit: z.object({
                  userLimit: z.number(),
                  montlyReportDownloadLimit: z.number(),
                  startupRowLimit: z.number(),
                  downloadedReportCount: z.number().describe('Reports downloaded this UTC month'),
                  startupDownloadedRow: z.number().describe('Startup rows exported this UTC month'),
                }),
                members: z.array(
                  z.object({
                    userId: z.string(),
                    email: z.string(),
                    name: z.string(),
                    surname: z.string(),
                    endsAt: z.string(),
                  }),
                ),
              }),
            ),
          ),
          description: 'Packages',
        },
        ...failures,
      },
    }),
    async (c) => ok(c, await getMyPackages(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/identity/packages/grant',
      tags,
      summary: 'Grant a package to a user (super admins only; audited)',
      request: {
        body: jsonBody(
          z.object({
            userId: z.string().min(1),
            packageKey: z.enum(PACKAGE_KEYS as [PackageKey, ...PackageKey[]]),
            months: int32().min(1).max(36),
          }),
        ),
      },
      responses: {
        200: {
          ...json(envelopeOf(z.object({ id: z.number(), packageKey: z.string(), endsAt: z.date() }))),
          description: 'The entitlement',
        },
        ...failures,
        // Premium management is the super admin's alone (spec D§6); other admins are refused too.
        403: { ...json(errorEnvelope), description: "Not a super admin ('Invalid access')" },
      },
    }),
    async (c) => {
      const row = await grantPackage(await apiCtx(c), c.req.valid('json'));
      return ok(c, { id: row.id, packageKey: row.packageKey, endsAt: row.endsAt });
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/identity/packages/InviteUser',
      tags,
      summary: 'Give a colleague (same e-mail domain) a seat on the viewer’s business package',
      request: { body: jsonBody(z.object({ email: z.string().email().max(320) })) },
      responses: {
        200: {
          ...json(envelopeOf(z.object({ userId: z.string(), packageKey: z.string(), endsAt: z.string() }))),
          description: 'Seat given',
        },
        ...failures,
        409: {
          ...json(errorEnvelope),
          description: "'The user already has a premium account' / no free seat",
        },
      },
    }),
    async (c) => ok(c, await inviteToPackage(await apiCtx(c), c.req.valid('json').email)),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/api/v2/identity/packages/RemoveUser',
      tags,
      summary: 'End a colleague’s seat on the viewer’s package',
      request: { body: jsonBody(z.object({ userId: z.string().min(1) })) },
      responses: { 200: { ...json(envelopeOf(z.null())), description: 'Removed' }, ...failures },
    }),
    async (c) => {
      await removeFromPackage(await apiCtx(c), c.req.valid('json').userId);
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/premium/settings',
      tags: ['Premium'],
      summary: 'Premium settings (public: the header loads them; data.model)',
      responses: {
        200: { ...json(envelopeOf(z.object({ model: premiumSettingsSchema }))), description: 'Settings' },
      },
    }),
    async (c) => ok(c, { model: await getPremiumSettings((await apiCtx(c)).db) }),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/api/v2/premium/settings',
      tags: ['Premium'],
      summary: 'Save the premium settings (super admins)',
      request: { body: jsonBody(premiumSettingsSchema) },
      responses: {
        200: { ...json(envelopeOf(z.object({ model: premiumSettingsSchema }))), description: 'Saved' },
        ...failures,
      },
    }),
    async (c) => ok(c, { model: await updatePremiumSettings(await apiCtx(c), c.req.valid('json')) }),
  );
