/**
 * Premium settings, monthly limits and enterprise seats (issue 3; spec §3 "Premium settings"
 * and "Premium limits", §7 InviteUser/RemoveUser, §8 premium errors, §9 limits).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, ctxFor, viewerOf, type TestDb } from '../helpers/db';
import { users } from '@/modules/identity/schema';
import { grantAccessInternal, grantPackage } from '@/modules/access/access';
import {
  DEFAULT_PREMIUM_SETTINGS,
  getMyPackages,
  getPremiumSettings,
  inviteToPackage,
  recordUsage,
  removeFromPackage,
  updatePremiumSettings,
} from '@/modules/access/premium';
import { searchStartups } from '@/modules/startups/search';
import { getStartup } from '@/modules/startups/detail';
import { startupFilterSchema } from '@/modules/startups/filter';
import { startups } from '@/modules/startups/schema';
import { ANONYMOUS_VIEWER } from '@/server/context';
import { translateError } from '@/server/i18n';

let db: TestDb;
const people = [
  ['root', 'root@atlas.example'],
  ['tradmin', 'tradmin@atlas.example'],
  ['boss', 'boss@acme.com.tr'],
  ['colleague', 'colleague@acme.com.tr'],
  ['colleague2', 'colleague2@acme.com.tr'],
  ['stranger', 'stranger@other.com'],
  ['rich', 'rich@acme.com.tr'],
  ['solo', 'solo@example.com'],
] as const;

beforeAll(async () => {
  db = await createTestDb();
  await db.db
    .insert(users)
    .values(people.map(([id, email]) => ({ id, name: id, email, emailVerified: true })));
  await grantAccessInternal(db.db, { userId: 'root', entityId: 'admin', scopes: ['FULL_ACCESS'] });
  await grantAccessInternal(db.db, { userId: 'tradmin', entityId: 'tr-admin', scopes: ['FULL_ACCESS'] });
  await db.db.insert(startups).values(
    Array.from({ length: 25 }, (_, i) => ({
      name: `Startup ${i}`,
      seoUrl: `startup-${i}`,
      searchText: `startup ${i}`,
    })),
  );
  const root = await as('root');
  await grantPackage(root, { userId: 'boss', packageKey: 'business-yearly', months: 12 });
  await grantPackage(root, { userId: 'rich', packageKey: 'personal-monthly', months: 1 });
  await grantPackage(root, { userId: 'solo', packageKey: 'personal-monthly', months: 1 });
});
afterAll(async () => db?.drop());

const as = async (userId: string | null) =>
  ctxFor(db, userId ? await viewerOf(db, userId) : ANONYMOUS_VIEWER);

describe('premium settings', () => {
  it('start from the defaults: premium on, free startup count 10, every premium filter group gated', async () => {
    expect(await getPremiumSettings(db.db)).toEqual(DEFAULT_PREMIUM_SETTINGS);
    expect(DEFAULT_PREMIUM_SETTINGS.freeStartupCount).toBe(10);
  });

  it('only super admins save them; a source admin and users get 403; bad values are named', async () => {
    const next = { ...DEFAULT_PREMIUM_SETTINGS, freeStartupCount: 5 };
    await expect(updatePremiumSettings(await as('tradmin'), next)).rejects.toMatchObject({ status: 403 });
    await expect(updatePremiumSettings(await as('boss'), next)).rejects.toMatchObject({ status: 403 });
    await expect(updatePremiumSettings(await as(null), next)).rejects.toMatchObject({ status: 401 });
    await expect(
      updatePremiumSettings(await as('root'), {
        ...next,
        filterList: ['stage', 'made-up'],
        freeStartupCount: -1,
      }),
    ).rejects.toMatchObject({
      status: 400,
      fields: { filterList: 'generic.invalid_field', freeStartupCount: 'generic.invalid_field' },
    });
  });

  it('filterList decides which filters need a package; premium off frees them all', async () => {
    const stageFilter = startupFilterSchema.parse({ stages: [11003] });
    const plain = await as('stranger');
    await expect(searchStartups(plain, { filter: stageFilter, page: 1 })).rejects.toMatchObject({
      status: 402,
    });
    const root = await as('root');
    await updatePremiumSettings(root, { ...DEFAULT_PREMIUM_SETTINGS, filterList: ['technologies'] });
    expect((await searchStartups(plain, { filter: stageFilter, page: 1 })).totalCount).toBe(0);
    const techFilter = startupFilterSchema.parse({ technologies: [1] });
    await expect(searchStartups(plain, { filter: techFilter, page: 1 })).rejects.toMatchObject({
      status: 402,
    });
    await updatePremiumSettings(root, { ...DEFAULT_PREMIUM_SETTINGS, premiumEnable: false });
    expect((await searchStartups(plain, { filter: techFilter, page: 1 })).totalCount).toBe(0);
    await updatePremiumSettings(root, DEFAULT_PREMIUM_SETTINGS);
  });

  it('limitedFreeStartupPresenter shows viewers without a package only the first freeStartupCount startups', async () => {
    const root = await as('root');
    await updatePremiumSettings(root, {
      ...DEFAULT_PREMIUM_SETTINGS,
      limitedFreeStartupPresenter: true,
      freeStartupCount: 12,
    });
    const filter = startupFilterSchema.parse({});
    const visitor = await as(null);
    const page1 = await searchStartups(visitor, { filter, page: 1 });
    const page2 = await searchStartups(visitor, { filter, page: 2 });
    const page3 = await searchStartups(visitor, { filter, page: 3 });
    expect([page1.data.length, page2.data.length, page3.data.length]).toEqual([10, 2, 0]);
    expect(page1).toMatchObject({ totalCount: 25, limitedTo: 12 });
    const premium = await searchStartups(await as('solo'), { filter, page: 3 });
    expect(premium.data).toHaveLength(5);
    expect(premium.limitedTo).toBeUndefined();
    await updatePremiumSettings(root, DEFAULT_PREMIUM_SETTINGS);
  });

  it('userNeedtoSingForSeeData makes startup pages ask visitors to sign in (401), not users', async () => {
    const root = await as('root');
    await updatePremiumSettings(root, { ...DEFAULT_PREMIUM_SETTINGS, userNeedtoSingForSeeData: true });
    await expect(getStartup(await as(null), 'startup-1')).rejects.toMatchObject({ status: 401 });
    expect((await getStartup(await as('stranger'), 'startup-1')).name).toBe('Startup 1');
    await updatePremiumSettings(root, DEFAULT_PREMIUM_SETTINGS);
    expect((await getStartup(await as(null), 'startup-1')).name).toBe('Startup 1');
  });
});

describe('monthly limits', () => {
  it('count report downloads and exported rows per UTC month, refuse past the limit, and start again next month', async () => {
    const solo = await as('solo');
    const nov = new Date('2026-11-20T10:00:00Z');
    for (let i = 1; i <= 3; i += 1) expect((await recordUsage(solo, 'report', 1, nov)).used).toBe(i);
    await expect(recordUsage(solo, 'report', 1, nov)).rejects.toMatchObject({
      status: 402,
      key: 'premium.limit_reached',
    });
    expect(await recordUsage(solo, 'startupRows', 900, nov)).toMatchObject({
      used: 900,
      remaining: 100,
      limit: 1000,
    });
    await expect(recordUsage(solo, 'startupRows', 101, nov)).rejects.toMatchObject({ status: 402 });
    // The refused call counted nothing.
    expect(await recordUsage(solo, 'startupRows', 100, nov)).toMatchObject({ used: 1000, remaining: 0 });
    const dec = new Date('2026-12-01T00:00:01Z');
    expect((await recordUsage(solo, 'report', 1, dec)).used).toBe(1);
    expect((await getMyPackages(solo, dec)).limit).toMatchObject({
      downloadedReportCount: 1,
      startupDownloadedRow: 0,
    });
  });

  it('a user without a package has no allowance; visitors are refused', async () => {
    await expect(recordUsage(await as('stranger'), 'report', 1)).rejects.toMatchObject({ status: 402 });
    await expect(recordUsage(await as(null), 'report', 1)).rejects.toMatchObject({ status: 401 });
  });
});

describe('enterprise seats (InviteUser / RemoveUser)', () => {
  it('invites only within the company e-mail domain', async () => {
    const boss = await as('boss');
    await expect(inviteToPackage(boss, 'stranger@other.com')).rejects.toMatchObject({
      status: 400,
      key: 'premium.same_company',
    });
    expect(translateError('premium.same_company', {}, 'en')).toBe(
      'You can only send requests to people in your company',
    );
  });

  it("refuses a colleague who already has a premium account: 'The user already has a premium account'", async () => {
    await expect(inviteToPackage(await as('boss'), 'rich@acme.com.tr')).rejects.toMatchObject({
      status: 409,
      key: 'premium.already_premium',
    });
  });

  it('needs a business package of their own and an existing account', async () => {
    await expect(inviteToPackage(await as('solo'), 'someone@example.com')).rejects.toMatchObject({
      status: 403,
    });
    await expect(inviteToPackage(await as('boss'), 'ghost@acme.com.tr')).rejects.toMatchObject({
      status: 404,
      key: 'premium.user_not_valid',
    });
  });

  it('gives the colleague premium until the package ends, shares the business pool, and RemoveUser ends it', async () => {
    const boss = await as('boss');
    const seat = await inviteToPackage(boss, 'Colleague@acme.com.tr');
    expect(seat.packageKey).toBe('business-yearly');
    const colleague = await as('colleague');
    expect(colleague.viewer.isPremium).toBe(true);
    expect((await getMyPackages(boss)).members.map((m) => m.email)).toEqual(['colleague@acme.com.tr']);
    // Usage of a colleague counts against the owner's 5,000-row pool.
    const now = new Date();
    await recordUsage(colleague, 'startupRows', 4000, now);
    await expect(recordUsage(boss, 'startupRows', 1001, now)).rejects.toMatchObject({ status: 402 });
    expect((await getMyPackages(boss, now)).limit).toMatchObject({
      startupRowLimit: 5000,
      startupDownloadedRow: 4000,
    });
    await expect(inviteToPackage(boss, 'colleague@acme.com.tr')).rejects.toMatchObject({
      key: 'premium.already_premium',
    });
    await removeFromPackage(boss, 'colleague');
    expect((await as('colleague')).viewer.isPremium).toBe(false);
    await expect(removeFromPackage(boss, 'colleague')).rejects.toMatchObject({ status: 404 });
    // Another owner cannot remove seats that are not theirs.
    await inviteToPackage(boss, 'colleague2@acme.com.tr');
    await expect(removeFromPackage(await as('solo'), 'colleague2')).rejects.toMatchObject({ status: 404 });
  });
});
