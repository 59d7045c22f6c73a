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
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '@/server/errors';
import { normalizeSearchText, slugify } from '@/lib/text';
import { isValidSocialLink, isValidWebLink, SOCIAL_NAMES, type SocialNetwork } from '@/lib/links';
import { isCurrencyCode, toUsd } from '@/lib/format';
import { auditLog, entityAccess } from '@/modules/access/schema';
import { entityKey, hasScope, parseEntityKey, type Scope } from '@/modules/access/permissions';
import { isTypeOf, type TypeListKey } from '@/modules/reference/data/type-list-ids';
import {
  fundingRounds,
  startupImportantUpdates,
  startupPatents,
  startups,
  startupTeamMembers,
} from './schema';
import { notifyStartupsChanged } from './search-cache';
import { IMAGE_MODAL_LIMIT_BYTES, storeImage, UPLOAD_LIMIT_BYTES } from '@/server/images';

const day = (v: string | null | undefined) =>
  !v || v.startsWith('0001-01-01')
    ? null
    : /^\d{4}-\d{2}-\d{2}$/.test(v.slice(0, 10))
      ? v.slice(0, 10)
      : 'invalid';

/** Basic and detailed information of a startup (spec §3); every field optional on update. */
export interface StartupInfoInput {
  name?: string;
  officialName?: string | null;
  tagline?: string | null;
  description?: string | null;
  sectorIds?: number[];
  stageId?: number | null;
  incorporated?: boolean | null;
  employeeCountId?: number | null;
  /** YYYY-MM-DD, not in the future. */
  foundationDate?: string | null;
  countryId?: number | null;
  cityId?: number | null;
  website?: string | null;
  linkedin?: string | null;
  facebook?: string | null;
  twitter?: string | null;
  instagram?: string | null;
  operatingStatusId?: number | null;
  technologyIds?: number[];
  businessModelIds?: number[];
  revenueModelIds?: number[];
  targetGroup?: string | null;
  competitiveAdvantage?: string | null;
  revenueModelDescription?: string | null;
  marketSize?: number | null;
  marketSizeCurrency?: string | null;
  investmentSeekingStatusId?: number | null;
  seekingInvestmentAmount?: number | null;
  seekingInvestmentCurrency?: string | null;
}

export interface TeamMemberInput {
  id?: number | null;
  name: string;
  surname: string;
  title?: string | null;
  positionId?: number | null;
  isMentor?: boolean;
  /** Cap table share, percent 0–100. */
  shareValue?: number | null;
}

/** Field problems of startup information (field → message key). */
export function startupInfoProblems(input: StartupInfoInput, creating: boolean): Record<string, string> {
  const f: Record<string, string> = {};
  if (creating && !input.name?.trim()) f.name = 'validation.required';
  if (input.name && input.name.trim().length > 120) f.name = 'generic.invalid_field';
  if (creating && !input.sectorIds?.length) f.sectorIds = 'validation.required';
  if (input.sectorIds?.some((id) => !isTypeOf('startupSector', id))) f.sectorIds = 'generic.invalid_field';
  const typed: Array<[keyof StartupInfoInput, TypeListKey]> = [
    ['stageId', 'startupStage'],
    ['employeeCountId', 'employeeCount'],
    ['operatingStatusId', 'operatingStatus'],
    ['investmentSeekingStatusId', 'investmentSeekingStatus'],
  ];
  for (const [key, list] of typed) {
    const v = input[key];
    if (typeof v === 'number' && !isTypeOf(list, v)) f[key] = 'generic.invalid_field';
  }
  const lists: Array<[keyof StartupInfoInput, TypeListKey]> = [
    ['technologyIds', 'technology'],
    ['businessModelIds', 'businessModel'],
    ['revenueModelIds', 'revenueModel'],
  ];
  for (const [key, list] of lists)
    if ((input[key] as number[] | undefined)?.some((id) => !isTypeOf(list, id)))
      f[key] = 'generic.invalid_field';
  const founded = day(input.foundationDate);
  if (founded === 'invalid' || (founded && founded > new Date().toISOString().slice(0, 10)))
    f.foundationDate = 'generic.invalid_field';
  if (input.cityId && !input.countryId) f.cityId = 'generic.invalid_field';
  if (input.website && !isValidWebLink(input.website)) f.website = 'generic.invalid_field';
  for (const network of ['linkedin', 'facebook', 'twitter', 'instagram'] as const) {
    const url = input[network];
    if (url && !isValidSocialLink(network, url)) f[network] = 'validation.social_link';
  }
  for (const [amount, currency] of [
    ['marketSize', 'marketSizeCurrency'],
    ['seekingInvestmentAmount', 'seekingInvestmentCurrency'],
  ] as const) {
    const a = input[amount];
    const c = input[currency];
    if (a != null && a < 0) f[amount] = 'validation.greater_or_zero';
    if (a != null && !c) f[currency] = 'validation.required';
    if (c && !isCurrencyCode(c)) f[currency] = 'generic.invalid_field';
  }
  return f;
}

function teamProblems(members: TeamMemberInput[]): Record<string, string> {
  const f: Record<string, string> = {};
  if (!members.length) f.teamMembers = 'startup.team_required';
  members.forEach((m, i) => {
    if (!m.name?.trim()) f[`teamMembers.${i}.name`] = 'validation.required';
    if (!m.surname?.trim()) f[`teamMembers.${i}.surname`] = 'validation.required';
    if (m.positionId != null && !isTypeOf('teamMemberPosition', m.positionId))
      f[`teamMembers.${i}.positionId`] = 'generic.invalid_field';
    if (m.shareValue != null && (m.shareValue < 0 || m.shareValue > 100))
      f[`teamMembers.${i}.shareValue`] = 'validation.percent';
  });
  return f;
}

function fail(fields: Record<string, string>): never {
  const keys = Object.values(fields);
  // 'Please enter a valid X URL.' names the first refused network.
  const network = Object.entries(fields).find(([, key]) => key === 'validation.social_link')?.[0];
  throw new ValidationError(
    keys.length === 1 ? keys[0]! : 'generic.invalid_input',
    fields,
    network ? { network: SOCIAL_NAMES[network as SocialNetwork] } : {},
  );
}

/** Columns written from startup information (names trimmed, empty text → null). */
function infoColumns(input: StartupInfoInput): Partial<typeof startups.$inferInsert> {
  const out: Record<string, unknown> = {};
  const text = (v: string | null | undefined) => (v == null ? null : v.trim() || null);
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || key === 'name') continue;
    out[key] = typeof value === 'string' ? text(value) : value;
  }
  if (input.foundationDate !== undefined) out.foundationDate = day(input.foundationDate);
  return out as Partial<typeof startups.$inferInsert>;
}

/** The startup row or 404. */
async function loadStartup(db: Db, id: number) {
  const [row] = await db.select().from(startups).where(eq(startups.id, id));
  if (!row) throw new NotFoundError('startup.not_found');
  return row;
}

/** Requires `scope` on the startup (admins pass). @throws UnauthorizedError, ForbiddenError `access.invalid`. */
export function requireStartupScope(ctx: Ctx, startupId: number, scope: Scope): string {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  if (!ctx.viewer.isAdmin && !hasScope(ctx.viewer.access, entityKey('startup', startupId), scope))
    throw new ForbiddenError('access.invalid');
  return ctx.viewer.userId;
}

/** Requires the startup to be visible before an edit (spec §4). */
function requireVisible(row: { isVisible: boolean }) {
  if (!row.isVisible) throw new ConflictError('startup.visibility_off');
}

/**
 * Runs one change of a visible startup that the viewer holds `scope` on: checks first, then
 * `validate`, then `write` and its audit row in one transaction; list caches refresh after.
 */
export async function editStartup(
  ctx: Ctx,
  id: number,
  scope: Scope,
  action: string,
  write: (tx: Db) => Promise<void>,
  validate?: () => void,
): Promise<void> {
  const userId = requireStartupScope(ctx, id, scope);
  requireVisible(await loadStartup(ctx.db, id));
  validate?.();
  await ctx.db.transaction(async (tx) => {
    await write(tx);
    await tx.insert(auditLog).values({ actorUserId: userId, action, entityId: entityKey('startup', id) });
  });
  notifyStartupsChanged(ctx.db);
}

/** Team member rows of `startupId` in the given order. */
const memberRows = (startupId: number, members: TeamMemberInput[]) =>
  members.map((m, i) => ({
    startupId,
    name: m.name.trim(),
    surname: m.surname.trim(),
    title: m.title?.trim() || null,
    positionId: m.positionId ?? null,
    isMentor: m.isMentor ?? false,
    shareValue: m.shareValue ?? null,
    sortOrder: i,
  }));

/**
 * Creates a startup with its team (at least one member); the creator gets FULL_ACCESS.
 * @returns the new startup's id and seoUrl.
 * @throws UnauthorizedError; ValidationError naming each invalid field.
 */
export async function createStartup(
  ctx: Ctx,
  input: StartupInfoInput & { teamMembers: TeamMemberInput[] },
): Promise<{ id: number; seoUrl: string }> {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  const userId = ctx.viewer.userId;
  const fields = { ...startupInfoProblems(input, true), ...teamProblems(input.teamMembers ?? []) };
  if (Object.keys(fields).length) fail(fields);
  const name = input.name!.trim();
  const base = slugify(name) || 'startup';
  const result = await ctx.db.transaction(async (tx) => {
    const taken = new Set(
      (
        await tx
          .select({ s: startups.seoUrl })
          .from(startups)
          .where(sql`${startups.seoUrl} LIKE ${`${base}%`}`)
      ).map((r) => r.s),
    );
    let seoUrl = base;
    for (let n = 2; taken.has(seoUrl); n += 1) seoUrl = `${base}-${n}`;
    const [row] = await tx
      .insert(startups)
      .values({
        ...infoColumns(input),
        name,
        seoUrl,
        source: 'user',
        searchText: normalizeSearchText(name, input.tagline),
      })
      .returning({ id: startups.id, seoUrl: startups.seoUrl });
    await tx.insert(startupTeamMembers).values(memberRows(row!.id, input.teamMembers));
    const entityId = entityKey('startup', row!.id);
    await tx.insert(entityAccess).values({ userId, entityId, scopes: ['FULL_ACCESS'] });
    await tx.insert(auditLog).values({ actorUserId: userId, action: 'startup.create', entityId });
    return row!;
  });
  notifyStartupsChanged(ctx.db);
  return result;
}

/**
 * Saves basic and detailed information (WRITE; visible startups only; the name is fixed).
 * @throws NotFoundError; ForbiddenError; ConflictError `startup.visibility_off`; ValidationError
 *   (`startup.name_fixed` when a different name is sent).
 */
export async function updateStartup(ctx: Ctx, id: number, input: StartupInfoInput): Promise<void> {
  const userId = requireStartupScope(ctx, id, 'WRITE');
  const row = await loadStartup(ctx.db, id);
  requireVisible(row);
  if (input.name !== undefined && input.name.trim() !== row.name)
    throw new ValidationError('startup.name_fixed', { name: 'startup.name_fixed' });
  const merged = { countryId: row.countryId, ...input };
  const fields = startupInfoProblems(merged, false);
  if (Object.keys(fields).length) fail(fields);
  const columns = infoColumns(input);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(startups)
      .set({
        ...columns,
        searchText: normalizeSearchText(row.name, input.tagline ?? row.tagline, row.taglineTr),
        updatedAt: new Date(),
      })
      .where(eq(startups.id, id));
    await tx
      .insert(auditLog)
      .values({ actorUserId: userId, action: 'startup.update', entityId: entityKey('startup', id) });
  });
  notifyStartupsChanged(ctx.db);
}

/** Turns visibility on or off (WRITE); off hides the startup from lists and search at once. */
export async function setStartupVisibility(ctx: Ctx, id: number, isVisible: boolean): Promise<void> {
  const userId = requireStartupScope(ctx, id, 'WRITE');
  await loadStartup(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    await tx.update(startups).set({ isVisible, updatedAt: new Date() }).where(eq(startups.id, id));
    await tx.insert(auditLog).values({
      actorUserId: userId,
      action: 'startup.visibility',
      entityId: entityKey('startup', id),
      details: { isVisible },
    });
  });
  notifyStartupsChanged(ctx.db);
}

/** Deletes a startup with its child rows and access rows (FULL_ACCESS or admin). */
export async function deleteStartup(ctx: Ctx, id: number): Promise<void> {
  const userId = requireStartupScope(ctx, id, 'FULL_ACCESS');
  await loadStartup(ctx.db, id);
  const entityId = entityKey('startup', id);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(startups).where(eq(startups.id, id));
    await tx.delete(entityAccess).where(eq(entityAccess.entityId, entityId));
    await tx.insert(auditLog).values({ actorUserId: userId, action: 'startup.delete', entityId });
  });
  notifyStartupsChanged(ctx.db);
}

/**
 * Replaces the team (STARTUP_IAM_WRITE): at least one member stays.
 * @throws ValidationError `startup.team_required` and field errors.
 */
export async function saveTeamMembers(ctx: Ctx, id: number, members: TeamMemberInput[]): Promise<void> {
  await editStartup(
    ctx,
    id,
    'STARTUP_IAM_WRITE',
    'startup.team',
    async (tx) => {
      await tx.delete(startupTeamMembers).where(eq(startupTeamMembers.startupId, id));
      await tx.insert(startupTeamMembers).values(memberRows(id, members));
    },
    () => {
      const fields = teamProblems(members);
      if (Object.keys(fields).length) fail(fields);
    },
  );
}

export interface InvestmentInput {
  announcedDate?: string | null;
  tourId?: number | null;
  investmentTypeId?: number | null;
  amount?: number | null;
  amountCurrency: string;
  preMoneyValuation?: number | null;
  valuationCurrency?: string | null;
  /** Investor share, percent 0–100. */
  shareRatio?: number | null;
}

/**
 * Replaces the funding rounds (STARTUP_FINANCIAL_WRITE) and recomputes the derived totals.
 * @throws ValidationError for bad amounts, currencies, dates or types.
 */
export async function saveInvestments(ctx: Ctx, id: number, rounds: InvestmentInput[]): Promise<void> {
  await editStartup(
    ctx,
    id,
    'STARTUP_FINANCIAL_WRITE',
    'startup.investments',
    async (tx) => {
      await tx.delete(fundingRounds).where(eq(fundingRounds.startupId, id));
      if (rounds.length)
        await tx.insert(fundingRounds).values(
          rounds.map((r, i) => ({
            startupId: id,
            announcedDate: day(r.announcedDate) as string | null,
            tourId: r.tourId ?? null,
            investmentTypeId: r.investmentTypeId ?? null,
            amount: r.amount ?? null,
            amountCurrency: r.amountCurrency,
            amountUsd: r.amount != null ? toUsd(r.amount, r.amountCurrency) : null,
            preMoneyValuation: r.preMoneyValuation ?? null,
            valuationCurrency: r.valuationCurrency ?? null,
            shareRatio: r.shareRatio ?? null,
            sortOrder: i,
          })),
        );
      const dates = rounds
        .map((r) => day(r.announcedDate))
        .filter((d): d is string => !!d && d !== 'invalid')
        .sort();
      await tx
        .update(startups)
        .set({
          hasInvestment: rounds.length > 0,
          totalFundingUsd: rounds.reduce(
            (sum, r) => sum + (r.amount != null ? toUsd(r.amount, r.amountCurrency) : 0),
            0,
          ),
          lastRoundDate: dates.at(-1) ?? null,
          updatedAt: new Date(),
        })
        .where(eq(startups.id, id));
    },
    () => {
      const fields: Record<string, string> = {};
      rounds.forEach((r, i) => {
        if (!isCurrencyCode(r.amountCurrency)) fields[`${i}.amountCurrency`] = 'generic.invalid_field';
        if (r.amount != null && r.amount < 0) fields[`${i}.amount`] = 'validation.greater_or_zero';
        if (r.preMoneyValuation != null && r.preMoneyValuation < 0)
          fields[`${i}.preMoneyValuation`] = 'validation.greater_or_zero';
        if (r.valuationCurrency && !isCurrencyCode(r.valuationCurrency))
          fields[`${i}.valuationCurrency`] = 'generic.invalid_field';
        if (day(r.announcedDate) === 'invalid') fields[`${i}.announcedDate`] = 'generic.invalid_field';
        if (r.tourId != null && !isTypeOf('investmentTour', r.tourId))
          fields[`${i}.tourId`] = 'generic.invalid_field';
        if (r.investmentTypeId != null && !isTypeOf('investmentType', r.investmentTypeId))
          fields[`${i}.investmentTypeId`] = 'generic.invalid_field';
        if (r.shareRatio != null && (r.shareRatio < 0 || r.shareRatio > 100))
          fields[`${i}.shareRatio`] = 'validation.percent';
      });
      if (Object.keys(fields).length) fail(fields);
    },
  );
}

/**
 * Adds patents (WRITE): each needs both a name and an application number ('You need to fill
 * both patent name and application number.'); an application number already on the startup
 * is refused ('this entry already exists').
 */
export async function addPatents(
  ctx: Ctx,
  id: number,
  patents: Array<{ name: string; applicationNumber: string }>,
) {
  const numbers = patents.map((p) => p.applicationNumber?.trim() ?? '');
  await editStartup(
    ctx,
    id,
    'WRITE',
    'startup.patents',
    async (tx) => {
      const existing = await tx
        .select({ n: startupPatents.applicationNumber })
        .from(startupPatents)
        .where(and(eq(startupPatents.startupId, id), inArray(startupPatents.applicationNumber, numbers)));
      if (existing.length || new Set(numbers).size !== numbers.length)
        throw new ConflictError('generic.duplicate');
      await tx.insert(startupPatents).values(
        patents.map((p) => ({
          startupId: id,
          name: p.name.trim(),
          applicationNumber: p.applicationNumber.trim(),
        })),
      );
      await tx.update(startups).set({ hasPatent: true, updatedAt: new Date() }).where(eq(startups.id, id));
    },
    () => {
      if (patents.some((p) => !p.name?.trim() || !p.applicationNumber?.trim()))
        throw new ValidationError('startup.patent_incomplete');
    },
  );
}

/** Adds important updates (WRITE): each needs a text and a date. */
export async function addImportantUpdates(
  ctx: Ctx,
  id: number,
  updates: Array<{ text: string; date: string }>,
) {
  await editStartup(
    ctx,
    id,
    'WRITE',
    'startup.updates',
    async (tx) => {
      await tx
        .insert(startupImportantUpdates)
        .values(
          updates.map((u) => ({ startupId: id, text: u.text.trim(), updateDate: day(u.date) as string })),
        );
    },
    () => {
      if (updates.some((u) => !u.text?.trim() || !day(u.date) || day(u.date) === 'invalid'))
        throw new ValidationError('startup.update_incomplete');
    },
  );
}

/** Everything the edit steps show, by seoUrl (hidden startups included for their members). */
export interface StartupForEdit {
  startup: typeof startups.$inferSelect;
  teamMembers: Array<typeof startupTeamMembers.$inferSelect>;
  rounds: Array<typeof fundingRounds.$inferSelect>;
  patents: Array<typeof startupPatents.$inferSelect>;
  updates: Array<typeof startupImportantUpdates.$inferSelect>;
  /** What the viewer may change. */
  can: { write: boolean; financial: boolean; team: boolean; delete: boolean };
}

/**
 * The startup for the edit steps. Needs any editing scope on it (or admin).
 * @throws UnauthorizedError; NotFoundError (also when the viewer has no scope, so hidden
 *   startups are not revealed).
 */
export async function getStartupForEdit(ctx: Ctx, seoUrl: string): Promise<StartupForEdit> {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  const [row] = await ctx.db.select().from(startups).where(eq(startups.seoUrl, seoUrl));
  if (!row) throw new NotFoundError('startup.not_found');
  const key = entityKey('startup', row.id);
  const held = (scope: Scope) => ctx.viewer.isAdmin || hasScope(ctx.viewer.access, key, scope);
  const can = {
    write: held('WRITE'),
    financial: held('STARTUP_FINANCIAL_WRITE'),
    team: held('STARTUP_IAM_WRITE'),
    delete: held('FULL_ACCESS'),
  };
  if (!can.write && !can.financial && !can.team) throw new NotFoundError('startup.not_found');
  const [teamMembers, rounds, patents, updates] = await Promise.all([
    ctx.db
      .select()
      .from(startupTeamMembers)
      .where(eq(startupTeamMembers.startupId, row.id))
      .orderBy(startupTeamMembers.sortOrder),
    ctx.db
      .select()
      .from(fundingRounds)
      .where(eq(fundingRounds.startupId, row.id))
      .orderBy(fundingRounds.sortOrder),
    ctx.db.select().from(startupPatents).where(eq(startupPatents.startupId, row.id)),
    ctx.db.select().from(startupImportantUpdates).where(eq(startupImportantUpdates.startupId, row.id)),
  ]);
  return { startup: row, teamMembers, rounds, patents, updates, can };
}

/** The startups the viewer may edit (any editing scope), newest first — "my startups". */
export async function listMyStartups(
  ctx: Ctx,
): Promise<Array<{ id: number; name: string; seoUrl: string; isVisible: boolean }>> {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  const ids = ctx.viewer.access.flatMap((a) => {
    const key = parseEntityKey(a.entityId);
    return key?.kind === 'startup' ? [key.id] : [];
  });
  if (!ids.length) return [];
  return ctx.db
    .select({ id: startups.id, name: startups.name, seoUrl: startups.seoUrl, isVisible: startups.isVisible })
    .from(startups)
    .where(inArray(startups.id, ids))
    .orderBy(sql`${startups.createdAt} DESC`);
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
  requireStartupScope(ctx, id, 'WRITE');
  requireVisible(await loadStartup(ctx.db, id));
  const urls = await storeImage(bytes, kind, `startups/${id}`, {
    maxBytes: options.fromModal ? IMAGE_MODAL_LIMIT_BYTES : UPLOAD_LIMIT_BYTES,
  });
  await ctx.db
    .update(startups)
    .set(
      kind === 'logo'
        ? { logoUrl: urls.logo_256, updatedAt: new Date() }
        : { coverUrl: urls.cover_High, updatedAt: new Date() },
    )
    .where(eq(startups.id, id));
  notifyStartupsChanged(ctx.db);
  return urls;
}
