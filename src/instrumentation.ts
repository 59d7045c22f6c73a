/**
 * Runs once when the server starts: opens the database so that a second server on the same
 * embedded data folder stops at once with the lock message instead of failing per request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./instrumentation-node');
}
