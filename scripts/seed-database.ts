/**
 * Seeds a migrated database: reference lists, the real YC startups and a generated Turkish
 * ecosystem. Each part runs in one transaction, so a failure leaves nothing half-written.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { seedReference, type SeedReferenceOptions } from '@/modules/reference/seed';
import { importYcStartups } from '@/modules/startups/import-yc';
import { generateEcosystem } from '@/modules/startups/generate';
import { generateTechCenters } from '@/modules/organizations/generate';
import { generateProviders } from '@/modules/providers/generate';

export interface SeedOptions {
  /** Generated startups (default 2,000). */
  startups: number;
  roundsPerStartup?: number;
  seed?: number;
  reference?: SeedReferenceOptions;
  /** Skip the real YC import (benchmarks may want only generated data). */
  skipRealData?: boolean;
  log?: (line: string) => void;
}

/** True when the reference tables are empty (a fresh database). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select count(*)::int as n from ref_countries`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    n: number;
  }>;
  return (rows[0]?.n ?? 0) === 0;
}

/** Seeds everything into an empty database; returns counts. */
export async function seedDatabase(db: Db, options: SeedOptions) {
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  await db.transaction(async (tx) => {
    await seedReference(tx as unknown as Db, options.reference);
  });
  log(`reference lists loaded (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  let real = { startups: 0, rounds: 0, investors: 0, founders: 0 };
  if (!options.skipRealData) {
    real = await db.transaction((tx) => importYcStartups(tx as unknown as Db));
    log(
      `imported ${real.startups} real startups, ${real.rounds} rounds, ${real.investors} investors, ${real.founders} founders`,
    );
  }
  const generated = await db.transaction((tx) =>
    generateEcosystem(tx as unknown as Db, {
      startups: options.startups,
      roundsPerStartup: options.roundsPerStartup,
      seed: options.seed,
      onProgress: (done) => {
        if (done % 10_000 === 0 || done === options.startups)
          log(`generated ${done}/${options.startups} startups`);
      },
    }),
  );
  const techCenters = await db.transaction((tx) => generateTechCenters(tx as unknown as Db, options.seed));
  log(`generated ${techCenters.organizations} tech centers with ${techCenters.programs} programs`);
  const providerCount = await db.transaction((tx) => generateProviders(tx as unknown as Db, options.seed));
  log(`generated ${providerCount} service providers`);
  log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { real, generated };
}
