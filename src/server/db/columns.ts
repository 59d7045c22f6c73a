/** Column helpers shared by the module schemas. */
import { sql } from 'drizzle-orm';
import { integer } from 'drizzle-orm/pg-core';

/** A non-null integer array column defaulting to `{}` (reference or row ids; GIN-indexable). */
export const intArray = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::int[]`);
