/** Entity access, premium entitlements and the authorization matrix (issue 3). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, ctxFor, viewerOf, type TestDb } from '../helpers/db';
import { users } from '@/modules/identity/schema';
import {
  countAudit,
  deleteAccess,
  grantAccessInternal,
  grantPackage,
  listEntityAccess,
  putAccess,
} from '@/modules/access/access';
import { isAdmin, isReportAdmin, isSuperAdmin, passesGuard } from '@/modules/access/permissions';
import { premiumEntitlements } from '@/modules/access/schema';
import { getMyPackages } from '@/modules/access/premium';
import { searchStartups } from '@/modules/startups/search';
import { startupFilterSchema } from '@/modules/startups/filter';
import { ANONYMOUS_VIEWER } from '@/server/context';
import {
  ForbiddenError,
  NotFoundError,
  PaymentRequiredError,
  UnauthorizedError,
  ValidationError,
} from '@/server/errors';

let db: TestDb;
const ids = ['owner', 'iam', 'member', 'outsider', 'admin', 'buyer'] as const;
const STARTUP = 'startup:42';

beforeAll(async () => {
  db = await createTestDb();
  await db.db
    .insert(users)
    .values(ids.map((id) => ({ id, name: id, email: `${id}@example.com`, emailVerified: true })));
  await grantAccessInternal(db.db, { userId: 'owner', entityId: STARTUP, scopes: ['FULL_ACCESS'] });
  await grantAccessInternal(db.db, { userId: 'iam', entityId: STARTUP, scopes: ['IAM_FULL_ACCESS', 'READ'] });
  await grantAccessInternal(db.db, { userId: 'member', entityId: STARTUP, scopes: ['READ'] });
  await grantAccessInternal(db.db, { userId: 'admin', entityId: 'admin', scopes: ['FULL_ACCESS'] });
});
afterAll(async () => db?.drop());

const as = async (userId: string | null) =>
  ctxFor(db, userId ? await viewerOf(db, userId) : ANONYMOUS_VIEWER);

describe('entity access matrix', () => {
  it('visitor 401, user without scope 403, scoped reader 403, IAM and FULL_ACCESS holders and admins may read the list', async () => {
    await expect(listEntityAccess(await as(null), STARTUP)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(listEntityAccess(await as('outsider'), STARTUP)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(listEntityAccess(await as('member'), STARTUP)).rejects.toBeInstanceOf(ForbiddenError);
    for (const who of ['iam', 'owner', 'admin'])
      expect((await listEntityAccess(await as(who), STARTUP)).length).toBe(3);
  });

  it('only FULL_ACCESS or IAM_FULL_ACCESS holders change scopes, never beyond what they hold', async () => {
    const change = { userId: 'member', entityId: STARTUP, scopes: ['READ', 'WRITE'] };
    await expect(putAccess(await as(null), change)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(putAccess(await as('outsider'), change)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(putAccess(await as('member'), change)).rejects.toBeInstanceOf(ForbiddenError);
    // The IAM holder has READ and IAM scopes only: granting WRITE or FULL_ACCESS is an escalation.
    await expect(putAccess(await as('iam'), change)).rejects.toMatchObject({ key: 'access.invalid' });
    await expect(putAccess(await as('iam'), { ...change, scopes: ['FULL_ACCESS'] })).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    expect(await putAccess(await as('iam'), { ...change, scopes: ['READ', 'STARTUP_IAM_READ'] })).toEqual({
      entityId: STARTUP,
      scopes: ['READ', 'STARTUP_IAM_READ'],
    });
    expect((await putAccess(await as('owner'), change)).scopes).toEqual(['READ', 'WRITE']);
    expect(await countAudit(db.db, STARTUP)).toBe(5); // 3 grants + 2 updates, each with its audit row
  });

  it('names invalid scopes and missing rows with the spec messages', async () => {
    await expect(
      putAccess(await as('owner'), { userId: 'member', entityId: STARTUP, scopes: ['ROOT'] }),
    ).rejects.toMatchObject({
      key: 'access.invalid_scope',
    });
    await expect(
      putAccess(await as('owner'), { userId: 'outsider', entityId: STARTUP, scopes: ['READ'] }),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      deleteAccess(await as('owner'), { userId: 'outsider', entityId: STARTUP }),
    ).rejects.toMatchObject({
      key: 'access.delete_not_found',
    });
    await expect(
      deleteAccess(await as('member'), { userId: 'iam', entityId: STARTUP }),
    ).rejects.toBeInstanceOf(ForbiddenError);
    await deleteAccess(await as('owner'), { userId: 'member', entityId: STARTUP });
    expect((await viewerOf(db, 'member')).access).toEqual([]);
  });

  it('knows admins, super admins, report admins and the route guard', async () => {
    const admin = await viewerOf(db, 'admin');
    expect(admin.isAdmin && isSuperAdmin(admin.access)).toBe(true);
    expect(isAdmin([{ entityId: 'tr-admin', scopes: ['FULL_ACCESS'] }])).toBe(true);
    expect(isSuperAdmin([{ entityId: 'tr-admin', scopes: ['FULL_ACCESS'] }])).toBe(false);
    expect(isAdmin([{ entityId: 'admin', scopes: ['READ'] }])).toBe(false);
    expect(isReportAdmin([{ entityId: 'rapor-admin', scopes: ['FULL_ACCESS'] }])).toBe(true);
    const owner = await viewerOf(db, 'owner');
    expect(
      passesGuard(owner.access, [
        { entityId: 'admin', scope: 'FULL_ACCESS' },
        { entityId: STARTUP, scope: 'WRITE' },
      ]),
    ).toBe(true);
    expect(passesGuard(owner.access, [{ entityId: 'admin', scope: 'FULL_ACCESS' }])).toBe(false);
  });
});

describe('premium packages', () => {
  it('only admins grant packages; the holder becomes premium and gets premium filter results', async () => {
    const grant = { userId: 'buyer', packageKey: 'personal-monthly' as const, months: 1 };
    await expect(grantPackage(await as('owner'), grant)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(grantPackage(await as('admin'), { ...grant, months: 0 })).rejects.toBeInstanceOf(
      ValidationError,
    );
    const filter = startupFilterSchema.parse({ stages: [11003] });
    await expect(searchStartups(await as('buyer'), { filter, page: 1 })).rejects.toBeInstanceOf(
      PaymentRequiredError,
    );
    await grantPackage(await as('admin'), grant);
    const buyer = await as('buyer');
    expect(buyer.viewer.isPremium).toBe(true);
    expect((await searchStartups(buyer, { filter, page: 1 })).totalCount).toBe(0);
    expect(await getMyPackages(buyer)).toEqual({
      packages: ['personal-monthly'],
      limit: {
        userLimit: 1,
        montlyReportDownloadLimit: 3,
        startupRowLimit: 1000,
        downloadedReportCount: 0,
        startupDownloadedRow: 0,
      },
      members: [],
    });
    // Admins use premium filters without a package.
    expect((await searchStartups(await as('admin'), { filter, page: 1 })).totalCount).toBe(0);
  });

  it('an expired package is not premium; feature packages alone are not premium', async () => {
    await db.db.insert(premiumEntitlements).values([
      {
        userId: 'outsider',
        packageKey: 'business-yearly',
        startsAt: new Date('2024-01-01T00:00:00Z'),
        endsAt: new Date('2025-01-01T00:00:00Z'),
      },
      {
        userId: 'outsider',
        packageKey: 'startup-search-personal',
        startsAt: new Date('2026-01-01T00:00:00Z'),
        endsAt: new Date('2099-01-01T00:00:00Z'),
      },
    ]);
    const outsider = await viewerOf(db, 'outsider');
    expect(outsider.packages).toEqual(['startup-search-personal']);
    expect(outsider.isPremium).toBe(false);
  });
});
