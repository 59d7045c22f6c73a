/**
 * Talent discovery (issue 4; spec public-and-account §2 /talents and /talent/{seoUrl}, talent
 * filter; §7 Users v2 talent list (filter, currentPage, pageSize 9), search talents (text),
 * talents by id list; §9 page size 9).
 *
 * Listed talents are people who chose to be listed (listing.ts: a title, a verified e-mail, not
 * locked, not leaving). E-mail and phone
 * are never part of a talent answer. Premium filter groups (skills, education, salary, share,
 * languages) need a premium package, the talent-search-personal package or admin rights
 * (402 otherwise); a visitor may pick at most one working plan and one profession (400).
 */
import { listedCondition } from './listing';
import { containsPattern } from '@/lib/like';
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { NotFoundError, PaymentRequiredError, ValidationError } from '@/server/errors';
import { normalizeSearchText, searchTermOf } from '@/lib/text';
import { recordSourceOf, type RecordSource } from '@/lib/provenance';
import { users } from '@/modules/identity/schema';
import { getPremiumSettings } from '@/modules/access/premium';
import {
  getPlaceNames,
  getTypeNameIndex,
  getUniversityNames,
  listLanguages,
} from '@/modules/reference/reference';
import {
  profileEducations,
  profileExperiences,
  profileLanguages,
  profileProfessions,
  profiles,
  profileSkills,
} from './schema';
import {
  applyTalentRules,
  TALENT_PAGE_SIZE,
  TALENT_VISITOR_LIMITED,
  talentPremiumFiltersUsed,
  type TalentFilter,
} from './talent-filter';

export interface TalentSummary {
  seoUrl: string;
  name: string;
  surname: string;
  title: string | null;
  /** pP_256 URL or null. */
  photoUrl: string | null;
  city: string | null;
  country: string | null;
  jobSearchStatus: string | null;
  openToWork: boolean;
  workingPlans: string[];
  professions: string[];
  skills: string[];
  /** Expected equity share, percent 0–100. */
  shareMin: number | null;
  shareMax: number | null;
}

export interface TalentDetail extends TalentSummary {
  about: string | null;
  coverUrl: string | null;
  socialLinks: Record<string, string>;
  employmentTypes: string[];
  experiences: Array<{
    title: string;
    companyName: string;
    description: string | null;
    startDate: string | null;
    endDate: string | null;
    stillWorking: boolean;
  }>;
  educations: Array<{
    school: string | null;
    department: string | null;
    degree: string | null;
    startDate: string | null;
    endDate: string | null;
  }>;
  languages: Array<{ language: string; level: string | null }>;
  skillDetails: Array<{ skill: string; level: string | null; isSoft: boolean }>;
  /** Provenance (lib/provenance): `user` (its owner's profile) or `generated` (seeded sample talent). */
  source: RecordSource;
  /** Last change of the profile, UTC ISO-8601. */
  updatedAt: string;
}

export interface TalentPage {
  data: TalentSummary[];
  pageIndex: number;
  pageSize: number;
  totalCount: number;
}

// Only people who chose to be listed, with enough of a profile (listing.ts).
const listed = listedCondition;

/** May the viewer use premium talent filters? */
function mayUsePremium(ctx: Ctx): boolean {
  return ctx.viewer.isPremium || ctx.viewer.isAdmin || ctx.viewer.packages.includes('talent-search-personal');
}

/**
 * Checks the viewer's right to use `filter`.
 * @throws PaymentRequiredError 402 `premium.payment_required` naming the premium groups;
 *   ValidationError 400 `filter.max_one_anonymous` for a visitor's second option.
 */
export async function assertTalentFilterAllowed(ctx: Ctx, filter: TalentFilter): Promise<void> {
  const premium = talentPremiumFiltersUsed(filter);
  if (premium.length && !mayUsePremium(ctx) && (await getPremiumSettings(ctx.db)).premiumEnable)
    throw new PaymentRequiredError('premium.payment_required', { filters: premium.join(', ') });
  if (!ctx.viewer.isAuthenticated) {
    const fields = Object.fromEntries(
      TALENT_VISITOR_LIMITED.filter((k) => filter[k].length > 1).map((k) => [k, 'filter.max_one_anonymous']),
    );
    if (Object.keys(fields).length) throw new ValidationError('filter.max_one_anonymous', fields);
  }
}

/**
 * SQL conditions of a (rule-applied) talent filter on `profiles`, listed profiles only; shared by
 * the list and the saved-search alerts (src/modules/lists/saved-searches.ts).
 */
export function talentConditions(filter: TalentFilter): SQL[] {
  const c: SQL[] = [listed()!];
  // The list's search box: name or title contains the text (typed but letterless text finds nothing).
  const { term, matchesNothing } = searchTermOf(filter.q);
  if (matchesNothing) c.push(sql`false`);
  if (term) c.push(sql`${profiles.searchText} LIKE ${containsPattern(term)}`);
  const list = (v: number[]) => sql.raw(`'{${v.map((n) => Math.trunc(n)).join(',')}}'::int[]`);
  const childHas = (
    table: typeof profileSkills | typeof profileProfessions | typeof profileEducations,
    where: SQL,
  ) => sql`exists (select 1 from ${table} where ${table.userId} = ${profiles.userId} and ${where})`;
  if (filter.country) c.push(eq(profiles.countryId, filter.country));
  if (filter.city) c.push(eq(profiles.cityId, filter.city));
  if (filter.workingPlans.length) c.push(sql`${profiles.workingPlanIds} && ${list(filter.workingPlans)}`);
  if (filter.professions.length)
    c.push(childHas(profileProfessions, inArray(profileProfessions.professionId, filter.professions)));
  if (filter.skills.length) c.push(childHas(profileSkills, inArray(profileSkills.skillId, filter.skills)));
  if (filter.schools.length)
    c.push(childHas(profileEducations, inArray(profileEducations.universityId, filter.schools)));
  if (filter.jobSearchStatus) c.push(eq(profiles.jobSearchStatusId, filter.jobSearchStatus));
  if (filter.salaryMin !== undefined || filter.salaryMax !== undefined) {
    c.push(eq(profiles.salaryCurrency, filter.salaryCurrency ?? 'USD'));
    if (filter.salaryMin !== undefined) c.push(gte(profiles.salaryMin, filter.salaryMin));
    if (filter.salaryMax !== undefined) c.push(lte(profiles.salaryMax, filter.salaryMax));
  }
  if (filter.shareMin !== undefined) c.push(gte(profiles.shareMin, filter.shareMin));
  if (filter.shareMax !== undefined) c.push(lte(profiles.shareMax, filter.shareMax));
  if (filter.languages.length)
    c.push(
      sql`(select count(distinct ${profileLanguages.languageId}) from ${profileLanguages} where ${profileLanguages.userId} = ${profiles.userId} and ${inArray(profileLanguages.languageId, filter.languages)}) = ${new Set(filter.languages).size}`,
    );
  return c;
}

/** Summaries of these profile rows (names in the viewer's language), in the given order. */
async function summarize(ctx: Ctx, userIds: string[]): Promise<TalentSummary[]> {
  if (!userIds.length) return [];
  const rows = await ctx.db
    .select({ p: profiles, name: users.name, surname: users.surname })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(inArray(profiles.userId, userIds));
  const [names, places, skills, professions] = await Promise.all([
    getTypeNameIndex(ctx.db, ctx.locale),
    getPlaceNames(
      ctx.db,
      rows.flatMap((r) => (r.p.countryId ? [r.p.countryId] : [])),
      rows.flatMap((r) => (r.p.cityId ? [r.p.cityId] : [])),
      ctx.locale,
    ),
    ctx.db
      .select({ userId: profileSkills.userId, skillId: profileSkills.skillId })
      .from(profileSkills)
      .where(inArray(profileSkills.userId, userIds))
      .orderBy(asc(profileSkills.id)),
    ctx.db
      .select({ userId: profileProfessions.userId, id: profileProfessions.professionId })
      .from(profileProfessions)
      .where(inArray(profileProfessions.userId, userIds)),
  ]);
  const by = new Map(rows.map((r) => [r.p.userId, r]));
  const nameOf = (id: number | null | undefined) => (id ? (names.get(id) ?? null) : null);
  return userIds.flatMap((id) => {
    const r = by.get(id);
    if (!r) return [];
    return [
      {
        seoUrl: r.p.seoUrl,
        name: r.name,
        surname: r.surname,
        title: r.p.title,
        photoUrl: r.p.photo?.pP_256 ?? null,
        city: r.p.cityId ? (places.cities.get(r.p.cityId) ?? null) : null,
        country: r.p.countryId ? (places.countries.get(r.p.countryId) ?? null) : null,
        jobSearchStatus: nameOf(r.p.jobSearchStatusId),
        openToWork: r.p.openToWork,
        workingPlans: r.p.workingPlanIds.flatMap((w) => nameOf(w) ?? []),
        professions: professions.filter((p) => p.userId === id).flatMap((p) => nameOf(p.id) ?? []),
        skills: skills
          .filter((s) => s.userId === id)
          .slice(0, 8)
          .flatMap((s) => nameOf(s.skillId) ?? []),
        shareMin: r.p.shareMin,
        shareMax: r.p.shareMax,
      },
    ];
  });
}

/**
 * A page of talents matching `filter`, most recently updated first (9 a page).
 * @throws PaymentRequiredError (402), ValidationError (400) — see assertTalentFilterAllowed.
 */
export async function searchTalents(
  ctx: Ctx,
  input: { filter: TalentFilter; page: number; pageSize?: number },
): Promise<TalentPage> {
  const filter = applyTalentRules(input.filter);
  await assertTalentFilterAllowed(ctx, filter);
  const pageSize = Math.min(input.pageSize ?? TALENT_PAGE_SIZE, 50);
  const where = and(...talentConditions(filter));
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({ userId: profiles.userId })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(where)
      .orderBy(desc(profiles.updatedAt), asc(profiles.userId))
      .limit(pageSize)
      .offset((input.page - 1) * pageSize),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(where),
  ]);
  return {
    data: await summarize(
      ctx,
      rows.map((r) => r.userId),
    ),
    pageIndex: input.page,
    pageSize,
    totalCount: count?.n ?? 0,
  };
}

/** Talents whose name or title contains `text` (case- and diacritic-insensitive), at most 10. */
export async function searchTalentsByText(ctx: Ctx, text: string, limit = 10): Promise<TalentSummary[]> {
  const term = normalizeSearchText(text);
  if (term.length < 2) throw new ValidationError('search.min_length', { text: 'search.min_length' });
  const rows = await ctx.db
    .select({ userId: profiles.userId })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(listed(), sql`${profiles.searchText} LIKE ${containsPattern(term)}`))
    .orderBy(desc(profiles.updatedAt))
    .limit(Math.min(limit, 30));
  return summarize(
    ctx,
    rows.map((r) => r.userId),
  );
}

/** Summaries of listed talents by seoUrl, in the order given (talents by id list). */
export async function getTalentsBySeoUrls(ctx: Ctx, seoUrls: string[]): Promise<TalentSummary[]> {
  if (!seoUrls.length) return [];
  const rows = await ctx.db
    .select({ userId: profiles.userId, seoUrl: profiles.seoUrl })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(listed(), inArray(profiles.seoUrl, seoUrls.slice(0, 100))));
  const order = new Map(seoUrls.map((s, i) => [s, i]));
  rows.sort((a, b) => (order.get(a.seoUrl) ?? 0) - (order.get(b.seoUrl) ?? 0));
  return summarize(
    ctx,
    rows.map((r) => r.userId),
  );
}

/**
 * The public profile of a talent (never e-mail or phone), with its provenance (`source`,
 * `updatedAt`; issue 13 §2).
 * @throws NotFoundError for unknown people and those not listed (listing.ts).
 */
export async function getTalent(ctx: Ctx, seoUrl: string): Promise<TalentDetail> {
  const [row] = await ctx.db
    .select({ p: profiles })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(listed(), eq(profiles.seoUrl, seoUrl)));
  if (!row) throw new NotFoundError('talent.not_found');
  const userId = row.p.userId;
  const [[summary], names, experiences, educations, languages, skills, languageNames] = await Promise.all([
    summarize(ctx, [userId]),
    getTypeNameIndex(ctx.db, ctx.locale),
    ctx.db
      .select()
      .from(profileExperiences)
      .where(eq(profileExperiences.userId, userId))
      .orderBy(desc(profileExperiences.startDate)),
    ctx.db
      .select()
      .from(profileEducations)
      .where(eq(profileEducations.userId, userId))
      .orderBy(desc(profileEducations.startDate)),
    ctx.db
      .select()
      .from(profileLanguages)
      .where(eq(profileLanguages.userId, userId))
      .orderBy(asc(profileLanguages.id)),
    ctx.db
      .select()
      .from(profileSkills)
      .where(eq(profileSkills.userId, userId))
      .orderBy(asc(profileSkills.id)),
    listLanguages(ctx.db, ctx.locale),
  ]);
  const universities = await getUniversityNames(
    ctx.db,
    educations.flatMap((e) => (e.universityId ? [e.universityId] : [])),
  );
  const nameOf = (id: number | null) => (id ? (names.get(id) ?? null) : null);
  const languageName = new Map(languageNames.map((l) => [l.id, l.name]));
  return {
    ...summary!,
    source: recordSourceOf(row.p.source),
    updatedAt: row.p.updatedAt.toISOString(),
    about: row.p.about,
    coverUrl: row.p.cover?.pC_High ?? null,
    socialLinks: row.p.socialLinks,
    employmentTypes: row.p.employmentTypeIds.flatMap((id) => nameOf(id) ?? []),
    experiences: experiences.map((e) => ({
      title: e.title,
      companyName: e.companyName,
      description: e.description,
      startDate: e.startDate,
      endDate: e.endDate,
      stillWorking: e.stillWorking,
    })),
    educations: educations.map((e) => ({
      school: (e.universityId ? universities.get(e.universityId) : null) ?? e.schoolName,
      department: e.department,
      degree: nameOf(e.degreeId),
      startDate: e.startDate,
      endDate: e.endDate,
    })),
    languages: languages.map((l) => ({
      language: languageName.get(l.languageId) ?? String(l.languageId),
      level: nameOf(l.levelId),
    })),
    skillDetails: skills.flatMap((s) => {
      const skill = nameOf(s.skillId);
      return skill ? [{ skill, level: nameOf(s.levelId), isSoft: s.isSoft }] : [];
    }),
  };
}
