/**
 * Users v2 calls for the signed-in user's own profile (API.md: plain REST under /api/v2/users;
 * spec §7 Users v2: fetch user data, put profile, upload profile photo and cover (multipart
 * `file`), list/create/update/delete for education, communication (language), skill, work
 * experience and profession). Every call acts on the viewer's own data only.
 */
import { coercedInt32, int32 } from '@/lib/int32';
import { createRoute, z } from '@hono/zod-openapi';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, ok, json, jsonBody } from '@/server/api/envelope';
import { imageUploadResponses, readUpload, uploadBodyLimit, uploadRequestBody } from '@/server/api/uploads';
import { SOCIAL_HOSTS } from '@/lib/links';
import { GENDERS, getMyProfile, PROFILE_CURRENCIES, updateProfile, uploadProfileImage } from './profile';
import { deleteCv, getMyCv, uploadCv } from './cv';
import { setListing } from './listing';
import { privateFileHeaders } from '@/server/storage';
import { getMyProfileOverview } from './overview';
import {
  addProfession,
  deleteProfileListRow,
  getProfileList,
  PROFILE_LISTS,
  removeProfession,
  saveProfileList,
} from './lists';

const tags = ['Users'];
/** Failure responses of the Users calls. */
export const failures = {
  400: { ...json(errorEnvelope), description: 'Invalid fields, each with its message' },
  401: { ...json(errorEnvelope), description: 'Not signed in' },
  403: { ...json(errorEnvelope), description: "Another user's row ('You don't have rights to edit this …')" },
};
const id = int32().nullable().optional();
const day = z.string().max(30).nullable().optional().describe('YYYY-MM-DD; 0001-01-01 = empty');

/** The profile fields a PUT may send (all optional). */
export const profileInput = z
  .object({
    name: z.string().max(100),
    surname: z.string().max(100),
    title: z.string().max(150).nullable(),
    gender: z.enum(GENDERS).nullable(),
    birthday: day,
    phoneCountry: z.string().length(2).nullable().describe('ISO 3166 alpha-2 of the phone number'),
    phone: z.string().max(40).nullable(),
    countryId: id,
    cityId: id,
    countyId: id,
    about: z.string().max(20_000).nullable().describe('Rich text; sanitized to the spec allow-list'),
    jobSearchStatusId: id,
    openToWork: z.boolean(),
    workingPlanIds: z.array(int32()).max(20),
    employmentTypeIds: z.array(int32()).max(20),
    salaryMin: z.number().nullable(),
    salaryMax: z.number().nullable(),
    salaryCurrency: z.enum(PROFILE_CURRENCIES).nullable(),
    shareMin: z.number().nullable().describe('percent 0–100'),
    shareMax: z.number().nullable().describe('percent 0–100'),
    socialLinks: z
      .record(z.string(), z.string().max(500).nullable())
      .describe(`Keys: ${Object.keys(SOCIAL_HOSTS).join(', ')}`),
    languageId: int32().nullable().describe('TR=0, EN=1'),
  })
  .partial();
const row = z.record(z.string(), z.unknown());
const listParam = z.object({ list: z.enum(PROFILE_LISTS) });
export const profilesApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/users/me',
      tags,
      summary: "The viewer's profile with its lists (fetch user data)",
      responses: { 200: { ...json(envelopeOf(z.any())), description: 'Profile' }, ...failures },
    }),
    async (c) => ok(c, await getMyProfileOverview(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiCommon/User/Get',
      tags,
      summary: "v1: the viewer's own user data (same as GET /api/v2/users/me)",
      responses: { 200: { ...json(envelopeOf(z.any())), description: 'Profile' }, ...failures },
    }),
    async (c) => ok(c, await getMyProfileOverview(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/api/v2/users/me',
      tags,
      summary: 'Save profile fields (only those sent)',
      request: { body: jsonBody(profileInput) },
      responses: { 200: { ...json(envelopeOf(z.any())), description: 'Saved profile' }, ...failures },
    }),
    async (c) => ok(c, await updateProfile(await apiCtx(c), c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/users/me/cv',
      tags,
      summary: 'Upload the CV (multipart `file`; PDF, at most 5 MB)',
      middleware: [uploadBodyLimit] as const,
      request: { body: uploadRequestBody },
      responses: {
        200: { ...json(envelopeOf(z.object({ cvUrl: z.string() }))), description: 'The CV URL' },
        ...failures,
        413: { ...json(errorEnvelope), description: "'Uploaded file is too big'" },
        415: { ...json(errorEnvelope), description: 'Not a PDF' },
      },
    }),
    async (c) => {
      const { bytes } = await readUpload(c);
      return ok(c, { cvUrl: await uploadCv(await apiCtx(c), bytes) });
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/users/me/cv',
      tags,
      summary: "The viewer's own CV (PDF); a private file served to its owner only",
      responses: {
        200: { content: { 'application/pdf': { schema: z.any() } }, description: 'The PDF' },
        ...failures,
        404: { ...json(errorEnvelope), description: 'No CV' },
      },
    }),
    async (c) =>
      c.body(
        new Uint8Array(await getMyCv(await apiCtx(c))),
        200,
        privateFileHeaders('application/pdf', 'cv.pdf'),
      ),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/api/v2/users/me/cv',
      tags,
      summary: "Delete the viewer's CV (copies sent with job applications stay with them)",
      responses: {
        200: { ...json(envelopeOf(z.object({ cvUrl: z.null() }))), description: 'Deleted' },
        ...failures,
      },
    }),
    async (c) => {
      await deleteCv(await apiCtx(c));
      return ok(c, { cvUrl: null });
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/api/v2/users/me/listing',
      tags,
      summary:
        'Choose whether the viewer is listed (talent directory, home page, search, talent page); needs a title and one more section',
      request: { body: jsonBody(z.object({ listed: z.boolean() })) },
      responses: {
        200: { ...json(envelopeOf(z.object({ listed: z.boolean() }))), description: 'Saved' },
        ...failures,
      },
    }),
    async (c) => ok(c, await setListing(await apiCtx(c), c.req.valid('json').listed)),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/users/me/{kind}',
      tags,
      summary: 'Upload the profile photo or cover (multipart `file`; `?modal=true` allows 5 MB, else 3 MB)',
      middleware: [uploadBodyLimit] as const,
      request: { params: z.object({ kind: z.enum(['photo', 'cover']) }), body: uploadRequestBody },
      responses: { ...failures, ...imageUploadResponses },
    }),
    async (c) => {
      const { bytes, fromModal } = await readUpload(c);
      return ok(
        c,
        await uploadProfileImage(await apiCtx(c), c.req.valid('param').kind, bytes, { fromModal }),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/users/me/lists/{list}',
      tags,
      summary: "One of the viewer's lists (education, language, skill, experience)",
      request: { params: listParam },
      responses: { 200: { ...json(envelopeOf(z.array(row))), description: 'Rows' }, ...failures },
    }),
    async (c) => {
      const ctx = await apiCtx(c);
      const profile = await getMyProfile(ctx);
      return ok(c, await getProfileList(ctx.db, profile.userId, c.req.valid('param').list));
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/api/v2/users/me/lists/{list}',
      tags,
      summary: 'Save rows: without id created, with id updated, fully empty ignored',
      request: { params: listParam, body: jsonBody(z.array(row).max(100)) },
      responses: {
        200: { ...json(envelopeOf(z.array(row))), description: 'The list after saving' },
        ...failures,
      },
    }),
    async (c) =>
      ok(c, await saveProfileList(await apiCtx(c), c.req.valid('param').list, c.req.valid('json') as never)),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/api/v2/users/me/lists/{list}/{id}',
      tags,
      summary: 'Delete one row of a list',
      request: { params: listParam.extend({ id: coercedInt32() }) },
      responses: { 200: { ...json(envelopeOf(z.null())), description: 'Deleted' }, ...failures },
    }),
    async (c) => {
      const { list, id: rowId } = c.req.valid('param');
      await deleteProfileListRow(await apiCtx(c), list, rowId);
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/users/me/professions/{professionId}',
      tags,
      summary: 'Add a profession (job role)',
      request: { params: z.object({ professionId: coercedInt32() }) },
      responses: {
        200: { ...json(envelopeOf(z.array(z.number()))), description: 'Profession ids' },
        ...failures,
      },
    }),
    async (c) => ok(c, await addProfession(await apiCtx(c), c.req.valid('param').professionId)),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/api/v2/users/me/professions/{professionId}',
      tags,
      summary: 'Remove a profession',
      request: { params: z.object({ professionId: coercedInt32() }) },
      responses: {
        200: { ...json(envelopeOf(z.array(z.number()))), description: 'Profession ids' },
        ...failures,
      },
    }),
    async (c) => ok(c, await removeProfession(await apiCtx(c), c.req.valid('param').professionId)),
  );
