/**
 * Input of the admin area's calls (issue 17 §1 users, admins, startups, audit log): one zod
 * schema per input, used by the REST routers (and so the OpenAPI document), the services and the
 * browser forms, so all refuse the same input with the same catalogue keys (`errors.admin.*`,
 * `errors.validation.*`). Query values arrive as text; blank text counts as missing.
 */
import { z } from 'zod';
import { ValidationError } from '@/server/errors';

/** Rows one bulk action may touch (the largest page of the startup list). */
export const BULK_MAX_IDS = 100;
/** Rows of an audit log Excel export, at most (newest first). */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;
/** Length of a hide or delete reason, in characters. */
export const REASON_MIN = 3;
export const REASON_MAX = 500;

const blankAsMissing = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalText = (max: number) => z.preprocess(blankAsMissing, z.string().trim().max(max).optional());
const pageIndex = z.coerce.number().int().min(1).max(1_000_000).optional();
const pageSize = z.coerce.number().int().min(1).max(100).optional();

/** A real day `YYYY-MM-DD` (2026-02-31 is refused). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'filter.invalid_date')
  .refine((v) => {
    const date = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === v;
  }, 'filter.invalid_date');
const optionalDay = z.preprocess(blankAsMissing, day.optional());

export const USER_FILTERS = ['all', 'locked', 'unverified', 'pendingDeletion', 'admins'] as const;
export const USER_SORTS = ['newest', 'oldest', 'name', 'email', 'lastSignIn'] as const;

/** The user list's search (name or e-mail, part of either), filter, sort and page. */
export const userListQuery = z.object({
  q: optionalText(100).describe('Part of the name, surname or e-mail address'),
  filter: z.preprocess(blankAsMissing, z.enum(USER_FILTERS).default('all')),
  sort: z.preprocess(blankAsMissing, z.enum(USER_SORTS).default('newest')),
  pageIndex,
  pageSize,
});
export type UserListQuery = z.input<typeof userListQuery>;

export const STARTUP_VISIBILITIES = ['all', 'visible', 'hidden', 'adminHidden'] as const;
export const STARTUP_SORTS = ['newest', 'oldest', 'name', 'updated'] as const;

/** The startup list's search (name, seoUrl or id), filters, sort and page. */
export const startupListQuery = z.object({
  q: optionalText(100).describe('Part of the name or seoUrl, or a startup id'),
  visibility: z.preprocess(blankAsMissing, z.enum(STARTUP_VISIBILITIES).default('all')),
  source: optionalText(40).describe('Where the row came from: user, yc, generated, an import…'),
  sort: z.preprocess(blankAsMissing, z.enum(STARTUP_SORTS).default('newest')),
  pageIndex,
  pageSize,
});
export type StartupListQuery = z.input<typeof startupListQuery>;

const ids = z
  .array(z.number().int().min(1).max(2_147_483_647))
  .min(1, 'admin.nothing_selected')
  .max(BULK_MAX_IDS, 'admin.too_many_rows')
  .describe(`Startup ids, 1 to ${BULK_MAX_IDS}`);
const reason = z
  .string()
  .trim()
  .min(REASON_MIN, 'admin.reason_required')
  .max(REASON_MAX, 'admin.reason_required')
  .describe(`Why, ${REASON_MIN}–${REASON_MAX} characters (kept in the audit log)`);

/** Hide or delete startups: their ids and the reason. */
export const startupReasonInput = z.object({ ids, reason });
/** Show startups again: their ids. */
export const startupIdsInput = z.object({ ids });
export type StartupReasonInput = z.input<typeof startupReasonInput>;

/** `<source>` of a source admin role `<source>-admin` (D §6): not `rapor` (the report admin). */
export const SOURCE_PATTERN = /^[a-z0-9_.]{1,30}$/;
export const ADMIN_ROLE_KINDS = ['admin', 'super', 'reports'] as const;
export type AdminRoleKind = (typeof ADMIN_ROLE_KINDS)[number];

/** Grant an admin role to the registered user with `email`; `source` for a source admin. */
export const adminGrantInput = z
  .object({
    email: z.string().trim().toLowerCase().email('admin.email_invalid').max(254),
    role: z
      .enum(ADMIN_ROLE_KINDS)
      .describe('admin: `<source>-admin`; super: `admin`; reports: `rapor-admin`'),
    source: optionalText(30).describe('The source of an admin (`yc` makes `yc-admin`)'),
  })
  .superRefine((v, issues) => {
    if (v.role !== 'admin') return;
    const source = v.source?.toLowerCase();
    if (!source || !SOURCE_PATTERN.test(source) || source === 'rapor')
      issues.addIssue({ code: 'custom', path: ['source'], message: 'admin.source_invalid' });
  });
export type AdminGrantInput = z.input<typeof adminGrantInput>;

/** Starts of the actions written so far (the action filter's suggestions; any text is allowed). */
export const AUDIT_ACTION_PREFIXES = [
  'admin.',
  'access.',
  'account.',
  'payment.',
  'premium.',
  'report.',
  'startup.',
  'organization.',
  'program.',
  'provider.',
  'job.',
] as const;

/** The audit log's filters and page: actor e-mail (part of it), action prefix, entity id, UTC days. */
export const auditQuery = z
  .object({
    actor: optionalText(254).describe('Part of the actor’s e-mail address; `system` for rows without one'),
    action: optionalText(100).describe('The start of the action, e.g. `admin.` or `payment.`'),
    entityId: optionalText(200).describe('The entity id exactly, e.g. `startup:42` or `user:abc`'),
    from: optionalDay.describe('First day, YYYY-MM-DD (UTC)'),
    to: optionalDay.describe('Last day, YYYY-MM-DD (UTC), inclusive'),
    pageIndex,
    pageSize,
  })
  .superRefine((v, issues) => {
    if (v.from && v.to && v.from > v.to)
      issues.addIssue({ code: 'custom', path: ['to'], message: 'admin.date_range' });
  });
export type AuditQuery = z.input<typeof auditQuery>;

/**
 * `input` parsed by `schema`, or a ValidationError naming each invalid field (dotted path →
 * catalogue key). Its key is the fields' key when they share one, else 'generic.invalid_input'.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.') || 'body';
    fields[path] ??= /^[a-z]\w*\.[a-z_]+$/.test(issue.message) ? issue.message : 'generic.invalid_field';
  }
  const keys = [...new Set(Object.values(fields))];
  throw new ValidationError(keys.length === 1 ? keys[0]! : 'generic.invalid_input', fields);
}
