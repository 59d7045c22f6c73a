/** Opens the configured database for a script; a locked embedded database ends the script with its message (exit 1). */
import { DatabaseLockedError, openConfiguredDb, type DbHandle } from '@/server/db/client';

export async function openDbOrExit(): Promise<DbHandle> {
  try {
    return await openConfiguredDb();
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
