/**
 * The messages a thread screen holds (dashboard-and-operations §2 `/dashboard/message-detail`):
 * pages of 30 arrive oldest first — the newest page on open and again on each live event, older
 * pages on "Load older" — and are merged into one list without duplicates, oldest first.
 */

/** A message as GET /apiMessage/GetConversation answers it (UTC ISO-8601 times). */
export interface ThreadMessageView {
  id: number;
  body: string;
  fromMe: boolean;
  createdAt: string;
  readAt: string | null;
}

/**
 * `current` and `incoming` as one list ordered by id (the send order), a message present in both
 * taking its `incoming` version (its read time may have changed). Inputs are not changed.
 */
export function mergeMessages(
  current: readonly ThreadMessageView[],
  incoming: readonly ThreadMessageView[],
): ThreadMessageView[] {
  const byId = new Map<number, ThreadMessageView>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The messages of `incoming` that `current` lacks and the other user sent (to announce and mark read). */
export function newFromOther(
  current: readonly ThreadMessageView[],
  incoming: readonly ThreadMessageView[],
): ThreadMessageView[] {
  const known = new Set(current.map((m) => m.id));
  return incoming.filter((m) => !m.fromMe && !known.has(m.id));
}
