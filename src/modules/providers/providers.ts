/**
 * Service providers (dashboard-and-operations §2 /dashboard/providers,
 * /dashboard/add-provider/{seoUrl?} in steps Basic Info, Social, Team Members; §3 Provider; §4
 * "Startup and provider visibility is on or off; editing requires visibility on"; §5 "Provider:
 * at least one team member and one industry"; §6 owners edit, admins delete). The creator gets
 * FULL_ACCESS on `provider:<id>`; edits need WRITE. Every write is one transaction with an
 * audit row. Public reads are in provider-directory.ts.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '@/server/errors';
import { failWithFields } from '@/server/field-errors';
import { replaceChildRows } from '@/server/db/child-rows';
import { isValidSocialLink, isValidWebLink } from '@/lib/links';
import { normalizePhone } from '@/lib/phone';
import { sanitizeRichText } from '@/lib/rich-text';
import { isEmailAddress, normalizeSearchText, trimmedOrNull, uniqueSlug } from '@/lib/text';
import { auditLog, entityAccess } from '@/modules/access/schema';
import { entityIdsOf, entityKey, hasScope, type Scope } from '@/modules/access/permissions';
import { isTypeOf } from '@/modules/reference/data/type-list-ids';
import { assertNoBannedWords } from '@/modules/moderation/banned-words';
import { providers, providerTeamMembers } from './schema';

export interface ProviderTeamMemberInput {
  id?: number | null;
  name?: string | null;
  surname?: string | null;
  title?: string | null;
  isFounder?: boolean;
}

/** What an owner sends; every field optional on update (lists replace the stored ones). */
export interface ProviderInput {
  /** Set on create only ('provider.name_fixed' when changed later). */
  name?: string;
  email?: string | null;
  slogan?: string | null;
  /** Read with `phoneCountry` (ISO alpha-2) when it has no leading +; stored as E.164. */
  phone?: string | null;
  phoneCountry?: string | null;
  website?: string | null;
  linkedin?: string | null;
  twitter?: string | null;
  facebook?: string | null;
  instagram?: string | null;
  /** The presentation video link (http or https). */
  videoUrl?: string | null;
  foundationYear?: number | null;
  /** ref_types id in `employeeCount`. */
  companySizeId?: number | null;
  countryId?: number | null;
  cityId?: number | null;
  description?: string | null;
  /** Rich text, sanitized to the §5 allow-list. */
  about?: string | null;
  address?: string | null;
  /** ref_types ids in `serviceIndustry`; at least one. */
  serviceIndustryIds?: number[];
  /** At least one member. */
  teamMembers?: ProviderTeamMemberInput[];
}

const NETWORKS = ['linkedin', 'twitter', 'facebook', 'instagram'] as const;
const TEXTS = ['email', 'slogan', 'website', 'videoUrl', 'description', 'address', ...NETWORKS] as const;
const text = trimmedOrNull;

/** Field problems (field → message key); `creating` requires the name, industries and team. */
export function providerProblems(input: ProviderInput, creating: boolean): Record<string, string> {
  const f: Record<string, string> = {};
  if (creating && !input.name?.trim()) f.name = 'validation.required';
  if (input.name && input.name.trim().length > 120) f.name = 'generic.invalid_field';
  if (input.email && !isEmailAddress(input.email)) f.email = 'generic.invalid_field';
  if (input.phone && !normalizePhone(input.phone, input.phoneCountry ?? undefined))
    f.phone = 'validation.phone';
  if (input.website && !isValidWebLink(input.website)) f.website = 'validation.link';
  if (input.videoUrl && !isValidWebLink(input.videoUrl)) f.videoUrl = 'validation.link';
  for (const n of NETWORKS) if (input[n] && !isValidSocialLink(n, input[n]!)) f[n] = 'validation.social_link';
  const year = input.foundationYear;
  if (year != null && (!Number.isInteger(year) || year < 1800 || year > new Date().getUTCFullYear()))
    f.foundationYear = 'generic.invalid_field';
  if (input.companySizeId != null && !isTypeOf('employeeCount', input.companySizeId))
    f.companySizeId = 'generic.invalid_field';
  if (input.cityId && !input.countryId) f.cityId = 'generic.invalid_field';
  const industries = input.serviceIndustryIds;
  if ((creating || industries !== undefined) && !industries?.length)
    f.serviceIndustryIds = 'provider.industry_required';
  else if (industries?.some((id) => !isTypeOf('serviceIndustry', id)))
    f.serviceIndustryIds = 'generic.invalid_field';
  const team = input.teamMembers;
  if ((creating || team !== undefined) && !team?.length) f.teamMembers = 'provider.team_required';
  team?.forEach((m, i) => {
    if (!m.name?.trim()) f[`teamMembers.${i}.name`] = 'validation.required';
  });
  return f;
}

function columns(input: ProviderInput): Partial<typeof providers.$inferInsert> {
  const out: Partial<typeof providers.$inferInsert> = {};
  for (const k of TEXTS) if (input[k] !== undefined) out[k] = text(input[k]);
  for (const k of ['foundationYear', 'companySizeId', 'countryId', 'cityId'] as const)
    if (input[k] !== undefined) out[k] = input[k] ?? null;
  if (input.phone !== undefined)
    out.phone = input.phone ? normalizePhone(input.phone, input.phoneCountry ?? undefined) : null;
  if (input.about !== undefined) out.about = sanitizeRichText(input.about ?? '') || null;
  if (input.serviceIndustryIds !== undefined) out.serviceIndustryIds = [...new Set(input.serviceIndustryIds)];
  return out;
}

/** Saves the team as a whole list (rows with a known id updated, missing ones deleted). */
function saveTeam(tx: Db, providerId: number, team: ProviderTeamMemberInput[]) {
  return replaceChildRows(
    tx,
    providerTeamMembers,
    { column: providerTeamMembers.providerId, key: 'providerId', id: providerId },
    team.map((m, sortOrder) => ({
      id: m.id,
      values: {
        name: m.name!.trim(),
        surname: text(m.surname),
        title: text(m.title),
        isFounder: m.isFounder === true,
        sortOrder,
      },
    })),
  );
}

/** The user-written texts of a provider save, by field (banned-word check, issue 17 §1). */
const providerTexts = (input: ProviderInput) => ({
  name: input.name,
  slogan: input.slogan,
  description: input.description,
  about: input.about,
  ...Object.fromEntries(
    (input.teamMembers ?? []).flatMap((m, i) => [
      [`teamMembers.${i}.name`, m.name],
      [`teamMembers.${i}.surname`, m.surname],
      [`teamMembers.${i}.title`, m.title],
    ]),
  ),
});

/**
 * Creates a visible provider owned by the viewer, with its industries and team.
 * @returns id and seoUrl. @throws UnauthorizedError; ValidationError naming each field.
 */
export async function createProvider(
  ctx: Ctx,
  input: ProviderInput,
): Promise<{ id: number; seoUrl: string }> {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError();
  const fields = providerProblems(input, true);
  if (Object.keys(fields).length) failWithFields(fields);
  await assertNoBannedWords(ctx.db, providerTexts(input), { userId });
  return ctx.db.transaction(async (tx) => {
    const taken = new Set((await tx.select({ s: providers.seoUrl }).from(providers)).map((r) => r.s));
    const name = input.name!.trim();
    const [row] = await tx
      .insert(providers)
      .values({
        ...columns(input),
        name,
        seoUrl: uniqueSlug(name, taken),
        searchText: normalizeSearchText(name, input.slogan),
        createdByUserId: userId,
      })
      .returning({ id: providers.id, seoUrl: providers.seoUrl });
    await saveTeam(tx, row!.id, input.teamMembers!);
    const entityId = entityKey('provider', row!.id);
    await tx.insert(entityAccess).values({ userId, entityId, scopes: ['FULL_ACCESS'] });
    await tx.insert(auditLog).values({ actorUserId: userId, action: 'provider.create', entityId });
    return row!;
  });
}

function requireScope(ctx: Ctx, id: number, scope: Scope): string {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError();
  if (!ctx.viewer.isAdmin && !hasScope(ctx.viewer.access, entityKey('provider', id), scope))
    throw new ForbiddenError('access.invalid');
  return userId;
}

async function providerRow(db: Db, id: number) {
  const [row] = await db.select().from(providers).where(eq(providers.id, id));
  if (!row) throw new NotFoundError('provider.not_found');
  return row;
}

/**
 * Saves the fields sent (WRITE on the provider, or admin); the visibility must be on.
 * @throws 401/403/404; ValidationError 'provider.visibility_off' | 'provider.name_fixed' | fields.
 */
export async function updateProvider(ctx: Ctx, id: number, input: ProviderInput): Promise<void> {
  const userId = requireScope(ctx, id, 'WRITE');
  const row = await providerRow(ctx.db, id);
  if (!row.isVisible) throw new ValidationError('provider.visibility_off');
  if (input.name !== undefined && input.name.trim() !== row.name)
    throw new ValidationError('provider.name_fixed', { name: 'provider.name_fixed' });
  const fields = providerProblems(input, false);
  if (Object.keys(fields).length) failWithFields(fields);
  await assertNoBannedWords(ctx.db, providerTexts(input), { userId });
  await ctx.db.transaction(async (tx) => {
    const set = columns(input);
    set.searchText = normalizeSearchText(row.name, set.slogan !== undefined ? set.slogan : row.slogan);
    await tx.update(providers).set(set).where(eq(providers.id, id));
    if (input.teamMembers) await saveTeam(tx, id, input.teamMembers);
    await tx
      .insert(auditLog)
      .values({ actorUserId: userId, action: 'provider.update', entityId: entityKey('provider', id) });
  });
}

/** Turns the provider's visibility on or off (WRITE). @throws 401/403/404. */
export async function setProviderVisibility(ctx: Ctx, id: number, visible: boolean): Promise<void> {
  const userId = requireScope(ctx, id, 'WRITE');
  await providerRow(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    await tx.update(providers).set({ isVisible: visible }).where(eq(providers.id, id));
    await tx.insert(auditLog).values({
      actorUserId: userId,
      action: visible ? 'provider.show' : 'provider.hide',
      entityId: entityKey('provider', id),
    });
  });
}

/** Deletes a provider (its FULL_ACCESS owner or an admin) with its team and access rows. @throws 401/403/404. */
export async function deleteProvider(ctx: Ctx, id: number): Promise<void> {
  const userId = requireScope(ctx, id, 'FULL_ACCESS');
  await providerRow(ctx.db, id);
  const entityId = entityKey('provider', id);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(providers).where(eq(providers.id, id));
    await tx.delete(entityAccess).where(eq(entityAccess.entityId, entityId));
    await tx.insert(auditLog).values({ actorUserId: userId, action: 'provider.delete', entityId });
  });
}

/**
 * Removes team members (`ids`) or service industries (`industryIds`) of provider `id`; at least
 * one of each stays. @throws 401/403/404; ValidationError 'provider.team_required' |
 * 'provider.industry_required'.
 */
export async function removeProviderItems(
  ctx: Ctx,
  id: number,
  remove: { teamMemberIds?: number[]; industryIds?: number[] },
): Promise<void> {
  const userId = requireScope(ctx, id, 'WRITE');
  const row = await providerRow(ctx.db, id);
  if (!row.isVisible) throw new ValidationError('provider.visibility_off');
  await ctx.db.transaction(async (tx) => {
    if (remove.teamMemberIds?.length) {
      const team = await tx
        .select({ id: providerTeamMembers.id })
        .from(providerTeamMembers)
        .where(eq(providerTeamMembers.providerId, id));
      if (remove.teamMemberIds.some((m) => !team.some((t) => t.id === m)))
        throw new NotFoundError('generic.not_found');
      if (team.length - new Set(remove.teamMemberIds).size < 1)
        throw new ValidationError('provider.team_required', { teamMembers: 'provider.team_required' });
      await tx
        .delete(providerTeamMembers)
        .where(
          and(eq(providerTeamMembers.providerId, id), inArray(providerTeamMembers.id, remove.teamMemberIds)),
        );
    }
    if (remove.industryIds?.length) {
      const left = row.serviceIndustryIds.filter((i) => !remove.industryIds!.includes(i));
      if (!left.length)
        throw new ValidationError('provider.industry_required', {
          serviceIndustryIds: 'provider.industry_required',
        });
      await tx.update(providers).set({ serviceIndustryIds: left }).where(eq(providers.id, id));
    }
    await tx
      .insert(auditLog)
      .values({ actorUserId: userId, action: 'provider.update', entityId: entityKey('provider', id) });
  });
}

/** The providers the viewer holds a scope on (hidden ones included), newest first. */
export async function listMyProviders(ctx: Ctx) {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  const ids = entityIdsOf(ctx.viewer.access, 'provider');
  if (!ids.length) return [];
  return ctx.db
    .select({
      id: providers.id,
      seoUrl: providers.seoUrl,
      name: providers.name,
      slogan: providers.slogan,
      isVisible: providers.isVisible,
    })
    .from(providers)
    .where(inArray(providers.id, ids))
    .orderBy(desc(providers.createdAt), desc(providers.id));
}

export type ProviderForEdit = typeof providers.$inferSelect & {
  teamMembers: Array<typeof providerTeamMembers.$inferSelect>;
};

/**
 * A provider with its team for its edit page (WRITE or admin), by seoUrl or id.
 * @throws UnauthorizedError; NotFoundError also when the viewer has no scope.
 */
export async function getProviderForEdit(
  ctx: Ctx,
  key: { seoUrl: string } | { id: number },
): Promise<ProviderForEdit> {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  const [row] = await ctx.db
    .select()
    .from(providers)
    .where('id' in key ? eq(providers.id, key.id) : eq(providers.seoUrl, key.seoUrl));
  if (!row || (!ctx.viewer.isAdmin && !hasScope(ctx.viewer.access, entityKey('provider', row.id), 'WRITE')))
    throw new NotFoundError('provider.not_found');
  const teamMembers = await ctx.db
    .select()
    .from(providerTeamMembers)
    .where(eq(providerTeamMembers.providerId, row.id))
    .orderBy(asc(providerTeamMembers.sortOrder));
  return { ...row, teamMembers };
}
