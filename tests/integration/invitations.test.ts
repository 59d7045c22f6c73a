/**
 * Team invitations (issue 4; spec §4 "Invitations", §7 invitations approve/reject by code):
 * only IAM writers invite, never beyond their own scopes; accepting grants the chosen scopes
 * and adds the teammate; a financial-only teammate edits investments but not the team;
 * permissions can be edited only after acceptance.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-outbox-'));
process.env.OUTBOX_DIR = outbox;
const { createTestDb, ctxFor, viewerOf } = await import('../helpers/db');
const { users } = await import('@/modules/identity/schema');
const { grantAccessInternal, putAccess } = await import('@/modules/access/access');
const { entityKey } = await import('@/modules/access/permissions');
const { createStartup } = await import('@/modules/startups/editing');
const { saveInvestments, saveTeamMembers } = await import('@/modules/startups/collections');
const { inviteTeammate, listReceivedInvitations, respondToInvitation } =
  await import('@/modules/startups/invitations');
const { getStartup } = await import('@/modules/startups/detail');
const { deliveredOutbox } = await import('../helpers/api');
const { ANONYMOUS_VIEWER } = await import('@/server/context');

let db: Awaited<ReturnType<typeof createTestDb>>;
let id = 0;
const as = async (userId: string | null) =>
  ctxFor(db, userId ? await viewerOf(db, userId) : ANONYMOUS_VIEWER);

beforeAll(async () => {
  db = await createTestDb();
  await db.db.insert(users).values([
    { id: 'founder', name: 'Selin', surname: 'Koç', email: 'selin@example.com', emailVerified: true },
    {
      id: 'cfo',
      name: 'Burak',
      surname: 'Tan',
      email: 'burak@example.com',
      emailVerified: true,
      locale: 'tr',
    },
    { id: 'reader', name: 'Okan', surname: 'Er', email: 'okan@example.com', emailVerified: true },
    { id: 'other', name: 'Ada', surname: 'Su', email: 'ada@example.com', emailVerified: true },
  ]);
  ({ id } = await createStartup(await as('founder'), {
    name: 'Veri Madeni',
    sectorIds: [13001],
    teamMembers: [{ name: 'Selin', surname: 'Koç' }],
  }));
  await grantAccessInternal(db.db, {
    userId: 'reader',
    entityId: entityKey('startup', id),
    scopes: ['READ', 'STARTUP_IAM_WRITE'],
  });
});
afterAll(async () => {
  await db?.drop();
  fs.rmSync(outbox, { recursive: true, force: true });
});

describe('team invitations', () => {
  it('only IAM writers invite, never beyond their own scopes, only existing accounts, once', async () => {
    await expect(
      inviteTeammate(await as('other'), id, { email: 'burak@example.com', scopes: ['READ'] }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      inviteTeammate(await as(null), id, { email: 'burak@example.com', scopes: ['READ'] }),
    ).rejects.toMatchObject({ status: 401 });
    // The reader holds READ and IAM write: granting financial write is an escalation.
    await expect(
      inviteTeammate(await as('reader'), id, {
        email: 'burak@example.com',
        scopes: ['STARTUP_FINANCIAL_WRITE'],
      }),
    ).rejects.toMatchObject({ status: 403, key: 'access.invalid' });
    await expect(
      inviteTeammate(await as('founder'), id, { email: 'burak@example.com', scopes: ['ADMIN'] }),
    ).rejects.toMatchObject({
      status: 400,
      key: 'access.invalid_scope',
    });
    await expect(
      inviteTeammate(await as('founder'), id, { email: 'ghost@example.com', scopes: ['READ'] }),
    ).rejects.toMatchObject({
      status: 404,
      key: 'invitation.user_not_valid',
    });
    await inviteTeammate(await as('founder'), id, {
      email: 'Burak@example.com',
      scopes: ['STARTUP_FINANCIAL_WRITE'],
    });
    await expect(
      inviteTeammate(await as('founder'), id, { email: 'burak@example.com', scopes: ['READ'] }),
    ).rejects.toMatchObject({
      status: 409,
    });
    const mail = (await deliveredOutbox(db.db)).find((m) => m.to === 'burak@example.com');
    expect(mail?.subject).toBe("Startup Atlas'ta Veri Madeni ekibine davet edildiniz");
    expect(mail?.text).toContain('/tr/profilim/davetler');
    // The invitee's notices list it too (no second e-mail: the invitation mail is its e-mail).
    const { listNotifications } = await import('@/modules/notifications/notifications');
    const notices = await listNotifications({ ...(await as('cfo')), locale: 'tr' });
    expect(notices.items[0]).toMatchObject({
      kind: 'team_invitation',
      href: '/tr/profilim/davetler',
      isRead: false,
    });
    expect((await deliveredOutbox(db.db)).filter((m) => m.to === 'burak@example.com')).toHaveLength(1);
  });

  it('permissions cannot be edited before acceptance', async () => {
    await expect(
      putAccess(await as('founder'), { userId: 'cfo', entityId: entityKey('startup', id), scopes: ['READ'] }),
    ).rejects.toMatchObject({ status: 404, key: 'access.update_not_found' });
  });

  it('the invitee sees it under Waiting, accepts it by code, gets the scopes and joins the team', async () => {
    const waiting = await listReceivedInvitations(await as('cfo'), { status: 'waiting', page: 1 });
    expect(waiting).toMatchObject({ pageSize: 9, totalCount: 1 });
    expect(waiting.data[0]).toMatchObject({
      startup: { name: 'Veri Madeni' },
      inviter: 'Selin Koç',
      scopes: ['STARTUP_FINANCIAL_WRITE'],
    });
    const code = waiting.data[0]!.code;
    await expect(respondToInvitation(await as('other'), code, true)).rejects.toMatchObject({ status: 404 });
    await respondToInvitation(await as('cfo'), code, true);
    await expect(respondToInvitation(await as('cfo'), code, true)).rejects.toMatchObject({ status: 404 });
    expect((await listReceivedInvitations(await as('cfo'), { status: 'accepted', page: 1 })).totalCount).toBe(
      1,
    );
    const detail = await getStartup(await as(null), id);
    expect(detail.team.map((m) => `${m.name} ${m.surname}`)).toContain('Burak Tan');
  });

  it('the financial-only teammate edits investments but not the team; after acceptance permissions can change', async () => {
    const cfo = await as('cfo');
    await saveInvestments(cfo, id, [{ amount: 100_000, amountCurrency: 'TRY' }]);
    await expect(saveTeamMembers(cfo, id, [{ name: 'X', surname: 'Y' }])).rejects.toMatchObject({
      status: 403,
    });
    expect(
      await putAccess(await as('founder'), {
        userId: 'cfo',
        entityId: entityKey('startup', id),
        scopes: ['READ', 'STARTUP_FINANCIAL_WRITE'],
      }),
    ).toMatchObject({ scopes: ['READ', 'STARTUP_FINANCIAL_WRITE'] });
  });

  it('a declined invitation grants nothing', async () => {
    await inviteTeammate(await as('founder'), id, { email: 'ada@example.com', scopes: ['READ'] });
    const [inv] = (await listReceivedInvitations(await as('other'), { status: 'waiting', page: 1 })).data;
    await respondToInvitation(await as('other'), inv!.code, false);
    expect((await as('other')).viewer.access).toEqual([]);
    expect(
      (await listReceivedInvitations(await as('other'), { status: 'declined', page: 1 })).totalCount,
    ).toBe(1);
  });
});
