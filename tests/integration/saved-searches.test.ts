/**
 * Saved searches and their alerts (issue 18 §5 "save any startup, talent or job filter; an e-mail
 * alert (daily or weekly, through the queue) when new entries match; manage and unsubscribe";
 * tests "saved-search alert sends once per new match") against the database: a filter is kept
 * canonically; limits and owner-only rules over HTTP in English and Turkish; a premium filter
 * needs a package; the alert mails each new match once, in the owner's language, only when due;
 * a talent search alerts on a new talent, a job search on a new open job (not an expired one);
 * the mail's unsubscribe link stops the alert.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, privateOutbox, signedInCookie } from '../helpers/api';
import { ctxFor, SIGNED_IN_VIEWER } from '../helpers/db';

privateOutbox();
const testDb = apiTestDb({ reference: true });
const { TURKEY_ID } = await import('@/modules/reference/seed');
const { typeIdByName } = await import('@/modules/reference/data/type-lists');
const { insertStartupSeeds } = await import('@/modules/startups/bulk-insert');
const { users } = await import('@/modules/identity/schema');
const { profiles } = await import('@/modules/profiles/schema');
const { jobs } = await import('@/modules/jobs/schema');
const { cities } = await import('@/modules/reference/schema');
const { typeId } = await import('@/modules/reference/data/type-list-ids');
const { todayUtc } = await import('@/lib/format');
const { savedSearches, savedSearchMatches } = await import('@/modules/lists/schema');
const saved = {
  ...(await import('@/modules/lists/saved-searches')),
  ...(await import('@/modules/lists/saved-search-alerts')),
};
const { readOutbox } = await import('@/server/mail');
const { runQueuedJobs } = await import('@/server/workers');

type Envelope<T> = { data: T; message: string | null };
const FINTECH = typeIdByName('startupSector', 'Fintech');
const GAMING = typeIdByName('startupSector', 'Gaming');
const DAY = 24 * 3600_000;
let cookie: string;
let ownerId: string;

const owner = () => ctxFor(testDb(), { ...SIGNED_IN_VIEWER, userId: ownerId }, 'tr');
const call = (method: string, path: string, body?: unknown, who = cookie, locale = 'en') =>
  apiRequest(method, path, body, { cookie: who, 'accept-language': locale });
const json = async <T>(res: Response) => (await res.json()) as Envelope<T>;

/** Moves a saved search's last look (or, before the first, its creation) back by `ms`. */
async function lookedAgo(id: number, ms: number) {
  await testDb()
    .db.update(savedSearches)
    .set({ lastCheckedAt: new Date(Date.now() - ms), createdAt: new Date(Date.now() - ms) })
    .where(eq(savedSearches.id, id));
}

/** Sends the queued mails; returns the alert mails sent to `to` so far. */
async function alertsTo(to: string) {
  await runQueuedJobs(testDb().db, 'mail');
  return readOutbox().filter((m) => m.to === to && m.kind === 'saved-search-alert');
}

async function startup(name: string, sectorIds: number[]) {
  await insertStartupSeeds(
    testDb().db,
    [{ startup: { name, tagline: 'Ödemeler', countryId: TURKEY_ID, sectorIds } }] as never,
    new Set(),
  );
}

beforeAll(async () => {
  cookie = await signedInCookie(testDb(), 'arayan@example.com');
  const [me] = await testDb().db.select().from(users).where(eq(users.email, 'arayan@example.com'));
  ownerId = me!.id;
  await testDb().db.update(users).set({ locale: 'tr' }).where(eq(users.id, ownerId));
}, 180_000);

describe('saving a search', () => {
  it('keeps the filter canonically, in any order and without page, sort or view', () => {
    const a = saved.parseSavedQuery('startup', `?country=${TURKEY_ID}&sectors=${FINTECH}&page=3&sort=name`);
    const b = saved.parseSavedQuery('startup', `sectors=${FINTECH}&country=${TURKEY_ID}&view=table`);
    expect(a.canonical).toBe(b.canonical);
    expect(a.canonical).toBe(`sectors=${FINTECH}&country=${TURKEY_ID}`);
    expect(saved.savedSearchHref('startup', a.canonical, 'tr')).toBe(
      `/tr/girisimler/finansal-teknoloji?country=${TURKEY_ID}`,
    );
    expect(saved.savedSearchHref('job', 'q=react', 'en')).toBe('/jobs?q=react');
    expect(saved.parseSavedQuery('talent', 'skill=3001,3002&page=2').canonical).toBe('skill=3001%2C3002');
    expect(() => saved.parseSavedQuery('startup', 'stage=abc')).toThrow(
      expect.objectContaining({ key: 'savedSearches.query_invalid' }),
    );
  });

  it('saves over HTTP for its owner only, with the limits and messages in English and Turkish', async () => {
    const res = await call('POST', '/api/v2/saved-searches', {
      kind: 'startup',
      query: `sectors=${FINTECH}&country=${TURKEY_ID}&page=2`,
      name: '  Türk   fintek ',
    });
    expect(res.status).toBe(200);
    const view = (
      await json<{ id: number; name: string; frequency: string; query: string; href: string }>(res)
    ).data;
    expect(view).toMatchObject({
      name: 'Türk fintek',
      frequency: 'weekly',
      query: `sectors=${FINTECH}&country=${TURKEY_ID}`,
      href: `/startups/fintech?country=${TURKEY_ID}`,
    });
    // Visitors are asked to sign in; another user cannot see, change or delete it.
    expect((await apiRequest('GET', '/api/v2/saved-searches')).status).toBe(401);
    const stranger = await signedInCookie(testDb(), 'baska@example.com');
    expect(
      (await json<unknown[]>(await call('GET', '/api/v2/saved-searches', undefined, stranger))).data,
    ).toEqual([]);
    const patched = await call(
      'PATCH',
      `/api/v2/saved-searches/${view.id}`,
      { frequency: 'daily' },
      stranger,
      'tr',
    );
    expect(patched.status).toBe(404);
    expect((await json(patched)).message).toBe('Böyle bir kayıtlı arama yok.');
    expect((await call('DELETE', `/api/v2/saved-searches/${view.id}`, undefined, stranger)).status).toBe(404);
    // The owner renames it and sets a daily alert.
    const mine = await call('PATCH', `/api/v2/saved-searches/${view.id}`, {
      frequency: 'daily',
      name: 'Fintek',
    });
    expect((await json(mine)).data).toMatchObject({ frequency: 'daily', name: 'Fintek' });
    // Names and queries are checked, in the viewer's language.
    const noName = await call(
      'POST',
      '/api/v2/saved-searches',
      { kind: 'job', query: '', name: ' ' },
      cookie,
      'tr',
    );
    expect(noName.status).toBe(400);
    expect((await json(noName)).message).toBe('Aramaya bir ad verin.');
    const bad = await call('POST', '/api/v2/saved-searches', {
      kind: 'startup',
      query: 'stage=x',
      name: 'x',
    });
    expect((await json(bad)).message).toBe(
      'This filter cannot be saved: open the list again and choose the filter there.',
    );
    // A premium filter needs a package, as on the list itself.
    const premium = await call('POST', '/api/v2/saved-searches', {
      kind: 'startup',
      query: 'incorporated=true',
      name: 'Büyük turlar',
    });
    expect(premium.status).toBe(402);
  });

  it('keeps at most 25 saved searches a user', async () => {
    const ctx = ctxFor(testDb(), { ...SIGNED_IN_VIEWER, userId: 'limit-user' }, 'en');
    await testDb().db.insert(users).values({
      id: 'limit-user',
      name: 'Limit',
      surname: 'User',
      email: 'limit@example.com',
      emailVerified: true,
    });
    for (let n = 0; n < saved.MAX_SAVED_SEARCHES; n += 1)
      await saved.saveSearch(ctx, { kind: 'job', query: `q=rol${n}`, name: `Arama ${n}` });
    await expect(
      saved.saveSearch(ctx, { kind: 'job', query: 'q=fazla', name: 'Fazla' }),
    ).rejects.toMatchObject({
      key: 'savedSearches.too_many',
      params: { max: 25 },
    });
  });
});

describe('alerts', () => {
  it('mails each new match once, in the owner’s language, only when due', async () => {
    const search = await saved.saveSearch(owner(), {
      kind: 'startup',
      query: `sectors=${FINTECH}&country=${TURKEY_ID}`,
      name: 'Türk fintek girişimleri',
      frequency: 'daily',
    });
    // Not due yet: saved a moment ago.
    expect(await saved.runSavedSearchAlerts(testDb().db)).toBe(0);
    await lookedAgo(search.id, 2 * DAY);
    await startup('Bulut Ödeme', [FINTECH]);
    await startup('Oyun Evi', [GAMING]);
    expect(await saved.runSavedSearchAlerts(testDb().db)).toBeGreaterThanOrEqual(1);
    const [mail] = await alertsTo('arayan@example.com');
    expect(mail!.subject).toBe('“Türk fintek girişimleri” kayıtlı aramanıza 1 yeni sonuç');
    expect(mail!.text).toContain('- Bulut Ödeme: http');
    expect(mail!.text).toContain('/tr/girisim/bulut-odeme');
    expect(mail!.text).not.toContain('Oyun Evi');
    expect(mail!.text).toMatch(/\/tr\/kayitli-aramalar\/abonelikten-cik\?token=/);

    // Checked again at once: not due. A day later with nothing new: no mail.
    expect(await saved.runSavedSearchAlerts(testDb().db)).toBe(0);
    // Even a look that reaches back over the same startup does not mail it twice.
    await lookedAgo(search.id, 2 * DAY);
    expect(await saved.runSavedSearchAlerts(testDb().db)).toBe(0);
    expect(await alertsTo('arayan@example.com')).toHaveLength(1);

    // A second new fintech: the next alert names it alone.
    await lookedAgo(search.id, 2 * DAY);
    await startup('Cüzdan Plus', [FINTECH]);
    await saved.runSavedSearchAlerts(testDb().db);
    const mails = await alertsTo('arayan@example.com');
    expect(mails).toHaveLength(2);
    const second = mails.find((m) => m.text.includes('Cüzdan Plus'));
    expect(second!.subject).toBe('“Türk fintek girişimleri” kayıtlı aramanıza 1 yeni sonuç');
    expect(second!.text).not.toContain('Bulut Ödeme');
    const matches = await testDb()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(savedSearchMatches)
      .where(eq(savedSearchMatches.savedSearchId, search.id));
    expect(matches[0]!.n).toBe(2);
  });

  it('alerts a talent search on a new talent, in English for an English owner', async () => {
    const ctx = ctxFor(testDb(), { ...SIGNED_IN_VIEWER, userId: 'recruiter' }, 'en');
    await testDb().db.insert(users).values({
      id: 'recruiter',
      name: 'Rana',
      surname: 'Er',
      email: 'rana@example.com',
      emailVerified: true,
    });
    const search = await saved.saveSearch(ctx, {
      kind: 'talent',
      query: 'q=robotik',
      name: 'Robotics people',
    });
    await lookedAgo(search.id, 8 * DAY);
    await testDb().db.insert(users).values({
      id: 'talent-1',
      name: 'Deniz',
      surname: 'Aydın',
      email: 'deniz@example.com',
      emailVerified: true,
    });
    await testDb().db.insert(profiles).values({
      userId: 'talent-1',
      seoUrl: 'deniz-aydin',
      title: 'Robotik mühendisi',
      isListed: true,
      searchText: 'deniz aydin robotik muhendisi',
    });
    await saved.runSavedSearchAlerts(testDb().db);
    const [mail] = await alertsTo('rana@example.com');
    expect(mail!.subject).toBe('1 new for your saved search “Robotics people”');
    expect(mail!.text).toContain('- Deniz Aydın: http');
    expect(mail!.text).toContain('/talent/deniz-aydin');
  });

  it('alerts a job search on a new open job only, in Turkish for a Turkish owner', async () => {
    await testDb().db.insert(users).values({
      id: 'seeker',
      name: 'Selin',
      surname: 'Koç',
      email: 'selin@example.com',
      emailVerified: true,
      locale: 'tr',
    });
    const ctx = ctxFor(testDb(), { ...SIGNED_IN_VIEWER, userId: 'seeker' }, 'tr');
    const search = await saved.saveSearch(ctx, { kind: 'job', query: 'q=veri', name: 'Veri işleri' });
    await lookedAgo(search.id, 8 * DAY);
    const [employer] = await insertStartupSeeds(
      testDb().db,
      [{ startup: { name: 'Bulut Atölyesi', countryId: TURKEY_ID } }] as never,
      new Set(),
    );
    const [city] = await testDb().db.select({ id: cities.id }).from(cities).limit(1);
    const day = (offset: number) =>
      new Date(Date.parse(`${todayUtc()}T00:00:00Z`) + offset * DAY).toISOString().slice(0, 10);
    const job = (seoUrl: string, title: string, searchText: string, expiresOn: string) => ({
      seoUrl,
      startupId: employer!,
      countryId: TURKEY_ID,
      cityId: city!.id,
      professionId: typeId('profession', 1),
      payPlanId: typeId('payPlan', 1),
      publishedOn: day(0),
      expiresOn,
      title,
      description: 'İstanbul ofisi.',
      searchText,
    });
    await testDb()
      .db.insert(jobs)
      .values([
        job('veri-muhendisi-1', 'Veri Mühendisi', 'veri muhendisi bulut atolyesi', day(30)),
        job('tasarimci-2', 'Ürün Tasarımcısı', 'urun tasarimcisi bulut atolyesi', day(30)),
        job('eski-veri-3', 'Veri Analisti', 'veri analisti', day(-1)),
      ]);
    await saved.runSavedSearchAlerts(testDb().db);
    const mails = await alertsTo('selin@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('“Veri işleri” kayıtlı aramanıza 1 yeni sonuç');
    expect(mails[0]!.text).toContain('- Veri Mühendisi — Bulut Atölyesi: http');
    expect(mails[0]!.text).toContain('/tr/is-ilani/veri-muhendisi-1');
    // The expired job matched the text but is not open; the designer's job did not match.
    expect(mails[0]!.text).not.toContain('Veri Analisti');
    expect(mails[0]!.text).not.toContain('Tasarımcısı');
  });

  it('stops after the mail’s unsubscribe link is used; the search stays saved', async () => {
    const search = await saved.saveSearch(owner(), {
      kind: 'startup',
      query: `sectors=${FINTECH}`,
      name: 'Tüm fintek',
      frequency: 'weekly',
    });
    const [row] = await testDb().db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    const gone = await apiRequest(
      'POST',
      '/api/v2/saved-searches/unsubscribe',
      { token: 'nope' },
      { 'accept-language': 'tr' },
    );
    expect(gone.status).toBe(404);
    expect((await json(gone)).message).toBe('Bu bağlantı artık geçerli değil.');
    const stop = await apiRequest('POST', '/api/v2/saved-searches/unsubscribe', {
      token: row!.unsubscribeToken,
    });
    expect((await json(stop)).data).toEqual({ name: 'Tüm fintek' });
    await lookedAgo(search.id, 8 * DAY);
    await startup('Para Köprüsü', [FINTECH]);
    const before = (await alertsTo('arayan@example.com')).length;
    await saved.runSavedSearchAlerts(testDb().db);
    expect(await alertsTo('arayan@example.com')).toHaveLength(before);
    expect((await saved.mySavedSearches(owner())).find((s) => s.id === search.id)?.frequency).toBe('never');
  });
});
