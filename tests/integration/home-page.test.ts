/**
 * The home page's content (issue 18 §6; spec public §2 "/": discover sections, "testimonials (six
 * entries), partners"; §3 "Home data"): the discover sections come from the lists' services
 * (a hidden startup is not there; investors are organizations of investor types, institutions
 * are the others); no sample testimonial (none until an admin adds real ones) and the data
 * sources as partners; the admin call's role matrix (visitor 401; user, source admin, report
 * admin 403; super admin 200); a save takes up to six testimonials, each with both quotes and a
 * name, and https partner links, drops empty testimonial and partner slots, is audited in its
 * transaction and shows at once; errors in the viewer's language. The home data calls of
 * public §7 (statistics, index page, providers, a startup's funding) answer the same data.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, cookieWithAccess } from '../helpers/api';
import { ctxFor } from '../helpers/db';

const testDb = apiTestDb({ reference: true });
const { and, eq } = await import('drizzle-orm');
const { auditLog } = await import('@/modules/access/schema');
const { startups } = await import('@/modules/startups/schema');
const { TURKEY_ID } = await import('@/modules/reference/seed');
const { typeIdByName } = await import('@/modules/reference/data/type-lists');
const { insertStartupSeeds } = await import('@/modules/startups/bulk-insert');
const { createOrganizations } = await import('@/modules/organizations/organizations');
const { getHomeData } = await import('@/modules/site/home');
const { HOME_DEFAULTS } = await import('@/modules/site/home-defaults');
const { ANONYMOUS_VIEWER } = await import('@/server/context');

type Envelope<T> = { data: T; message: string | null };
const audiences = ['visitor', 'user', 'sourceAdmin', 'reportAdmin', 'superAdmin'] as const;
type Audience = (typeof audiences)[number];
const cookies: Partial<Record<Audience, string>> = {};

const cookieWith = (email: string, entityId?: string) => cookieWithAccess(testDb(), email, entityId);

const as = (who: Audience, method: string, body?: unknown, locale = 'en') =>
  apiRequest(method, '/api/v2/admin/site/home', body, {
    'accept-language': locale,
    ...(cookies[who] ? { cookie: cookies[who]! } : {}),
  });

beforeAll(async () => {
  const db = testDb().db;
  await insertStartupSeeds(
    db,
    [
      {
        startup: { name: 'Görünen Girişim', tagline: 'Ödemeler', countryId: TURKEY_ID },
        rounds: [{ announcedDate: '2024-04-01', amount: 750_000, amountCurrency: 'USD', investorIds: [] }],
      },
      { startup: { name: 'Gizli Girişim', isVisible: false } },
    ] as never,
    new Set(),
  );
  await createOrganizations(db, [
    {
      name: 'Boğaziçi Teknopark',
      typeId: typeIdByName('organizationType', 'Science park'),
      countryId: TURKEY_ID,
    },
    {
      name: 'Anadolu Girişim Sermayesi',
      typeId: typeIdByName('organizationType', 'Venture capital'),
      countryId: TURKEY_ID,
    },
  ]);
  cookies.user = await cookieWith('home.user@example.com');
  cookies.sourceAdmin = await cookieWith('home.yc@example.com', 'yc-admin');
  cookies.reportAdmin = await cookieWith('home.rapor@example.com', 'rapor-admin');
  cookies.superAdmin = await cookieWith('home.root@example.com', 'admin');
}, 180_000);

describe('home page content', () => {
  it('shows public startups, institutions and investors apart, no sample testimonial, and the sources as partners', async () => {
    const home = await getHomeData(ctxFor(testDb(), ANONYMOUS_VIEWER, 'tr'));
    expect(home.startups.map((s) => s.name)).toContain('Görünen Girişim');
    expect(home.startups.map((s) => s.name)).not.toContain('Gizli Girişim');
    expect(home.ecosystem.map((o) => o.name)[0]).toBe('Boğaziçi Teknopark');
    expect(home.investors.map((o) => o.name)).toEqual(['Anadolu Girişim Sermayesi']);
    expect(home.testimonials).toEqual([]);
    expect(home.media).toEqual([]);
    expect(home.partners.map((p) => p.name)).toContain('OpenStreetMap contributors (ODbL)');
  });

  it('lets only super admins read and save it: 401 for visitors, 403 for users and other admins', async () => {
    for (const who of audiences) {
      const res = await as(who, 'GET');
      expect(res.status, who).toBe(who === 'visitor' ? 401 : who === 'superAdmin' ? 200 : 403);
      const put = await as(who, 'PUT', HOME_DEFAULTS);
      expect(put.status, `${who} PUT`).toBe(who === 'visitor' ? 401 : who === 'superAdmin' ? 200 : 403);
    }
  });

  it('takes up to six testimonials with both quotes and a name, and https partner links, and saves an audited change', async () => {
    const real = (n: number) => ({
      quoteEn: `We found investor ${n} here.`,
      quoteTr: `${n}. yatırımcımızı burada bulduk.`,
      name: `Kurucu ${n}`,
      roleEn: '',
      roleTr: '',
    });
    const empty = { quoteEn: '', quoteTr: '', name: '', roleEn: '', roleTr: '' };
    const seven = await as('superAdmin', 'PUT', {
      ...HOME_DEFAULTS,
      testimonials: [1, 2, 3, 4, 5, 6, 7].map(real),
    });
    expect(seven.status).toBe(400);
    const testimonials = [real(1), real(2), { ...real(3), quoteTr: ' ', name: '' }, empty];
    const noQuote = await as('superAdmin', 'PUT', { testimonials, partners: [] }, 'tr');
    expect(noQuote.status).toBe(400);
    expect(((await noQuote.json()) as { data: { fields: Record<string, string> } }).data.fields).toEqual({
      'testimonials.2.quoteTr': 'Bu alan zorunludur.',
      'testimonials.2.name': 'Bu alan zorunludur.',
    });
    const http = await as('superAdmin', 'PUT', {
      testimonials: [],
      partners: [{ name: 'Eski Site', url: 'http://example.com' }],
    });
    expect(http.status).toBe(400);

    const changed = [
      empty,
      {
        quoteEn: 'Found our lead investor here.',
        quoteTr: 'Baş yatırımcımızı burada bulduk.',
        name: 'Zeynep Arslan',
        roleEn: '',
        roleTr: '',
      },
      empty,
    ];
    const saved = await as('superAdmin', 'PUT', {
      testimonials: changed,
      partners: [
        { name: 'İstanbul Teknopark', url: 'https://www.istanbulteknopark.com.tr' },
        { name: '', url: '' },
        { name: 'Yerel Ağ', url: '' },
      ],
    });
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as Envelope<{ partners: Array<{ name: string; url: string }> }>;
    expect(body.data.partners).toEqual([
      { name: 'İstanbul Teknopark', url: 'https://www.istanbulteknopark.com.tr' },
      { name: 'Yerel Ağ', url: '' },
    ]);
    const home = await getHomeData(ctxFor(testDb(), ANONYMOUS_VIEWER, 'en'));
    // The empty slots are left out: one testimonial, the one written.
    expect(home.testimonials).toHaveLength(1);
    expect(home.testimonials[0]).toMatchObject({
      name: 'Zeynep Arslan',
      quoteTr: 'Baş yatırımcımızı burada bulduk.',
    });
    const audits = await testDb()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.site.setting'), eq(auditLog.entityId, 'site-setting:home')));
    expect(audits.length).toBeGreaterThanOrEqual(1);
  });
});

describe('home data calls (spec public §7 "Home: statistics, index page data, providers. Funding data")', () => {
  const get = async <T>(path: string, locale = 'en') => {
    const res = await apiRequest('GET', path, undefined, { 'accept-language': locale });
    return { status: res.status, body: (await res.json()) as Envelope<T> };
  };

  it('answers the counts, the home lists and a visible startup’s rounds; a hidden startup is 404', async () => {
    const stats = await get<{
      startups: number;
      fundingRounds: number;
      totalFundingUsd: number;
      openJobs: number;
    }>('/api/v2/home/statistics');
    expect(stats.status).toBe(200);
    expect(stats.body.data).toMatchObject({
      startups: 1,
      fundingRounds: 1,
      totalFundingUsd: 750_000,
      openJobs: 0,
    });

    const index = await get<{
      startups: Array<{ id: number; name: string }>;
      jobs: unknown[];
      talents: unknown[];
    }>('/api/v2/home/index-page', 'tr');
    expect(index.status).toBe(200);
    expect(index.body.data.startups.map((s) => s.name)).toEqual(['Görünen Girişim']);
    expect(index.body.data.jobs).toEqual([]);
    expect((await get<unknown[]>('/api/v2/home/providers')).status).toBe(200);

    const id = index.body.data.startups[0]!.id;
    const funding = await get<
      Array<{ amount: number | null; amountCurrency: string; announcedDate: string }>
    >(`/api/v2/funding/${id}`);
    expect(funding.status).toBe(200);
    expect(funding.body.data).toMatchObject([
      { amount: 750_000, amountCurrency: 'USD', announcedDate: '2024-04-01' },
    ]);
    const [hidden] = await testDb()
      .db.select({ id: startups.id })
      .from(startups)
      .where(eq(startups.name, 'Gizli Girişim'));
    expect((await get(`/api/v2/funding/${hidden!.id}`)).status).toBe(404);
  });
});

describe('stored sample content (migration 0041)', () => {
  it('drops the old sample testimonials and media items and blanks a sample role, keeping what an admin wrote', async () => {
    const fs = await import('node:fs');
    const { sql } = await import('drizzle-orm');
    const { siteSettings } = await import('@/modules/site/schema');
    const sampleRole = (n: number) => ({
      roleEn: `Sample testimonial ${n} — replace it in the admin area`,
      roleTr: `Örnek görüş ${n} — yönetim alanından değiştirin`,
    });
    const zeynep = {
      quoteEn: 'Found our lead investor here.',
      quoteTr: 'Baş yatırımcımızı burada bulduk.',
      name: 'Zeynep Arslan',
      roleEn: 'Founder, fintech startup',
      roleTr: sampleRole(1).roleTr,
    };
    const article = {
      titleEn: 'How Baku startups raise seed rounds',
      titleTr: 'Bakü girişimleri tohum yatırımını nasıl topluyor',
      outlet: 'Ekosistem Bülteni',
      url: 'https://news.example.org/baku-seed',
      publishedOn: '2026-10-05',
    };
    const stored = {
      testimonials: [
        zeynep,
        {
          quoteEn: 'The investor graph shows who invests alongside whom, which no spreadsheet did.',
          quoteTr: 'Yatırımcı grafiği…',
          name: 'Investor',
          ...sampleRole(2),
        },
      ],
      partners: HOME_DEFAULTS.partners,
      media: [
        {
          titleEn: 'Sample media item 1 — replace it in the admin area',
          titleTr: 'Örnek medya içeriği 1 — yönetim alanından değiştirin',
          outlet: 'Startup Atlas News',
          url: 'https://news.example.org/',
          publishedOn: '',
        },
        article,
      ],
      monitorCountryId: 792,
    };
    const db = testDb().db;
    await db
      .insert(siteSettings)
      .values({ key: 'home', value: stored })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: stored } });
    await db.execute(sql.raw(fs.readFileSync('drizzle/0041_home_without_samples.sql', 'utf8')));
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, 'home'));
    expect(row!.value).toEqual({
      ...stored,
      testimonials: [{ ...zeynep, roleTr: '' }],
      media: [article],
    });
  });
});
