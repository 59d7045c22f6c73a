/**
 * Users v1 calls (spec public-and-account §7 "Users v1: … Put, Delete/{id}, UpdateProfilePhoto,
 * SetLanguageId, Search, Lookup (name), UserInvite Get/User and Put, create/update/delete for
 * working experience, education, skill, working plan, language, job role"). They reuse the
 * services of the v2 calls, so rules, scopes and messages are the same. Not modelled:
 * "reputation" (the spec does not say what it holds). Lookup and Get/{seoUrl} are in
 * talents-api.ts; Login, Post and the password calls are better-auth's (/api/auth/*).
 */
import { coercedInt32, int32 } from '@/lib/int32';
import { createRoute, z } from '@hono/zod-openapi';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, jsonBody, ok } from '@/server/api/envelope';
import { imageUploadResponses, readUpload, uploadBodyLimit, uploadRequestBody } from '@/server/api/uploads';
import { adminRequestDeletion } from '@/modules/identity/deletion';
import {
  INVITATION_STATUSES,
  listReceivedInvitations,
  respondToInvitation,
} from '@/modules/startups/invitations';
import { setWorkingPlan, updateProfile, uploadProfileImage } from './profile';
import {
  addProfession,
  deleteProfileListRow,
  removeProfession,
  saveProfileList,
  type ProfileList,
} from './lists';
import { searchTalentsByText } from './talents';
import { failures as userFailures, profileInput } from './api';

const tags = ['Users (v1)'];
const failures = {
  ...userFailures,
  404: { ...json(errorEnvelope), description: 'Not found' },
};
const any = { 200: { ...json(envelopeOf(z.any())), description: 'Done' }, ...failures };
const row = z.record(z.string(), z.unknown());
/** v1 list names → the v2 profile lists. */
const LISTS: Record<string, ProfileList> = {
  WorkingExperience: 'experience',
  Education: 'education',
  Skill: 'skill',
  Language: 'language',
};

export const usersV1Api = createRouter()
  .openapi(
    createRoute({
      method: 'put',
      path: '/apiCommon/User/Put',
      tags,
      summary: "Save the viewer's profile fields (only those sent)",
      request: { body: jsonBody(profileInput) },
      responses: any,
    }),
    async (c) => ok(c, await updateProfile(await apiCtx(c), c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/apiCommon/User/UpdateProfilePhoto',
      tags,
      summary: 'Upload the profile photo (multipart `file`; 3 MB, `?modal=true` 5 MB)',
      middleware: [uploadBodyLimit] as const,
      request: { body: uploadRequestBody },
      responses: { ...failures, ...imageUploadResponses },
    }),
    async (c) => {
      const { bytes, fromModal } = await readUpload(c);
      return ok(c, await uploadProfileImage(await apiCtx(c), 'photo', bytes, { fromModal }));
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/apiCommon/User/SetLanguageId',
      tags,
      summary: "The viewer's language (TR=0, EN=1): profile language and the language of their mails",
      request: { query: z.object({ languageId: coercedInt32() }) },
      responses: any,
    }),
    async (c) => {
      const profile = await updateProfile(await apiCtx(c), { languageId: c.req.valid('query').languageId });
      return ok(c, { languageId: profile.languageId });
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/apiCommon/User/Search',
      tags,
      summary: 'Search people by name or title (at least 2 characters; at most 10)',
      request: {
        body: jsonBody(
          z.object({
            searchText: z.string().max(100),
            pageSize: int32().min(1).max(10).optional(),
          }),
        ),
      },
      responses: any,
    }),
    async (c) => {
      const { searchText, pageSize } = c.req.valid('json');
      return ok(c, await searchTalentsByText(await apiCtx(c), searchText, pageSize ?? 10));
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/apiCommon/User/Delete/{id}',
      tags,
      summary: "Admin: schedule a user's account for deletion (the 14-day process; they may recover it)",
      request: { params: z.object({ id: z.string().max(100) }) },
      responses: any,
    }),
    async (c) => ok(c, await adminRequestDeletion(await apiCtx(c), c.req.valid('param').id)),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiCommon/UserInvite/Get/User',
      tags,
      summary: "The viewer's received team invitations (9 a page, newest first)",
      request: {
        query: z.object({
          status: z.enum(INVITATION_STATUSES).default('waiting'),
          page: coercedInt32({ min: 1 }).default(1),
        }),
      },
      responses: any,
    }),
    async (c) => ok(c, await listReceivedInvitations(await apiCtx(c), c.req.valid('query'))),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/apiCommon/UserInvite/Put',
      tags,
      summary: 'Accept or decline a waiting invitation by its approval code',
      request: { body: jsonBody(z.object({ code: z.string().max(100), isAccepted: z.boolean() })) },
      responses: any,
    }),
    async (c) => {
      const { code, isAccepted } = c.req.valid('json');
      await respondToInvitation(await apiCtx(c), code, isAccepted);
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/apiCommon/User/WorkingPlan/{id}',
      tags,
      summary: 'Add a working plan (on-site, remote, hybrid) to the profile',
      request: { params: z.object({ id: coercedInt32() }) },
      responses: any,
    }),
    async (c) => ok(c, await setWorkingPlan(await apiCtx(c), c.req.valid('param').id, true)),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/apiCommon/User/WorkingPlan/{id}',
      tags,
      summary: 'Remove a working plan from the profile',
      request: { params: z.object({ id: coercedInt32() }) },
      responses: any,
    }),
    async (c) => ok(c, await setWorkingPlan(await apiCtx(c), c.req.valid('param').id, false)),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/apiCommon/User/JobRole/{id}',
      tags,
      summary: 'Add a job role (profession)',
      request: { params: z.object({ id: coercedInt32() }) },
      responses: any,
    }),
    async (c) => ok(c, await addProfession(await apiCtx(c), c.req.valid('param').id)),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/apiCommon/User/JobRole/{id}',
      tags,
      summary: 'Remove a job role (profession)',
      request: { params: z.object({ id: coercedInt32() }) },
      responses: any,
    }),
    async (c) => ok(c, await removeProfession(await apiCtx(c), c.req.valid('param').id)),
  );

for (const [name, list] of Object.entries(LISTS)) {
  for (const method of ['post', 'put'] as const)
    usersV1Api.openapi(
      createRoute({
        method,
        path: `/apiCommon/User/${name}`,
        tags,
        summary:
          method === 'post'
            ? `Create a ${list} row (fields as the v2 list rows)`
            : `Update the viewer's ${list} row with \`id\` ('You don't have rights to edit this …' otherwise)`,
        request: { body: jsonBody(method === 'post' ? row : row.and(z.object({ id: int32() }))) },
        responses: any,
      }),
      async (c) => {
        const body = c.req.valid('json') as Record<string, unknown>;
        const input = method === 'post' ? { ...body, id: undefined } : body;
        return ok(c, await saveProfileList(await apiCtx(c), list, [input]));
      },
    );
  usersV1Api.openapi(
    createRoute({
      method: 'delete',
      path: `/apiCommon/User/${name}/{id}`,
      tags,
      summary: `Delete the viewer's ${list} row ('You have no permission to delete this …' otherwise)`,
      request: { params: z.object({ id: coercedInt32() }) },
      responses: any,
    }),
    async (c) => {
      await deleteProfileListRow(await apiCtx(c), list, c.req.valid('param').id);
      return ok(c, null);
    },
  );
}
