/** Column helpers shared by the module schemas. */
import { sql } from 'drizzle-orm';
import { integer, timestamp } from 'drizzle-orm/pg-core';

/** A non-null integer array column defaulting to `{}` (reference or row ids; GIN-indexable). */
export const intArray = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::int[]`);

/** A `timestamp with time zone` column read as a JS Date (every stored time is UTC). */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
