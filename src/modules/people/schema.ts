/** People who are not (yet) users: founders and mentors imported or generated as team members. */
import { pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const people = pgTable(
  'people',
  {
    id: serial('id').primaryKey(),
    seoUrl: text('seo_url').notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    gender: text('gender'),
  },
  (t) => [uniqueIndex('people_seo_url_uq').on(t.seoUrl)],
);
