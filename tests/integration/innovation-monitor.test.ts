/**
 * The innovation-index monitor (issue 18 §6 "/azerbaijan-gii …: a country's startups,
 * organizations, funding by year and sector, and programs … the country a setting, so the same
 * monitor serves any country") and the home page's media items (§6 "discover … media"):
 * - the figures are those of the configured country only (a hidden startup, another country's
 *   startup, a hidden or unapproved organization, a hidden program are left out), funding by
 *   year and sector sums the rounds' USD amounts, a future-dated round is not counted;
 * - it starts on Türkiye; a super admin points it to another country through the home settings
 *   call, an unknown country code is refused in the viewer's language, and the monitor follows at once;
 * - media items need a Turkish title and an https link once they have an English title; empty
 *   slots are dropped; a save without them keeps them (and the monitor's country).
 * @database-engine: runs on PGlite and PostgreSQL: report figures are raw aggregate SQL run in parallel on several connections.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, cookieWithAccess } from '../helpers/api';
import { ctxFor } from '../helpers/db';

const testDb = apiTestDb({ reference: true });
const { eq } = await import('drizzle-orm');
const { TURKEY_ID } = await import('@/modules/reference/seed');
const { typeIdByName, typeIdsOf } = await import('@/modules/reference/data/type-lists');
const { insertStartupSeeds } = await import('@/modules/startups/bulk-insert');
const { createOrganizations } = await import('@/modules/organizations/organizations');
const { organizations, programs } = await import('@/modules/organizations/schema');
const { getInnovationMonitor } = await import('@/modules/reports/innovation-monitor');
const { getHomeData } = await import('@/modules/site/home');
const { HOME_DEFAULTS } = await import('@/modules/site/home-defaults');
const { ANONYMOUS_VIEWER } = await import('@/server/context');

const AZERBAIJAN = 31;
type Envelope<T> = { data: T; message: string | null };
let superAdmin = '';

const put = (body: unknown, locale = 'en') =>
  apiRequest('PUT', '/api/v2/admin/site/home', body, { 'accept-language': locale, cookie: superAdmin });
const monitor = (locale: 'en' | 'tr' = 'en') =>
  getInnovationMonitor(ctxFor(testDb(), ANONYMOUS_VIEWER, locale));

beforeAll(async () => {
  const db = testDb().db;
  const fintech = typeIdByName('startupSector', 'Fintech');
  const health = typeIdByName('startupSector', 'Health tech');
  await insertStartupSeeds(
    db,
    [
      {
        startup: {
          name: 'Bakı Ödəniş',
          countryId: AZERBAIJAN,
          sectorIds: [fintech],
          foundationDate: '2019-03-01',
        },
        rounds: [
          { announcedDate: '2021-05-10', amount: 1_000_000, amountCurrency: 'USD', investorIds: [] },
          { announcedDate: '2023-02-01', amount: 2_500_000, amountCurrency: 'USD', investorIds: [] },
          // Dated in the future: not counted yet.
          { announcedDate: '2999-01-01', amount: 9_000_000, amountCurrency: 'USD', investorIds: [] },
        ],
      },
      {
        startup: {
          name: 'Gəncə Sağlıq',
          countryId: AZERBAIJAN,
          sectorIds: [health],
          foundationDate: '2021-06-01',
        },
        rounds: [{ announcedDate: '2023-09-01', amount: null, amountCurrency: 'USD', investorIds: [] }],
      },
      { startup: { name: 'Gizli Bakı', countryId: AZERBAIJAN, sectorIds: [fintech], isVisible: false } },
      {
        startup: { name: 'İstanbul Ödeme', countryId: TURKEY_ID, sectorIds: [fintech] },
        rounds: [{ announcedDate: '2022-01-01', amount: 4_000_000, amountCurrency: 'USD', investorIds: [] }],
      },
    ] as never,
    new Set(),
  );
  const [park, vc, hidden, pending] = await createOrganizations(db, [
    {
      name: 'Bakı Texnoparkı',
      typeId: typeIdByName('organizationType', 'Science park'),
      countryId: AZERBAIJAN,
    },
    {
      name: 'Xəzər Ventures',
      typeId: typeIdByName('organizationType', 'Venture capital'),
      countryId: AZERBAIJAN,
    },
    { name: 'Gizli Mərkəz', typeId: typeIdByName('organizationType', 'Science park'), countryId: AZERBAIJAN },
    {
      name: 'Bekleyen Mərkəz',
      typeId: typeIdByName('organizationType', 'Incubation center'),
      countryId: AZERBAIJAN,
    },
  ]);
  await createOrganizations(db, [
    {
      name: 'Ankara Teknokent',
      typeId: typeIdByName('organizationType', 'Science park'),
      countryId: TURKEY_ID,
    },
  ]);
  await db.update(organizations).set({ isVisible: false }).where(eq(organizations.id, hidden!));
  await db.update(organizations).set({ isApproved: false }).where(eq(organizations.id, pending!));
  const programType = typeIdsOf('programType')[0]!;
  await db.insert(programs).values([
    {
      organizationId: park!,
      seoUrl: 'baki-acik',
      name: 'Bakı Hızlandırma',
      typeId: programType,
      applyEndDate: '2999-12-31',
    },
    {
      organizationId: vc!,
      seoUrl: 'xezer-kapali',
      name: 'Xəzər Seed',
      typeId: programType,
      applyEndDate: '2020-01-31',
    },
    {
      organizationId: park!,
      seoUrl: 'baki-gizli',
      name: 'Gizli Program',
      typeId: programType,
      isVisible: false,
    },
    { organizationId: hidden!, seoUrl: 'gizli-merkez', name: 'Gizli Merkez Programı', typeId: programType },
  ]);
  superAdmin = await cookieWithAccess(testDb(), 'monitor.root@example.com', 'admin');
}, 180_000);

describe('innovation-index monitor', () => {
  it('starts on Türkiye, whose data the platform holds', async () => {
    const m = await monitor('tr');
    expect(m.countryId).toBe(TURKEY_ID);
    expect(m.figures.country.tr).toBe('Türkiye');
    expect(m.figures.startups).toBe(1);
    expect(m.figures.fundingUsd).toBe(4_000_000);
    expect(m.organizations).toBe(1);
    expect(m.programs).toBe(0);
  });

  it('refuses a code that is no country, in the viewer’s language, and keeps the country', async () => {
    const unknown = await put({ ...HOME_DEFAULTS, monitorCountryId: 999 }, 'tr');
    expect(unknown.status).toBe(400);
    const fields = ((await unknown.json()) as { data: { fields: Record<string, string> } }).data.fields;
    expect(fields).toEqual({ monitorCountryId: 'Bu alan geçerli değil.' });
    expect((await monitor()).countryId).toBe(TURKEY_ID);
  });

  it("follows the country a super admin sets and counts that country's public startups, rounds, organizations and programs only", async () => {
    const saved = await put({ ...HOME_DEFAULTS, monitorCountryId: AZERBAIJAN });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as Envelope<{ monitorCountryId: number }>).data.monitorCountryId).toBe(
      AZERBAIJAN,
    );
    const m = await monitor();
    expect(m.countryId).toBe(AZERBAIJAN);
    expect(m.figures.country.en).toBe('Azerbaijan');
    expect(m.figures.startups).toBe(2);
    expect(m.figures.rounds).toBe(3);
    expect(m.figures.fundingUsd).toBe(3_500_000);
    expect(m.figures.fundedStartups).toBe(2);
    expect(m.figures.fundingByYear).toEqual([
      { year: 2021, rounds: 1, fundingUsd: 1_000_000 },
      { year: 2022, rounds: 0, fundingUsd: 0 },
      { year: 2023, rounds: 2, fundingUsd: 2_500_000 },
    ]);
    expect(m.figures.foundingYears).toEqual([
      { year: 2019, startups: 1 },
      { year: 2020, startups: 0 },
      { year: 2021, startups: 1 },
    ]);
    expect(m.figures.sectorsByFunding.top.map((g) => [g.label?.en, g.fundingUsd])).toEqual([
      ['Fintech', 3_500_000],
    ]);
    expect(m.figures.sectorsByStartups.top.map((g) => g.label?.en).sort()).toEqual([
      'Fintech',
      'Health tech',
    ]);
    expect(m.organizations).toBe(2);
    expect(m.organizationTypes.map((o) => [o.label.en, o.organizations]).sort()).toEqual([
      ['Science park', 1],
      ['Venture capital', 1],
    ]);
    expect(m.programs).toBe(2);
    expect(m.openPrograms).toBe(1);
    expect(m.programList.map((p) => [p.name, p.isOpen])).toEqual([
      ['Bakı Hızlandırma', true],
      ['Xəzər Seed', false],
    ]);
    expect((await monitor('tr')).figures.country.tr).toBe('Azerbaycan');
  });
});

describe('home page media', () => {
  it('needs a Turkish title and an https link for a filled item, drops empty slots and keeps them when not sent', async () => {
    const item = {
      titleEn: 'How Baku startups raise seed rounds',
      titleTr: 'Bakü girişimleri tohum yatırımını nasıl topluyor',
      outlet: 'Ekosistem Bülteni',
      url: 'https://news.example.org/baku-seed',
      publishedOn: '2026-10-05',
    };
    const empty = { titleEn: '', titleTr: '', outlet: '', url: '', publishedOn: '' };
    const bad = await put(
      { ...HOME_DEFAULTS, media: [{ ...item, titleTr: '', url: 'http://news.example.org/x' }] },
      'tr',
    );
    expect(bad.status).toBe(400);
    const fields = ((await bad.json()) as { data: { fields: Record<string, string> } }).data.fields;
    expect(Object.keys(fields).sort()).toEqual(['media.0.titleTr', 'media.0.url']);
    expect(fields['media.0.titleTr']).toBe('Bu alan zorunludur.');

    const saved = await put({
      testimonials: HOME_DEFAULTS.testimonials,
      partners: HOME_DEFAULTS.partners,
      media: [item, empty, empty],
    });
    expect(saved.status).toBe(200);
    const home = await getHomeData(ctxFor(testDb(), ANONYMOUS_VIEWER, 'tr'));
    expect(home.media).toEqual([item]);

    const withoutThem = { testimonials: HOME_DEFAULTS.testimonials, partners: HOME_DEFAULTS.partners };
    expect((await put(withoutThem)).status).toBe(200);
    expect((await getHomeData(ctxFor(testDb(), ANONYMOUS_VIEWER, 'en'))).media).toEqual([item]);
    // …and the monitor's country, set to Azerbaijan above.
    expect((await monitor()).countryId).toBe(AZERBAIJAN);
  });
});
