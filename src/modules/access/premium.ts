/**
 * Premium settings, monthly limits and enterprise seats (issue 3; spec public-and-account §3
 * "Premium settings"/"Premium limits", §7 "premium packages (GET; POST InviteUser; DELETE
 * RemoveUser)", §8 premium errors, §9: 3 report downloads a month, export 1,000 rows a month
 * personal and 5,000 enterprise, free startup count 10).
 *
 * Settings are one row cached per process for SETTINGS_TTL_MS (a change in this process is
 * seen at once; other processes see it within the TTL). Usage counters are keyed by UTC month,
 * so a new month starts from zero without a reset job.
 */
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { dataChanged, onDataChange } from '@/server/data-changes';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PaymentRequiredError,
  UnauthorizedError,
  ValidationError,
} from '@/server/errors';
import { users } from '@/modules/identity/schema';
import { assertMailAllowed } from '@/modules/moderation/banned-mails';
import { PREMIUM_FILTERS } from '@/modules/startups/filter';
import { auditLog, premiumEntitlements, premiumSettings, premiumUsage } from './schema';
import { activeAt, holdsPremium } from './access';
import { isPremiumPackage, isSuperAdmin } from './permissions';

export interface PremiumSettings {
  premiumEnable: boolean;
  userNeedtoSingForSeeData: boolean;
  customerSource: string;
  limitedFreeStartupPresenter: boolean;
  /** Startups a viewer without a package sees in a list when limitedFreeStartupPresenter is on. */
  freeStartupCount: number;
  /** Startup filter groups that need a package (keys of PREMIUM_FILTERS). */
  filterList: string[];
}

export const DEFAULT_PREMIUM_SETTINGS: PremiumSettings = Object.freeze({
  premiumEnable: true,
  userNeedtoSingForSeeData: false,
  customerSource: 'direct',
  limitedFreeStartupPresenter: false,
  freeStartupCount: 10,
  filterList: Object.keys(PREMIUM_FILTERS),
}) as PremiumSettings;

const SETTINGS_TTL_MS = 30_000;
// On globalThis: the Next bundle and the API (loaded by the custom server) are separate module
// instances in one process and must share the cache, so a save is seen by pages at once.
const globalCache = globalThis as unknown as {
  __atlasPremiumSettings?: WeakMap<Db, { at: number; value: PremiumSettings }>;
};
const settingsCache = (globalCache.__atlasPremiumSettings ??= new WeakMap());
// Saved settings reach every process (src/server/data-changes.ts).
onDataChange('premium-settings', (db, change) => {
  if (change === 'settings') settingsCache.delete(db);
});

/** The premium settings (defaults until an admin saves them). */
export async function getPremiumSettings(db: Db): Promise<PremiumSettings> {
  const hit = settingsCache.get(db);
  if (hit && Date.now() - hit.at < SETTINGS_TTL_MS) return hit.value;
  const [row] = await db.select().from(premiumSettings).where(eq(premiumSettings.id, 1));
  const value: PremiumSettings = row
    ? {
        premiumEnable: row.premiumEnable,
        userNeedtoSingForSeeData: row.userNeedToSignForSeeData,
        customerSource: row.customerSource,
        limitedFreeStartupPresenter: row.limitedFreeStartupPresenter,
        freeStartupCount: row.freeStartupCount,
        filterList: row.filterList ?? DEFAULT_PREMIUM_SETTINGS.filterList,
      }
    : DEFAULT_PREMIUM_SETTINGS;
  settingsCache.set(db, { at: Date.now(), value });
  return value;
}

/**
 * The startup filter groups that need a package right now: none when premium is off.
 * Used by the search service (402) and the filter panel (lock icons, premium notice).
 */
export function gatedFilterGroups(settings: PremiumSettings): string[] {
  return settings.premiumEnable ? settings.filterList : [];
}

/**
 * Saves the premium settings (super admins only; spec dashboard §6). Input is validated:
 * freeStartupCount 0–1,000, filterList only known filter groups.
 * @throws ForbiddenError `access.invalid`; ValidationError naming the invalid fields.
 */
export async function updatePremiumSettings(ctx: Ctx, input: PremiumSettings): Promise<PremiumSettings> {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  if (!isSuperAdmin(ctx.viewer.access)) throw new ForbiddenError('access.invalid');
  const fields: Record<string, string> = {};
  if (
    !Number.isInteger(input.freeStartupCount) ||
    input.freeStartupCount < 0 ||
    input.freeStartupCount > 1000
  )
    fields.freeStartupCount = 'generic.invalid_field';
  const known = new Set(Object.keys(PREMIUM_FILTERS));
  if (input.filterList.some((f) => !known.has(f))) fields.filterList = 'generic.invalid_field';
  if (!input.customerSource.trim() || input.customerSource.length > 100)
    fields.customerSource = 'generic.invalid_field';
  if (Object.keys(fields).length) throw new ValidationError('generic.invalid_input', fields);
  const filterList = [...new Set(input.filterList)];
  const row = {
    premiumEnable: input.premiumEnable,
    userNeedToSignForSeeData: input.userNeedtoSingForSeeData,
    customerSource: input.customerSource.trim(),
    limitedFreeStartupPresenter: input.limitedFreeStartupPresenter,
    freeStartupCount: input.freeStartupCount,
    filterList,
    updatedAt: new Date(),
    updatedBy: ctx.viewer.userId,
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(premiumSettings)
      .values({ id: 1, ...row })
      .onConflictDoUpdate({ target: premiumSettings.id, set: row });
    await tx.insert(auditLog).values({
      actorUserId: ctx.viewer.userId,
      action: 'premium.settings',
      entityId: 'premium-settings',
      details: { ...input, filterList },
    });
  });
  // This process at once (pages were rendered under the old settings); others on the trigger's notice.
  dataChanged(ctx.db, 'settings');
  return getPremiumSettings(ctx.db);
}

/** Monthly limits of spec §9 for a set of active packages. */
export function packageLimits(packages: readonly string[]) {
  const business = packages.some((p) => p.startsWith('business-'));
  const premium = holdsPremium(packages);
  return {
    /** People on the package, the owner included (enterprise seats). */
    userLimit: business ? 10 : premium ? 1 : 0,
    montlyReportDownloadLimit: premium ? (business ? 10 : 3) : 0,
    startupRowLimit: business ? 5000 : premium ? 1000 : 0,
  };
}

/** `YYYY-MM` of `now` in UTC: the usage period. */
export const usageMonth = (now = new Date()) => now.toISOString().slice(0, 7);

/** The user whose package a member uses: the enterprise owner for invited seats, else the user. */
export async function poolOwner(db: Db, userId: string, now: Date): Promise<string> {
  const [seat] = await db
    .select({ owner: premiumEntitlements.ownerUserId })
    .from(premiumEntitlements)
    .where(
      and(
        eq(premiumEntitlements.userId, userId),
        activeAt(now),
        sql`${premiumEntitlements.ownerUserId} IS NOT NULL`,
      ),
    )
    .limit(1);
  return seat?.owner ?? userId;
}

export type UsageKind = 'report' | 'startupRows';

/**
 * Counts `amount` report downloads or exported startup rows against the viewer's monthly limit
 * (the enterprise owner's pool for invited colleagues), atomically.
 * @returns the used and remaining amounts this month.
 * @throws UnauthorizedError; PaymentRequiredError `premium.limit_reached` when the limit would
 *   be passed (nothing is counted then).
 */
export async function recordUsage(ctx: Ctx, kind: UsageKind, amount: number, now = new Date()) {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  if (!Number.isInteger(amount) || amount < 1) throw new ValidationError('generic.invalid_input');
  const limits = packageLimits(ctx.viewer.packages);
  const limit = kind === 'report' ? limits.montlyReportDownloadLimit : limits.startupRowLimit;
  const owner = await poolOwner(ctx.db, ctx.viewer.userId, now);
  const month = usageMonth(now);
  const column = kind === 'report' ? premiumUsage.downloadedReportCount : premiumUsage.startupDownloadedRow;
  return ctx.db.transaction(async (tx) => {
    await tx.insert(premiumUsage).values({ userId: owner, month }).onConflictDoNothing();
    const [row] = await tx
      .update(premiumUsage)
      .set(
        kind === 'report'
          ? { downloadedReportCount: sql`${column} + ${amount}` }
          : { startupDownloadedRow: sql`${column} + ${amount}` },
      )
      .where(
        and(
          eq(premiumUsage.userId, owner),
          eq(premiumUsage.month, month),
          sql`${column} + ${amount} <= ${limit}`,
        ),
      )
      .returning({ used: column });
    if (!row) throw new PaymentRequiredError('premium.limit_reached', { limit });
    return { used: row.used, remaining: limit - row.used, limit };
  });
}

/** This month's usage of the viewer's pool. */
async function usageOf(db: Db, userId: string, now: Date) {
  const owner = await poolOwner(db, userId, now);
  const [row] = await db
    .select()
    .from(premiumUsage)
    .where(and(eq(premiumUsage.userId, owner), eq(premiumUsage.month, usageMonth(now))));
  return {
    downloadedReportCount: row?.downloadedReportCount ?? 0,
    startupDownloadedRow: row?.startupDownloadedRow ?? 0,
  };
}

/** The viewer's active packages, limits, this month's usage and invited colleagues (`GET` packages). */
export async function getMyPackages(ctx: Ctx, now = new Date()) {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  const members = await ctx.db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      surname: users.surname,
      endsAt: premiumEntitlements.endsAt,
    })
    .from(premiumEntitlements)
    .innerJoin(users, eq(users.id, premiumEntitlements.userId))
    .where(and(eq(premiumEntitlements.ownerUserId, ctx.viewer.userId), gt(premiumEntitlements.endsAt, now)));
  return {
    packages: [...ctx.viewer.packages],
    limit: { ...packageLimits(ctx.viewer.packages), ...(await usageOf(ctx.db, ctx.viewer.userId, now)) },
    members: members.map((m) => ({ ...m, endsAt: m.endsAt.toISOString() })),
  };
}

const domainOf = (email: string) => email.trim().toLowerCase().split('@')[1] ?? '';

/**
 * InviteUser: gives a colleague a seat on the viewer's business package, until the package ends.
 * Rules: the viewer holds an active business package of their own; the colleague has an account
 * on the same e-mail domain ('You can only send requests to people in your company'), holds no
 * premium package ('The user already has a premium account'), and a seat is free (userLimit).
 * @throws UnauthorizedError, ForbiddenError `premium.business_required`, ValidationError
 *   `premium.same_company` or `moderation.mail_refused` (a banned or disposable address),
 *   NotFoundError `premium.user_not_valid`, ConflictError `premium.already_premium` /
 *   `premium.no_free_seat`.
 */
export async function inviteToPackage(ctx: Ctx, email: string, now = new Date()) {
  const ownerId = ctx.viewer.userId;
  if (!ownerId) throw new UnauthorizedError();
  // Banned and disposable addresses are refused at every invitation (issue 17 §1 banned-mails).
  await assertMailAllowed(ctx.db, email, { who: { userId: ownerId }, context: 'invitation.premium' });
  return ctx.db.transaction(async (tx) => {
    const [ownPackage] = await tx
      .select({ key: premiumEntitlements.packageKey, endsAt: premiumEntitlements.endsAt })
      .from(premiumEntitlements)
      .where(
        and(
          eq(premiumEntitlements.userId, ownerId),
          isNull(premiumEntitlements.ownerUserId),
          inArray(premiumEntitlements.packageKey, ['business-yearly', 'business-monthly']),
          activeAt(now),
        ),
      )
      .orderBy(sql`${premiumEntitlements.endsAt} DESC`)
      .limit(1)
      .for('update');
    if (!ownPackage) throw new ForbiddenError('premium.business_required');
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, ownerId));
    if (!owner || domainOf(owner.email) !== domainOf(email))
      throw new ValidationError('premium.same_company', { email: 'premium.same_company' });
    const [invitee] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email.trim().toLowerCase()));
    if (!invitee || invitee.id === ownerId) throw new NotFoundError('premium.user_not_valid');
    const held = await tx
      .select({ key: premiumEntitlements.packageKey })
      .from(premiumEntitlements)
      .where(and(eq(premiumEntitlements.userId, invitee.id), activeAt(now)));
    if (held.some((h) => isPremiumPackage(h.key))) throw new ConflictError('premium.already_premium');
    const [seats] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(premiumEntitlements)
      .where(and(eq(premiumEntitlements.ownerUserId, ownerId), gt(premiumEntitlements.endsAt, now)));
    if ((seats?.n ?? 0) + 1 >= packageLimits([ownPackage.key]).userLimit)
      throw new ConflictError('premium.no_free_seat');
    await tx.insert(premiumEntitlements).values({
      userId: invitee.id,
      packageKey: ownPackage.key,
      startsAt: now,
      endsAt: ownPackage.endsAt,
      ownerUserId: ownerId,
      grantedBy: ownerId,
    });
    await tx.insert(auditLog).values({
      actorUserId: ownerId,
      action: 'premium.invite',
      entityId: `user:${invitee.id}`,
      details: { packageKey: ownPackage.key },
    });
    return { userId: invitee.id, packageKey: ownPackage.key, endsAt: ownPackage.endsAt.toISOString() };
  });
}

/**
 * RemoveUser: ends a colleague's seat on the viewer's package now.
 * @throws UnauthorizedError; NotFoundError `premium.user_not_valid` when the user holds no seat of the viewer's.
 */
export async function removeFromPackage(ctx: Ctx, userId: string, now = new Date()): Promise<void> {
  const ownerId = ctx.viewer.userId;
  if (!ownerId) throw new UnauthorizedError();
  await ctx.db.transaction(async (tx) => {
    const ended = await tx
      .update(premiumEntitlements)
      .set({ endsAt: now })
      .where(
        and(
          eq(premiumEntitlements.ownerUserId, ownerId),
          eq(premiumEntitlements.userId, userId),
          gt(premiumEntitlements.endsAt, now),
        ),
      )
      .returning({ id: premiumEntitlements.id });
    if (!ended.length) throw new NotFoundError('premium.user_not_valid');
    await tx
      .insert(auditLog)
      .values({ actorUserId: ownerId, action: 'premium.remove', entityId: `user:${userId}` });
  });
}
