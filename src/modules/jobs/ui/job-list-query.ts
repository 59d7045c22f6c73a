/**
 * The /jobs address (issue 15 §2; public-and-account §2 "Job filter: JobWorkingPlanIdList,
 * SectorIdList, JobSkillIdList, Location (country, city), PageIndex", plus a text search of at
 * least 2 characters): the filter lives in the query string, so a result can be shared and the
 * first view needs no JavaScript. Pure code shared by the page (server) and the filter panel
 * (browser).
 *
 *   ?plan=30002,30003&sector=13004&skill=3001&country=792&city=34&q=react&page=2
 *
 * Lists are comma-separated, or repeated (`?plan=30001&plan=30002`, what a plain GET form with
 * checkboxes sends); unknown or malformed values are dropped, never an error.
 */
import type { JobFilter } from '../jobs';

/** The filter as the page and the panel hold it; every list is "any of". */
export interface JobListQuery {
  /** jobWorkingPlan type ids. */
  plans: number[];
  /** startupSector type ids (of the job's startup). */
  sectors: number[];
  /** skill or softSkill type ids. */
  skills: number[];
  country?: number;
  /** Only with a country. */
  city?: number;
  /** Words of the title, the description or the startup's name. */
  q?: string;
}

/** At most this many ids per list are read from an address. */
const MAX_IDS = 50;
/** The text search's length limit (characters). */
export const JOB_TEXT_MAX = 100;

/** An empty filter. */
export const emptyJobListQuery = (): JobListQuery => ({ plans: [], sectors: [], skills: [] });

type Raw = string | string[] | undefined;

const idsOf = (value: Raw): number[] => {
  const parts = (Array.isArray(value) ? value : [value ?? '']).flatMap((v) => v.split(','));
  const ids = parts.map((p) => Number(p.trim())).filter((n) => Number.isInteger(n) && n > 0 && n < 2 ** 31);
  return [...new Set(ids)].slice(0, MAX_IDS);
};

const idOf = (value: Raw): number | undefined => idsOf(Array.isArray(value) ? value[0] : value)[0];

/**
 * Filter and page of a /jobs address query (Next's `searchParams`).
 * Output: `{ query, page }`, page ≥ 1 (default 1, at most 10,000); a city without a country is dropped.
 */
export function parseJobListQuery(params: Record<string, Raw>): { query: JobListQuery; page: number } {
  const country = idOf(params.country);
  const text = (Array.isArray(params.q) ? params.q[0] : params.q)?.trim().slice(0, JOB_TEXT_MAX);
  const query: JobListQuery = {
    plans: idsOf(params.plan),
    sectors: idsOf(params.sector),
    skills: idsOf(params.skill),
    ...(country ? { country } : {}),
    ...(country && idOf(params.city) ? { city: idOf(params.city) } : {}),
    ...(text ? { q: text } : {}),
  };
  const page = Math.min(10_000, idOf(params.page) ?? 1);
  return { query, page };
}

/**
 * The query string values of `query` at `page` (inverse of {@link parseJobListQuery}): lists
 * comma-joined, empty values and page 1 left out, keys in a fixed order.
 */
export function buildJobListQuery(query: JobListQuery, page = 1): Record<string, string> {
  const out: Record<string, string> = {};
  if (query.plans.length) out.plan = query.plans.join(',');
  if (query.sectors.length) out.sector = query.sectors.join(',');
  if (query.skills.length) out.skill = query.skills.join(',');
  if (query.country) {
    out.country = String(query.country);
    if (query.city) out.city = String(query.city);
  }
  if (query.q?.trim()) out.q = query.q.trim();
  if (page > 1) out.page = String(page);
  return out;
}

/** `path` with the query of `query` at `page` (`/jobs?plan=30002`). */
export function jobListHref(path: string, query: JobListQuery, page = 1): string {
  const search = new URLSearchParams(buildJobListQuery(query, page)).toString();
  return search ? `${path}?${search}` : path;
}

/** The service filter of `query` at `page` (`searchJobs` of ../jobs.ts). */
export function toJobFilter(query: JobListQuery, page = 1): JobFilter {
  return {
    workingPlanIds: query.plans,
    sectorIds: query.sectors,
    skillIds: query.skills,
    countryId: query.country,
    cityId: query.country ? query.city : undefined,
    text: query.q,
    page,
  };
}

/** How many filter fields of the panel are in use (the text search is not one): "Filters (N)". */
export function countJobFilters(query: JobListQuery): number {
  return (
    [query.plans, query.sectors, query.skills].filter((list) => list.length > 0).length +
    (query.country ? 1 : 0) +
    (query.city ? 1 : 0)
  );
}
