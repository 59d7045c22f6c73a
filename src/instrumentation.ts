/**
 * Runs once when the server starts: opens the database so that a second server on the same
 * embedded data folder stops at once with the lock message instead of failing per request.
 * The literal `process.env.NEXT_RUNTIME` test is what lets the bundler leave the Node-only
 * code out of the edge bundle, so it cannot go through the env module.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./instrumentation-node');
}
