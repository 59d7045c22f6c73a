/**
 * Runs once when the server starts: opens the database so that a second server on the same
 * embedded data folder stops at once with the lock message instead of failing per request.
 */
import { nextRuntime } from './server/env';

export async function register() {
  if (nextRuntime.isNode()) await import('./instrumentation-node');
}
