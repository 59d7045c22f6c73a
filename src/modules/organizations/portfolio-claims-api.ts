/**
 * Portfolio claim calls (issue 12 §4; API.md plain REST under /api/v2): an organization that
 * lists a startup its saver may not edit only claims it; the startup's team (WRITE on the
 * startup, or admin) lists the claims and confirms (the startup becomes public on the
 * organization's page) or declines them. Rules and scopes are checked by portfolio-claims.ts.
 */
import { coercedInt32 } from '@/lib/int32';
import { createRoute, z } from '@hono/zod-openapi';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, ok } from '@/server/api/envelope';
import { confirmPortfolioClaim, declinePortfolioClaim, listPortfolioClaims } from './portfolio-claims';

const tags = ['Organizations'];
const failures = {
  400: { ...json(errorEnvelope), description: 'Invalid id (data.fields names it)' },
  401: { ...json(errorEnvelope), description: 'Not signed in' },
  403: {
    ...json(errorEnvelope),
    description: "'Invalid access': the viewer may not edit the startup",
  },
};
const notFound = {
  404: { ...json(errorEnvelope), description: 'That organization does not claim that startup' },
};
const startupParam = z.object({
  id: coercedInt32({ min: 1 }).describe('The startup (startups.id)'),
});
const claimParams = startupParam.extend({
  organizationId: coercedInt32({ min: 1 }).describe('The claiming organization (organizations.id)'),
});
const claimSchema = z.object({
  organizationId: z.number().describe('The claiming organization'),
  name: z.string(),
  seoUrl: z.string().describe('Its page: /tech-center/{seoUrl} (when isPublic)'),
  logoUrl: z.string().nullable(),
  isPublic: z.boolean().describe('Approved and visible, so its public page exists'),
});
const done = { 200: { ...json(envelopeOf(z.null())), description: 'Done' }, ...failures, ...notFound };

export const portfolioClaimsApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/startups/{id}/portfolio-claims',
      tags,
      summary: 'Organizations claiming a startup in their portfolio (WRITE on the startup)',
      description:
        "The organizations that list the startup but whose claim the startup's team has not confirmed yet, by name. Such links are not shown publicly until confirmed. Needs WRITE (or FULL_ACCESS) on the startup, or admin.",
      request: { params: startupParam },
      responses: {
        200: { ...json(envelopeOf(z.array(claimSchema))), description: 'Claims (empty when none)' },
        ...failures,
      },
    }),
    async (c) => ok(c, await listPortfolioClaims(await apiCtx(c), c.req.valid('param').id)),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/startups/{id}/portfolio-claims/{organizationId}/confirm',
      tags,
      summary: "Confirm an organization's portfolio claim (WRITE on the startup)",
      description:
        "The startup moves from the organization's pending list to its startups, shown on the organization's public page. One transaction with an audit row. Needs WRITE (or FULL_ACCESS) on the startup, or admin; 404 when that organization does not claim the startup.",
      request: { params: claimParams },
      responses: done,
    }),
    async (c) => {
      const { id, organizationId } = c.req.valid('param');
      await confirmPortfolioClaim(await apiCtx(c), { startupId: id, organizationId });
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/api/v2/startups/{id}/portfolio-claims/{organizationId}',
      tags,
      summary: "Decline an organization's portfolio claim (WRITE on the startup)",
      description:
        "The startup leaves the organization's pending list and is never shown on its page (listing it again makes a new claim). One transaction with an audit row. Needs WRITE (or FULL_ACCESS) on the startup, or admin; 404 when that organization does not claim the startup.",
      request: { params: claimParams },
      responses: done,
    }),
    async (c) => {
      const { id, organizationId } = c.req.valid('param');
      await declinePortfolioClaim(await apiCtx(c), { startupId: id, organizationId });
      return ok(c, null);
    },
  );
