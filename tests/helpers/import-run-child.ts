/**
 * A worker of the data-add tool in a process of its own, for the kill -9 test of
 * tests/integration/data-add-tool.test.ts: opens the PostgreSQL database IMPORT_DB_URL, reads
 * files from UPLOAD_DIR, and works run IMPORT_RUN_ID slowly — inside each row's transaction,
 * after its writes, it prints `row N` and waits IMPORT_ROW_DELAY_MS before the commit — so the
 * test can SIGKILL it while a row's transaction is open.
 */
import { openPostgres } from '@/server/db/client';
import { processImportRun } from '@/modules/imports/run';

const handle = await openPostgres(process.env.IMPORT_DB_URL!, 2);
const delay = Number(process.env.IMPORT_ROW_DELAY_MS ?? 300);
await processImportRun(handle.db, Number(process.env.IMPORT_RUN_ID), {
  hooks: {
    inRowTransaction: async (rowNumber) => {
      process.stdout.write(`row ${rowNumber}\n`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    },
  },
});
process.stdout.write('finished\n');
await handle.close();
