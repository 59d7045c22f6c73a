/**
 * Creating and editing startups (issue 4; spec public-and-account §3 "Startup", §4
 * "Visibility", §5 startup rules, §6 scopes, §7 Company v1 Post/Put/SetVisibility/Delete and
 * child collections; dashboard-and-operations §2 startup steps).
 *
 * Who may do what (checked here for every write, with the one permission function):
 * - create: any signed-in user, who gets FULL_ACCESS on the new `startup:<id>`;
 * - basic and detailed info, patents, important updates, visibility: WRITE;
 * - investments (funding rounds): STARTUP_FINANCIAL_WRITE (FINANCIAL_FULL_ACCESS, FULL_ACCESS);
 * - team members: STARTUP_IAM_WRITE (IAM_FULL_ACCESS, FULL_ACCESS);
 * - delete: FULL_ACCESS or a platform admin (admins may do everything).
 * Editing needs visibility on ('Visibility status must be on to edit this startup.').
 * The name is fixed after creation; the seoUrl is made from it. Every change is one
 * transaction and refreshes the list caches when it commits.
 */
import { prefixPattern } from '@/lib/like';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Ctx, Viewer } from '@/server/context';
import type { Db } from '@/server/db/client';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '@/server/errors';
import { IMAGE_MODAL_LIMIT_BYTES, IMAGE_VARIANTS, storeImage, UPLOAD_LIMIT_BYTES } from '@/server/images';
import { getStorage } from '@/server/storage';
import { normalizeSearchText, slugify, uniqueSlug } from '@/lib/text';
import { auditLog, entityAccess } from '@/modules/access/schema';
import { entityKey, hasScope, type Scope } from '@/modules/access/permissions';
import {
  startupAccelerationPrograms,
  startupGovernmentSupports,
  startupPatents,
  startups,
  startupTeamMembers,
} from './schema';
import { notifyStartupsChanged } from './search-cache';
import {
  fail,
  infoColumns,
  rowValues,
  startupInfoProblems,
  startupTexts,
  startupTypeValues,
  type StartupInfoInput,
  type TeamMemberInput,
} from './editing-rules';
import { assertNoBannedWords } from '@/modules/moderation/banned-words';
import { forgetEditedFacts } from '@/modules/imports/fact-sources';
import { unusableTypeFields } from '@/modules/reference/usable-types';

export type { StartupInfoInput, TeamMemberInput } from './editing-rules';

type StartupRow = typeof startups.$inferSelect;

/** The startup row or 404. */
async function loadStartup(db: Db, id: number): Promise<StartupRow> {
  const [row] = await db.select().from(startups).where(eq(startups.id, id));
  if (!row) throw new NotFoundError('startup.not_found');
  return row;
}

/**
 * Whether the viewer may edit startup `startupId` (WRITE scope, which FULL_ACCESS includes, or a
 * platform admin): the public page shows its owner actions (Edit) only then (issue 13 §1). The
 * edit calls check again on the server; this only decides what to show. Input: the page's ctx
 * and the startup id; output: boolean. Raises nothing.
 */
export function mayEditStartup(ctx: Ctx, startupId: number): boolean {
  if (!ctx.viewer.userId) return false;
  return ctx.viewer.isAdmin || hasScope(ctx.viewer.access, entityKey('startup', startupId), 'WRITE');
}

/** Requires `scope` on the startup (admins pass). @throws UnauthorizedError, ForbiddenError `access.invalid`. */
export function requireStartupScope(ctx: Ctx, startupId: number, scope: Scope): string {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  if (!ctx.viewer.isAdmin && !hasScope(ctx.viewer.access, entityKey('startup', startupId), scope))
    throw new ForbiddenError('access.invalid');
  return ctx.viewer.userId;
}

/**
 * Runs one change of a startup that the viewer holds `scope` on: checks first (the startup
 * must be visible unless `allowHidden`), then `validate`, then `write` and its audit row in one
 * transaction; the list caches refresh after it commits.
 * @throws NotFoundError, UnauthorizedError, ForbiddenError, ConflictError `startup.visibility_off`.
 */
export async function editStartup(
  ctx: Ctx,
  id: number,
  scope: Scope,
  action: string,
  write: (tx: Db, row: StartupRow) => Promise<void>,
  options: {
    validate?: (row: StartupRow) => void;
    allowHidden?: boolean;
    details?: Record<string, unknown>;
  } = {},
): Promise<void> {
  const userId = requireStartupScope(ctx, id, scope);
  const row = await loadStartup(ctx.db, id);
  if (!row.isVisible && !options.allowHidden) throw new ConflictError('startup.visibility_off');
  options.validate?.(row);
  await ctx.db.transaction(async (tx) => {
    await write(tx, row);
    await tx.insert(auditLog).values({
      actorUserId: userId,
      action,
      entityId: entityKey('startup', id),
      details: options.details ?? {},
    });
  });
  notifyStartupsChanged(ctx.db);
}

/**
 * Recomputes the startup columns derived from child rows (lists, filters and sorting read
 * them): hasPatent, government supports, acceleration programs. The round-derived columns
 * (hasInvestment, totalFundingUsd, lastRoundDate and the round summary) are kept by the
 * funding_rounds triggers of migration 0021 on every round write (issue 14).
 */
export async function refreshDerived(tx: Db, id: number): Promise<void> {
  await tx
    .update(startups)
    .set({
      hasPatent: sql`exists (select 1 from ${startupPatents} where ${startupPatents.startupId} = ${id})`,
      governmentSupportIds: sql`coalesce((select array_agg(distinct ${startupGovernmentSupports.typeId}) from ${startupGovernmentSupports} where ${startupGovernmentSupports.startupId} = ${id}), '{}'::int[])`,
      hasGovernmentSupport: sql`exists (select 1 from ${startupGovernmentSupports} where ${startupGovernmentSupports.startupId} = ${id})`,
      programIds: sql`coalesce((select array_agg(distinct ${startupAccelerationPrograms.typeId}) from ${startupAccelerationPrograms} where ${startupAccelerationPrograms.startupId} = ${id}), '{}'::int[])`,
      updatedAt: new Date(),
    })
    .where(eq(startups.id, id));
}

/**
 * The team member rows of a startup from `members` (at least one).
 * @throws ValidationError `startup.team_required`, or field problems as `teamMembers.<i>.<field>`.
 */
export function teamRows(startupId: number, members: TeamMemberInput[]) {
  if (!members.length) fail({ teamMembers: 'startup.team_required' });
  return rowValues('teammember', members as unknown as Array<Record<string, unknown>>, 'teamMembers.').map(
    (values, i) => ({ ...values, startupId, sortOrder: i }),
  );
}

/**
 * Creates a startup with its team (at least one member); the creator gets FULL_ACCESS.
 * @returns the new startup's id and seoUrl.
 * @throws UnauthorizedError; ValidationError naming each invalid field (a banned word in a text:
 *   'moderation.banned_word').
 */
export async function createStartup(
  ctx: Ctx,
  input: StartupInfoInput & { teamMembers: TeamMemberInput[] },
): Promise<{ id: number; seoUrl: string }> {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  const userId = ctx.viewer.userId;
  const fields = startupInfoProblems(input, true);
  if (Object.keys(fields).length) fail(fields);
  const team = teamRows(0, input.teamMembers ?? []);
  await assertNoBannedWords(ctx.db, startupTexts(input, input.teamMembers ?? []), { userId });
  const name = input.name!.trim();
  const base = slugify(name) || 'startup';
  const result = await ctx.db.transaction(async (tx) => {
    const inactive = await unusableTypeFields(tx, startupTypeValues(input));
    if (Object.keys(inactive).length) fail(inactive);
    const taken = await tx
      .select({ s: startups.seoUrl })
      .from(startups)
      .where(sql`${startups.seoUrl} LIKE ${prefixPattern(base)}`);
    const [row] = await tx
      .insert(startups)
      .values({
        ...infoColumns(input),
        name,
        seoUrl: uniqueSlug(base, new Set(taken.map((r) => r.s))),
        source: 'user',
        searchText: normalizeSearchText(name, input.tagline),
      })
      .returning({ id: startups.id, seoUrl: startups.seoUrl });
    await tx.insert(startupTeamMembers).values(team.map((m) => ({ ...m, startupId: row!.id })));
    const entityId = entityKey('startup', row!.id);
    await tx.insert(entityAccess).values({ userId, entityId, scopes: ['FULL_ACCESS'] });
    await tx.insert(auditLog).values({ actorUserId: userId, action: 'startup.create', entityId });
    return row!;
  });
  notifyStartupsChanged(ctx.db);
  return result;
}

/**
 * Saves basic and detailed information (WRITE; visible startups only; the name is fixed). The
 * fields it changes lose their import source (startup_fact_sources) in the same transaction.
 * @throws NotFoundError; ForbiddenError; ConflictError `startup.visibility_off`; ValidationError
 *   (`startup.name_fixed` when a different name is sent; 'moderation.banned_word').
 */
export async function updateStartup(ctx: Ctx, id: number, input: StartupInfoInput): Promise<void> {
  const userId = requireStartupScope(ctx, id, 'WRITE');
  await assertNoBannedWords(ctx.db, startupTexts(input), { userId });
  await editStartup(
    ctx,
    id,
    'WRITE',
    'startup.update',
    async (tx, row) => {
      // Deactivated type items are not offered for new choices; ones the startup holds stay.
      const inactive = await unusableTypeFields(tx, startupTypeValues(input), row);
      if (Object.keys(inactive).length) fail(inactive);
      const columns = infoColumns(input);
      await tx
        .update(startups)
        .set({
          ...columns,
          searchText: normalizeSearchText(row.name, input.tagline ?? row.tagline, row.taglineTr),
          updatedAt: new Date(),
        })
        .where(eq(startups.id, id));
      // A fact the owner changed is theirs now, no longer the imported file's (issue 17 §3).
      await forgetEditedFacts(tx, id, row, columns);
    },
    {
      validate: (row) => {
        if (input.name !== undefined && input.name.trim() !== row.name)
          throw new ValidationError('startup.name_fixed', { name: 'startup.name_fixed' });
        const fields = startupInfoProblems({ countryId: row.countryId, ...input }, false);
        if (Object.keys(fields).length) fail(fields);
      },
    },
  );
}

/**
 * Turns visibility on or off (WRITE); off hides the startup from lists and search at once. A
 * startup an admin hid (issue 17 §1, `admin_hidden_at`) stays hidden for its owners: only an
 * admin may show it again (which clears the admin's hiding).
 * @throws ConflictError `startup.admin_hidden` ('An admin hid this startup; contact support.').
 */
export async function setStartupVisibility(ctx: Ctx, id: number, isVisible: boolean): Promise<void> {
  await editStartup(
    ctx,
    id,
    'WRITE',
    'startup.visibility',
    async (tx) => {
      await tx
        .update(startups)
        .set(
          isVisible
            ? { isVisible, adminHiddenAt: null, adminHiddenReason: null, updatedAt: new Date() }
            : { isVisible, updatedAt: new Date() },
        )
        .where(eq(startups.id, id));
    },
    {
      allowHidden: true,
      details: { isVisible },
      validate: (row) => {
        if (isVisible && row.adminHiddenAt && !ctx.viewer.isAdmin)
          throw new ConflictError('startup.admin_hidden');
      },
    },
  );
}

/**
 * Deletes startups' rows with `tx`: the startup rows (child rows cascade) and the access rows
 * pointing at them. Call inside the change's transaction; after it commits, call
 * {@link afterStartupsDeleted}. Output: the ids that existed.
 */
export async function deleteStartupRows(tx: Db, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const removed = await tx
    .delete(startups)
    .where(inArray(startups.id, [...ids]))
    .returning({ id: startups.id });
  const keys = removed.map((r) => entityKey('startup', r.id));
  if (keys.length) await tx.delete(entityAccess).where(inArray(entityAccess.entityId, keys));
  return removed.map((r) => r.id);
}

/**
 * What follows a committed deletion of startups `ids`: the list caches empty (every process,
 * decision 0015) and their stored logo and cover files go (a failed file removal is left for
 * the storage's own clean-up; it never undoes the deletion).
 */
export async function afterStartupsDeleted(db: Db, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  notifyStartupsChanged(db);
  const storage = await getStorage();
  const keys = ids.flatMap((id) =>
    (['logo', 'cover'] as const).flatMap((kind) =>
      IMAGE_VARIANTS[kind].map(([name]) => `startups/${id}/${name}.webp`),
    ),
  );
  await Promise.allSettled(keys.map((key) => storage.remove(key)));
}

/** Deletes a startup with its child rows, access rows and image files (FULL_ACCESS or admin). */
export async function deleteStartup(ctx: Ctx, id: number): Promise<void> {
  await editStartup(
    ctx,
    id,
    'FULL_ACCESS',
    'startup.delete',
    async (tx) => {
      await deleteStartupRows(tx, [id]);
    },
    { allowHidden: true },
  );
  await afterStartupsDeleted(ctx.db, [id]);
}

/**
 * Stores a new logo or cover (WRITE; visible startups) in every size of spec §3 (logo_512/256/64,
 * cover_High/Medium/Low); the startup shows logo_256 and cover_High.
 * @returns variant name → URL (with a cache-busting `v`).
 * @throws 413 `file.too_big`, 415 `file.not_image` and the scope/visibility errors.
 */
export async function uploadStartupImage(
  ctx: Ctx,
  id: number,
  kind: 'logo' | 'cover',
  bytes: Buffer,
  options: { fromModal?: boolean } = {},
): Promise<Record<string, string>> {
  let urls: Record<string, string> = {};
  await editStartup(ctx, id, 'WRITE', `startup.${kind}`, async (tx) => {
    urls = await storeImage(bytes, kind, `startups/${id}`, {
      maxBytes: options.fromModal ? IMAGE_MODAL_LIMIT_BYTES : UPLOAD_LIMIT_BYTES,
    });
    await tx
      .update(startups)
      .set(
        kind === 'logo'
          ? { logoUrl: urls.logo_256, updatedAt: new Date() }
          : { coverUrl: urls.cover_High, updatedAt: new Date() },
      )
      .where(eq(startups.id, id));
  });
  return urls;
}

/** Which of `ids` the viewer may edit (WRITE or more): `all` for admins (the table's editable cells). */
export function editableStartupIds(viewer: Viewer, ids: number[]): number[] | 'all' {
  if (viewer.isAdmin) return 'all';
  return ids.filter((id) => hasScope(viewer.access, entityKey('startup', id), 'WRITE'));
}
