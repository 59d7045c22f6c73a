/** People service: founders and mentors who are not users (imported or generated). */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { insertInChunks } from '@/server/db/batch';
import { uniqueSlug } from '@/lib/text';
import { people } from './schema';

export interface NewPerson {
  name: string;
  surname: string;
  gender?: string | null;
}

/** Creates people with unique seoUrls; returns their ids in input order. */
export async function createPeople(db: Db, rows: NewPerson[], takenSlugs?: Set<string>): Promise<number[]> {
  if (rows.length === 0) return [];
  const taken = takenSlugs ?? (await loadTakenPeopleSlugs(db));
  const values = rows.map((r) => ({
    name: r.name,
    surname: r.surname,
    gender: r.gender ?? null,
    seoUrl: uniqueSlug(`${r.name} ${r.surname}`, taken),
  }));
  await insertInChunks(db, people, values, 5000);
  const idBySlug = new Map<string, number>();
  const slugs = values.map((v) => v.seoUrl);
  for (let i = 0; i < slugs.length; i += 5000) {
    const chunk = await db
      .select({ id: people.id, seoUrl: people.seoUrl })
      .from(people)
      .where(inArray(people.seoUrl, slugs.slice(i, i + 5000)));
    for (const r of chunk) idBySlug.set(r.seoUrl, r.id);
  }
  return values.map((v) => idBySlug.get(v.seoUrl)!);
}

/** Number of people (home page counts: founders). */
export async function countPeople(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(people);
  return row?.n ?? 0;
}

/** The people seoUrls already taken (pass to createPeople across many calls). */
export async function loadTakenPeopleSlugs(db: Db): Promise<Set<string>> {
  const existing = await db.select({ seoUrl: people.seoUrl }).from(people);
  return new Set(existing.map((r) => r.seoUrl));
}
