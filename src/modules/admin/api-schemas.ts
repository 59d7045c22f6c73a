/**
 * The admin area's REST views as zod schemas for the OpenAPI document (./api.ts): the answers of
 * the services of this module, the query strings (plain text here; the services parse and check
 * them with ./validation.ts), the standard failure answers and the tag.
 */
import { z } from '@hono/zod-openapi';
import { coercedInt32 } from '@/lib/int32';
import { envelopeOf, errorEnvelope, json } from '@/server/api/envelope';
import {
  ADMIN_ROLE_KINDS,
  STARTUP_SORTS,
  STARTUP_VISIBILITIES,
  USER_FILTERS,
  USER_SORTS,
} from './validation';

export const tags = ['Admin area'];
export const BASE = '/api/v2/admin';

/** 400/401/403 of every admin call; `role` names who may call it in the 403's description. */
export const failures = (role: string) => ({
  400: { ...json(errorEnvelope), description: 'Invalid input, each field named in `data.fields`' },
  401: { ...json(errorEnvelope), description: 'Not signed in' },
  403: { ...json(errorEnvelope), description: `Signed in without the role: ${role} ('access.invalid')` },
});
export const ADMIN_ROLE = 'an admin (FULL_ACCESS on `admin` or `<source>-admin`)';
export const SUPER_ROLE = 'a super admin (FULL_ACCESS on `admin`)';
export const notFound = (description: string) => ({ 404: { ...json(errorEnvelope), description } });
export const conflict = (description: string) => ({ 409: { ...json(errorEnvelope), description } });
export const answer = <T extends z.ZodTypeAny>(schema: T, description: string) => ({
  200: { ...json(envelopeOf(schema)), description },
});
export const xlsxAnswer = (description: string) => ({
  200: {
    content: {
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
        schema: z.string().openapi({ format: 'binary' }),
      },
    },
    description,
  },
});

const paged = <T extends z.ZodTypeAny>(row: T) =>
  z.object({
    data: z.array(row),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
  });
const dateTime = z.string().describe('UTC ISO-8601');
const page = {
  pageIndex: coercedInt32({ min: 1, max: 1_000_000 }).optional().describe('From 1'),
  pageSize: coercedInt32({ min: 1, max: 100 }).optional().describe('Default 20 (audit log 50), at most 100'),
};

export const overviewView = z
  .object({
    counts: z.object({
      users: z.number().int(),
      verified: z.number().int(),
      packageHolders: z.number().int(),
      pendingDeletion: z.number().int(),
      startups: z.number().int(),
      visibleStartups: z.number().int(),
      adminHiddenStartups: z.number().int(),
      jobs: z.number().int(),
      jobApplications: z.number().int(),
      programApplications: z.number().int(),
      payments: z.number().int(),
    }),
    revenue: z.array(
      z.object({
        currency: z.string(),
        payments: z.number().int(),
        amountMinor: z.number().int().describe('Minor units (cents, kuruş)'),
      }),
    ),
    currencies: z.array(z.string()),
    weeks: z.array(
      z.object({
        week: z.string().describe('The Monday of the week, YYYY-MM-DD (UTC)'),
        signups: z.number().int(),
        startups: z.number().int(),
        jobs: z.number().int(),
        jobApplications: z.number().int(),
        programApplications: z.number().int(),
        payments: z.number().int(),
        amounts: z.record(z.string(), z.number().int()).describe('Currency → minor units'),
      }),
    ),
  })
  .openapi('AdminOverview');

export const userRow = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    locked: z.boolean(),
    lockedAt: dateTime.nullable(),
    deletionRequestedAt: dateTime.nullable(),
    createdAt: dateTime,
    lastSignInAt: dateTime.nullable().describe('When the newest open session began'),
    adminRoles: z.array(z.string()),
  })
  .openapi('AdminUserRow');
export const userPage = paged(userRow);

export const userQuery = z.object({
  q: z.string().max(100).optional().describe('Part of the name, surname or e-mail'),
  filter: z.enum(USER_FILTERS).optional(),
  sort: z.enum(USER_SORTS).optional(),
  ...page,
});

const entity = z.object({
  kind: z.enum(['startup', 'organization', 'provider', 'program']),
  id: z.number().int(),
  name: z.string(),
  seoUrl: z.string(),
  scopes: z.array(z.string()),
  canWrite: z.boolean(),
});
export const userDetails = z
  .object({
    id: z.string(),
    name: z.string(),
    surname: z.string(),
    email: z.string(),
    image: z.string().nullable(),
    locale: z.string(),
    emailVerified: z.boolean(),
    locked: z.boolean(),
    lockedAt: dateTime.nullable(),
    createdAt: dateTime,
    termsAcceptedAt: dateTime.nullable(),
    deletionRequestedAt: dateTime.nullable(),
    deletionScheduledFor: dateTime.nullable(),
    lastSignInAt: dateTime.nullable(),
    isSuperAdmin: z.boolean(),
    sessions: z.array(
      z.object({
        createdAt: dateTime,
        updatedAt: dateTime,
        expiresAt: dateTime,
        ipAddress: z.string().nullable(),
        userAgent: z.string().nullable(),
      }),
    ),
    access: z.array(z.object({ entityId: z.string(), scopes: z.array(z.string()) })),
    packages: z.array(
      z.object({
        packageKey: z.string(),
        startsAt: dateTime,
        endsAt: dateTime,
        active: z.boolean(),
        fromColleague: z.boolean(),
      }),
    ),
    entities: z.object({
      startup: z.array(entity),
      organization: z.array(entity),
      provider: z.array(entity),
      program: z.array(entity),
    }),
    audit: z.array(
      z.object({
        id: z.number().int(),
        action: z.string(),
        actorEmail: z.string().nullable(),
        createdAt: dateTime,
        details: z.unknown(),
      }),
    ),
  })
  .openapi('AdminUserDetails');

export const userActionResult = z
  .object({
    id: z.string(),
    locked: z.boolean(),
    emailVerified: z.boolean(),
    deletionRequestedAt: dateTime.nullable(),
    sessionsEnded: z.number().int(),
    apiKeysRevoked: z
      .number()
      .int()
      .describe('Personal API keys the action revoked (sign-out revokes them all)'),
  })
  .openapi('AdminUserActionResult');

export const userIdParam = z.object({ userId: z.string().min(1).max(100) });

export const adminRoleRow = z
  .object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    entityId: z.string().describe('`admin`, `<source>-admin` or `rapor-admin`'),
    kind: z.enum(ADMIN_ROLE_KINDS),
    source: z.string().nullable(),
    grantedAt: dateTime,
  })
  .openapi('AdminRoleRow');

export const startupRow = z
  .object({
    id: z.number().int(),
    name: z.string(),
    seoUrl: z.string(),
    source: z.string(),
    isVisible: z.boolean(),
    adminHiddenAt: dateTime.nullable(),
    adminHiddenReason: z.string().nullable(),
    createdAt: dateTime,
    updatedAt: dateTime,
  })
  .openapi('AdminStartupRow');
export const startupPage = paged(startupRow);

export const startupQuery = z.object({
  q: z.string().max(100).optional().describe('Part of the name or seoUrl, or a startup id'),
  visibility: z.enum(STARTUP_VISIBILITIES).optional(),
  source: z.string().max(40).optional(),
  sort: z.enum(STARTUP_SORTS).optional(),
  ...page,
});
export const bulkResult = z.object({ ids: z.array(z.number().int()) }).openapi('AdminBulkResult');

export const auditRow = z
  .object({
    id: z.number().int(),
    createdAt: dateTime,
    actorUserId: z.string().nullable(),
    actorEmail: z.string().nullable(),
    action: z.string(),
    entityId: z.string().nullable(),
    details: z.unknown(),
  })
  .openapi('AuditRow');
export const auditPage = paged(auditRow);

export const auditFilter = z.object({
  actor: z
    .string()
    .max(254)
    .optional()
    .describe('Part of the actor’s e-mail; `system` for rows without an actor'),
  action: z.string().max(100).optional().describe('Start of the action: `admin.`, `payment.`'),
  entityId: z.string().max(200).optional().describe('The entity id exactly: `startup:42`, `user:…`'),
  from: z.string().max(10).optional().describe('First day, YYYY-MM-DD (UTC)'),
  to: z.string().max(10).optional().describe('Last day, YYYY-MM-DD (UTC), inclusive'),
});
export const auditQueryParams = auditFilter.extend(page);
