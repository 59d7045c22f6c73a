/**
 * Periodic jobs of the server process. A job's state lives in the database (for example
 * `users.deletion_requested_at`), so nothing is lost on restart: each job runs once at start
 * and then every `everyMs`. Errors are logged and the next run tries again.
 */
const timers = new Map<string, NodeJS.Timeout>();

/** Runs `run` now and every `everyMs` milliseconds (once per name and process). */
export function scheduleJob(name: string, everyMs: number, run: () => Promise<unknown>): void {
  if (timers.has(name)) return;
  const tick = () =>
    run().catch((error: unknown) => console.error(`[job ${name}]`, (error as Error).message ?? error));
  void tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  timers.set(name, timer);
}
