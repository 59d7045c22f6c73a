/**
 * The live event stream of the signed-in user (issue 15 §3-§4; decision 0019): `GET
 * /api/v2/events`, Server-Sent Events over pg_notify on atlas_live (src/server/live-events.ts:
 * in-process on PGlite, across processes on PostgreSQL). Events: `counts` (`{ messages,
 * notifications }`, header-counts.ts) first and after each change, then `message`, `read` and
 * `notification` as they happen, and `ping` after 20 s of silence.
 *
 * The stream ends with its credential (spec P§4 "Authentication"): before each batch of events,
 * and every LIVE_STREAM_RECHECK_SECONDS (≤ 25 s), the session or API key it was opened with is
 * checked in the database; once it is gone (sign-out, revocation, lock, expiry) the stream
 * closes and delivers nothing more, in whichever process it is open. A `sessions` data change
 * (migration 0023's triggers, heard by every process) makes the check come at once.
 * @throws UnauthorizedError (401) without a signed-in viewer.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { apiCtx, createRouter } from '@/server/api/router';
import { errorEnvelope, json } from '@/server/api/envelope';
import { UnauthorizedError } from '@/server/errors';
import { getDb, getDbHandle } from '@/server/db/client';
import { env } from '@/server/env';
import { onDataChange } from '@/server/data-changes';
import { listenLive, subscribeLive, type LiveEvent } from '@/server/live-events';
import { credentialOf, isCredentialValid } from '@/modules/identity/credentials';
import { headerCounts } from './header-counts';

const tags = ['Notifications'];
/** Silence after which a `ping` keeps proxies from closing the stream. */
const PING_MS = 20_000;
/** A credential-change notice makes each stream check at most this often (a burst costs one query). */
const NOTICE_GAP_MS = 1_000;

// The open streams of this process, nudged when a session or user row changed anywhere. Only a
// hint to check sooner: the database check decides, and the periodic check needs no notice.
const globalForStreams = globalThis as unknown as { __atlasLiveStreams?: Set<() => void> };
const openStreams = (globalForStreams.__atlasLiveStreams ??= new Set());
onDataChange('live-event-streams', (_db, change) => {
  if (change === 'sessions') for (const nudge of openStreams) nudge();
});

/** The `counts` event's data, read from the process-wide database at each event. */
const countsOf = async (userId: string) => JSON.stringify(await headerCounts(await getDb(), userId));

export const liveEventsApi = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/api/v2/events',
    tags,
    summary:
      'Live events of the signed-in user (Server-Sent Events): `counts` first and after each change, `message`, `read`, `notification`; the stream closes within 30 s of its session or key ending',
    responses: {
      200: { content: { 'text/event-stream': { schema: z.string() } }, description: 'An event stream' },
      401: { ...json(errorEnvelope), description: "'You have to login to send a message / apply.'" },
    },
  }),
  async (c) => {
    const ctx = await apiCtx(c);
    const userId = ctx.viewer.userId;
    if (!userId) throw new UnauthorizedError();
    const credential = await credentialOf(c.req.raw.headers, ctx.viewer);
    if (!credential) throw new UnauthorizedError();
    await listenLive(await getDbHandle());
    c.header('Cache-Control', 'no-cache, no-transform');
    c.header('X-Accel-Buffering', 'no');
    const recheckMs = env().LIVE_STREAM_RECHECK_SECONDS * 1000;
    return streamSSE(c, async (stream) => {
      const queue: LiveEvent[] = [];
      let wake: (() => void) | undefined;
      let noticed = false;
      let lastCheck = Date.now();
      let lastWrite = Date.now();
      const unsubscribe = subscribeLive(userId, (event) => {
        queue.push(event);
        wake?.();
      });
      const nudge = () => {
        noticed = true;
        wake?.();
      };
      openStreams.add(nudge);
      stream.onAbort(() => {
        unsubscribe();
        wake?.();
      });
      const ended = () => stream.aborted || stream.closed;
      try {
        await stream.writeSSE({ event: 'counts', data: await countsOf(userId) });
        while (!ended()) {
          const now = Date.now();
          const until = Math.min(
            lastCheck + recheckMs,
            lastWrite + PING_MS,
            noticed ? lastCheck + NOTICE_GAP_MS : Infinity,
          );
          if (!queue.length && until > now) {
            await new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, until - now);
              wake = () => {
                clearTimeout(timer);
                resolve();
              };
            });
            wake = undefined;
            continue;
          }
          // Only events queued before a passing check go out: none after the credential ends.
          const batch = queue.splice(0);
          noticed = false;
          lastCheck = Date.now();
          if (!(await isCredentialValid(await getDb(), credential))) break;
          if (ended()) break;
          if (batch.length) {
            for (const event of batch)
              await stream.writeSSE({ event: event.type, data: JSON.stringify(event.data) });
            await stream.writeSSE({ event: 'counts', data: await countsOf(userId) });
            lastWrite = Date.now();
          } else if (Date.now() - lastWrite >= PING_MS) {
            await stream.writeSSE({ event: 'ping', data: '' });
            lastWrite = Date.now();
          }
        }
      } finally {
        openStreams.delete(nudge);
        unsubscribe();
      }
    });
  },
);
