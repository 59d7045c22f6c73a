/**
 * Organizations managed by their owners and approved by admins (dashboard-and-operations §3
 * "Organization (organizer)": type, name, tagline, e-mail, country, city, phone, description,
 * about, facilities, address, website, social links; "Approval state pending or approved";
 * §6 owners and admins). A new organization is pending — not public — until an admin approves
 * it; its creator gets FULL_ACCESS on `organization:<id>`. Every write is one transaction with
 * an audit row. Team members, angel networks, startups and patents are saved with it
 * (organization-details.ts); startups the saving viewer may not edit wait for their team's
 * confirmation (portfolio-claims.ts, issue 12 §4).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '@/server/errors';
import { isValidSocialLink, isValidWebLink } from '@/lib/links';
import { failWithFields } from '@/server/field-errors';
import { normalizePhone } from '@/lib/phone';
import { sanitizeRichText } from '@/lib/rich-text';
import { isEmailAddress, normalizeSearchText, trimmedOrNull, uniqueSlug } from '@/lib/text';
import { auditLog, entityAccess } from '@/modules/access/schema';
import { entityIdsOf, entityKey, hasScope, type Scope } from '@/modules/access/permissions';
import { isTypeOf } from '@/modules/reference/data/type-list-ids';
import { IMAGE_MODAL_LIMIT_BYTES, storeImage, UPLOAD_LIMIT_BYTES } from '@/server/images';
import { assertNoBannedWords } from '@/modules/moderation/banned-words';
import { organizationPatents, organizations } from './schema';
import {
  loadOrganizationLists,
  organizationDetailProblems,
  saveOrganizationDetails,
  unknownStartupProblems,
  type OrganizationDetailsInput,
} from './organization-details';

/** What an owner edits (every field optional on update). */
export interface OrganizationInput extends OrganizationDetailsInput {
  /** ref_types id in `organizationType`; null or absent is 'This field required.' on create. */
  typeId?: number | null;
  name?: string;
  tagline?: string | null;
  email?: string | null;
  countryId?: number | null;
  cityId?: number | null;
  /** Read with `phoneCountry` (ISO alpha-2) when it has no leading +; stored as E.164. */
  phone?: string | null;
  phoneCountry?: string | null;
  description?: string | null;
  /** Rich text, sanitized to the §5 allow-list. */
  about?: string | null;
  facilities?: string | null;
  address?: string | null;
  website?: string | null;
  linkedin?: string | null;
  twitter?: string | null;
  facebook?: string | null;
  instagram?: string | null;
}

const NETWORKS = ['linkedin', 'twitter', 'facebook', 'instagram'] as const;
const text = trimmedOrNull;

/** Field problems (field → message key) of `input`; `creating` requires type and name. */
export function organizationProblems(input: OrganizationInput, creating: boolean): Record<string, string> {
  const f: Record<string, string> = {};
  if (creating && !input.name?.trim()) f.name = 'validation.required';
  if (input.name !== undefined && input.name.trim().length > 120) f.name = 'generic.invalid_field';
  if (creating && input.typeId == null) f.typeId = 'validation.required';
  if (input.typeId != null && !isTypeOf('organizationType', input.typeId)) f.typeId = 'generic.invalid_field';
  if (input.email && !isEmailAddress(input.email)) f.email = 'generic.invalid_field';
  if (input.phone && !normalizePhone(input.phone, input.phoneCountry ?? undefined))
    f.phone = 'validation.phone';
  if (input.cityId && !input.countryId) f.cityId = 'generic.invalid_field';
  if (input.website && !isValidWebLink(input.website)) f.website = 'generic.invalid_field';
  for (const n of NETWORKS) if (input[n] && !isValidSocialLink(n, input[n]!)) f[n] = 'validation.social_link';
  return { ...f, ...organizationDetailProblems(input) };
}

function columns(input: OrganizationInput): Partial<typeof organizations.$inferInsert> {
  const out: Partial<typeof organizations.$inferInsert> = {};
  if (input.typeId != null) out.typeId = input.typeId;
  if (input.name !== undefined) out.name = input.name.trim();
  for (const k of [
    'tagline',
    'email',
    'description',
    'facilities',
    'address',
    'website',
    ...NETWORKS,
  ] as const)
    if (input[k] !== undefined) out[k] = text(input[k]);
  if (input.countryId !== undefined) out.countryId = input.countryId;
  if (input.cityId !== undefined) out.cityId = input.cityId;
  if (input.phone !== undefined)
    out.phone = input.phone ? normalizePhone(input.phone, input.phoneCountry ?? undefined) : null;
  if (input.about !== undefined) out.about = sanitizeRichText(input.about) || null;
  return out;
}

/** The user-written texts of an organization save, by field (banned-word check, issue 17 §1). */
const organizationTexts = (input: OrganizationInput) => ({
  name: input.name,
  tagline: input.tagline,
  description: input.description,
  about: input.about,
  facilities: input.facilities,
});

/**
 * Creates a pending organization owned by the viewer. `startupIds` the viewer may not edit
 * become claims awaiting the startup's team (issue 12 §4; portfolio-claims.ts).
 * @returns its id and seoUrl. @throws UnauthorizedError; ValidationError naming each field.
 */
export async function createOrganization(
  ctx: Ctx,
  input: OrganizationInput,
): Promise<{ id: number; seoUrl: string }> {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError();
  const fields = {
    ...organizationProblems(input, true),
    ...(await unknownStartupProblems(ctx.db, input.startupIds)),
  };
  if (Object.keys(fields).length) failWithFields(fields);
  await assertNoBannedWords(ctx.db, organizationTexts(input), { userId });
  return ctx.db.transaction(async (tx) => {
    const taken = new Set(
      (await tx.select({ seoUrl: organizations.seoUrl }).from(organizations)).map((r) => r.seoUrl),
    );
    const name = input.name!.trim();
    const [row] = await tx
      .insert(organizations)
      .values({
        ...columns(input),
        name,
        typeId: input.typeId!,
        seoUrl: uniqueSlug(name, taken),
        searchText: normalizeSearchText(name, input.tagline),
        isApproved: false,
        createdByUserId: userId,
      })
      .returning({ id: organizations.id, seoUrl: organizations.seoUrl });
    await saveOrganizationDetails(tx, ctx.viewer, { id: row!.id, startupIds: [] }, input);
    const entityId = entityKey('organization', row!.id);
    await tx.insert(entityAccess).values({ userId, entityId, scopes: ['FULL_ACCESS'] });
    await tx.insert(auditLog).values({ actorUserId: userId, action: 'organization.create', entityId });
    return row!;
  });
}

function requireScope(ctx: Ctx, id: number, scope: Scope): string {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError();
  if (!ctx.viewer.isAdmin && !hasScope(ctx.viewer.access, entityKey('organization', id), scope))
    throw new ForbiddenError('access.invalid');
  return userId;
}

/**
 * Saves the fields sent (WRITE on the organization, or admin). `startupIds` the viewer may not
 * edit become claims awaiting the startup's team (issue 12 §4; portfolio-claims.ts).
 * @throws 401/403/404/400.
 */
export async function updateOrganization(ctx: Ctx, id: number, input: OrganizationInput): Promise<void> {
  const userId = requireScope(ctx, id, 'WRITE');
  const fields = {
    ...organizationProblems(input, false),
    ...(await unknownStartupProblems(ctx.db, input.startupIds)),
  };
  if (Object.keys(fields).length) failWithFields(fields);
  await assertNoBannedWords(ctx.db, organizationTexts(input), { userId });
  await ctx.db.transaction(async (tx) => {
    // Locked: a claim confirmed meanwhile must not be lost when the startup lists are rewritten.
    const [row] = await tx.select().from(organizations).where(eq(organizations.id, id)).for('update');
    if (!row) throw new NotFoundError('organization.not_found');
    const set = columns(input);
    set.searchText = normalizeSearchText(set.name ?? row.name, set.tagline ?? row.tagline);
    await tx.update(organizations).set(set).where(eq(organizations.id, id));
    await saveOrganizationDetails(tx, ctx.viewer, row, input);
    await tx.insert(auditLog).values({
      actorUserId: userId,
      action: 'organization.update',
      entityId: entityKey('organization', id),
    });
  });
}

/** The organizations the viewer holds a scope on (pending ones included), newest first. */
export async function listMyOrganizations(ctx: Ctx): Promise<Array<typeof organizations.$inferSelect>> {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  const ids = entityIdsOf(ctx.viewer.access, 'organization');
  if (!ids.length) return [];
  return ctx.db
    .select()
    .from(organizations)
    .where(inArray(organizations.id, ids))
    .orderBy(desc(organizations.createdAt));
}

/** Pending organizations for the admins, oldest first. @throws ForbiddenError for non-admins. */
export async function listPendingOrganizations(ctx: Ctx) {
  if (!ctx.viewer.isAdmin) throw new ForbiddenError('access.invalid');
  return ctx.db
    .select()
    .from(organizations)
    .where(eq(organizations.isApproved, false))
    .orderBy(organizations.createdAt);
}

/**
 * Admins approve pending organizations (they become public) or delete them, one or many at
 * once, in one transaction (spec D§6 "Admin: … ecosystem … management"). @returns how many
 * changed. @throws UnauthorizedError (401) for visitors; ForbiddenError (403 'access.invalid')
 * for signed-in users without an admin role; NotFoundError when none of the ids is pending.
 */
export async function reviewOrganizations(
  ctx: Ctx,
  ids: number[],
  decision: 'approve' | 'delete',
): Promise<number> {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  if (!ctx.viewer.isAdmin) throw new ForbiddenError('access.invalid');
  const actor = ctx.viewer.userId;
  return ctx.db.transaction(async (tx) => {
    const pending = and(inArray(organizations.id, ids), eq(organizations.isApproved, false));
    const changed =
      decision === 'approve'
        ? await tx
            .update(organizations)
            .set({ isApproved: true })
            .where(pending)
            .returning({ id: organizations.id })
        : await tx.delete(organizations).where(pending).returning({ id: organizations.id });
    if (!changed.length) throw new NotFoundError('organization.not_found');
    await auditRows(tx, actor, `organization.${decision}`, changed);
    return changed.length;
  });
}

async function auditRows(tx: Db, actorUserId: string, action: string, rows: Array<{ id: number }>) {
  await tx
    .insert(auditLog)
    .values(rows.map((r) => ({ actorUserId, action, entityId: entityKey('organization', r.id) })));
}

/**
 * An organization for its edit page (pending ones included): needs WRITE on it or admin.
 * @throws UnauthorizedError; NotFoundError also when the viewer has no scope (nothing revealed).
 */
export async function getOrganizationForEdit(
  ctx: Ctx,
  seoUrl: string,
): Promise<typeof organizations.$inferSelect & Awaited<ReturnType<typeof loadOrganizationLists>>> {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  const [row] = await ctx.db.select().from(organizations).where(eq(organizations.seoUrl, seoUrl));
  if (
    !row ||
    (!ctx.viewer.isAdmin && !hasScope(ctx.viewer.access, entityKey('organization', row.id), 'WRITE'))
  )
    throw new NotFoundError('organization.not_found');
  return { ...row, ...(await loadOrganizationLists(ctx.db, row.id)) };
}

/**
 * Stores a new logo or cover of organization `id` (WRITE or admin) in every size of spec §3
 * (logo_512/256/64, cover_High/Medium/Low); the pages show logo_256 and cover_High.
 * @returns variant name → URL (with a cache-busting `v`).
 * @throws 401/403/404; 413 `file.too_big`; 415 `file.not_image`.
 */
export async function uploadOrganizationImage(
  ctx: Ctx,
  id: number,
  kind: 'logo' | 'cover',
  bytes: Buffer,
  options: { fromModal?: boolean } = {},
): Promise<Record<string, string>> {
  const userId = requireScope(ctx, id, 'WRITE');
  const [row] = await ctx.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, id));
  if (!row) throw new NotFoundError('organization.not_found');
  const urls = await storeImage(bytes, kind, `organizations/${id}`, {
    maxBytes: options.fromModal ? IMAGE_MODAL_LIMIT_BYTES : UPLOAD_LIMIT_BYTES,
  });
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(organizations)
      .set(kind === 'logo' ? { logoUrl: urls.logo_256 } : { coverUrl: urls.cover_High })
      .where(eq(organizations.id, id));
    await tx.insert(auditLog).values({
      actorUserId: userId,
      action: `organization.${kind}`,
      entityId: entityKey('organization', id),
    });
  });
  return urls;
}

/**
 * Stores the photo of patent `patentId` of organization `id` (WRITE or admin), square sizes
 * 512/256/64; the patent shows the 256 px one. @returns variant name → URL.
 * @throws 401/403; 404 when the patent is not the organization's; 413; 415.
 */
export async function uploadPatentPhoto(
  ctx: Ctx,
  id: number,
  patentId: number,
  bytes: Buffer,
): Promise<Record<string, string>> {
  requireScope(ctx, id, 'WRITE');
  const [patent] = await ctx.db
    .select({ id: organizationPatents.id })
    .from(organizationPatents)
    .where(and(eq(organizationPatents.id, patentId), eq(organizationPatents.organizationId, id)));
  if (!patent) throw new NotFoundError('generic.not_found');
  const urls = await storeImage(bytes, 'logo', `organizations/${id}/patents/${patentId}`, {
    maxBytes: IMAGE_MODAL_LIMIT_BYTES,
  });
  await ctx.db
    .update(organizationPatents)
    .set({ photoUrl: urls.logo_256 })
    .where(eq(organizationPatents.id, patentId));
  return urls;
}
