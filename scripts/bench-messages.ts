/**
 * Message latency for `npm run bench` (issue 15 "`npm run bench` gains … message send →
 * delivery latency to a connected reader (p95 under 200 ms on one machine)").
 *
 * `measureMessageLatency(origin, senderCookie, readerCookie, count, streamOrigin)`: the reader opens
 * the live event stream (`GET /api/v2/events`, on `streamOrigin`, default `origin`: another
 * process of the same deployment for the two-process row), the sender posts `count` messages one after another
 * (`POST /apiMessage/Message/Post`); for each, the time from the start of the POST to the
 * `message` event on the reader's stream. Output: `{ count, p50, p95, p99, max }` in ms.
 * The server must allow `count` messages a minute (MESSAGE_SEND_LIMIT).
 * @throws when the reader's stream does not open or a message is not delivered within 5 s.
 */
import { percentile } from './bench-load';

export interface LatencyRow {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export async function measureMessageLatency(
  origin: string,
  senderCookie: string,
  readerCookie: string,
  count = 100,
  streamOrigin = origin,
): Promise<LatencyRow> {
  const me = await fetch(`${origin}/api/v2/users/me`, { headers: { cookie: readerCookie } });
  const readerSeoUrl = ((await me.json()) as { data: { seoUrl: string } }).data.seoUrl;
  const stream = await fetch(`${streamOrigin}/api/v2/events`, { headers: { cookie: readerCookie } });
  if (!stream.ok || !stream.body) throw new Error(`bench: the event stream answered ${stream.status}`);
  const reader = stream.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const delivered = new Map<number, number>();
  let wake: (() => void) | undefined;
  const pump = (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) return;
      buffer += decoder.decode(chunk.value);
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        if (!/^event: message$/m.test(block)) continue;
        const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}') as { messageId?: number };
        if (data.messageId) delivered.set(data.messageId, performance.now());
        wake?.();
      }
    }
  })();
  const latencies: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const started = performance.now();
    const res = await fetch(`${origin}/apiMessage/Message/Post`, {
      method: 'POST',
      headers: { cookie: senderCookie, origin, 'content-type': 'application/json' },
      body: JSON.stringify({ receiverSeoUrl: readerSeoUrl, content: `Benchmark message ${n}` }),
    });
    if (!res.ok) throw new Error(`bench: sending message ${n} answered ${res.status}: ${await res.text()}`);
    const { id } = ((await res.json()) as { data: { id: number } }).data;
    const deadline = performance.now() + 5_000;
    while (!delivered.has(id)) {
      if (performance.now() > deadline) throw new Error(`bench: message ${id} not delivered within 5 s`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 50);
      });
    }
    latencies.push(delivered.get(id)! - started);
  }
  await reader.cancel();
  await pump;
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (v: number) => Number(v.toFixed(1));
  return {
    count,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
}
