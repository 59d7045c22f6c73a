/**
 * `npm run purge-accounts`: purges the accounts whose deletion was requested 14 days ago or
 * more (spec §4 "Account deletion"). The server does this at start and hourly; this script is
 * for cron on installations that run it elsewhere. Stop the server first with the embedded database.
 */
import './load-env';
import { purgeDueAccounts } from '@/modules/identity/deletion';
import { openDbOrExit } from './open-db';

const handle = await openDbOrExit();
try {
  const { purged, hiddenStartups } = await purgeDueAccounts(handle.db);
  console.log(
    `Purged ${purged.length} account(s); hid ${hiddenStartups.length} startup(s) left without an owner.`,
  );
} finally {
  await handle.close();
}
