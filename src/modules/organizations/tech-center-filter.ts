/**
 * The organization filter of /tech-centers (spec public-and-account §2 "Organization filter":
 * OrganizerTypesIdList, location, the yes/no HasOpenProgram question and — only once it is
 * answered yes — StageIdList, SectorIdList, TargetMarketIdList, ProgramTypesIdList; applying
 * resets to the first page) and its address codec: `q` (search text), `type`, `country`, `city`,
 * `open` (`yes`/`no`), `stage`, `sector`, `market`, `ptype` (comma-separated ids), `page`.
 * Pure: usable on the server and in the browser.
 */
import { int32 } from '@/lib/int32';
import { z } from 'zod';

const ids = z.array(int32().positive()).max(50).default([]);

export const techCenterFilterSchema = z.object({
  /** Text in the name or tagline (the list's search box; issue 13). */
  q: z.string().trim().max(100).optional(),
  types: ids,
  country: int32().positive().optional(),
  city: int32().positive().optional(),
  /** Undefined: not answered; the program fields count only when true. */
  hasOpenProgram: z.boolean().optional(),
  stages: ids,
  sectors: ids,
  markets: ids,
  programTypes: ids,
});
export type TechCenterFilter = z.infer<typeof techCenterFilterSchema>;

/** Page size of the list (spec §9 "tech-center default 6 descending"). */
export const TECH_CENTER_PAGE_SIZE = 6;

/** The filter with the rules applied: a city needs its country; program fields need "yes". */
export function applyTechCenterRules(filter: TechCenterFilter): TechCenterFilter {
  const out = { ...filter };
  if (!out.country) out.city = undefined;
  if (out.hasOpenProgram !== true) {
    out.stages = [];
    out.sectors = [];
    out.markets = [];
    out.programTypes = [];
  }
  return out;
}

const KEYS = {
  types: 'type',
  stages: 'stage',
  sectors: 'sector',
  markets: 'market',
  programTypes: 'ptype',
} as const;

/** The query of a filter and page (defaults left out). */
export function buildTechCenterQuery(filter: TechCenterFilter, page = 1): Record<string, string> {
  const f = applyTechCenterRules(filter);
  const q: Record<string, string> = {};
  if (f.q) q.q = f.q;
  for (const [key, name] of Object.entries(KEYS)) {
    const list = f[key as keyof typeof KEYS];
    if (list.length) q[name] = list.join(',');
  }
  if (f.country) q.country = String(f.country);
  if (f.city) q.city = String(f.city);
  if (f.hasOpenProgram !== undefined) q.open = f.hasOpenProgram ? 'yes' : 'no';
  if (page > 1) q.page = String(page);
  return q;
}

/** The filter and page of an address query; unknown or bad values are dropped. */
export function parseTechCenterQuery(query: Record<string, string | string[] | undefined>): {
  filter: TechCenterFilter;
  page: number;
} {
  const get = (k: string) => {
    const v = query[k];
    return Array.isArray(v) ? v[0] : v;
  };
  const list = (k: string) =>
    (get(k) ?? '')
      .split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0);
  const num = (k: string) => {
    const n = Number(get(k));
    return Number.isInteger(n) && n > 0 ? n : undefined;
  };
  const open = get('open');
  const filter = applyTechCenterRules(
    techCenterFilterSchema.parse({
      q: get('q')?.trim().slice(0, 100) || undefined,
      types: list('type'),
      country: num('country'),
      city: num('city'),
      hasOpenProgram: open === 'yes' ? true : open === 'no' ? false : undefined,
      stages: list('stage'),
      sectors: list('sector'),
      markets: list('market'),
      programTypes: list('ptype'),
    }),
  );
  return { filter, page: num('page') ?? 1 };
}
