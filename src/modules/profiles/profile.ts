/**
 * The signed-in user's personal profile (issue 4; spec public-and-account §3 "User / talent",
 * §5 validation rules, §7 Users v2 "fetch user data; put profile by user id").
 *
 * Every rule is checked on the server and reported per field with the spec's messages:
 * 'Phone number must be correct!', 'You must choose at least 1 employment types',
 * 'Please enter a valid X URL.', salary bounds with one currency, share 0–100 (%), dates.
 * About-me rich text is sanitized to the §5 allow-list before it is stored.
 */
import { prefixPattern } from '@/lib/like';
import { eq, like } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { UnauthorizedError, ValidationError } from '@/server/errors';
import { normalizeSearchText, slugify, uniqueSlug } from '@/lib/text';
import { sanitizeRichText } from '@/lib/rich-text';
import { normalizePhone } from '@/lib/phone';
import { isValidSocialLink, SOCIAL_HOSTS, SOCIAL_NAMES, type SocialNetwork } from '@/lib/links';
import { isTypeOf } from '@/modules/reference/data/type-list-ids';
import { unusableTypeFields } from '@/modules/reference/usable-types';
import { users } from '@/modules/identity/schema';
import { assertNoBannedWords } from '@/modules/moderation/banned-words';
import { profiles } from './schema';
import {
  IMAGE_MODAL_LIMIT_BYTES,
  storeImage,
  UPLOAD_LIMIT_BYTES,
  type PhotoModerator,
} from '@/server/images';

export const PROFILE_CURRENCIES = ['USD', 'EUR', 'TRY'] as const;
export const GENDERS = ['female', 'male', 'other'] as const;

/** Where the owner downloads their own CV (cv.ts; never a public file address). */
export const MY_CV_PATH = '/api/v2/users/me/cv';

/** The owner's profile; `cvUrl` is the owner's download address when there is a CV. */
export type Profile = Omit<typeof profiles.$inferSelect, 'cvKey'> & {
  name: string;
  surname: string;
  email: string;
};

/** Input of `updateProfile`: every field optional; `null` clears it. */
export interface ProfileInput {
  name?: string;
  surname?: string;
  title?: string | null;
  gender?: (typeof GENDERS)[number] | null;
  /** YYYY-MM-DD; 0001-01-01 counts as empty. */
  birthday?: string | null;
  /** ISO 3166 alpha-2 of the phone's country code (TR) and the number as typed. */
  phoneCountry?: string | null;
  phone?: string | null;
  countryId?: number | null;
  cityId?: number | null;
  countyId?: number | null;
  about?: string | null;
  jobSearchStatusId?: number | null;
  openToWork?: boolean;
  workingPlanIds?: number[];
  employmentTypeIds?: number[];
  salaryMin?: number | null;
  salaryMax?: number | null;
  salaryCurrency?: (typeof PROFILE_CURRENCIES)[number] | null;
  shareMin?: number | null;
  shareMax?: number | null;
  socialLinks?: Partial<Record<SocialNetwork, string | null>>;
  languageId?: number | null;
}

/** YYYY-MM-DD or null; 0001-01-01 and '' count as empty (spec §5). */
export function normalizeDate(value: string | null | undefined): string | null | 'invalid' {
  if (!value || value.startsWith('0001-01-01')) return null;
  const day = value.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return 'invalid';
  return day;
}

/** The viewer's user id. @throws UnauthorizedError for a visitor. */
export function requireUser(ctx: Ctx): string {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  return ctx.viewer.userId;
}

/** Creates the profile row of `userId` when missing (seoUrl from the name, unique). */
export async function ensureProfile(db: Db, userId: string): Promise<void> {
  const [existing] = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (existing) return;
  const [user] = await db
    .select({ name: users.name, surname: users.surname })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new UnauthorizedError();
  const base = slugify(`${user.name} ${user.surname}`) || 'talent';
  const taken = new Set(
    (
      await db
        .select({ seoUrl: profiles.seoUrl })
        .from(profiles)
        .where(like(profiles.seoUrl, prefixPattern(base)))
    ).map((r) => r.seoUrl),
  );
  const seoUrl = uniqueSlug(base, taken);
  await db
    .insert(profiles)
    .values({ userId, seoUrl, searchText: normalizeSearchText(user.name, user.surname) })
    .onConflictDoNothing();
}

/** The viewer's own profile (created on first use), e-mail included. @throws UnauthorizedError. */
export async function getMyProfile(ctx: Ctx): Promise<Profile> {
  const userId = requireUser(ctx);
  await ensureProfile(ctx.db, userId);
  const [row] = await ctx.db
    .select({ profile: profiles, name: users.name, surname: users.surname, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  const { cvKey, ...profile } = row!.profile;
  return {
    ...profile,
    cvUrl: cvKey ? MY_CV_PATH : null,
    name: row!.name,
    surname: row!.surname,
    email: row!.email,
  };
}

/** Field problems of a profile input (field → message key, with params for social links). */
export function profileProblems(input: ProfileInput): { fields: Record<string, string>; network?: string } {
  const fields: Record<string, string> = {};
  let network: string | undefined;
  if (input.name !== undefined && !input.name.trim()) fields.name = 'validation.required';
  if (input.surname !== undefined && !input.surname.trim()) fields.surname = 'validation.required';
  if (input.gender && !GENDERS.includes(input.gender)) fields.gender = 'generic.invalid_field';
  const birthday = normalizeDate(input.birthday);
  if (birthday === 'invalid' || (birthday && birthday > new Date().toISOString().slice(0, 10)))
    fields.birthday = 'generic.invalid_field';
  if (input.phone && !normalizePhone(input.phone, input.phoneCountry ?? undefined))
    fields.phone = 'validation.phone';
  if (input.cityId && !input.countryId) fields.cityId = 'generic.invalid_field';
  if (input.countyId && !input.cityId) fields.countyId = 'generic.invalid_field';
  if (input.jobSearchStatusId && !isTypeOf('jobSearchStatus', input.jobSearchStatusId))
    fields.jobSearchStatusId = 'generic.invalid_field';
  if (input.workingPlanIds?.some((id) => !isTypeOf('jobWorkingPlan', id)))
    fields.workingPlanIds = 'generic.invalid_field';
  if (input.employmentTypeIds !== undefined) {
    if (!input.employmentTypeIds.length) fields.employmentTypeIds = 'validation.employment_type_required';
    else if (input.employmentTypeIds.some((id) => !isTypeOf('employmentType', id)))
      fields.employmentTypeIds = 'generic.invalid_field';
  }
  const { salaryMin: sMin, salaryMax: sMax, shareMin, shareMax } = input;
  if ((sMin != null && sMin < 0) || (sMax != null && sMax < 0))
    fields.salaryMin = 'validation.greater_or_zero';
  if (sMin != null && sMax != null && sMin > sMax) fields.salaryMax = 'validation.min_over_max';
  if ((sMin != null || sMax != null) && !input.salaryCurrency) fields.salaryCurrency = 'validation.required';
  if (input.salaryCurrency && !PROFILE_CURRENCIES.includes(input.salaryCurrency))
    fields.salaryCurrency = 'generic.invalid_field';
  for (const [key, v] of [
    ['shareMin', shareMin],
    ['shareMax', shareMax],
  ] as const)
    if (v != null && (v < 0 || v > 100)) fields[key] = 'validation.percent';
  if (shareMin != null && shareMax != null && shareMin > shareMax)
    fields.shareMax = 'validation.min_over_max';
  for (const [key, url] of Object.entries(input.socialLinks ?? {})) {
    if (!(key in SOCIAL_HOSTS)) fields[`socialLinks.${key}`] = 'generic.invalid_field';
    else if (url && !isValidSocialLink(key as SocialNetwork, url)) {
      fields[`socialLinks.${key}`] = 'validation.social_link';
      network ??= SOCIAL_NAMES[key as SocialNetwork];
    }
  }
  if (input.languageId != null && ![0, 1].includes(input.languageId))
    fields.languageId = 'generic.invalid_field';
  return { fields, network };
}

/**
 * Saves the viewer's profile fields (only those present in `input`), in one transaction.
 * @throws UnauthorizedError; ValidationError naming each invalid field (nothing is saved then;
 *   a banned word: 'moderation.banned_word').
 */
export async function updateProfile(ctx: Ctx, input: ProfileInput): Promise<Profile> {
  const userId = requireUser(ctx);
  const { fields, network } = profileProblems(input);
  if (Object.keys(fields).length) {
    const first = Object.values(fields)[0]!;
    throw new ValidationError(
      Object.keys(fields).length === 1 ? first : 'generic.invalid_input',
      fields,
      network ? { network } : {},
    );
  }
  // Banned words in what others read (issue 17 §1): name, surname, headline and about.
  await assertNoBannedWords(
    ctx.db,
    { name: input.name, surname: input.surname, title: input.title, about: input.about },
    { userId },
  );
  const current = await getMyProfile(ctx); // creates the profile row when missing
  // Deactivated type items are not offered for new choices; ones the profile holds stay.
  const inactive = await unusableTypeFields(
    ctx.db,
    {
      jobSearchStatusId: input.jobSearchStatusId,
      workingPlanIds: input.workingPlanIds,
      employmentTypeIds: input.employmentTypeIds,
    },
    current as unknown as Record<string, unknown>,
  );
  if (Object.keys(inactive).length) throw new ValidationError(Object.values(inactive)[0]!, inactive);
  const set: Partial<typeof profiles.$inferInsert> = { updatedAt: new Date() };
  const copy = [
    'title',
    'gender',
    'countryId',
    'cityId',
    'countyId',
    'jobSearchStatusId',
    'openToWork',
    'workingPlanIds',
    'employmentTypeIds',
    'salaryMin',
    'salaryMax',
    'salaryCurrency',
    'shareMin',
    'shareMax',
    'languageId',
  ] as const;
  for (const key of copy) if (input[key] !== undefined) (set as Record<string, unknown>)[key] = input[key];
  if (input.title !== undefined) set.title = input.title?.trim() || null;
  if (input.birthday !== undefined) set.birthday = normalizeDate(input.birthday) as string | null;
  if (input.phone !== undefined)
    set.phone = input.phone ? normalizePhone(input.phone, input.phoneCountry ?? undefined) : null;
  if (input.about !== undefined) set.about = sanitizeRichText(input.about) || null;
  if (input.socialLinks !== undefined) {
    const links = { ...current.socialLinks };
    for (const [key, url] of Object.entries(input.socialLinks)) {
      if (url) links[key] = url.trim();
      else delete links[key];
    }
    set.socialLinks = links;
  }
  const name = input.name?.trim() ?? current.name;
  const surname = input.surname?.trim() ?? current.surname;
  set.searchText = normalizeSearchText(name, surname, set.title ?? current.title);
  await ctx.db.transaction(async (tx) => {
    // The profile language is also the language of the user's mails (TR=0, EN=1).
    const locale = input.languageId == null ? undefined : input.languageId === 0 ? 'tr' : 'en';
    if (input.name !== undefined || input.surname !== undefined || locale)
      await tx
        .update(users)
        .set({ name, surname, ...(locale ? { locale } : {}), updatedAt: new Date() })
        .where(eq(users.id, userId));
    await tx.update(profiles).set(set).where(eq(profiles.userId, userId));
  });
  return getMyProfile(ctx);
}

/**
 * Stores a new profile photo or cover in every size (spec §3: pP_512/256/64, pC_High/Medium/Low)
 * and records the URLs (with a cache-busting timestamp) on the profile.
 * Input: the uploaded bytes; `fromModal` allows 5 MB instead of 3 MB.
 * @throws UnauthorizedError; 413 `file.too_big`; 415 `file.not_image`; 400 `file.inappropriate`.
 */
export async function uploadProfileImage(
  ctx: Ctx,
  kind: 'photo' | 'cover',
  bytes: Buffer,
  options: { fromModal?: boolean; moderator?: PhotoModerator } = {},
): Promise<Record<string, string>> {
  const userId = requireUser(ctx);
  await ensureProfile(ctx.db, userId);
  const urls = await storeImage(
    bytes,
    kind === 'photo' ? 'profilePhoto' : 'profileCover',
    `users/${userId}`,
    {
      maxBytes: options.fromModal ? IMAGE_MODAL_LIMIT_BYTES : UPLOAD_LIMIT_BYTES,
      moderator: options.moderator,
    },
  );
  await ctx.db
    .update(profiles)
    .set(kind === 'photo' ? { photo: urls, updatedAt: new Date() } : { cover: urls, updatedAt: new Date() })
    .where(eq(profiles.userId, userId));
  return urls;
}

/** The parts of a profile that count for its fullness, by key (issue 15 §5 "what to add next"). */
export const PROFILE_PARTS = [
  'title',
  'phone',
  'birthday',
  'location',
  'about',
  'jobSearchStatus',
  'employmentTypes',
  'salary',
  'socialLink',
  'photo',
  'cover',
  'education',
  'language',
  'skill',
  'experience',
  'profession',
] as const;
export type ProfilePart = (typeof PROFILE_PARTS)[number];

type FullnessProfile = Pick<
  Profile,
  | 'title'
  | 'phone'
  | 'birthday'
  | 'countryId'
  | 'about'
  | 'jobSearchStatusId'
  | 'employmentTypeIds'
  | 'salaryMin'
  | 'salaryMax'
  | 'socialLinks'
  | 'photo'
  | 'cover'
>;
type FullnessCounts = {
  education: number;
  language: number;
  skill: number;
  experience: number;
  professions: number;
};

/** Which parts of {@link PROFILE_PARTS} the profile has filled. */
export function profilePartsDone(
  profile: FullnessProfile,
  counts: FullnessCounts,
): Record<ProfilePart, boolean> {
  return {
    title: !!profile.title,
    phone: !!profile.phone,
    birthday: !!profile.birthday,
    location: !!profile.countryId,
    about: !!profile.about,
    jobSearchStatus: !!profile.jobSearchStatusId,
    employmentTypes: profile.employmentTypeIds.length > 0,
    salary: profile.salaryMin != null || profile.salaryMax != null,
    socialLink: Object.keys(profile.socialLinks).length > 0,
    photo: !!profile.photo,
    cover: !!profile.cover,
    education: counts.education > 0,
    language: counts.language > 0,
    skill: counts.skill > 0,
    experience: counts.experience > 0,
    profession: counts.professions > 0,
  };
}

/**
 * Profile fullness rate, percent 0–100 (spec §3 "profile fullness rate"): the share of these
 * parts that are filled: title, phone, birthday, location, about me, job search status,
 * employment types, salary expectation, a social link, photo, cover, and at least one
 * education, language, skill, work experience and profession.
 */
export function profileFullness(profile: FullnessProfile, counts: FullnessCounts): number {
  const parts = Object.values(profilePartsDone(profile, counts));
  return Math.round((100 * parts.filter(Boolean).length) / parts.length);
}

/**
 * Adds (`present` true) or removes a working plan (on-site, remote, hybrid) of the viewer's
 * profile (Users v1 `WorkingPlan/{id}`). @returns the working plan ids. @throws as updateProfile.
 */
export async function setWorkingPlan(ctx: Ctx, planId: number, present: boolean): Promise<number[]> {
  const current = (await getMyProfile(ctx)).workingPlanIds;
  const next = present
    ? current.includes(planId)
      ? current
      : [...current, planId]
    : current.filter((x) => x !== planId);
  return (await updateProfile(ctx, { workingPlanIds: next })).workingPlanIds;
}
