/**
 * The rules a job keeps (issue 15 §2; dashboard-and-operations §3 "Job", §5 "Job" rules, §8
 * messages): what a create or update sends, and the field problems of a job after the change.
 *
 * - Rules of §5: startup, country, city, pay plan, profession, title, description, at least one
 *   working plan and one skill, publication and expiration dates in order, a currency for each
 *   wage bound. Amounts are ≥ 0 with the minimum not above the maximum; shares are percent 0–100.
 * - The city must belong to the country.
 * - Output of each check: field → message key (`validation.required`, `job.skill_required`, …);
 *   {} when every rule holds. The writes (job-writes.ts) throw them as one ValidationError.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { CURRENCY_CODES } from '@/lib/format';
import { isTypeOf, type TypeListKey } from '@/modules/reference/data/type-list-ids';
import { cities, countries } from '@/modules/reference/schema';
import type { jobs } from './schema';

const TEXT_MAX = 20_000;

/** What a create or update sends; on update, only the fields present change. Dates are UTC `YYYY-MM-DD`. */
export interface JobInput {
  startupId?: number;
  countryId?: number | null;
  cityId?: number | null;
  countyId?: number | null;
  title?: string | null;
  description?: string | null;
  responsibilities?: string | null;
  requirements?: string | null;
  payPlanId?: number | null;
  professionId?: number | null;
  employmentTypeId?: number | null;
  workingPlanIds?: number[];
  technicalSkillIds?: number[];
  socialSkillIds?: number[];
  minWage?: number | null;
  minWageCurrency?: string | null;
  maxWage?: number | null;
  maxWageCurrency?: string | null;
  /** Percent 0–100. */
  minShare?: number | null;
  maxShare?: number | null;
  publishedOn?: string | null;
  expiresOn?: string | null;
}

type JobRow = typeof jobs.$inferSelect;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (v: unknown): v is string =>
  typeof v === 'string' && DATE.test(v) && !Number.isNaN(Date.parse(v));

/**
 * The field problems of `job` (the whole job after the change): field → message key.
 * Output: {} when the job keeps every rule of D §5.
 */
export function jobProblems(job: Partial<JobRow> & Pick<JobInput, 'startupId'>): Record<string, string> {
  const fields: Record<string, string> = {};
  const required = (name: keyof JobRow | 'startupId', value: unknown) => {
    if (value === null || value === undefined || (typeof value === 'string' && !value.trim()))
      fields[name] = 'validation.required';
  };
  required('startupId', job.startupId);
  required('countryId', job.countryId);
  required('cityId', job.cityId);
  required('title', job.title);
  required('description', job.description);
  required('payPlanId', job.payPlanId);
  required('professionId', job.professionId);
  required('publishedOn', job.publishedOn);
  required('expiresOn', job.expiresOn);
  const typed = (name: keyof JobRow, list: TypeListKey, value: unknown) => {
    if (value !== null && value !== undefined && !fields[name] && !isTypeOf(list, value))
      fields[name] = 'generic.invalid_field';
  };
  typed('payPlanId', 'payPlan', job.payPlanId);
  typed('professionId', 'profession', job.professionId);
  typed('employmentTypeId', 'employmentType', job.employmentTypeId);
  if (!job.workingPlanIds?.length) fields.workingPlanIds = 'job.working_plan_required';
  else if (job.workingPlanIds.some((id) => !isTypeOf('jobWorkingPlan', id)))
    fields.workingPlanIds = 'generic.invalid_field';
  if (!job.technicalSkillIds?.length && !job.socialSkillIds?.length)
    fields.technicalSkillIds = 'job.skill_required';
  if (job.technicalSkillIds?.some((id) => !isTypeOf('skill', id)))
    fields.technicalSkillIds = 'generic.invalid_field';
  if (job.socialSkillIds?.some((id) => !isTypeOf('softSkill', id)))
    fields.socialSkillIds = 'generic.invalid_field';
  for (const key of ['title', 'description', 'responsibilities', 'requirements'] as const) {
    const value = job[key];
    if (typeof value === 'string' && value.length > (key === 'title' ? 150 : TEXT_MAX))
      fields[key] = 'generic.invalid_field';
  }
  for (const key of ['publishedOn', 'expiresOn'] as const)
    if (job[key] && !isDate(job[key])) fields[key] = 'filter.invalid_date';
  if (isDate(job.publishedOn) && isDate(job.expiresOn) && job.publishedOn > job.expiresOn)
    fields.expiresOn = 'validation.date_order';
  for (const bound of ['minWage', 'maxWage'] as const) {
    const amount = job[bound];
    const currency = job[`${bound}Currency`];
    if (amount === null || amount === undefined) continue;
    if (!Number.isFinite(amount) || amount < 0) fields[bound] = 'validation.greater_or_zero';
    if (!currency) fields[`${bound}Currency`] = 'job.currency_required';
    else if (!(CURRENCY_CODES as string[]).includes(currency))
      fields[`${bound}Currency`] = 'generic.invalid_field';
  }
  if (
    job.minWage != null &&
    job.maxWage != null &&
    job.minWageCurrency === job.maxWageCurrency &&
    job.minWage > job.maxWage
  )
    fields.maxWage = 'validation.min_over_max';
  for (const bound of ['minShare', 'maxShare'] as const) {
    const share = job[bound];
    if (share !== null && share !== undefined && (!Number.isFinite(share) || share < 0 || share > 100))
      fields[bound] = 'validation.percent';
  }
  if (job.minShare != null && job.maxShare != null && job.minShare > job.maxShare)
    fields.maxShare = 'validation.min_over_max';
  return fields;
}

/** Checks that the city belongs to the country (and the country exists). */
export async function placeProblems(
  db: Db,
  countryId: number | null | undefined,
  cityId: number | null | undefined,
): Promise<Record<string, string>> {
  if (countryId == null || cityId == null) return {};
  const [city] = await db
    .select({ id: cities.id })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(and(eq(cities.id, cityId), eq(cities.countryId, countryId)));
  return city ? {} : { cityId: 'generic.invalid_field' };
}
