/**
 * Global search for `npm run bench` (issue 18 §4 "Search speed: p95 ≤ 30 ms in the database for
 * the global search at 100k startups plus 100k people").
 *
 * - `ensureBenchPeople(db, count)`: tops the benchmark database up to `count` verified people
 *   (users + profiles, ids `bench-person-N`) with Turkish names and titles built from word lists
 *   in one INSERT … SELECT each, their folded search text computed as src/lib/text
 *   normalizeSearchText does (Turkish letters to ASCII, lower case). Idempotent.
 * - `measureGlobalSearch(ctx, runs)`: `runs` header searches (src/modules/search/global-search
 *   globalSearch: six kinds, grouped) over a mix of 2- to 8-character terms, prefixes and
 *   substrings, with and without Turkish letters. Output: `{ p50, p95, p99 }` in ms.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type { Ctx } from '@/server/context';
import { rowsOf } from '@/server/db/rows';
import { globalSearch } from '@/modules/search/global-search';
import { percentile } from './bench-load';

const FIRST = [
  'Ayşe',
  'Mehmet',
  'Zeynep',
  'Ömer',
  'Elif',
  'Çağrı',
  'İsmail',
  'Şule',
  'Gökhan',
  'Ülkü',
  'Deniz',
  'Burak',
];
const LAST = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Öztürk',
  'Aydın',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Güneş',
  'Erdoğan',
];
const TITLE = [
  'Yazılım geliştirici',
  'Kurucu ortak',
  'Ürün yöneticisi',
  'Veri bilimci',
  'Tasarımcı',
  'Şirket avukatı',
];
const FOLD = sql.raw(`'ÇçĞğİıÖöŞşÜüÂâÎîÛû', 'ccggiioossuuaaiiuu'`);

export async function ensureBenchPeople(db: Db, count: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM users WHERE id LIKE 'bench-person-%'`),
  );
  const have = row?.n ?? 0;
  if (have >= count) return have;
  const arr = (words: string[]) =>
    sql`ARRAY[${sql.join(
      words.map((w) => sql`${w}`),
      sql`, `,
    )}]::text[]`;
  // The i-th person: a first name, a surname and a title from the lists, with a number to make names varied.
  const person = sql`SELECT g AS i,
      (${arr(FIRST)})[1 + g % ${FIRST.length}] AS name,
      (${arr(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}] || CASE WHEN g % 3 = 0 THEN '' ELSE ' ' || (g % 997)::text END AS surname,
      (${arr(TITLE)})[1 + g % ${TITLE.length}] AS title
    FROM generate_series(${have + 1}::int, ${count}::int) AS g`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`INSERT INTO users (id, name, surname, email, email_verified)
      SELECT 'bench-person-' || i, name, surname, 'bench-person-' || i || '@example.com', true FROM (${person}) p`);
    await tx.execute(sql`INSERT INTO profiles (user_id, seo_url, title, search_text)
      SELECT 'bench-person-' || i, 'bench-person-' || i, title,
        btrim(regexp_replace(lower(translate(name || ' ' || surname || ' ' || title, ${FOLD})), '[^a-z0-9]+', ' ', 'g'))
      FROM (${person}) p`);
  });
  await db.execute(sql`ANALYZE users`);
  await db.execute(sql`ANALYZE profiles`);
  return count;
}

export async function measureGlobalSearch(
  ctx: Ctx,
  runs = 300,
): Promise<{ p50: number; p95: number; p99: number }> {
  const terms = [
    'ay',
    'sirket',
    'şirket',
    'yilmaz',
    'dropbox',
    'odeme',
    'teknopark',
    'istanbul',
    'kurucu',
    'ai',
    'cloud',
    'lojistik',
  ];
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await globalSearch(ctx, terms[i % terms.length]!);
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}
