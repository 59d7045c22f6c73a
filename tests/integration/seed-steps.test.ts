/**
 * The first seed runs in recorded steps and resumes after a crash instead of passing for done
 * (issue 12 §4 "Data integrity"): each step's data and its `seed_steps` row commit together.
 * @database-engine: runs on PGlite and PostgreSQL: each seed step commits with its record; a killed seed resumes.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { inspectSeed, seedDatabase, SEED_STEPS, type SeedOptions } from '../../scripts/seed-database';
import { createTestDb, snapshotTestDb, TEST_CITY_COUNTRIES, type TestDb } from '../helpers/db';
import { openPglite, type Db } from '@/server/db/client';
import { seedSteps } from '@/modules/platform/schema';
import { fundingRounds, startups, startupTeamMembers } from '@/modules/startups/schema';
import { organizations, programs } from '@/modules/organizations/schema';
import { people } from '@/modules/people/schema';
import { providers, providerTeamMembers } from '@/modules/providers/schema';
import { profiles } from '@/modules/profiles/schema';
import { jobs } from '@/modules/jobs/schema';
import { cities, countries } from '@/modules/reference/schema';
import { reportCategories, reports, reportTypes, reportVersions } from '@/modules/reports/schema';
import { LocalDiskStorage } from '@/server/storage';

/** The seeded reports' files go to a folder of this run, not to the project's UPLOAD_DIR. */
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-seed-uploads-'));
afterAll(() => fs.rmSync(uploads, { recursive: true, force: true }));

const OPTIONS: SeedOptions = {
  startups: 20,
  talents: 15,
  seed: 5,
  skipRealData: true,
  reference: { cityCountries: TEST_CITY_COUNTRIES },
  storage: new LocalDiskStorage(uploads),
};

/**
 * Row counts of what the seed writes, the seoUrls of the startups and providers, and the jobs by
 * startup and title (a job's seoUrl holds its id, which a rolled-back step's sequence use shifts).
 */
async function fingerprint(db: Db) {
  const tables = {
    countries,
    cities,
    startups,
    fundingRounds,
    startupTeamMembers,
    organizations,
    people,
    programs,
    providers,
    providerTeamMembers,
    profiles,
    jobs,
    reports,
    reportVersions,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables))
    counts[name] = (await db.select({ n: count() }).from(table))[0]!.n;
  const startupSlugs = (
    await db.select({ s: startups.seoUrl }).from(startups).orderBy(asc(startups.seoUrl))
  ).map((r) => r.s);
  const providerSlugs = (
    await db.select({ s: providers.seoUrl }).from(providers).orderBy(asc(providers.seoUrl))
  ).map((r) => r.s);
  const jobKeys = (
    await db
      .select({ startup: startups.seoUrl, title: jobs.title })
      .from(jobs)
      .innerJoin(startups, eq(startups.id, jobs.startupId))
  )
    .map((r) => `${r.startup} ${r.title}`)
    .sort();
  return { counts, startupSlugs, providerSlugs, jobKeys };
}

/** The seed_steps rows in run order. */
const recordedSteps = async (db: Db) =>
  (await db.select().from(seedSteps)).sort(
    (a, b) =>
      SEED_STEPS.indexOf(a.step as (typeof SEED_STEPS)[number]) -
      SEED_STEPS.indexOf(b.step as (typeof SEED_STEPS)[number]),
  );

/** Seeds with a crash (a throw inside the step's transaction) when `step` is written. */
const seedCrashingAt = (db: Db, step: string, options: SeedOptions = OPTIONS) =>
  seedDatabase(db, {
    ...options,
    onStepWritten: (written) => {
      if (written === step) throw new Error(`simulated crash in ${step}`);
    },
  }).then(
    () => undefined,
    (error: unknown) => error,
  );

/**
 * One uninterrupted seed with OPTIONS for the file (the seed is deterministic): the crash tests
 * compare with its fingerprint, and the tests that start from a fully seeded database open a copy
 * of it (snapshotTestDb) instead of seeding one each, about a seed's time saved per test.
 */
let straightSeed:
  Promise<{ print: Awaited<ReturnType<typeof fingerprint>>; copy: () => Promise<TestDb> }> | undefined;
let dropStraight: (() => Promise<void>) | undefined;
afterAll(() => dropStraight?.());
const seeded = () =>
  (straightSeed ??= (async () => {
    const straight = await createTestDb();
    await seedDatabase(straight.db, OPTIONS);
    const print = await fingerprint(straight.db);
    const snapshot = await snapshotTestDb(straight);
    dropStraight = snapshot.drop;
    return { print, copy: snapshot.copy };
  })());
const uninterrupted = async () => (await seeded()).print;

describe('seed steps', () => {
  it(
    'resumes an interrupted seed at its first missing step and ends with the same data',
    { timeout: 180_000 },
    async () => {
      const interrupted = await createTestDb();
      try {
        const error = await seedCrashingAt(interrupted.db, 'tech-centers');
        expect((error as Error).message).toBe('simulated crash in tech-centers');
        // The crashed step left nothing: no row, no tech centers, no programs.
        expect(await inspectSeed(interrupted.db)).toEqual({
          recorded: ['reference', 'real-startups', 'ecosystem', 'jobs'],
          found: [],
          missing: [
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
          ],
        });
        expect((await fingerprint(interrupted.db)).counts.programs).toBe(0);
        const [real] = await interrupted.db
          .select()
          .from(seedSteps)
          .where(eq(seedSteps.step, 'real-startups'));
        expect(real!.summary).toBe('skipped');

        const lines: string[] = [];
        const resumed = await seedDatabase(interrupted.db, { ...OPTIONS, log: (l) => lines.push(l) });
        expect(lines).toContain(
          'resuming the first seed: steps tech-centers, providers, talents, reports, eu-organizations, site, contents, institutions, investor-graph, patents left',
        );
        expect(resumed.ran).toEqual([
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
        ]);

        const expected = await uninterrupted();
        expect(expected.counts).toMatchObject({
          startups: 20,
          programs: 24,
          providers: 12,
          profiles: 15,
          reports: 2,
          reportVersions: 4,
        });
        expect(expected.counts.jobs).toBeGreaterThan(0);
        const [jobsStep] = await interrupted.db.select().from(seedSteps).where(eq(seedSteps.step, 'jobs'));
        expect(jobsStep!.summary).toBe(`${expected.counts.jobs} jobs`);
        expect(await fingerprint(interrupted.db)).toEqual(expected);
        expect((await recordedSteps(interrupted.db)).map((r) => r.step)).toEqual([...SEED_STEPS]);
      } finally {
        await interrupted.drop();
      }
    },
  );

  it(
    'a crash in each step in turn, each followed by a restart, ends with the data of an uninterrupted seed',
    { timeout: 300_000 },
    async () => {
      // One database crashes in every step in turn: each restart resumes at the step that crashed
      // (which must then complete) and crashes in the next one. Every step's rollback and its
      // resumption are checked at the cost of about one seed, not one per step.
      const crashed = await createTestDb();
      try {
        for (const step of SEED_STEPS) {
          expect(((await seedCrashingAt(crashed.db, step)) as Error).message).toBe(
            `simulated crash in ${step}`,
          );
          const { recorded, missing } = await inspectSeed(crashed.db);
          expect(missing[0], `after a crash in ${step}`).toBe(step);
          expect(recorded).toEqual(SEED_STEPS.slice(0, SEED_STEPS.indexOf(step)));
        }
        expect((await seedDatabase(crashed.db, OPTIONS)).ran).toEqual([SEED_STEPS.at(-1)]);
        expect(await fingerprint(crashed.db)).toEqual(await uninterrupted());
        expect((await inspectSeed(crashed.db)).missing).toEqual([]);
      } finally {
        await crashed.drop();
      }
    },
  );

  it('records the steps of a database seeded before steps were recorded, then fills the rest', async () => {
    const db = await createTestDb();
    try {
      // The crash of the issue: reference lists and real startups stored, nothing after, no step rows.
      await seedCrashingAt(db.db, 'ecosystem', { ...OPTIONS, skipRealData: false });
      await db.db.delete(seedSteps);
      expect(await inspectSeed(db.db)).toEqual({
        recorded: [],
        found: ['reference', 'real-startups'],
        missing: [
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
        ],
      });

      const lines: string[] = [];
      const result = await seedDatabase(db.db, {
        ...OPTIONS,
        skipRealData: false,
        log: (l) => lines.push(l),
      });
      expect(lines).toContain(
        'the database was seeded before seed steps were recorded: recorded reference, real-startups from its data',
      );
      expect(lines).toContain(
        'resuming the first seed: steps ecosystem, jobs, tech-centers, providers, talents, reports, eu-organizations, site, contents, institutions, investor-graph, patents left',
      );
      expect(result.ran).toEqual([
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
      ]);
      expect(result.real.startups).toBe(0);

      const bySource = await db.db
        .select({ source: startups.source, n: count() })
        .from(startups)
        .groupBy(startups.source)
        .orderBy(asc(startups.source));
      expect(bySource).toEqual([
        { source: 'generated', n: 20 },
        { source: 'yc', n: 688 },
      ]);
      const { counts } = await fingerprint(db.db);
      expect(counts).toMatchObject({ programs: 24, providers: 12 });
      const steps = await recordedSteps(db.db);
      expect(steps.map((r) => r.step)).toEqual([...SEED_STEPS]);
      expect(steps[1]!.summary).toMatch(/found in the data/);
      expect(steps[5]!.summary).toBe('12 service providers');
    } finally {
      await db.drop();
    }
  });

  it('reports a fully seeded database as such and leaves it untouched, with or without step rows', async () => {
    const db = await (await seeded()).copy();
    try {
      const before = await fingerprint(db.db);
      const stepsBefore = await recordedSteps(db.db);
      expect(stepsBefore).toHaveLength(SEED_STEPS.length);

      const lines: string[] = [];
      const again = await seedDatabase(db.db, { ...OPTIONS, log: (l) => lines.push(l) });
      expect(again.ran).toEqual([]);
      expect(lines).toEqual(['Database already seeded; nothing to do.']);
      expect(await fingerprint(db.db)).toEqual(before);
      expect(await recordedSteps(db.db)).toEqual(stepsBefore);

      // The same data seeded before steps were recorded (with --skip-real): every step is found.
      await db.db.delete(seedSteps);
      expect(await inspectSeed(db.db)).toEqual({ recorded: [], found: [...SEED_STEPS], missing: [] });
      const legacy = await seedDatabase(db.db, OPTIONS);
      expect(legacy.ran).toEqual([]);
      expect(await fingerprint(db.db)).toEqual(before);
      const adopted = await recordedSteps(db.db);
      expect(adopted.find((r) => r.step === 'real-startups')!.summary).toBe('skipped');
      // Every step but the skipped real import.
      expect(adopted.filter((r) => r.summary.startsWith('found in the data'))).toHaveLength(
        SEED_STEPS.length - 1,
      );
    } finally {
      await db.drop();
    }
  });

  it('adds the sample jobs to a database seeded before the jobs step existed, with or without step rows', async () => {
    const db = await (await seeded()).copy();
    try {
      const before = await fingerprint(db.db);
      expect(before.counts.jobs).toBeGreaterThan(0);

      // Every other step recorded, the jobs neither recorded nor present: a start runs only that step.
      await db.db.delete(jobs);
      await db.db.delete(seedSteps).where(eq(seedSteps.step, 'jobs'));
      expect(await inspectSeed(db.db)).toEqual({
        recorded: SEED_STEPS.filter((step) => step !== 'jobs'),
        found: [],
        missing: ['jobs'],
      });
      const lines: string[] = [];
      expect((await seedDatabase(db.db, { ...OPTIONS, log: (l) => lines.push(l) })).ran).toEqual(['jobs']);
      expect(lines).toContain('resuming the first seed: steps jobs left');
      expect(await fingerprint(db.db)).toEqual(before);

      // Seeded before steps were recorded and before the jobs step: the later steps' data does not
      // pass for the jobs; they are recorded as found, and the jobs step runs.
      await db.db.delete(jobs);
      await db.db.delete(seedSteps);
      expect(await inspectSeed(db.db)).toEqual({
        recorded: [],
        found: SEED_STEPS.filter((step) => step !== 'jobs'),
        missing: ['jobs'],
      });
      expect((await seedDatabase(db.db, OPTIONS)).ran).toEqual(['jobs']);
      expect(await fingerprint(db.db)).toEqual(before);
      expect((await recordedSteps(db.db)).map((r) => r.step)).toEqual([...SEED_STEPS]);
    } finally {
      await db.drop();
    }
  });

  it('adds the reports to a database seeded before the reports step existed, with or without step rows', async () => {
    const db = await (await seeded()).copy();
    const dropReports = async () => {
      await db.db.delete(reports);
      await db.db.delete(reportCategories);
      await db.db.delete(reportTypes);
    };
    try {
      const before = await fingerprint(db.db);

      // Every other step recorded, no report: a start runs only that step.
      await dropReports();
      await db.db.delete(seedSteps).where(eq(seedSteps.step, 'reports'));
      expect(await inspectSeed(db.db)).toEqual({
        recorded: SEED_STEPS.filter((step) => step !== 'reports'),
        found: [],
        missing: ['reports'],
      });
      expect((await seedDatabase(db.db, OPTIONS)).ran).toEqual(['reports']);
      expect(await fingerprint(db.db)).toEqual(before);

      // Seeded before steps were recorded and before the reports: the other steps are found.
      await dropReports();
      await db.db.delete(seedSteps);
      expect(await inspectSeed(db.db)).toEqual({
        recorded: [],
        found: SEED_STEPS.filter((step) => step !== 'reports'),
        missing: ['reports'],
      });
      expect((await seedDatabase(db.db, OPTIONS)).ran).toEqual(['reports']);
      const [step] = await db.db.select().from(seedSteps).where(eq(seedSteps.step, 'reports'));
      expect(step!.summary).toBe('2 reports, 4 PDF versions (2 free), 2 categories, 16 images');
      expect(await fingerprint(db.db)).toEqual(before);
    } finally {
      await db.drop();
    }
  });

  it('finishes after `npm start`’s seed is killed with SIGKILL once the real startups are imported', async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-seed-'));
    const dataDir = path.join(base, 'db');
    // Enough generated startups (≈1 s of work) for the kill to land before that step commits.
    const env = {
      ...process.env,
      PGLITE_DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_STARTUPS: '1000',
      UPLOAD_DIR: path.join(base, 'uploads'),
    };
    try {
      const first = spawn('node_modules/.bin/tsx', ['scripts/seed.ts', '--if-empty'], {
        env,
        detached: true, // tsx runs the script in a child process: the kill must reach the group
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      await new Promise<void>((resolve, reject) => {
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          if (/step real-startups done|imported \d+ real startups/.test(output)) {
            process.kill(-first.pid!, 'SIGKILL');
            resolve();
          }
        };
        first.stdout!.on('data', read);
        first.stderr!.on('data', read);
        first.on('exit', (code) => reject(new Error(`seed exited (${code}) before the kill: ${output}`)));
      });
      expect(output).not.toMatch(/step ecosystem done/);

      // `npm run seed` refuses the unfinished seed and says how to finish it (taking the dead lock over).
      const plain = spawnSync('node_modules/.bin/tsx', ['scripts/seed.ts'], {
        env,
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(plain.status).toBe(1);
      expect(plain.stderr).toMatch(/Taking over the lock .* is no longer running/);
      expect(plain.stderr).toContain(
        'unfinished first seed (done: reference, real-startups; left: ecosystem, jobs, tech-centers, providers, talents, reports, eu-organizations, site, contents, institutions, investor-graph, patents)',
      );
      expect(plain.stderr).toContain('npm run seed -- --if-empty');

      const restart = spawnSync('node_modules/.bin/tsx', ['scripts/seed.ts', '--if-empty'], {
        env,
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(restart.status, restart.stderr).toBe(0);
      expect(restart.stdout).toContain(
        'resuming the first seed: steps ecosystem, jobs, tech-centers, providers, talents, reports, eu-organizations, site, contents, institutions, investor-graph, patents left',
      );

      const handle = await openPglite(dataDir);
      try {
        const counts = await handle.db.execute(sql`select
          (select count(*)::int from startups where source = 'yc') as yc,
          (select count(*)::int from startups where source = 'generated') as generated,
          (select count(*)::int from providers) as providers,
          (select count(*)::int from profiles where source = 'generated') as talents,
          (select count(*)::int from jobs where source = 'generated') > 0 as jobs,
          (select count(*)::int from report_versions where file_key is not null) as report_files,
          (select count(*)::int from seed_steps) as steps`);
        expect((counts as unknown as { rows: unknown[] }).rows[0]).toEqual({
          yc: 688,
          generated: 1000,
          providers: 12,
          talents: 1000,
          jobs: true,
          report_files: 4,
          steps: SEED_STEPS.length,
        });
      } finally {
        await handle.close();
      }
    } finally {
      fs.rmSync(base, { recursive: true, force: true });
    }
    // Three seed processes on a 2-core machine: ≈40 s alone, longer when the machine is busy.
  }, 180_000);
});
