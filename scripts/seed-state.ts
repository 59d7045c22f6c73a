/**
 * How far the first seed got (issue 12 §4, issue 14 "Start fast"): the seed steps and what the
 * database records of them, read without loading the seed's generators (faker and friends), so a
 * server start on a seeded database decides from one indexed read of `seed_steps`.
 */
import { and, eq, like } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { countries } from '@/modules/reference/schema';
import { startups } from '@/modules/startups/schema';
import { organizations } from '@/modules/organizations/schema';
import { providers } from '@/modules/providers/schema';
import { profiles } from '@/modules/profiles/schema';
import { jobs } from '@/modules/jobs/schema';
import { seedSteps } from '@/modules/platform/schema';
import { reports } from '@/modules/reports/schema';
import { euOrganizations, organizationPatents } from '@/modules/organizations/schema';
import { siteLinks } from '@/modules/site/schema';
import { contents } from '@/modules/reference/schema';
import { investorGraphLayouts } from '@/modules/graph/schema';

/** The seed steps in the order they run; a later step may rely on the data of earlier ones. */
export const SEED_STEPS = [
  'reference',
  'real-startups',
  'ecosystem',
  'jobs',
  'tech-centers',
  'providers',
  'talents',
  'reports',
  'eu-organizations',
  'site',
  'contents',
  'institutions',
  'investor-graph',
  'patents',
] as const;
export type SeedStep = (typeof SEED_STEPS)[number];

export interface SeedState {
  /** Steps with a `seed_steps` row, in run order. */
  recorded: SeedStep[];
  /**
   * Steps without a row whose data is present: a database seeded before steps were recorded.
   * Only looked for when no step is recorded; {@link seedDatabase} records them before resuming.
   */
  found: SeedStep[];
  /** Steps neither recorded nor found, in run order: what a resume runs. */
  missing: SeedStep[];
}

/** What a legacy database's data says of a step it holds without a row. */
export const FOUND_SUMMARY = 'found in the data (seeded before steps were recorded)';
export const SKIPPED = 'skipped';

/**
 * Steps added after the first databases were seeded (issue 15 §2 sample jobs, issue 16 §2 seeded
 * reports, issue 17 §1 header and footer, §2 static and legal pages, issue 18 §1 public
 * institutions and universities of the maps, §2 the investor graph's first layout, §3 the sample
 * tech centers' patents): later steps'
 * data does not imply them.
 */
const LATER_STEPS: ReadonlySet<SeedStep> = new Set<SeedStep>([
  'jobs',
  'reports',
  'eu-organizations',
  'site',
  'contents',
  'institutions',
  'investor-graph',
  'patents',
]);

const exists = async (query: PromiseLike<unknown[]>) => (await query).length > 0;

/**
 * The steps whose data is present, judged from the rows each step writes: reference countries;
 * `yc` startups; `generated` startups; `generated` jobs (the sample jobs of those startups); the
 * sample tech centers and providers (their `https://www.….example.org` sites, which users' own
 * rows do not have); `generated` profiles (sample talents); any report (the store is empty until
 * the seed or an admin fills it); any header or footer link (site); the about-us page (contents); `reference` organizations (institutions); a stored graph layout (investor-graph); a patent of a sample tech center (patents). Steps run in order, so data of a later step proves the earlier
 * ones finished (`real-startups` without `yc` rows was skipped),
 * except for steps added after such databases were seeded ({@link LATER_STEPS}): without their
 * data they stay missing, so the next start runs them. Returns each such step with the summary
 * to record.
 */
export async function findSeededSteps(db: Db): Promise<Map<SeedStep, string>> {
  const sample = 'https://www.%.example.org';
  const evidence: Record<SeedStep, () => Promise<boolean>> = {
    reference: () => exists(db.select({ id: countries.id }).from(countries).limit(1)),
    'real-startups': () =>
      exists(db.select({ id: startups.id }).from(startups).where(eq(startups.source, 'yc')).limit(1)),
    ecosystem: () =>
      exists(db.select({ id: startups.id }).from(startups).where(eq(startups.source, 'generated')).limit(1)),
    jobs: () => exists(db.select({ id: jobs.id }).from(jobs).where(eq(jobs.source, 'generated')).limit(1)),
    'tech-centers': () =>
      exists(
        db
          .select({ id: organizations.id })
          .from(organizations)
          .where(and(like(organizations.website, sample), like(organizations.email, '%@%.example.org')))
          .limit(1),
      ),
    providers: () =>
      exists(db.select({ id: providers.id }).from(providers).where(like(providers.website, sample)).limit(1)),
    talents: () =>
      exists(
        db.select({ id: profiles.userId }).from(profiles).where(eq(profiles.source, 'generated')).limit(1),
      ),
    reports: () => exists(db.select({ id: reports.id }).from(reports).limit(1)),
    // The seeded EU ecosystem organizations (issue 17 §1), a later step.
    'eu-organizations': () =>
      exists(
        db
          .select({ id: euOrganizations.id })
          .from(euOrganizations)
          .where(eq(euOrganizations.source, 'seed'))
          .limit(1),
      ),
    site: () => exists(db.select({ id: siteLinks.id }).from(siteLinks).limit(1)),
    contents: () =>
      exists(db.select({ id: contents.id }).from(contents).where(eq(contents.id, 'about-us')).limit(1)),
    // Public institutions and universities of the maps (issue 18 §1), a later step.
    institutions: () =>
      exists(
        db
          .select({ id: organizations.id })
          .from(organizations)
          .where(eq(organizations.source, 'reference'))
          .limit(1),
      ),
    'investor-graph': () =>
      exists(db.select({ id: investorGraphLayouts.id }).from(investorGraphLayouts).limit(1)),
    // The sample tech centers' patents (issue 18 §3), a later step.
    patents: () =>
      exists(
        db
          .select({ id: organizationPatents.id })
          .from(organizationPatents)
          .innerJoin(organizations, eq(organizations.id, organizationPatents.organizationId))
          .where(and(eq(organizations.source, 'generated'), like(organizations.website, sample)))
          .limit(1),
      ),
  };
  const present = new Set<SeedStep>();
  for (const step of SEED_STEPS) if (await evidence[step]()) present.add(step);
  const last = SEED_STEPS.findLastIndex((step) => present.has(step));
  return new Map(
    SEED_STEPS.slice(0, last + 1)
      .filter((step) => present.has(step) || !LATER_STEPS.has(step))
      .map((step) => [step, step === 'real-startups' && !present.has(step) ? SKIPPED : FOUND_SUMMARY]),
  );
}

/**
 * Reads how far the first seed got (read only).
 * @returns the recorded, found (legacy data without rows) and missing steps; all three empty but
 *   `missing` on a fresh database.
 */
export async function inspectSeed(db: Db): Promise<SeedState> {
  const rows = await db.select({ step: seedSteps.step }).from(seedSteps);
  const recordedSet = new Set(rows.map((r) => r.step));
  const recorded = SEED_STEPS.filter((step) => recordedSet.has(step));
  const found = recorded.length === 0 ? [...(await findSeededSteps(db)).keys()] : [];
  const done = new Set<SeedStep>([...recorded, ...found]);
  return { recorded, found, missing: SEED_STEPS.filter((step) => !done.has(step)) };
}
