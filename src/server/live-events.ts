/**
 * Live events to signed-in users across server processes (issue 15 §1 "Events across
 * processes", §3 "Live"): a new message, a new notification, a changed unread count. A writer
 * publishes with {@link publishLive} — `pg_notify` on the channel `atlas_live`, inside its
 * transaction, so the event leaves only when the data it announces is committed; every server
 * process LISTENs once (on its process database handle: PostgreSQL's listening connection, or the
 * embedded database's own session) and hands each event to the subscriptions of its user
 * (the Server-Sent Events streams of `GET /api/v2/events`).
 *
 * Payloads are small (ids and counts; PostgreSQL caps a notification at 8000 bytes): a client
 * that needs the message text fetches it. Delivery is at most once; a client that reconnects
 * reloads its counts, so nothing it shows stays wrong.
 */
import { sql } from 'drizzle-orm';
import type { Db, DbHandle } from './db/client';

export const LIVE_CHANNEL = 'atlas_live';

/** One event for one user. `type`: what changed; `data`: ids and counts only. */
export interface LiveEvent {
  userId: string;
  type: 'message' | 'read' | 'notification' | 'export';
  data: Record<string, string | number | null>;
}

type Listener = (event: LiveEvent) => void;
interface LiveHub {
  byUser: Map<string, Set<Listener>>;
  listening?: Promise<unknown>;
}
// On globalThis: the server script and Next's bundles load their own copies of this module.
const globalForLive = globalThis as unknown as { __atlasLive?: LiveHub };
const hub: LiveHub = (globalForLive.__atlasLive ??= { byUser: new Map() });

/**
 * Publishes `events` through `db` (inside the writer's transaction when it is one: they leave on
 * commit). Input: events of at most a few hundred bytes each. @throws the database error.
 */
export async function publishLive(db: Db, events: LiveEvent[]): Promise<void> {
  for (const event of events)
    await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`);
}

/**
 * Starts this process's LISTEN on `handle` (once; later calls return the first start).
 * @throws the database error of LISTEN.
 */
export function listenLive(handle: DbHandle): Promise<unknown> {
  hub.listening ??= handle.listen(LIVE_CHANNEL, (payload) => {
    let event: LiveEvent;
    try {
      event = JSON.parse(payload) as LiveEvent;
    } catch {
      return;
    }
    for (const listener of hub.byUser.get(event.userId) ?? []) listener(event);
  });
  return hub.listening;
}

/** Calls `listener` with each live event of `userId` in this process until the returned function runs. */
export function subscribeLive(userId: string, listener: Listener): () => void {
  const set = hub.byUser.get(userId) ?? new Set();
  set.add(listener);
  hub.byUser.set(userId, set);
  return () => {
    set.delete(listener);
    if (!set.size) hub.byUser.delete(userId);
  };
}

/** Subscriptions open in this process (tests, diagnostics). */
export function liveSubscriberCount(): number {
  let n = 0;
  for (const set of hub.byUser.values()) n += set.size;
  return n;
}
