/**
 * The live event stream of the signed-in user (issue 15 §3-§4; decision 0019): `GET
 * /api/v2/events`, Server-Sent Events over pg_notify on atlas_live (src/server/live-events.ts:
 * in-process on PGlite, across processes on PostgreSQL). Events: `counts` (`{ messages,
 * notifications }`, header-counts.ts) first and after each change, then `message`, `read` and
 * `notification` as they happen, and `ping` after 20 s of silence.
 * @throws UnauthorizedError (401) without a signed-in viewer.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { apiCtx, createRouter } from '@/server/api/router';
import { errorEnvelope, json } from '@/server/api/envelope';
import { UnauthorizedError } from '@/server/errors';
import { getDb, getDbHandle } from '@/server/db/client';
import { listenLive, subscribeLive, type LiveEvent } from '@/server/live-events';
import { headerCounts } from './header-counts';

const tags = ['Notifications'];

/** The `counts` event's data, read from the process-wide database at each event. */
const countsOf = async (userId: string) => JSON.stringify(await headerCounts(await getDb(), userId));

export const liveEventsApi = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/api/v2/events',
    tags,
    summary:
      'Live events of the signed-in user (Server-Sent Events): `counts` first and after each change, `message`, `read`, `notification`',
    responses: {
      200: { content: { 'text/event-stream': { schema: z.string() } }, description: 'An event stream' },
      401: { ...json(errorEnvelope), description: "'You have to login to send a message / apply.'" },
    },
  }),
  async (c) => {
    const ctx = await apiCtx(c);
    const userId = ctx.viewer.userId;
    if (!userId) throw new UnauthorizedError();
    await listenLive(await getDbHandle());
    c.header('Cache-Control', 'no-cache, no-transform');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const queue: LiveEvent[] = [];
      let wake: (() => void) | undefined;
      const unsubscribe = subscribeLive(userId, (event) => {
        queue.push(event);
        wake?.();
      });
      stream.onAbort(() => {
        unsubscribe();
        wake?.();
      });
      await stream.writeSSE({ event: 'counts', data: await countsOf(userId) });
      while (!stream.aborted && !stream.closed) {
        if (!queue.length)
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, 20_000);
          });
        wake = undefined;
        if (stream.aborted || stream.closed) break;
        if (!queue.length) {
          await stream.writeSSE({ event: 'ping', data: '' });
          continue;
        }
        for (const event of queue.splice(0))
          await stream.writeSSE({ event: event.type, data: JSON.stringify(event.data) });
        await stream.writeSSE({ event: 'counts', data: await countsOf(userId) });
      }
      unsubscribe();
    });
  },
);
