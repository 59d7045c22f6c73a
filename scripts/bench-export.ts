/**
 * The export row of `npm run bench` (issue 16 §3: "a 5,000-row export finishes in under 10 s on
 * the bench database"): a bench account with an enterprise package exports 5,000 startups (no
 * filter, the list's default order) to xlsx, end to end as the product does it — accepted and
 * counted by `startExport`, written by the `startup-export` job's `runExport`, stored in a
 * temporary local folder. Output: seconds, rows and file size. The month's usage is reset first.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { LocalDiskStorage, setStorage } from '@/server/storage';
import { premiumEntitlements, premiumUsage } from '@/modules/access/schema';
import { usageMonth } from '@/modules/access/premium';
import { runExport, startExport } from '@/modules/startups/export';
import { startupExports } from '@/modules/startups/export-schema';
import { EMPTY_FILTER } from '@/modules/startups/filter';
import { ensureBenchPremiumUser } from './bench-session';

const EXPORT_ACCOUNT = { email: 'bench.export@example.com', password: 'Kapadokya!52Export' };

/**
 * Gives bench user `userId` a business package for a day (5,000 export rows a month) and clears
 * this month's counted rows, so an export row starts from a full allowance.
 */
export async function grantBenchExportAllowance(db: Db, userId: string, now = new Date()): Promise<void> {
  await db.insert(premiumEntitlements).values({
    userId,
    packageKey: 'business-yearly',
    startsAt: now,
    endsAt: new Date(now.getTime() + 86_400_000),
    grantedBy: 'bench',
  });
  await db
    .delete(premiumUsage)
    .where(and(eq(premiumUsage.userId, userId), eq(premiumUsage.month, usageMonth(now))));
}

export async function measureExport(db: Db): Promise<{ seconds: number; rows: number; kilobytes: number }> {
  const userId = await ensureBenchPremiumUser(db, EXPORT_ACCOUNT);
  await grantBenchExportAllowance(db, userId);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-bench-export-'));
  setStorage(new LocalDiskStorage(folder));
  try {
    const ctx = {
      db,
      locale: 'en' as const,
      viewer: {
        userId,
        isAuthenticated: true,
        access: [],
        packages: ['business-yearly'],
        isPremium: true,
        isAdmin: false,
      },
    };
    const started = performance.now();
    const accepted = await startExport(ctx, { filterRules: EMPTY_FILTER, limit: 5000, fileType: 'xlsx' });
    await runExport(db, accepted.id);
    const seconds = (performance.now() - started) / 1000;
    const [row] = await db.select().from(startupExports).where(eq(startupExports.id, accepted.id));
    const bytes = fs.statSync(path.join(folder, row!.storageKey!)).size;
    return { seconds, rows: row!.rowsWritten, kilobytes: Math.round(bytes / 1024) };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
