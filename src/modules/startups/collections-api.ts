/**
 * The v1 Company child collections (spec public-and-account §7 "Child collections (business
 * models, team members, patents, government supports, investments, investors, important
 * updates, incubation centers, revenue models, technology): POST with companyId and a list
 * body; DELETE with body; team members also PUT"; dashboard-and-operations §7).
 * POST adds the listed items (Investments replaces the rounds, as the editor saves them whole);
 * DELETE removes the listed ids; a list is written whole or not at all. Scopes: investments and
 * investors STARTUP_FINANCIAL_WRITE, team STARTUP_IAM_WRITE, the rest WRITE (details.ts).
 */
import { int32 } from '@/lib/int32';
import { createRoute, z } from '@hono/zod-openapi';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, json, jsonBody, ok } from '@/server/api/envelope';
import { companyId, done, failures, teamMemberBody } from './api-responses';
import { addRoundInvestors, removeRoundInvestors, saveInvestments, saveTeamMembers } from './collections';
import { addStartupDetails, deleteStartupDetails, type DetailKind } from './details';

const tags = ['Startups (v1 child collections)'];
const day = z.string().max(30).nullable().optional().describe('YYYY-MM-DD');
const round = z.object({
  id: int32().nullable().optional().describe('the round to update; absent → a new round'),
  announcedDate: day,
  tourId: int32().nullable().optional(),
  investmentTypeId: int32().nullable().optional(),
  amount: z.number().nullable().optional(),
  amountCurrency: z.string().max(3),
  preMoneyValuation: z.number().nullable().optional(),
  valuationCurrency: z.string().max(3).nullable().optional(),
  shareRatio: z.number().nullable().optional().describe('investor share, percent 0–100'),
  amountReceived: z.number().nullable().optional().describe('in amountCurrency'),
  startDate: day,
  endDate: day.describe('YYYY-MM-DD, not before startDate'),
});
const investor = z.object({
  roundId: int32(),
  organizationId: int32(),
  isLead: z.boolean().optional(),
});

/** Answer of the whole-list saves: the row ids in list order. */
const savedIds = {
  200: { ...json(envelopeOf(z.array(z.number()))), description: 'The row ids in list order' },
  ...failures,
};

/** Collections whose POST list items are the row fields (or ids), by path name. */
const ADDED = {
  BusinessModels: { kind: 'businessmodel', item: int32(), note: 'business model type ids' },
  Technology: { kind: 'technology', item: int32(), note: 'technology type ids' },
  RevenueModels: { kind: 'revenuemodel', item: int32(), note: 'revenue model type ids' },
  IncubationCenters: {
    kind: 'incubationcenter',
    item: int32(),
    note: 'organization ids (incubation centers, technoparks, accelerators…)',
  },
  GovernmentSupports: {
    kind: 'governmentsupport',
    item: z.object({ typeId: int32(), supportDate: day }),
    note: 'supports with their date',
  },
  Patents: {
    kind: 'patent',
    item: z.object({ name: z.string().max(300), applicationNumber: z.string().max(100) }),
    note: 'name and application number both required',
  },
  ImportantUpdates: {
    kind: 'importantupdate',
    item: z.object({ text: z.string().max(2000), date: z.string().max(30) }),
    note: 'text and date required',
  },
  TeamMembers: { kind: 'teammember', item: teamMemberBody, note: 'team members and mentors' },
} as const;
/** Collections a DELETE body lists detail ids of (ids for the id kinds, row ids else). */
const DELETED: Record<keyof typeof ADDED | 'Investments', DetailKind> = {
  ...(Object.fromEntries(Object.entries(ADDED).map(([name, spec]) => [name, spec.kind])) as Record<
    keyof typeof ADDED,
    DetailKind
  >),
  Investments: 'investment',
};

/** POST list item → detail input (ids become `{ id }`; v1 `date` of an update is its updateDate). */
function detailInput(item: unknown): Record<string, unknown> {
  if (typeof item === 'number') return { id: item };
  const row = item as Record<string, unknown>;
  return 'date' in row && 'text' in row ? { text: row.text, updateDate: row.date } : row;
}

export const startupCollectionsApi = createRouter()
  .openapi(
    createRoute({
      method: 'put',
      path: '/apiCommon/Company/TeamMembers',
      tags,
      summary:
        'Save the whole team: with id updated, without created, missing removed (STARTUP_IAM_WRITE; at least one member)',
      request: { body: jsonBody(z.object({ companyId, list: z.array(teamMemberBody).max(100) })) },
      responses: savedIds,
    }),
    async (c) => {
      const { companyId: id, list } = c.req.valid('json');
      return ok(c, await saveTeamMembers(await apiCtx(c), id, list));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/apiCommon/Company/Investments',
      tags,
      summary:
        'Save all funding rounds: with id updated (investors kept), without created, missing deleted (STARTUP_FINANCIAL_WRITE)',
      request: { body: jsonBody(z.object({ companyId, list: z.array(round).max(100) })) },
      responses: savedIds,
    }),
    async (c) => {
      const { companyId: id, list } = c.req.valid('json');
      return ok(c, await saveInvestments(await apiCtx(c), id, list));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/apiCommon/Company/Investors',
      tags,
      summary: 'Add investors (organizations) to funding rounds (STARTUP_FINANCIAL_WRITE)',
      request: { body: jsonBody(z.object({ companyId, list: z.array(investor).max(100) })) },
      responses: done,
    }),
    async (c) => {
      const { companyId: id, list } = c.req.valid('json');
      await addRoundInvestors(await apiCtx(c), id, list);
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/apiCommon/Company/Investors',
      tags,
      summary: 'Remove investors from funding rounds (STARTUP_FINANCIAL_WRITE)',
      request: {
        body: jsonBody(z.object({ companyId, list: z.array(investor.omit({ isLead: true })).max(100) })),
      },
      responses: done,
    }),
    async (c) => {
      const { companyId: id, list } = c.req.valid('json');
      await removeRoundInvestors(await apiCtx(c), id, list);
      return ok(c, null);
    },
  );

for (const [name, spec] of Object.entries(ADDED)) {
  startupCollectionsApi.openapi(
    createRoute({
      method: 'post',
      path: `/apiCommon/Company/${name}`,
      tags,
      summary: `Add ${spec.note}`,
      request: { body: jsonBody(z.object({ companyId, list: z.array(spec.item as z.ZodTypeAny).max(100) })) },
      responses: {
        200: { ...json(envelopeOf(z.array(z.number()))), description: 'The new detail ids' },
        ...failures,
      },
    }),
    async (c) => {
      const { companyId: id, list } = c.req.valid('json') as { companyId: number; list: unknown[] };
      return ok(c, await addStartupDetails(await apiCtx(c), id, spec.kind, list.map(detailInput)));
    },
  );
}
for (const [name, kind] of Object.entries(DELETED)) {
  startupCollectionsApi.openapi(
    createRoute({
      method: 'delete',
      path: `/apiCommon/Company/${name}`,
      tags,
      summary: `Delete the listed ${kind} details (ids; all or none)`,
      request: { body: jsonBody(z.object({ companyId, list: z.array(int32()).min(1).max(100) })) },
      responses: done,
    }),
    async (c) => {
      const { companyId: id, list } = c.req.valid('json');
      await deleteStartupDetails(await apiCtx(c), id, kind, list);
      return ok(c, null);
    },
  );
}
