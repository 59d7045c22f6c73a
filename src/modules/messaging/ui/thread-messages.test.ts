import { describe, expect, it } from 'vitest';
import { mergeMessages, newFromOther, type ThreadMessageView } from './thread-messages';

const message = (id: number, fromMe = false, readAt: string | null = null): ThreadMessageView => ({
  id,
  body: `m${id}`,
  fromMe,
  createdAt: `2026-01-01T00:00:${String(id).padStart(2, '0')}Z`,
  readAt,
});

describe('mergeMessages', () => {
  it('puts an older page before the loaded one and a newer page after it, once each', () => {
    const loaded = [message(31), message(32)];
    expect(mergeMessages(loaded, [message(29), message(30)]).map((m) => m.id)).toEqual([29, 30, 31, 32]);
    expect(mergeMessages(loaded, [message(32), message(33)]).map((m) => m.id)).toEqual([31, 32, 33]);
  });

  it('takes the incoming version of a message present in both', () => {
    const merged = mergeMessages([message(5, true)], [message(5, true, '2026-01-02T00:00:00Z')]);
    expect(merged).toEqual([message(5, true, '2026-01-02T00:00:00Z')]);
  });
});

describe('newFromOther', () => {
  it('names the messages of the other user that were not shown yet', () => {
    const shown = [message(1), message(2, true)];
    expect(newFromOther(shown, [message(2, true), message(3, true), message(4)]).map((m) => m.id)).toEqual([
      4,
    ]);
  });
});
