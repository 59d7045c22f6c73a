/**
 * Data-change events for the caches of public data (issue 14, decision 0015).
 *
 * Each server process keeps two caches in its own memory: the startup result cache
 * (src/modules/startups/search-cache.ts) and the anonymous page cache (src/server/page-cache.ts).
 * They must empty when any process — another server, a script, an import — changes what they
 * hold. The database tells them: statement-level triggers of migration 0022 send
 * `NOTIFY atlas_data_changed, '<change>'` when a writing transaction commits, and every process
 * listens on its process-wide handle (`watchDataChanges`, called by `getDbHandle`).
 *
 * A change is one of:
 * - `'startups'`: startups, their rounds and child rows — startup results and pages empty;
 * - `'reference'`: reference lists (types, countries, cities …) — those, results and pages;
 * - `'settings'`: premium settings — the settings and pages;
 * - `'pages'`: profiles, organizations, programs, providers, people, users' names and photos,
 *   site texts — rendered pages only;
 * - `'sessions'`: a session or user row changed or went (sign-out, expiry refresh, lock,
 *   deletion) — the cached signed-in viewers (src/server/viewer.ts);
 * - `'access'`: entity access rows or packages — the cached signed-in viewers.
 * - `'moderation'`: banned words or banned mails (src/modules/moderation; sent by their writers
 *   with pg_notify, the tables have no trigger) — those lists only.
 *
 * Caches register with `onDataChange`; a cache that computes a value while a change arrives
 * compares `dataGeneration()` before and after and does not store a value computed from data
 * older than the change.
 */
import type { Db, DbHandle } from './db/client';

export type DataChange =
  'startups' | 'reference' | 'settings' | 'pages' | 'sessions' | 'access' | 'moderation';
const CHANGES: readonly string[] = [
  'startups',
  'reference',
  'settings',
  'pages',
  'sessions',
  'access',
  'moderation',
];
/** The changes that rendered public pages show (sessions and access rows are not on them). */
export const PUBLIC_DATA_CHANGES: ReadonlySet<DataChange> = new Set([
  'startups',
  'reference',
  'settings',
  'pages',
]);

/** The notification channel of migration 0022's triggers. */
export const DATA_CHANGED_CHANNEL = 'atlas_data_changed';

type Listener = (db: Db, change: DataChange) => void;
interface Hub {
  listeners: Map<string, Listener>;
  generation: number;
}
// On globalThis: the server script and Next's bundles load their own copies of this module.
const globalForHub = globalThis as unknown as { __atlasDataChanges?: Hub };
const hub = (globalForHub.__atlasDataChanges ??= { listeners: new Map(), generation: 0 });

/**
 * Registers `listener` under `name`. A second registration under one name replaces the first:
 * a module whose cache lives on globalThis registers under a fixed name (loaded twice, it listens
 * once); a module with a cache of its own per copy adds something unique to the name.
 */
export function onDataChange(name: string, listener: Listener): void {
  hub.listeners.set(name, listener);
}

/**
 * Announces a change of `db`'s public data to this process's caches: bumps the generation and
 * calls every listener. Writers call it after their transaction commits (through
 * `notifyStartupsChanged`), so their own next read is fresh without waiting for the notification.
 */
export function dataChanged(db: Db, change: DataChange): void {
  hub.generation += 1;
  for (const listener of hub.listeners.values()) listener(db, change);
}

/** A number that grows with every change seen by this process (compare before and after a computation). */
export function dataGeneration(): number {
  return hub.generation;
}

/**
 * Listens for the triggers' notifications on `handle` and turns each into `dataChanged`. On
 * (re)connection — when notifications may have been missed — everything is treated as changed.
 * Input: an open handle. Output: the function that stops listening.
 */
export function watchDataChanges(handle: DbHandle): Promise<() => Promise<void>> {
  return handle.listen(
    DATA_CHANGED_CHANNEL,
    (payload) => {
      // An unknown payload (a newer trigger) is treated as the widest change.
      dataChanged(handle.db, CHANGES.includes(payload) ? (payload as DataChange) : 'reference');
    },
    // Listening (again): whatever was missed meanwhile may have changed.
    () => {
      for (const change of CHANGES) dataChanged(handle.db, change as DataChange);
    },
  );
}
