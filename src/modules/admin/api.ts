/**
 * The admin area's REST calls (issue 17 §1; D §2 admin routes index, users, admins, startups;
 * D §6 roles): the admin home's figures, users and their actions, admin roles, startup
 * moderation and the audit log, under /api/v2/admin/…. Every call checks the role before
 * anything else — even before its body is read: 401 for visitors, 403 'access.invalid' for
 * signed-in users without the role. Thin: each call parses its input and hands it to a service
 * of this module.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { apiCtx, createRouter } from '@/server/api/router';
import { jsonBody, ok } from '@/server/api/envelope';
import { requireAdminRole } from './access';
import type { AdminRole } from './menu';
import { getAdminOverview } from './overview';
import {
  deleteUserAsAdmin,
  getUserForAdmin,
  listUsersForAdmin,
  lockUser,
  signOutUserEverywhere,
  unlockUser,
  verifyUserEmail,
} from './users';
import { grantAdminRole, listAdminRoles, listAdminSources, revokeAdminRole } from './admins';
import {
  deleteStartupsAsAdmin,
  hideStartupsAsAdmin,
  listStartupsForAdmin,
  showStartupsAsAdmin,
} from './startups';
import { exportAuditLog, listAuditLog, type ExportedFile } from './audit';
import { adminGrantInput, startupIdsInput, startupReasonInput } from './validation';
import {
  ADMIN_ROLE,
  adminRoleRow,
  answer,
  auditFilter,
  auditPage,
  auditQueryParams,
  BASE,
  bulkResult,
  conflict,
  failures,
  notFound,
  overviewView,
  startupPage,
  startupQuery,
  SUPER_ROLE,
  tags,
  userActionResult,
  userDetails,
  userIdParam,
  userPage,
  userQuery,
  xlsxAnswer,
} from './api-schemas';

/** Checks the viewer holds `role` (401/403) before the route reads anything. */
const guard =
  (role: AdminRole): MiddlewareHandler =>
  async (c, next) => {
    requireAdminRole(await apiCtx(c), role);
    await next();
  };

/** Answers an exported file for download. */
const sendFile = (c: Context, file: ExportedFile) =>
  c.body(new Uint8Array(file.bytes), 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': `attachment; filename="${file.fileName}"`,
    'Cache-Control': 'private, no-store',
  });

const adminFailures = failures(ADMIN_ROLE);
const superFailures = failures(SUPER_ROLE);
const userNotFound = notFound("No such user ('admin.user_not_found')");
const userRules = {
  403: {
    ...adminFailures[403],
    description: `${adminFailures[403].description}; 'admin.self' on one's own account; 'admin.super_only' on a super admin's account by an admin`,
  },
};

/** A POST action on one user (lock, unlock, verify-email, sign-out). */
const userAction = (path: string, summary: string) =>
  createRoute({
    method: 'post',
    path: `${BASE}/users/{userId}/${path}`,
    tags,
    summary,
    request: { params: userIdParam },
    responses: {
      ...answer(userActionResult, 'The user’s state afterwards'),
      ...adminFailures,
      ...userRules,
      ...userNotFound,
    },
  });

const overviewApi = createRouter().openapi(
  createRoute({
    method: 'get',
    path: `${BASE}/overview`,
    tags,
    summary:
      'The admin home: platform counts and the last 12 weeks (sign-ups, startups, jobs, applications, payments)',
    responses: { ...answer(overviewView, 'Counts and weekly series'), ...superFailures },
  }),
  async (c) => ok(c, await getAdminOverview(await apiCtx(c))),
);

const usersApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/users`,
      tags,
      summary:
        'Users: search by name or e-mail, filter (locked, unverified, pending deletion, admins), sort; paged',
      request: { query: userQuery },
      responses: { ...answer(userPage, 'A page of users'), ...adminFailures },
    }),
    async (c) => ok(c, await listUsersForAdmin(await apiCtx(c), c.req.valid('query'))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/users/{userId}`,
      tags,
      summary: 'One user: profile, sessions, verification, lock, access, packages, entities, audit rows',
      request: { params: userIdParam },
      responses: { ...answer(userDetails, 'The user'), ...adminFailures, ...userNotFound },
    }),
    async (c) => ok(c, await getUserForAdmin(await apiCtx(c), c.req.valid('param').userId)),
  )
  .openapi(
    userAction('lock', 'Lock the account (it cannot sign in) and end every session; audited'),
    async (c) => ok(c, await lockUser(await apiCtx(c), c.req.valid('param').userId)),
  )
  .openapi(userAction('unlock', 'Unlock the account; audited'), async (c) =>
    ok(c, await unlockUser(await apiCtx(c), c.req.valid('param').userId)),
  )
  .openapi(userAction('verify-email', 'Mark the e-mail address verified; audited'), async (c) =>
    ok(c, await verifyUserEmail(await apiCtx(c), c.req.valid('param').userId)),
  )
  .openapi(userAction('sign-out', 'Sign the user out everywhere (every session ends); audited'), async (c) =>
    ok(c, await signOutUserEverywhere(await apiCtx(c), c.req.valid('param').userId)),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: `${BASE}/users/{userId}`,
      tags,
      summary:
        'Start the 14-day deletion of the account (sessions end; the user may recover it by signing in); audited',
      request: { params: userIdParam },
      responses: {
        ...answer(userActionResult, 'The user’s state afterwards'),
        ...adminFailures,
        ...userRules,
        ...userNotFound,
      },
    }),
    async (c) => ok(c, await deleteUserAsAdmin(await apiCtx(c), c.req.valid('param').userId)),
  );

const adminsApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/admins`,
      tags,
      summary:
        'Every admin role held: super admins (`admin`), source admins (`<source>-admin`), report admins (`rapor-admin`)',
      responses: { ...answer(z.array(adminRoleRow), 'Admin roles'), ...superFailures },
    }),
    async (c) => ok(c, await listAdminRoles(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/admins/sources`,
      tags,
      summary: 'Known sources for a source admin (startup sources and existing `<source>-admin` roles)',
      responses: { ...answer(z.array(z.string()), 'Sources'), ...superFailures },
    }),
    async (c) => ok(c, await listAdminSources(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/admins`,
      tags,
      summary:
        'Grant an admin role to a registered user by e-mail (admin with a source, super admin, report admin); audited',
      request: { body: jsonBody(adminGrantInput) },
      responses: {
        ...answer(z.array(adminRoleRow), 'Admin roles afterwards'),
        ...superFailures,
        ...notFound("No user has this e-mail address ('admin.email_not_found')"),
      },
    }),
    async (c) => ok(c, await grantAdminRole(await apiCtx(c), c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: `${BASE}/admins/{userId}/{entityId}`,
      tags,
      summary: 'Revoke an admin role; never one’s own super admin role nor the last super admin; audited',
      request: {
        params: z.object({
          userId: z.string().min(1).max(100),
          entityId: z.string().min(1).max(60).describe('`admin`, `<source>-admin` or `rapor-admin`'),
        }),
      },
      responses: {
        ...answer(z.array(adminRoleRow), 'Admin roles afterwards'),
        ...superFailures,
        ...notFound("The user does not hold this role ('admin.role_not_found')"),
        ...conflict("The last super admin ('admin.last_super')"),
      },
    }),
    async (c) => ok(c, await revokeAdminRole(await apiCtx(c), c.req.valid('param'))),
  );

const startupsApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/startups`,
      tags,
      summary: 'Startups: search by name, seoUrl or id; filter by visibility and source; sort; paged',
      request: { query: startupQuery },
      responses: { ...answer(startupPage, 'A page of startups'), ...adminFailures },
    }),
    async (c) => ok(c, await listStartupsForAdmin(await apiCtx(c), c.req.valid('query'))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/startups/hide`,
      tags,
      summary:
        'Hide startups (1–100) with a reason; their owners cannot show them again; one transaction, one audit row each',
      request: { body: jsonBody(startupReasonInput) },
      responses: {
        ...answer(bulkResult, 'The startups hidden'),
        ...adminFailures,
        ...notFound('A startup does not exist (nothing changed)'),
      },
    }),
    async (c) => ok(c, await hideStartupsAsAdmin(await apiCtx(c), c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/startups/show`,
      tags,
      summary: 'Show startups (1–100) again, clearing an admin’s hiding; one transaction, one audit row each',
      request: { body: jsonBody(startupIdsInput) },
      responses: {
        ...answer(bulkResult, 'The startups shown'),
        ...adminFailures,
        ...notFound('A startup does not exist (nothing changed)'),
      },
    }),
    async (c) => ok(c, await showStartupsAsAdmin(await apiCtx(c), c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/startups/delete`,
      tags,
      summary: 'Delete startups (1–100) with a reason; one transaction, one audit row each with a snapshot',
      request: { body: jsonBody(startupReasonInput) },
      responses: {
        ...answer(bulkResult, 'The startups deleted'),
        ...adminFailures,
        ...notFound('A startup does not exist (nothing changed)'),
      },
    }),
    async (c) => ok(c, await deleteStartupsAsAdmin(await apiCtx(c), c.req.valid('json'))),
  );

const auditApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/audit-log`,
      tags,
      summary:
        'The audit log, newest first: filter by actor e-mail, action prefix, entity id, UTC days; paged',
      request: { query: auditQueryParams },
      responses: { ...answer(auditPage, 'A page of audit rows'), ...superFailures },
    }),
    async (c) => ok(c, await listAuditLog(await apiCtx(c), c.req.valid('query'))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/audit-log/file`,
      tags,
      summary:
        'The filtered audit log as an Excel workbook (.xlsx, at most 10,000 rows, newest first); audited',
      request: { query: auditFilter },
      responses: { ...xlsxAnswer('The audit rows as an Excel workbook'), ...superFailures },
    }),
    async (c) => sendFile(c, await exportAuditLog(await apiCtx(c), c.req.valid('query'))),
  );

/** Every admin area call of this module (one router, registered in src/app/_api/app.ts). */
export const adminAreaApi = createRouter()
  .use(`${BASE}/overview`, guard('super'))
  .use(`${BASE}/users`, guard('admin'))
  .use(`${BASE}/users/*`, guard('admin'))
  .use(`${BASE}/admins`, guard('super'))
  .use(`${BASE}/admins/*`, guard('super'))
  .use(`${BASE}/startups`, guard('admin'))
  .use(`${BASE}/startups/*`, guard('admin'))
  .use(`${BASE}/audit-log`, guard('super'))
  .use(`${BASE}/audit-log/*`, guard('super'))
  .route('/', overviewApi)
  .route('/', usersApi)
  .route('/', adminsApi)
  .route('/', startupsApi)
  .route('/', auditApi);
