/**
 * The talent filter (spec public-and-account §2 "Talent filter", §7 talent filter payload:
 * CountryId, CityId, WorkingPlans, JobRoles, Skills, salary and share bounds with one currency
 * (Greater for the minimum, Less for the maximum), UserLanguages (all required), Educations,
 * JobSearchStatusId), plus `q`, text in the name or title from the list's search box (issue 13;
 * the API searches text through /api/v2/talents/search instead). Pure code shared by the page,
 * the filter form and the API; the page address (query) and a JSON body parse into the same object.
 */
import { int32 } from '@/lib/int32';
import { z } from 'zod';

const ids = z.array(int32().nonnegative()).max(50).default([]);
const bound = z.number().nonnegative().max(1e12).optional();

export const TALENT_PAGE_SIZE = 9;

export const talentFilterSchema = z
  .object({
    q: z.string().trim().max(100).optional().describe('Text in the name or title (min 2 characters)'),
    country: int32().positive().optional().describe('country id'),
    city: int32().positive().optional().describe('city id (with a country)'),
    workingPlans: ids.describe('jobWorkingPlan ids (any)'),
    professions: ids.describe('profession (job role) ids (any)'),
    skills: ids.describe('skill ids (any) — premium'),
    schools: ids.describe('university ids of education rows (any) — premium'),
    jobSearchStatus: int32().positive().optional(),
    salaryCurrency: z.enum(['USD', 'EUR', 'TRY']).optional(),
    salaryMin: bound.describe('expected minimum salary at least this — premium'),
    salaryMax: bound.describe('expected maximum salary at most this — premium'),
    shareMin: z.number().min(0).max(100).optional().describe('percent — premium'),
    shareMax: z.number().min(0).max(100).optional().describe('percent — premium'),
    languages: ids.describe('language ids; a talent must speak all of them — premium'),
  })
  .strict();
export type TalentFilter = z.infer<typeof talentFilterSchema>;

/** Premium groups of the talent filter (spec §2 "Some of these are premium"). */
export const TALENT_PREMIUM_FILTERS: Record<string, Array<keyof TalentFilter>> = {
  skills: ['skills'],
  education: ['schools'],
  salary: ['salaryMin', 'salaryMax'],
  share: ['shareMin', 'shareMax'],
  languages: ['languages'],
};

/** Multi-selects where a visitor may pick at most one option (spec §5). */
export const TALENT_VISITOR_LIMITED = ['workingPlans', 'professions'] as const;

const used = (v: unknown) => (Array.isArray(v) ? v.length > 0 : v !== undefined);

/** Premium groups that `filter` uses. */
export function talentPremiumFiltersUsed(filter: TalentFilter): string[] {
  return Object.entries(TALENT_PREMIUM_FILTERS)
    .filter(([, keys]) => keys.some((k) => used(filter[k])))
    .map(([name]) => name);
}

/** Dependent fields: no city without a country; salary bounds need a currency and vice versa. */
export function applyTalentRules(filter: TalentFilter): TalentFilter {
  const f = { ...filter };
  if (!f.country) delete f.city;
  if (f.salaryMin === undefined && f.salaryMax === undefined) delete f.salaryCurrency;
  else f.salaryCurrency ??= 'USD';
  return f;
}

const QUERY_KEYS: Record<keyof TalentFilter, string> = {
  q: 'q',
  country: 'country',
  city: 'city',
  workingPlans: 'plan',
  professions: 'profession',
  skills: 'skill',
  schools: 'school',
  jobSearchStatus: 'status',
  salaryCurrency: 'currency',
  salaryMin: 'salaryMin',
  salaryMax: 'salaryMax',
  shareMin: 'shareMin',
  shareMax: 'shareMax',
  languages: 'language',
};

/** Filter and page from the page address query (`?skill=3001,3002&city=34&page=2`). */
export function parseTalentQuery(query: Record<string, string | string[] | undefined>): {
  filter: TalentFilter;
  page: number;
} {
  const raw: Record<string, unknown> = {};
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  for (const [key, name] of Object.entries(QUERY_KEYS) as Array<[keyof TalentFilter, string]>) {
    const value = one(query[name]);
    if (value === undefined || value === '') continue;
    const shape = talentFilterSchema.shape[key];
    if (shape instanceof z.ZodDefault) raw[key] = value.split(',').map(Number).filter(Number.isFinite);
    else if (key === 'q') raw[key] = value.trim().slice(0, 100) || undefined;
    else if (key === 'salaryCurrency') raw[key] = value;
    else if (Number.isFinite(Number(value))) raw[key] = Number(value);
  }
  const parsed = talentFilterSchema.safeParse(raw);
  const page = Math.max(1, Math.min(10_000, Number(one(query.page)) || 1));
  return { filter: applyTalentRules(parsed.success ? parsed.data : talentFilterSchema.parse({})), page };
}

/** The query of a filter and page (inverse of `parseTalentQuery`; page 1 and empty values left out). */
export function buildTalentQuery(filter: TalentFilter, page = 1): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, name] of Object.entries(QUERY_KEYS) as Array<[keyof TalentFilter, string]>) {
    const v = filter[key];
    if (Array.isArray(v) ? v.length : v !== undefined) out[name] = Array.isArray(v) ? v.join(',') : String(v);
  }
  if (page > 1) out.page = String(page);
  return out;
}
