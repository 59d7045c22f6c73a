/**
 * A worker of the data-add tool in a process of its own, for the kill -9 test of
 * tests/integration/data-add-tool.test.ts: opens the PostgreSQL database IMPORT_DB_URL, reads
 * files from UPLOAD_DIR, starts this process's queue workers as a server does (the lease, expiry
 * check and polling of production unless IMPORT_LEASE_SECONDS / IMPORT_EXPIRY_CHECK_SECONDS /
 * IMPORT_POLL_SECONDS say otherwise) and works the queued `import-run` job of run IMPORT_RUN_ID
 * slowly — inside each row's transaction, after its writes, it prints `row N` and waits
 * IMPORT_ROW_DELAY_MS before going on — so the test can SIGKILL it while a batch is open and its
 * job is held. Prints `finished` when the run is no longer queued or running.
 */
import { eq } from 'drizzle-orm';
import { openPostgres } from '@/server/db/client';
import { JOB_HANDLERS, startWorkers, stopWorkers } from '@/server/workers';
import { runImportJob } from '@/modules/imports/run';
import { importRuns } from '@/modules/imports/schema';

const handle = await openPostgres(process.env.IMPORT_DB_URL!, 3);
const delay = Number(process.env.IMPORT_ROW_DELAY_MS ?? 300);
const runId = Number(process.env.IMPORT_RUN_ID);
const seconds = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);

JOB_HANDLERS['import-run'] = async (db, data, job) => {
  await runImportJob(db, (data as { runId: number }).runId, {
    signal: job?.signal,
    hooks: {
      inRowTransaction: async (rowNumber) => {
        process.stdout.write(`row ${rowNumber}\n`);
        await new Promise((resolve) => setTimeout(resolve, delay));
      },
    },
  });
};
await startWorkers(handle, {
  leaseSeconds: seconds('IMPORT_LEASE_SECONDS'),
  expiryCheckSeconds: seconds('IMPORT_EXPIRY_CHECK_SECONDS'),
  pollingIntervalSeconds: seconds('IMPORT_POLL_SECONDS') ?? 0.5,
});
for (;;) {
  const [run] = await handle.db
    .select({ status: importRuns.status })
    .from(importRuns)
    .where(eq(importRuns.id, runId));
  if (!run || !['queued', 'running'].includes(run.status)) break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}
process.stdout.write('finished\n');
await stopWorkers();
await handle.close();
