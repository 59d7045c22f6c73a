/**
 * The growth database of `npm run bench -- --scale 1m` (issue 14 "Growth": "build the
 * 1M-startup benchmark database; by copying is fine"). From the 100k benchmark database it makes
 * `<name>_1m` (PostgreSQL's CREATE DATABASE … TEMPLATE, a file copy) and adds nine copies of
 * every generated startup and of its funding rounds, so filters, sectors, countries and round
 * mixes keep the proportions of the 100k data and each count grows tenfold:
 * - copy k (1–9) of startup `id` gets id `id + k·10,000,000` and seoUrl `<seoUrl>--k` (generated slugs never hold two hyphens in a row); its rounds
 *   get ids `id + k·10,000,000` and point at the copied startup;
 * - the startups' round-summary columns are copied as they are (the rounds are the same), so the
 *   round triggers are not needed: the copy runs with `session_replication_role = replica`
 *   (no triggers; superuser only, as the local benchmark server's `postgres` is);
 * - the startups' `startup_facets` rows are copied the same way (decision 0017);
 * - round investors, team members and the other child rows are not copied (no measured mix
 *   reads them); `vacuum analyze` at the end gives the planner the new statistics.
 * Input: the 100k database's URL (it must exist and be seeded) and the factor (10 for 1m).
 * Output: the URL of the scaled database, made once and reused while it holds the expected count.
 * Throws the database's error (a half-made copy is dropped first on the next run).
 */
import postgres from 'postgres';

const ID_STEP = 10_000_000;

export async function ensureScaledDatabase(baseUrl: string, factor: number, suffix: string): Promise<string> {
  const base = new URL(baseUrl);
  const baseName = base.pathname.slice(1);
  const name = `${baseName}_${suffix}`;
  const scaled = new URL(baseUrl);
  scaled.pathname = `/${name}`;
  const adminUrl = new URL(baseUrl);
  adminUrl.pathname = '/postgres';
  const admin = postgres(adminUrl.toString(), { max: 1, onnotice: () => undefined });
  try {
    const source = postgres(baseUrl, { max: 1, onnotice: () => undefined });
    const [{ generated }] = await source<[{ generated: number }]>`
      select count(*)::int as generated from startups where source = 'generated'`;
    const [{ total: baseTotal }] = await source<
      [{ total: number }]
    >`select count(*)::int as total from startups`;
    await source.end();
    const expected = baseTotal + generated * (factor - 1);
    const exists = (await admin`select 1 from pg_database where datname = ${name}`).length > 0;
    if (exists) {
      const db = postgres(scaled.toString(), { max: 1, onnotice: () => undefined });
      const [{ total }] = await db<[{ total: number }]>`select count(*)::int as total from startups`;
      await db.end();
      if (total === expected) return scaled.toString();
      await admin.unsafe(`drop database "${name}" with (force)`);
    }
    console.log(`Copying ${baseName} into ${name}: ${generated} generated startups × ${factor - 1} more…`);
    const started = performance.now();
    // The template must have no other connections while it is copied.
    await admin.unsafe(`create database "${name}" template "${baseName}"`);
    const db = postgres(scaled.toString(), { max: 1, onnotice: () => undefined });
    try {
      await db.unsafe('set session_replication_role = replica');
      const columns = async (table: string) =>
        (
          await db<Array<{ column_name: string }>>`
            select column_name from information_schema.columns
            where table_schema = 'public' and table_name = ${table} order by ordinal_position`
        ).map((c) => c.column_name);
      const list = (names: string[], expr: (n: string) => string) =>
        names.map((n) => `${expr(n)} as "${n}"`).join(', ');
      const startupColumns = await columns('startups');
      await db.unsafe(`
        insert into startups (${startupColumns.map((n) => `"${n}"`).join(', ')})
        select ${list(startupColumns, (n) =>
          n === 'id' ? `s.id + k * ${ID_STEP}` : n === 'seo_url' ? `s.seo_url || '--' || k` : `s."${n}"`,
        )}
        from startups s cross join generate_series(1, ${factor - 1}) k
        where s.source = 'generated'`);
      console.log(`  startups copied (${((performance.now() - started) / 1000).toFixed(0)} s)`);
      const roundColumns = await columns('funding_rounds');
      await db.unsafe(`
        insert into funding_rounds (${roundColumns.map((n) => `"${n}"`).join(', ')})
        select ${list(roundColumns, (n) =>
          n === 'id'
            ? `f.id + k * ${ID_STEP}`
            : n === 'startup_id'
              ? `f.startup_id + k * ${ID_STEP}`
              : `f."${n}"`,
        )}
        from funding_rounds f join startups s on s.id = f.startup_id and s.source = 'generated'
        cross join generate_series(1, ${factor - 1}) k`);
      console.log(`  funding rounds copied (${((performance.now() - started) / 1000).toFixed(0)} s)`);
      // The list's filter table (decision 0017): its rows carry no ids but the startup's, and the
      // keys of the copied rounds are the original's.
      const facetColumns = await columns('startup_facets');
      await db.unsafe(`
        insert into startup_facets (${facetColumns.map((n) => `"${n}"`).join(', ')})
        select ${list(facetColumns, (n) => (n === 'startup_id' ? `f.startup_id + k * ${ID_STEP}` : `f."${n}"`))}
        from startup_facets f join startups s on s.id = f.startup_id and s.source = 'generated'
        cross join generate_series(1, ${factor - 1}) k`);
      console.log(`  filter rows copied (${((performance.now() - started) / 1000).toFixed(0)} s)`);
      for (const table of ['startups', 'funding_rounds']) {
        await db.unsafe(
          `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
        );
      }
      await db.unsafe('vacuum analyze');
    } finally {
      await db.end();
    }
    console.log(`  ${name} ready in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    return scaled.toString();
  } finally {
    await admin.end();
  }
}
