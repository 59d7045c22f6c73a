/**
 * Programs created and edited by an organization's managers (dashboard-and-operations §2
 * /dashboard/add-program/{seoUrl?}?organizationId= with steps Basic, Detailed, Jury Members,
 * Questions, Review Categories; §3 Program; §5 "at least one stage, sector, technology,
 * question and review category; review category weights sum to 100"; §6 owners). Managers hold
 * WRITE on `organization:<id>` (or are admins). A program is saved whole — fields, jury,
 * questions and categories — in one transaction; rows sent with an id are updated (their
 * answers and scores kept), rows left out are deleted.
 */
import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '@/server/errors';
import { failWithFields } from '@/server/field-errors';
import { replaceChildRows } from '@/server/db/child-rows';
import { trimmedOrNull, uniqueSlug } from '@/lib/text';
import { isCurrencyCode } from '@/lib/format';
import { auditLog } from '@/modules/access/schema';
import { entityIdsOf, entityKey, hasScope } from '@/modules/access/permissions';
import { users } from '@/modules/identity/schema';
import { isTypeOf, type TypeListKey } from '@/modules/reference/data/type-list-ids';
import { organizations, programs } from '@/modules/organizations/schema';
import { dateOrderProblems, day } from '@/modules/startups/editing-rules';
import { programJuryMembers, programQuestions, programReviewCategories } from './schema';
import { reviewCategoryProblems } from './scoring';
import { assertNoBannedWords } from '@/modules/moderation/banned-words';
import { assertMailAllowed } from '@/modules/moderation/banned-mails';

export interface ProgramInput {
  name?: string;
  /** ref_types ids: `programType`, `investmentType`, `startupStage`, `startupSector`, `targetMarket`, `technology`. */
  typeId?: number | null;
  /** UTC days YYYY-MM-DD. */
  startDate?: string | null;
  endDate?: string | null;
  applyStartDate?: string | null;
  applyEndDate?: string | null;
  investmentTypeId?: number | null;
  /** In `investmentCurrency` (ISO 4217). */
  minInvestment?: number | null;
  maxInvestment?: number | null;
  investmentCurrency?: string | null;
  /** Percent 0–100. */
  minShare?: number | null;
  maxShare?: number | null;
  isGrant?: boolean;
  description?: string | null;
  facilities?: string | null;
  conditions?: string | null;
  awards?: string | null;
  evaluationCriteria?: string | null;
  prerequisites?: string | null;
  stageIds?: number[];
  sectorIds?: number[];
  targetMarketIds?: number[];
  technologyIds?: number[];
  /** Jury members by the e-mail of their account. */
  juryEmails?: string[];
  questions?: Array<{ id?: number | null; question?: string | null }>;
  reviewCategories?: Array<{
    id?: number | null;
    name?: string | null;
    description?: string | null;
    /** Percent 0–100; all weights sum to 100. */
    weight?: number | null;
  }>;
}

const TEXTS = [
  'description',
  'facilities',
  'conditions',
  'awards',
  'evaluationCriteria',
  'prerequisites',
] as const;
const LISTS: Array<[keyof ProgramInput & `${string}Ids`, TypeListKey, string]> = [
  ['stageIds', 'startupStage', 'program.stage_required'],
  ['sectorIds', 'startupSector', 'program.sector_required'],
  ['technologyIds', 'technology', 'program.technology_required'],
  ['targetMarketIds', 'targetMarket', ''],
];
/** Days a program's dates may fall on. */
const FIRST_DAY = '2000-01-01';
const LAST_DAY = '2100-12-31';

/** Field problems (field → message key) of a whole program. */
export function programProblems(input: ProgramInput): Record<string, string> {
  const f: Record<string, string> = {};
  if (!input.name?.trim()) f.name = 'validation.required';
  else if (input.name.trim().length > 200) f.name = 'generic.invalid_field';
  if (input.typeId == null) f.typeId = 'validation.required';
  else if (!isTypeOf('programType', input.typeId)) f.typeId = 'generic.invalid_field';
  if (input.investmentTypeId != null && !isTypeOf('investmentType', input.investmentTypeId))
    f.investmentTypeId = 'generic.invalid_field';
  for (const [key, list, required] of LISTS) {
    const ids = input[key] ?? [];
    if (required && !ids.length) f[key] = required;
    else if (ids.some((id) => !isTypeOf(list, id))) f[key] = 'generic.invalid_field';
  }
  Object.assign(f, dateOrderProblems(input.startDate, input.endDate));
  Object.assign(f, dateOrderProblems(input.applyStartDate, input.applyEndDate, 'apply'));
  if (!input.applyEndDate) f.applyEndDate = 'validation.required';
  for (const key of ['startDate', 'endDate', 'applyStartDate', 'applyEndDate'] as const) {
    const d = day(input[key]);
    if (d && d !== 'invalid' && (d < FIRST_DAY || d > LAST_DAY)) f[key] = 'program.date_bounds';
  }
  const applyEnd = day(input.applyEndDate);
  const end = day(input.endDate);
  if (!f.applyEndDate && applyEnd && end && applyEnd !== 'invalid' && end !== 'invalid' && applyEnd > end)
    f.applyEndDate = 'program.apply_after_end';
  for (const [min, max, rule] of [
    ['minInvestment', 'maxInvestment', (v: number) => v >= 0],
    ['minShare', 'maxShare', (v: number) => v >= 0 && v <= 100],
  ] as const) {
    const lo = input[min];
    const hi = input[max];
    const message = min === 'minShare' ? 'validation.percent' : 'validation.greater_or_zero';
    if (lo != null && !rule(lo)) f[min] = message;
    if (hi != null && !rule(hi)) f[max] = message;
    if (lo != null && hi != null && !f[min] && !f[max] && lo > hi) f[max] = 'validation.min_over_max';
  }
  if (input.investmentCurrency && !isCurrencyCode(input.investmentCurrency))
    f.investmentCurrency = 'generic.invalid_field';
  const questions = input.questions ?? [];
  if (!questions.length) f.questions = 'program.question_required';
  questions.forEach((q, i) => {
    if (!q.question?.trim()) f[`questions.${i}.question`] = 'validation.required';
  });
  Object.assign(f, reviewCategoryProblems(input.reviewCategories ?? []));
  return f;
}

const text = trimmedOrNull;

function columns(input: ProgramInput): Omit<typeof programs.$inferInsert, 'organizationId' | 'seoUrl'> {
  const dayOrNull = (v: unknown) => {
    const d = day(v);
    return d === 'invalid' ? null : d;
  };
  return {
    name: input.name!.trim(),
    typeId: input.typeId!,
    startDate: dayOrNull(input.startDate),
    endDate: dayOrNull(input.endDate),
    applyStartDate: dayOrNull(input.applyStartDate),
    applyEndDate: dayOrNull(input.applyEndDate),
    investmentTypeId: input.investmentTypeId ?? null,
    minInvestment: input.minInvestment ?? null,
    maxInvestment: input.maxInvestment ?? null,
    investmentCurrency: input.investmentCurrency || null,
    minShare: input.minShare ?? null,
    maxShare: input.maxShare ?? null,
    isGrant: input.isGrant === true,
    ...Object.fromEntries(TEXTS.map((k) => [k, text(input[k])])),
    stageIds: input.stageIds ?? [],
    sectorIds: input.sectorIds ?? [],
    targetMarketIds: input.targetMarketIds ?? [],
    technologyIds: input.technologyIds ?? [],
  } as Omit<typeof programs.$inferInsert, 'organizationId' | 'seoUrl'>;
}

/** Throws unless the viewer may manage the programs of organization `organizationId`. */
export function requireOrganizationWrite(ctx: Ctx, organizationId: number): string {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError();
  if (!ctx.viewer.isAdmin && !hasScope(ctx.viewer.access, entityKey('organization', organizationId), 'WRITE'))
    throw new ForbiddenError('access.invalid');
  return userId;
}

/** The account ids of jury e-mails; unknown ones are field problems `jury.<i>`. */
async function juryUserIds(db: Db, emails: string[]): Promise<string[]> {
  const wanted = emails.map((e) => e.trim().toLowerCase()).filter(Boolean);
  if (!wanted.length) return [];
  const found = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, wanted));
  const byEmail = new Map(found.map((u) => [u.email.toLowerCase(), u.id]));
  const fields: Record<string, string> = {};
  wanted.forEach((e, i) => {
    if (!byEmail.has(e)) fields[`jury.${i}`] = 'program.jury_not_found';
  });
  if (Object.keys(fields).length) failWithFields(fields);
  return [...new Set(wanted.map((e) => byEmail.get(e)!))];
}

/**
 * The moderation checks of a program save (issue 17 §1), before its transaction: banned words in
 * the name, texts, questions and review categories ('moderation.banned_word' on each field), and
 * banned or disposable addresses among the jury e-mails not already on the jury (`jury.<i>`:
 * 'moderation.mail_refused' — an invitation by e-mail).
 */
async function checkProgramText(ctx: Ctx, input: ProgramInput, currentJury: string[]): Promise<void> {
  const who = { userId: ctx.viewer.userId };
  await assertNoBannedWords(
    ctx.db,
    {
      name: input.name,
      ...Object.fromEntries(TEXTS.map((k) => [k, input[k]])),
      ...Object.fromEntries((input.questions ?? []).map((q, i) => [`questions.${i}.question`, q.question])),
      ...Object.fromEntries(
        (input.reviewCategories ?? []).flatMap((c, i) => [
          [`reviewCategories.${i}.name`, c.name],
          [`reviewCategories.${i}.description`, c.description],
        ]),
      ),
    },
    who,
  );
  const known = new Set(currentJury);
  for (const [i, email] of (input.juryEmails ?? []).entries()) {
    const address = email.trim().toLowerCase();
    if (!address || known.has(address)) continue;
    await assertMailAllowed(ctx.db, address, { who, context: 'invitation.jury', field: `jury.${i}` });
  }
}

/** Writes jury, questions and categories of program `programId` (rows with ids updated). */
async function saveChildren(tx: Db, programId: number, input: ProgramInput, jury: string[]) {
  await tx
    .delete(programJuryMembers)
    .where(
      jury.length
        ? and(eq(programJuryMembers.programId, programId), notInArray(programJuryMembers.userId, jury))
        : eq(programJuryMembers.programId, programId),
    );
  if (jury.length)
    await tx
      .insert(programJuryMembers)
      .values(jury.map((userId) => ({ programId, userId })))
      .onConflictDoNothing();
  await replaceChildRows(
    tx,
    programQuestions,
    { column: programQuestions.programId, key: 'programId', id: programId },
    (input.questions ?? []).map((q, position) => ({
      id: q.id,
      values: { question: q.question!.trim(), position },
    })),
  );
  await replaceChildRows(
    tx,
    programReviewCategories,
    { column: programReviewCategories.programId, key: 'programId', id: programId },
    (input.reviewCategories ?? []).map((c, position) => ({
      id: c.id,
      values: { name: c.name!.trim(), description: text(c.description), weight: c.weight!, position },
    })),
  );
}

/**
 * Creates a program of organization `organizationId` with its jury, questions and categories.
 * @returns id and seoUrl. @throws 401/403; NotFoundError (no such organization);
 * ValidationError naming each field ('program.weights_sum', 'program.jury_not_found',
 * 'moderation.banned_word', 'moderation.mail_refused', …).
 */
export async function createProgram(
  ctx: Ctx,
  organizationId: number,
  input: ProgramInput,
): Promise<{ id: number; seoUrl: string }> {
  const userId = requireOrganizationWrite(ctx, organizationId);
  const fields = programProblems(input);
  if (Object.keys(fields).length) failWithFields(fields);
  await checkProgramText(ctx, input, []);
  return ctx.db.transaction(async (tx) => {
    const [org] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    if (!org) throw new NotFoundError('organization.not_found');
    const jury = await juryUserIds(tx, input.juryEmails ?? []);
    const taken = new Set((await tx.select({ s: programs.seoUrl }).from(programs)).map((r) => r.s));
    const [row] = await tx
      .insert(programs)
      .values({ ...columns(input), organizationId, seoUrl: uniqueSlug(input.name!.trim(), taken) })
      .returning({ id: programs.id, seoUrl: programs.seoUrl });
    await saveChildren(tx, row!.id, input, jury);
    await tx
      .insert(auditLog)
      .values({ actorUserId: userId, action: 'program.create', entityId: entityKey('program', row!.id) });
    return row!;
  });
}

async function programOrganization(db: Db, programId: number): Promise<number> {
  const [row] = await db
    .select({ organizationId: programs.organizationId })
    .from(programs)
    .where(eq(programs.id, programId));
  if (!row) throw new NotFoundError('program.not_found');
  return row.organizationId;
}

/** Saves a whole program (same rules as create). @throws 401/403/404/400. */
export async function updateProgram(ctx: Ctx, programId: number, input: ProgramInput): Promise<void> {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  const userId = requireOrganizationWrite(ctx, await programOrganization(ctx.db, programId));
  const fields = programProblems(input);
  if (Object.keys(fields).length) failWithFields(fields);
  const currentJury = await ctx.db
    .select({ email: users.email })
    .from(programJuryMembers)
    .innerJoin(users, eq(users.id, programJuryMembers.userId))
    .where(eq(programJuryMembers.programId, programId));
  await checkProgramText(
    ctx,
    input,
    currentJury.map((j) => j.email.toLowerCase()),
  );
  await ctx.db.transaction(async (tx) => {
    const jury = await juryUserIds(tx, input.juryEmails ?? []);
    await tx.update(programs).set(columns(input)).where(eq(programs.id, programId));
    await saveChildren(tx, programId, input, jury);
    await tx
      .insert(auditLog)
      .values({ actorUserId: userId, action: 'program.update', entityId: entityKey('program', programId) });
  });
}

/** Deletes a program with its applications and reviews. @throws 401/403/404. */
export async function deleteProgram(ctx: Ctx, programId: number): Promise<void> {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  const userId = requireOrganizationWrite(ctx, await programOrganization(ctx.db, programId));
  await ctx.db.transaction(async (tx) => {
    await tx.delete(programs).where(eq(programs.id, programId));
    await tx
      .insert(auditLog)
      .values({ actorUserId: userId, action: 'program.delete', entityId: entityKey('program', programId) });
  });
}

export type ProgramForEdit = typeof programs.$inferSelect & {
  juryEmails: string[];
  questions: Array<{ id: number; question: string }>;
  reviewCategories: Array<{ id: number; name: string; description: string | null; weight: number }>;
};

/**
 * A program with its children for its managers (by id or seoUrl). @throws UnauthorizedError;
 * NotFoundError also when the viewer may not manage it (nothing revealed).
 */
export async function getProgramForEdit(
  ctx: Ctx,
  key: { id: number } | { seoUrl: string },
): Promise<ProgramForEdit> {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  const [p] = await ctx.db
    .select()
    .from(programs)
    .where('id' in key ? eq(programs.id, key.id) : eq(programs.seoUrl, key.seoUrl));
  if (!p) throw new NotFoundError('program.not_found');
  try {
    requireOrganizationWrite(ctx, p.organizationId);
  } catch {
    throw new NotFoundError('program.not_found');
  }
  const [jury, questions, reviewCategories] = await Promise.all([
    ctx.db
      .select({ email: users.email })
      .from(programJuryMembers)
      .innerJoin(users, eq(users.id, programJuryMembers.userId))
      .where(eq(programJuryMembers.programId, p.id))
      .orderBy(asc(programJuryMembers.createdAt)),
    ctx.db
      .select({ id: programQuestions.id, question: programQuestions.question })
      .from(programQuestions)
      .where(eq(programQuestions.programId, p.id))
      .orderBy(asc(programQuestions.position)),
    ctx.db
      .select({
        id: programReviewCategories.id,
        name: programReviewCategories.name,
        description: programReviewCategories.description,
        weight: programReviewCategories.weight,
      })
      .from(programReviewCategories)
      .where(eq(programReviewCategories.programId, p.id))
      .orderBy(asc(programReviewCategories.position)),
  ]);
  return { ...p, juryEmails: jury.map((j) => j.email), questions, reviewCategories };
}

/**
 * Programs the viewer manages (of every organization they hold WRITE on, all for admins only
 * with `organizationId`), with the organization's name, by apply deadline.
 * @throws UnauthorizedError; ForbiddenError when `organizationId` is not the viewer's.
 */
export async function listManagedPrograms(ctx: Ctx, organizationId?: number) {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  let orgIds: number[];
  if (organizationId) {
    requireOrganizationWrite(ctx, organizationId);
    orgIds = [organizationId];
  } else orgIds = entityIdsOf(ctx.viewer.access, 'organization', 'WRITE');
  if (!orgIds.length) return [];
  return ctx.db
    .select({
      id: programs.id,
      seoUrl: programs.seoUrl,
      name: programs.name,
      organizationId: programs.organizationId,
      organizationName: organizations.name,
      organizationSeoUrl: organizations.seoUrl,
      applyStartDate: programs.applyStartDate,
      applyEndDate: programs.applyEndDate,
      isVisible: programs.isVisible,
    })
    .from(programs)
    .innerJoin(organizations, eq(organizations.id, programs.organizationId))
    .where(inArray(programs.organizationId, orgIds))
    .orderBy(desc(programs.applyEndDate), asc(programs.id));
}
