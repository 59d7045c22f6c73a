/**
 * Long work that shares the event loop with requests: reading and writing spreadsheets, which in
 * one stretch would hold up every other request of the process (health checks waited seconds).
 * Such work calls a yielder between small steps; it gives the loop back once its time slice is
 * used up, so other callbacks wait at most about one slice.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';

/** Milliseconds of work between two turns of the event loop. */
export const TIME_SLICE_MS = 5;

/**
 * A yielder: `await yielder()` after each small step returns at once while the slice lasts, and
 * otherwise waits for the next turn of the event loop (I/O and timers run meanwhile).
 * @param sliceMs the slice, milliseconds (default {@link TIME_SLICE_MS}).
 */
export function createYielder(sliceMs = TIME_SLICE_MS): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await nextTurn();
    since = performance.now();
  };
}

/** Characters handed to a consumer at once: a few milliseconds of XML or CSV parsing. */
const PIECE = 64 * 1024;

/**
 * Feeds the UTF-8 text of `stream` to `write` in pieces of at most 64 Ki characters, yielding to
 * the event loop between pieces when the time slice is used up. A piece never ends inside a
 * surrogate pair or a multi-byte character.
 * @throws whatever `stream` emits as an error, or `write` throws.
 */
export async function feedText(
  stream: Readable,
  write: (text: string) => void,
  yielder = createYielder(),
): Promise<void> {
  const decoder = new StringDecoder('utf8');
  const give = async (text: string) => {
    for (let start = 0; start < text.length;) {
      let end = Math.min(text.length, start + PIECE);
      const last = text.charCodeAt(end - 1);
      if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
      write(text.slice(start, end));
      start = end;
      await yielder();
    }
  };
  for await (const chunk of stream) await give(decoder.write(chunk as Buffer));
  await give(decoder.end());
}
