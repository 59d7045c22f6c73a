/**
 * Program management calls (dashboard-and-operations §7 "Organizations and programs": GET
 * Program/GetProgramList; GET Program/Get/Authorize (getType 0 with programId, 1 for user
 * programs); PUT Program/Put?programId&programType; POST Program/Post?organizerId&programType;
 * DELETE Program/Delete?id; POST/PUT/DELETE ProgramReviewCategory?programId). `programType`
 * is the program type id. Rules and scopes live in program-editor.ts and review-categories.ts.
 */
import { coercedInt32, int32 } from '@/lib/int32';
import { createRoute, z } from '@hono/zod-openapi';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, jsonBody, ok } from '@/server/api/envelope';
import {
  createProgram,
  deleteProgram,
  getProgramForEdit,
  listManagedPrograms,
  updateProgram,
} from './program-editor';
import { changeReviewCategories } from './review-categories';

const tags = ['Programs'];
const ids = z.array(int32().positive()).max(100).optional();
const day = z.string().max(30).nullable().optional().describe('UTC day YYYY-MM-DD');
const longText = z.string().max(10_000).nullable().optional();
const category = z.object({
  id: int32().positive().nullable().optional(),
  name: z.string().max(200).nullable().optional(),
  description: z.string().max(2000).nullable().optional(),
  weight: z.number().nullable().optional().describe('Percent 0–100; all weights sum to 100'),
});
const programBody = z.object({
  name: z.string().max(300).optional(),
  typeId: int32().nullable().optional(),
  startDate: day,
  endDate: day,
  applyStartDate: day,
  applyEndDate: day,
  investmentTypeId: int32().nullable().optional(),
  minInvestment: z.number().nullable().optional(),
  maxInvestment: z.number().nullable().optional(),
  investmentCurrency: z.string().max(3).nullable().optional(),
  minShare: z.number().nullable().optional().describe('Percent 0–100'),
  maxShare: z.number().nullable().optional(),
  isGrant: z.boolean().optional(),
  description: longText,
  facilities: longText,
  conditions: longText,
  awards: longText,
  evaluationCriteria: longText,
  prerequisites: longText,
  stageIds: ids,
  sectorIds: ids,
  targetMarketIds: ids,
  technologyIds: ids,
  juryEmails: z.array(z.string().max(200)).max(50).optional(),
  questions: z
    .array(
      z.object({
        id: int32().positive().nullable().optional(),
        question: z.string().max(2000).nullable().optional(),
      }),
    )
    .max(50)
    .optional(),
  reviewCategories: z.array(category).max(30).optional(),
});
const failures = {
  400: { ...json(errorEnvelope), description: 'Invalid fields, each with its message' },
  401: { ...json(errorEnvelope), description: 'Not signed in' },
  403: { ...json(errorEnvelope), description: "'Invalid access'" },
  404: { ...json(errorEnvelope), description: 'Not found' },
};
const done = { 200: { ...json(envelopeOf(z.null())), description: 'Saved' }, ...failures };
const programType = coercedInt32().optional();

export const programApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiCommon/Program/GetProgramList',
      tags,
      summary: "Programs of the viewer's organizations (or of `organizerId`), for their managers",
      request: { query: z.object({ organizerId: coercedInt32({ min: 1 }).optional() }) },
      responses: { 200: { ...json(envelopeOf(z.array(z.any()))), description: 'Programs' }, ...failures },
    }),
    async (c) => ok(c, await listManagedPrograms(await apiCtx(c), c.req.valid('query').organizerId)),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiCommon/Program/Get/Authorize',
      tags,
      summary:
        "getType 0: one program with jury, questions and categories (programId); 1: the viewer's programs",
      request: {
        query: z.object({
          getType: coercedInt32({ min: 0, max: 1 }),
          programId: coercedInt32({ min: 1 }).optional(),
        }),
      },
      responses: { 200: { ...json(envelopeOf(z.any())), description: 'Program(s)' }, ...failures },
    }),
    async (c) => {
      const { getType, programId } = c.req.valid('query');
      const ctx = await apiCtx(c);
      return ok(
        c,
        getType === 0 ? await getProgramForEdit(ctx, { id: programId ?? 0 }) : await listManagedPrograms(ctx),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/apiCommon/Program/Post',
      tags,
      summary: 'Create a program with its jury, questions and review categories',
      request: {
        query: z.object({ organizerId: coercedInt32({ min: 1 }), programType }),
        body: jsonBody(programBody),
      },
      responses: {
        200: {
          ...json(envelopeOf(z.object({ id: z.number(), seoUrl: z.string() }))),
          description: 'Created',
        },
        ...failures,
      },
    }),
    async (c) => {
      const { organizerId, programType: type } = c.req.valid('query');
      const body = c.req.valid('json');
      return ok(
        c,
        await createProgram(await apiCtx(c), organizerId, { ...body, typeId: type ?? body.typeId }),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/apiCommon/Program/Put',
      tags,
      summary: 'Save a whole program (rows with ids are updated, rows left out deleted)',
      request: {
        query: z.object({ programId: coercedInt32({ min: 1 }), programType }),
        body: jsonBody(programBody),
      },
      responses: done,
    }),
    async (c) => {
      const { programId, programType: type } = c.req.valid('query');
      const body = c.req.valid('json');
      await updateProgram(await apiCtx(c), programId, { ...body, typeId: type ?? body.typeId });
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/apiCommon/Program/Delete',
      tags,
      summary: 'Delete a program with its applications and reviews',
      request: { query: z.object({ id: coercedInt32({ min: 1 }) }) },
      responses: done,
    }),
    async (c) => {
      await deleteProgram(await apiCtx(c), c.req.valid('query').id);
      return ok(c, null);
    },
  );

for (const method of ['post', 'put', 'delete'] as const)
  programApi.openapi(
    createRoute({
      method,
      path: '/apiCommon/ProgramReviewCategory',
      tags,
      summary:
        method === 'post'
          ? 'Add review categories'
          : method === 'put'
            ? 'Update review categories by id'
            : 'Delete review categories by id',
      description: 'The categories after the change must still sum to 100 (else nothing changes).',
      request: {
        query: z.object({ programId: coercedInt32({ min: 1 }) }),
        body: jsonBody(z.array(category).max(30)),
      },
      responses: {
        200: { ...json(envelopeOf(z.array(category))), description: 'The categories after the change' },
        ...failures,
      },
    }),
    async (c) =>
      ok(
        c,
        await changeReviewCategories(
          await apiCtx(c),
          c.req.valid('query').programId,
          method,
          c.req.valid('json'),
        ),
      ),
  );
