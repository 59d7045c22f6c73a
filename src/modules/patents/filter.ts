/**
 * The patent filter of /patents (issue 18 §3: sector, TRL, needs, owner type, city, plus the
 * list's search box) and its address codec: `q` (name, application number or inventor),
 * `sector` and `need` (comma-separated ref_types ids), `trl` (technology readiness level at
 * least 1–9), `owner` (`startup`, `organization`, or an organizationType id), `city`
 * (ref_cities id), `page`. Pure: usable on the server and in the browser.
 */
import { z } from 'zod';
import { int32 } from '@/lib/int32';

const ids = z.array(int32().positive()).max(50).default([]);

/** Who owns a patent: any startup, any organization, or organizations of one organizationType id. */
export const ownerTypeSchema = z.union([z.literal('startup'), z.literal('organization'), int32().positive()]);
export type PatentOwnerType = z.infer<typeof ownerTypeSchema>;

export const patentFilterSchema = z.object({
  /** Words of the name, an application number or the inventor (2+ characters; diacritics ignored). */
  q: z.string().trim().max(100).optional(),
  /** startupSector ids: the patent's sectors (a startup patent: its startup's sectors). */
  sectors: ids,
  /** patentNeed ids (organization patents state their needs; startup patents have none). */
  needs: ids,
  /** Technology readiness level at least this (1–9). */
  minTrl: z.number().int().min(1).max(9).optional(),
  owner: ownerTypeSchema.optional(),
  /** The owner's city (ref_cities id). */
  city: int32().positive().optional(),
});
export type PatentFilter = z.infer<typeof patentFilterSchema>;

/** Patents per page of /patents and /api/v2/patents. */
export const PATENT_LIST_PAGE_SIZE = 12;

/** The query of a filter and page (defaults left out). */
export function buildPatentQuery(filter: PatentFilter, page = 1): Record<string, string> {
  const q: Record<string, string> = {};
  if (filter.q) q.q = filter.q;
  if (filter.sectors.length) q.sector = filter.sectors.join(',');
  if (filter.needs.length) q.need = filter.needs.join(',');
  if (filter.minTrl) q.trl = String(filter.minTrl);
  if (filter.owner !== undefined) q.owner = String(filter.owner);
  if (filter.city) q.city = String(filter.city);
  if (page > 1) q.page = String(page);
  return q;
}

/** The filter and page of an address query; unknown or bad values are dropped. */
export function parsePatentQuery(query: Record<string, string | string[] | undefined>): {
  filter: PatentFilter;
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
      .filter((n) => Number.isInteger(n) && n > 0 && n < 2 ** 31)
      .slice(0, 50);
  const num = (k: string, max = 2 ** 31 - 1) => {
    const n = Number(get(k));
    return Number.isInteger(n) && n > 0 && n <= max ? n : undefined;
  };
  const owner = get('owner');
  return {
    filter: {
      q: get('q')?.trim().slice(0, 100) || undefined,
      sectors: list('sector'),
      needs: list('need'),
      minTrl: num('trl', 9),
      owner: owner === 'startup' || owner === 'organization' ? owner : num('owner'),
      city: num('city'),
    },
    page: num('page') ?? 1,
  };
}
