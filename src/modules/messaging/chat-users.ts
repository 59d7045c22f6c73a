/**
 * The two users of a conversation (issue 15 §3; dashboard-and-operations §3 "Message:
 * conversation with another user identified by seoUrl"): a user as the messaging screens show
 * them, found by their profile's seoUrl, and a pair of user ids in the order the `conversations`
 * table keeps them (`user_low` < `user_high`, compared as text).
 *
 * @throws NotFoundError 'message.user_not_found' for an unknown seoUrl.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { NotFoundError } from '@/server/errors';
import { users } from '@/modules/identity/schema';
import { profiles } from '@/modules/profiles/schema';
import { listedCondition } from '@/modules/profiles/listing';

/** A user as the messaging screens show them. */
export interface ChatUser {
  userId: string;
  name: string;
  surname: string;
  seoUrl: string;
  photoUrl: string | null;
  /** They chose to be listed, so their talent page exists (profiles/listing.ts). */
  listed: boolean;
}

/** The pair `a`, `b` as a conversation row holds it: `{ low, high }`. */
export const pair = (a: string, b: string) => (a < b ? { low: a, high: b } : { low: b, high: a });

/** The user whose profile has `seoUrl`. @throws NotFoundError 'message.user_not_found'. */
export async function userBySeoUrl(db: Db, seoUrl: string): Promise<ChatUser> {
  const [row] = await db
    .select({
      userId: users.id,
      name: users.name,
      surname: users.surname,
      seoUrl: profiles.seoUrl,
      photo: profiles.photo,
      image: users.image,
      listed: sql<boolean>`${listedCondition()}`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.seoUrl, seoUrl));
  if (!row) throw new NotFoundError('message.user_not_found');
  return {
    userId: row.userId,
    name: row.name,
    surname: row.surname,
    seoUrl: row.seoUrl,
    photoUrl: row.photo?.pP_64 ?? row.image ?? null,
    listed: row.listed,
  };
}
