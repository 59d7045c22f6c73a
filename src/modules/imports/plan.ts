/**
 * What an import does with each row (issue 17 §3 "Duplicates are matched by website domain,
 * then by normalized name; re-importing the same file updates instead of duplicating"): one
 * decision function that the preview, the dry run and the real run all use, so a dry run's
 * counts are the run's counts on an unchanged database.
 *
 * Order of the checks for a row:
 * 1. row errors (./normalize.ts) → `failed`;
 * 2. the same startup earlier in the file — same website domain, or same name where either row
 *    has no website → `skipped` ("duplicate of row N"); same name with another website →
 *    `skipped` ("another startup has this name");
 * 3. an existing startup — same domain (lower case, no `www.`), else same folded name (case,
 *    Turkish letters and diacritics ignored) whose website does not contradict the row's (the
 *    oldest of several) — and the same name with another website → `skipped`;
 *    a startup an earlier row of the file already matched → `skipped` as a duplicate;
 * 4. a matched startup: the fields whose value the file changes (an empty cell never erases;
 *    sectors are added to the startup's, never removed; the name and address stay) →
 *    `updated`, or `skipped` ("no changes"); no match → `created`.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { startups } from '@/modules/startups/schema';
import { domainOf, type NormalizedRow, type Reason, type StartupValues } from './normalize';
import { normalizeSearchText } from '@/lib/text';

/** A stored startup's values an import compares (and its identity). */
export interface ExistingStartup extends StartupValues {
  id: number;
  name: string;
  seoUrl: string;
}

/** The columns of {@link ExistingStartup}, for selects. */
export const EXISTING_COLUMNS = {
  id: startups.id,
  name: startups.name,
  seoUrl: startups.seoUrl,
  website: startups.website,
  foundationDate: startups.foundationDate,
  countryId: startups.countryId,
  cityId: startups.cityId,
  sectorIds: startups.sectorIds,
  tagline: startups.tagline,
  taglineTr: startups.taglineTr,
  description: startups.description,
  descriptionTr: startups.descriptionTr,
  officialName: startups.officialName,
  twitter: startups.twitter,
  linkedin: startups.linkedin,
  facebook: startups.facebook,
  instagram: startups.instagram,
  operatingStatusId: startups.operatingStatusId,
  acquirerName: startups.acquirerName,
};

export type Outcome = 'created' | 'updated' | 'skipped' | 'failed';

export type Decision =
  | { outcome: 'failed'; reasons: Reason[] }
  | { outcome: 'skipped'; startupId: number | null; reasons: Reason[] }
  | { outcome: 'created'; values: Partial<StartupValues>; reasons: Reason[] }
  | { outcome: 'updated'; startupId: number; changes: Partial<StartupValues>; reasons: Reason[] };

type Known = { id: number; domain: string | null };

/**
 * Every startup's duplicate keys (domain and folded name), loaded once per run or chunk; the
 * run adds the startups it creates. Ties go to the oldest startup (lowest id).
 */
export class StartupMatcher {
  private readonly byDomain = new Map<string, number>();
  private readonly byName = new Map<string, Known[]>();
  /** The highest startup id read or added: {@link catchUp} reads the startups above it. */
  private maxId = 0;

  /** Reads every startup's id, name and website. */
  static async load(db: Db): Promise<StartupMatcher> {
    const matcher = new StartupMatcher();
    await matcher.catchUp(db);
    return matcher;
  }

  /**
   * Adds the startups created since this matcher last read (ids above the highest it knows):
   * those another import run or a user created meanwhile. Call it inside the row's transaction
   * after taking the import lock, so a concurrent run's committed startups are seen.
   */
  async catchUp(db: Db): Promise<void> {
    const rows = await db
      .select({ id: startups.id, name: startups.name, website: startups.website })
      .from(startups)
      .where(sql`${startups.id} > ${this.maxId}`)
      .orderBy(sql`${startups.id}`);
    for (const row of rows) this.add(row.id, domainOf(row.website), normalizeSearchText(row.name));
  }

  /** Adds a startup's keys (ids arrive in ascending order: the first keeps a key). */
  add(id: number, domain: string | null, nameKey: string): void {
    if (id > this.maxId) this.maxId = id;
    if (domain && !this.byDomain.has(domain)) this.byDomain.set(domain, id);
    if (nameKey) {
      const list = this.byName.get(nameKey) ?? [];
      list.push({ id, domain });
      this.byName.set(nameKey, list);
    }
  }

  /** The startup a row matches, `conflict` for a namesake with another website, or null. */
  match(row: Pick<NormalizedRow, 'domain' | 'nameKey'>): { id: number } | { conflict: true } | null {
    if (row.domain) {
      const id = this.byDomain.get(row.domain);
      if (id !== undefined) return { id };
    }
    const namesakes = this.byName.get(row.nameKey) ?? [];
    if (!namesakes.length) return null;
    const fits = row.domain ? namesakes.find((n) => n.domain === null) : namesakes[0];
    return fits ? { id: fits.id } : { conflict: true };
  }
}

/** The keys of the rows of one file seen so far (duplicates within the file). */
export class FileState {
  private readonly domains = new Map<string, number>();
  private readonly names = new Map<string, Array<{ row: number; domain: string | null }>>();
  private readonly startupsSeen = new Map<number, number>();

  /** The earlier row this one repeats, `conflict` for a namesake with another website, or null. */
  earlier(row: NormalizedRow): { row: number } | { conflict: number } | null {
    if (row.domain && this.domains.has(row.domain)) return { row: this.domains.get(row.domain)! };
    const namesakes = this.names.get(row.nameKey) ?? [];
    const same = namesakes.find((n) => n.domain === null || row.domain === null || n.domain === row.domain);
    if (same) return { row: same.row };
    return namesakes.length ? { conflict: namesakes[0]!.row } : null;
  }

  /** The earlier row that matched startup `id`, if any. */
  startupRow(id: number): number | undefined {
    return this.startupsSeen.get(id);
  }

  /** Remembers a row that was created, updated or found unchanged (failed rows are not remembered). */
  remember(row: NormalizedRow, startupId: number | null): void {
    if (row.domain && !this.domains.has(row.domain)) this.domains.set(row.domain, row.rowNumber);
    const list = this.names.get(row.nameKey) ?? [];
    list.push({ row: row.rowNumber, domain: row.domain });
    this.names.set(row.nameKey, list);
    if (startupId !== null && !this.startupsSeen.has(startupId))
      this.startupsSeen.set(startupId, row.rowNumber);
  }
}

/**
 * The fields of `values` that would change `existing`: scalars that differ; sectors the
 * startup lacks (added after its own, so its main sector stays); a new country without a city
 * in the row clears the old country's city.
 */
export function changesFor(
  existing: ExistingStartup,
  values: Partial<StartupValues>,
): Partial<StartupValues> {
  const out: Partial<StartupValues> = {};
  for (const [key, value] of Object.entries(values) as Array<[keyof StartupValues, unknown]>) {
    if (key === 'sectorIds') {
      const have = existing.sectorIds ?? [];
      const extra = (value as number[]).filter((id) => !have.includes(id));
      if (extra.length) out.sectorIds = [...have, ...extra];
    } else if ((existing[key] ?? null) !== (value ?? null)) (out as Record<string, unknown>)[key] = value;
  }
  if (out.countryId !== undefined && values.cityId === undefined && existing.cityId !== null)
    out.cityId = null;
  return out;
}

/** The startup fields an update changes, as startup_fact_sources names them. */
export const changedFields = (changes: Partial<StartupValues>) => Object.keys(changes);

/**
 * Decides what happens to one normalized row, and remembers it in `file` (see the module
 * comment for the order of checks). `load(id)` reads a matched startup's current values (in the
 * row's transaction for a real run; from a prefetched map for a dry run).
 */
export async function decideRow(
  row: NormalizedRow,
  matcher: StartupMatcher,
  file: FileState,
  load: (id: number) => Promise<ExistingStartup | undefined>,
): Promise<Decision> {
  if (row.errors.length) return { outcome: 'failed', reasons: [...row.errors, ...row.warnings] };
  const earlier = file.earlier(row);
  if (earlier && 'row' in earlier)
    return {
      outcome: 'skipped',
      startupId: null,
      reasons: [{ field: 'row', code: 'duplicate_in_file', value: String(earlier.row) }],
    };
  if (earlier)
    return {
      outcome: 'skipped',
      startupId: null,
      reasons: [{ field: 'name', code: 'name_other_website', value: row.name }],
    };
  const match = matcher.match(row);
  if (match && 'conflict' in match)
    return {
      outcome: 'skipped',
      startupId: null,
      reasons: [{ field: 'name', code: 'name_other_website', value: row.name }],
    };
  if (!match) {
    file.remember(row, null);
    return { outcome: 'created', values: row.values, reasons: row.warnings };
  }
  const seenAt = file.startupRow(match.id);
  if (seenAt !== undefined)
    return {
      outcome: 'skipped',
      startupId: match.id,
      reasons: [{ field: 'row', code: 'duplicate_in_file', value: String(seenAt) }],
    };
  const existing = await load(match.id);
  file.remember(row, match.id);
  if (!existing) return { outcome: 'created', values: row.values, reasons: row.warnings };
  const changes = changesFor(existing, row.values);
  if (!Object.keys(changes).length)
    return {
      outcome: 'skipped',
      startupId: match.id,
      reasons: [{ field: 'row', code: 'no_changes' }, ...row.warnings],
    };
  return {
    outcome: 'updated',
    startupId: match.id,
    changes,
    reasons: [...changedFields(changes).map((field) => ({ field, code: 'changed' })), ...row.warnings],
  };
}
