/**
 * The record of refused attempts (issue 17 §1 banned words and mails; spec dashboard §7
 * `SpammersList`): one `spam_events` row per refusal, written in its own statement — outside
 * the refused write's transaction, so it stays when that is rolled back.
 */
import { createHmac } from 'node:crypto';
import type { Db } from '@/server/db/client';
import { authSecret } from '@/server/env';
import { spamEvents } from './schema';

export type SpamKind = 'banned_word' | 'banned_mail' | 'disposable_mail' | 'rate_limit' | 'captcha';

/** Who made a refused attempt: the signed-in user, else the e-mail given and/or the client's address hash. */
export interface SpamSubject {
  userId?: string | null;
  email?: string | null;
  /** {@link hashClientAddress} of the client's address. */
  clientHash?: string | null;
}

/**
 * A client address as stored in `spam_events.client_hash`: HMAC-SHA-256 under the auth secret,
 * hex, 32 characters (the same address gives the same hash; the address itself is not kept).
 * Empty address → null.
 */
export function hashClientAddress(address: string | null | undefined): string | null {
  const value = (address ?? '').trim();
  if (!value) return null;
  return createHmac('sha256', authSecret()).update(`client:${value}`).digest('hex').slice(0, 32);
}

/**
 * Writes one spam event. `db` must be the process database (not the refused write's
 * transaction). A failure to record is logged, never thrown: the refusal itself must still reach
 * the caller.
 */
export async function recordSpamEvent(
  db: Db,
  kind: SpamKind,
  subject: SpamSubject,
  detail: string,
): Promise<void> {
  try {
    await db.insert(spamEvents).values({
      kind,
      userId: subject.userId ?? null,
      email: subject.email?.trim().toLowerCase().slice(0, 320) || null,
      clientHash: subject.clientHash ?? null,
      detail: detail.slice(0, 500),
    });
  } catch (error) {
    console.error(`[moderation] spam event not recorded: ${(error as Error).message}`);
  }
}
