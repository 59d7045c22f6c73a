/**
 * Seeds a migrated database in recorded steps (issue 12 §4 "Data integrity"): reference lists,
 * the real YC startups, a generated Turkish ecosystem, sample jobs of its startups (issue 15 §2),
 * tech centers, service providers, sample talents (issue 13 §5) and two reports rendered from that
 * data (issue 16 §2; their files go to the configured storage, or `storage`). Each step runs in one
 * transaction that also writes its `seed_steps` row, so a step is either fully stored and
 * recorded or absent: a seed killed half-way resumes at the first missing step instead of
 * passing for done. No step uses another's in-memory result; each re-reads what it
 * needs (cities, taken slugs) from the database.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { seedReference, type SeedReferenceOptions } from '@/modules/reference/seed';
import { seedInstitutions } from '@/modules/organizations/institutions-seed';
import { seedOrganizationPatents } from '@/modules/patents/seed';
import { refreshInvestorGraph } from '@/modules/graph/graph';
import { countries, cities } from '@/modules/reference/schema';
import { importYcStartups, type ImportSummary } from '@/modules/startups/import-yc';
import { generateEcosystem } from '@/modules/startups/generate';
import { generateJobs } from '@/modules/jobs/generate';
import { generateTechCenters } from '@/modules/organizations/generate';
import { generateProviders } from '@/modules/providers/generate';
import { generateTalents } from '@/modules/profiles/generate';
import { seedReports } from '@/modules/reports/seed';
import { seedEuOrganizations } from '@/modules/organizations/eu-seed';
import { seedSite } from '@/modules/site/seed';
import { insertMissingContents } from '@/modules/content/seed';
import { getStorage, type FileStorage } from '@/server/storage';
import { seedSteps } from '@/modules/platform/schema';
import { findSeededSteps, inspectSeed, SEED_STEPS, SKIPPED, type SeedStep } from './seed-state';

export { inspectSeed, SEED_STEPS, type SeedState, type SeedStep } from './seed-state';

export interface SeedOptions {
  /** Generated startups (default 2,000). */
  startups: number;
  roundsPerStartup?: number;
  /** Sample talents (default 1,000). */
  talents?: number;
  seed?: number;
  reference?: SeedReferenceOptions;
  /** Skip the real YC import (benchmarks may want only generated data); the step is recorded as `skipped`. */
  skipRealData?: boolean;
  /** Where the `reports` step stores its PDFs and images (default: the configured storage). */
  storage?: FileStorage;
  log?: (line: string) => void;
  /**
   * Test hook: called inside each step's transaction after its data and row are written, before
   * the commit. Throwing rolls the step back, as a crash at that point would.
   */
  onStepWritten?: (step: SeedStep) => void | Promise<void>;
}

export interface SeedResult {
  /** The steps this call ran, in order (empty when the database was already seeded). */
  ran: SeedStep[];
  /** Zero counts when the real import did not run in this call. */
  real: ImportSummary;
  generated: { startups: number; rounds: number };
}

/** Sample talents the `talents` step creates unless told otherwise. */
export const DEFAULT_TALENTS = 1000;

/**
 * Records the steps a legacy database holds without rows (none when any step is recorded, as in
 * {@link inspectSeed}), in one transaction; a concurrent recorder's rows win.
 * @returns the steps this call recorded, in run order.
 */
async function recordFoundSteps(db: Db): Promise<SeedStep[]> {
  return db.transaction(async (tx) => {
    if ((await tx.select({ step: seedSteps.step }).from(seedSteps).limit(1)).length > 0) return [];
    const found = await findSeededSteps(tx as unknown as Db);
    if (found.size === 0) return [];
    const inserted = await tx
      .insert(seedSteps)
      .values([...found].map(([step, summary]) => ({ step, summary })))
      .onConflictDoNothing()
      .returning({ step: seedSteps.step });
    return SEED_STEPS.filter((step) => inserted.some((r) => r.step === step));
  });
}

/**
 * Runs one step in one transaction with its `seed_steps` row. The row is claimed first, so on
 * PostgreSQL a second seeding process waits for the first's commit and then skips the step.
 * @returns the step's summary, or undefined when another process had already recorded it.
 */
async function runStep(
  db: Db,
  step: SeedStep,
  work: (tx: Db) => Promise<string>,
  onWritten: SeedOptions['onStepWritten'],
): Promise<string | undefined> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const claimed = await tx
      .insert(seedSteps)
      .values({ step })
      .onConflictDoNothing()
      .returning({ step: seedSteps.step });
    if (claimed.length === 0) return undefined;
    const summary = await work(tx);
    await tx
      .update(seedSteps)
      .set({ summary, finishedAt: sql`clock_timestamp()` })
      .where(eq(seedSteps.step, step));
    await onWritten?.(step);
    return summary;
  });
}

const countRows = async (db: Db, table: typeof countries | typeof cities) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

/**
 * Seeds the steps the database lacks (issue 12 §4): all of them on a fresh database, the missing
 * ones after an interrupted seed (logging "resuming the first seed: steps …, … left"), none on a
 * seeded one. A database seeded before steps were recorded has its present steps recorded first
 * (see {@link inspectSeed}). Resumed steps use this call's options.
 * @returns the steps run and the counts of the real import and the generated ecosystem.
 * @throws whatever a step throws; that step is rolled back and the earlier ones stay recorded.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const result: SeedResult = {
    ran: [],
    real: { startups: 0, rounds: 0, investors: 0, founders: 0 },
    generated: { startups: 0, rounds: 0 },
  };
  const adopted = await recordFoundSteps(db);
  if (adopted.length > 0)
    log(
      `the database was seeded before seed steps were recorded: recorded ${adopted.join(', ')} from its data`,
    );
  const state = await inspectSeed(db);
  if (state.missing.length === 0) {
    log('Database already seeded; nothing to do.');
    return result;
  }
  if (state.recorded.length > 0) log(`resuming the first seed: steps ${state.missing.join(', ')} left`);

  const steps: Record<SeedStep, (tx: Db) => Promise<string>> = {
    reference: async (tx) => {
      await seedReference(tx, options.reference);
      return `${await countRows(tx, countries)} countries, ${await countRows(tx, cities)} cities`;
    },
    'real-startups': async (tx) => {
      if (options.skipRealData) return SKIPPED;
      result.real = await importYcStartups(tx);
      const { startups: n, rounds, investors, founders } = result.real;
      return `${n} real startups, ${rounds} rounds, ${investors} investors, ${founders} founders`;
    },
    ecosystem: async (tx) => {
      result.generated = await generateEcosystem(tx, {
        startups: options.startups,
        roundsPerStartup: options.roundsPerStartup,
        seed: options.seed,
        onProgress: (done) => {
          if (done % 10_000 === 0 || done === options.startups)
            log(`generated ${done}/${options.startups} startups`);
        },
      });
      return `${result.generated.startups} generated startups, ${result.generated.rounds} rounds`;
    },
    jobs: async (tx) => `${(await generateJobs(tx, { seed: options.seed })).jobs} jobs`,
    'tech-centers': async (tx) => {
      const made = await generateTechCenters(tx, options.seed);
      return `${made.organizations} tech centers with ${made.programs} programs`;
    },
    providers: async (tx) => `${await generateProviders(tx, options.seed)} service providers`,
    talents: async (tx) =>
      `${await generateTalents(tx, { count: options.talents ?? DEFAULT_TALENTS, seed: options.seed })} sample talents`,
    reports: async (tx) => seedReports(tx, options.storage ?? (await getStorage())),
    'eu-organizations': (tx) => seedEuOrganizations(tx),
    site: (tx) => seedSite(tx),
    // Static and legal pages (issue 17 §2) an upgraded database lacks; edited texts are kept.
    contents: async (tx) => `${(await insertMissingContents(tx)).length} content pages added`,
    // Public support institutions and universities of the ecosystem maps (issue 18 §1).
    institutions: (tx) => seedInstitutions(tx, { universitiesFile: options.reference?.universitiesFile }),
    // The investor-relation graph's first layout (issue 18 §2); later ones come from the queue.
    'investor-graph': async (tx) => `investor graph: ${await refreshInvestorGraph(tx)}`,
    // The sample tech centers' patents (issue 18 §3); startup patents come with the ecosystem step.
    patents: (tx) => seedOrganizationPatents(tx),
  };
  for (const step of state.missing) {
    const summary = await runStep(db, step, steps[step], options.onStepWritten);
    if (summary === undefined) {
      log(`step ${step} already recorded by another process`);
      continue;
    }
    result.ran.push(step);
    log(`step ${step} done: ${summary} (${seconds()})`);
  }
  log(`seeded in ${seconds()}`);
  return result;
}
