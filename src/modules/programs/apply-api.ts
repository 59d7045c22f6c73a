/**
 * Application and jury calls (dashboard-and-operations §7 "Organizations and programs": POST
 * ProgramApply/Get?currentPage; GET ProgramApply/Get/{id}; POST ProgramApply/Post?programId&
 * companyId; PUT ProgramApply/Put?programApplyId&putType; POST and PUT
 * ProgramApplicantReviewCategoryReview?applyId; GET ProgramApplicantsAnswersReviews/Get; POST and
 * PUT ProgramApplicantsAnswersReviews; GET Program/ApplicationsExcelList/{id}; POST
 * Company/SetProgramApplyToken?userId&companyId). Rules live in
 * applications.ts, program-results.ts and review.ts.
 */
import { coercedInt32, int32 } from '@/lib/int32';
import type { Context } from 'hono';
import { createRoute, z } from '@hono/zod-openapi';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, jsonBody, ok, requestLocale } from '@/server/api/envelope';
import { uploadBodyLimit } from '@/server/api/uploads';
import { ValidationError } from '@/server/errors';
import { messagesOf } from '@/server/i18n';
import {
  applyToProgram,
  getPresentation,
  listMyApplications,
  setProgramApplyToken,
  type ApplicationInput,
} from './applications';
import {
  applicationsWorkbook,
  getApplication,
  listProgramApplications,
  setApplicationResult,
} from './program-results';
import { getReviewSheet, saveReview } from './review';

const tags = ['Program applications'];
const failures = {
  400: { ...json(errorEnvelope), description: 'A rule of the spec, with its message' },
  401: {
    ...json(errorEnvelope),
    description: "'You have to login to send a message / apply.' / not signed in",
  },
  403: { ...json(errorEnvelope), description: 'Not a manager, applicant or juror of it' },
  404: { ...json(errorEnvelope), description: 'Not found' },
};
const PAGE_SIZE = 10;
const answersSchema = z
  .array(z.object({ questionId: int32(), answer: z.string().max(10_000).nullable().optional() }))
  .max(50);
const scoreList = <K extends string>(key: K) =>
  z
    .array(
      z.object({ [key]: int32(), score: z.number() } as Record<K, z.ZodNumber> & {
        score: z.ZodNumber;
      }),
    )
    .max(100);
const reviewBody = z.object({
  conflictOfInterest: z.boolean().optional(),
  comment: z.string().max(5000).nullable().optional(),
  submit: z.boolean().optional(),
});
const applyQuery = z.object({ applyId: coercedInt32({ min: 1 }) });

/** The application body: JSON `{ answers }`, or multipart with `answers` (JSON text) and `file` (PDF). */
async function readApplication(c: Context): Promise<Omit<ApplicationInput, 'companyId'>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) {
    const parsed = answersSchema.safeParse(
      ((await c.req.json().catch(() => ({}))) as { answers?: unknown }).answers ?? [],
    );
    if (!parsed.success) throw new ValidationError('generic.invalid_input');
    return { answers: parsed.data };
  }
  const form = await c.req.parseBody();
  let answers: unknown = [];
  try {
    answers = JSON.parse(typeof form.answers === 'string' ? form.answers : '[]');
  } catch {
    throw new ValidationError('generic.invalid_input');
  }
  const parsed = answersSchema.safeParse(answers);
  if (!parsed.success) throw new ValidationError('generic.invalid_input');
  const file = form.file;
  const presentation = file instanceof File && file.size > 0 ? Buffer.from(await file.arrayBuffer()) : null;
  return { answers: parsed.data, presentation };
}

export const applyApi = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/apiCommon/ProgramApply/Post',
      tags,
      summary:
        'Apply to a program with a startup (answers to every question; optional PDF presentation ≤ 5 MB)',
      middleware: [uploadBodyLimit] as const,
      request: {
        query: z.object({
          programId: coercedInt32({ min: 1 }),
          companyId: coercedInt32({ min: 0 }).optional(),
        }),
        body: {
          content: {
            'application/json': { schema: z.object({ answers: answersSchema }) },
            'multipart/form-data': {
              schema: z.object({ answers: z.string().describe('JSON list'), file: z.any().optional() }),
            },
          },
        },
      },
      responses: {
        200: { ...json(envelopeOf(z.object({ programApplyId: z.number() }))), description: 'Applied' },
        ...failures,
        409: { ...json(errorEnvelope), description: "'This startup already applied this program.'" },
        413: { ...json(errorEnvelope), description: "'Uploaded file is too big'" },
        415: { ...json(errorEnvelope), description: 'The presentation is not a PDF' },
      },
    }),
    async (c) => {
      const { programId, companyId } = c.req.valid('query');
      const ctx = await apiCtx(c);
      const body = await readApplication(c);
      return ok(c, { programApplyId: await applyToProgram(ctx, programId, { ...body, companyId }) });
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/apiCommon/ProgramApply/Get',
      tags,
      summary: "With programId: its applications for managers (ranked, 10 a page); without: the viewer's own",
      request: {
        query: z.object({ currentPage: coercedInt32({ min: 1 }).default(1) }),
        body: jsonBody(
          z.object({
            programId: int32().positive().optional(),
            rankBy: z.enum(['raw', 'normalized']).optional(),
          }),
        ),
      },
      responses: {
        200: { ...json(envelopeOf(z.any())), description: 'A page of applications' },
        ...failures,
      },
    }),
    async (c) => {
      const { currentPage } = c.req.valid('query');
      const { programId, rankBy } = c.req.valid('json');
      const ctx = await apiCtx(c);
      const page = <T>(items: T[]) => ({
        items: items.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE),
        total: items.length,
        currentPage,
        pageSize: PAGE_SIZE,
      });
      if (!programId) return ok(c, page(await listMyApplications(ctx)));
      const all = await listProgramApplications(ctx, programId, rankBy);
      return ok(c, { ...all, ...page(all.applications), applications: undefined });
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiCommon/ProgramApply/Get/{id}',
      tags,
      summary:
        'One application (managers: with scores and private status; the applicant: answers and result)',
      request: { params: z.object({ id: coercedInt32({ min: 1 }) }) },
      responses: { 200: { ...json(envelopeOf(z.any())), description: 'The application' }, ...failures },
    }),
    async (c) => ok(c, await getApplication(await apiCtx(c), c.req.valid('param').id)),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/apiCommon/ProgramApply/Put',
      tags,
      summary: 'putType 1: public result (inspecting, approved, declined); 2: private status (managers only)',
      request: {
        query: z.object({
          programApplyId: coercedInt32({ min: 1 }),
          putType: coercedInt32({ min: 1, max: 2 }),
        }),
        body: jsonBody(z.object({ value: z.string().max(200).nullable() })),
      },
      responses: { 200: { ...json(envelopeOf(z.null())), description: 'Saved' }, ...failures },
    }),
    async (c) => {
      const { programApplyId, putType } = c.req.valid('query');
      const { value } = c.req.valid('json');
      await setApplicationResult(
        await apiCtx(c),
        programApplyId,
        putType === 1 ? { publicResult: value ?? '' } : { privateStatus: value },
      );
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiCommon/ProgramApplicantsAnswersReviews/Get',
      tags,
      summary: "The juror's review sheet; other jurors' scores only after the juror submitted",
      request: { query: applyQuery.extend({ programSeoUrl: z.string().max(200).optional() }) },
      responses: { 200: { ...json(envelopeOf(z.any())), description: 'The review sheet' }, ...failures },
    }),
    async (c) => {
      const { applyId, programSeoUrl } = c.req.valid('query');
      return ok(c, await getReviewSheet(await apiCtx(c), programSeoUrl ?? null, applyId));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiCommon/Program/ApplicationsExcelList/{id}',
      tags,
      summary: "A program's applications as an .xlsx file (managers)",
      request: {
        params: z.object({ id: coercedInt32({ min: 1 }) }),
        query: z.object({ rankBy: z.enum(['raw', 'normalized']).optional() }),
      },
      responses: {
        200: {
          content: {
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: z.any() },
          },
          description: 'The workbook',
        },
        ...failures,
      },
    }),
    async (c) => {
      const t = messagesOf(requestLocale(c), 'programApplications');
      const { bytes, fileName } = await applicationsWorkbook(
        await apiCtx(c),
        c.req.valid('param').id,
        {
          rank: t('rank'),
          startup: t('startup'),
          applicant: t('applicant'),
          appliedAt: t('appliedAt'),
          publicResult: t('publicResult'),
          privateStatus: t('privateStatus'),
          rawAverage: t('rawAverage'),
          normalizedAverage: t('normalizedAverage'),
          answerAverage: t('answerAverage'),
          reviews: t('reviews'),
          results: {
            inspecting: t('results.inspecting'),
            approved: t('results.approved'),
            declined: t('results.declined'),
          },
        },
        c.req.valid('query').rankBy,
      );
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'no-store',
      });
    },
  );

/** POST creates, PUT updates: the same save (a juror has one review per application). */
for (const method of ['post', 'put'] as const) {
  applyApi.openapi(
    createRoute({
      method,
      path: '/apiCommon/ProgramApplicantReviewCategoryReview',
      tags,
      summary:
        "Save the juror's review-category scores (whole 0–10), optionally the answer scores, conflict of interest, comment; `submit` makes it final",
      request: {
        query: applyQuery,
        body: jsonBody(
          reviewBody.extend({
            scores: scoreList('categoryId').optional(),
            answerScores: scoreList('answerId').optional(),
          }),
        ),
      },
      responses: { 200: { ...json(envelopeOf(z.null())), description: 'Saved' }, ...failures },
    }),
    async (c) => {
      const { scores, ...rest } = c.req.valid('json');
      await saveReview(await apiCtx(c), c.req.valid('query').applyId, { ...rest, categoryScores: scores });
      return ok(c, null);
    },
  );
  applyApi.openapi(
    createRoute({
      method,
      path: '/apiCommon/ProgramApplicantsAnswersReviews',
      tags,
      summary: "Save the juror's answer scores (whole 0–10)",
      request: {
        query: applyQuery,
        body: jsonBody(reviewBody.extend({ scores: scoreList('answerId').optional() })),
      },
      responses: { 200: { ...json(envelopeOf(z.null())), description: 'Saved' }, ...failures },
    }),
    async (c) => {
      const { scores, ...rest } = c.req.valid('json');
      await saveReview(await apiCtx(c), c.req.valid('query').applyId, { ...rest, answerScores: scores });
      return ok(c, null);
    },
  );
}

applyApi.openapi(
  createRoute({
    method: 'post',
    path: '/apiCommon/Company/SetProgramApplyToken',
    tags,
    summary: 'Let a user apply to programs for the startup (STARTUP_IAM_WRITE on it)',
    request: {
      query: z.object({ userId: z.string().min(1).max(100), companyId: coercedInt32({ min: 1 }) }),
    },
    responses: { 200: { ...json(envelopeOf(z.null())), description: 'Granted' }, ...failures },
  }),
  async (c) => {
    const { userId, companyId } = c.req.valid('query');
    await setProgramApplyToken(await apiCtx(c), userId, companyId);
    return ok(c, null);
  },
);

applyApi.openapi(
  createRoute({
    method: 'get',
    path: '/api/v2/program-applications/{id}/presentation',
    tags,
    summary: "An application's presentation PDF (its applicant, the program's managers and jurors, admins)",
    request: { params: z.object({ id: coercedInt32({ min: 1 }) }) },
    responses: {
      200: { content: { 'application/pdf': { schema: z.any() } }, description: 'The PDF' },
      ...failures,
    },
  }),
  async (c) => {
    const bytes = await getPresentation(await apiCtx(c), c.req.valid('param').id);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'inline; filename="presentation.pdf"',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  },
);
