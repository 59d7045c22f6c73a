/**
 * The daily digest e-mail (issue 15 §1 "Periodic work … mail digests", §4): off until the user
 * turns it on in their e-mail preferences; then one mail a day in their language with their
 * notices still unread from the last 24 hours and their unread messages; nothing when nothing is
 * unread; never twice for one run repeated; its own unsubscribe link turns it off again. The
 * schedule that runs it is registered with the workers.
 * @database-engine: runs on PGlite and PostgreSQL: the digest is a queue singleton whose slot pg-boss computes in SQL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, deliveredOutbox, privateOutbox, signedInCookie } from '../helpers/api';

privateOutbox();
const testDb = apiTestDb();

const { eq, inArray } = await import('drizzle-orm');
const { users } = await import('@/modules/identity/schema');
const { notifications } = await import('@/modules/notifications/schema');
const { notifyUsers } = await import('@/modules/notifications/notifications');
const { sendDailyDigests } = await import('@/modules/notifications/digest');
const { SCHEDULES } = await import('@/server/workers');

const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};

async function user(name: string, locale: 'en' | 'tr') {
  const email = `${name}.digest@example.com`;
  cookies[name] = await signedInCookie(testDb(), email, { name, surname: 'Test' });
  const [row] = await testDb().db.select({ id: users.id }).from(users).where(eq(users.email, email));
  ids[name] = row!.id;
  await testDb().db.update(users).set({ locale }).where(eq(users.id, row!.id));
}
const preferences = (who: string, body?: Record<string, boolean>) =>
  apiRequest(body ? 'PUT' : 'GET', '/api/v2/notifications/preferences', body, { cookie: cookies[who]! });
const digestsTo = async (email: string) =>
  (await deliveredOutbox()).filter((m) => m.to === email && /summary|özet/i.test(m.subject));

beforeAll(async () => {
  await user('ada', 'en');
  await user('deniz', 'tr');
  await user('quiet', 'en');
  await user('optout', 'en');
});

describe('daily digest', () => {
  it('is off until turned on, and is scheduled once a day', async () => {
    const before = (await (await preferences('ada')).json()) as { data: Record<string, boolean> };
    expect(before.data.daily_digest).toBe(false);
    expect(before.data.job_application_status).toBe(true);
    for (const who of ['ada', 'deniz', 'quiet'])
      expect((await preferences(who, { daily_digest: true })).status).toBe(200);
    const after = (await (await preferences('ada')).json()) as { data: Record<string, boolean> };
    expect(after.data.daily_digest).toBe(true);
    expect(SCHEDULES['mail-digest']).toMatch(/^\d+ \d+ \* \* \*$/);
  });

  it('mails each subscriber their unread notices of the last day in their language, once', async () => {
    const db = testDb().db;
    const notice = (userId: string, jobTitle: string) => ({
      userId,
      kind: 'job_application_status' as const,
      data: { jobTitle, statusEn: 'Interview', statusTr: 'Mülakat' },
    });
    const created = await notifyUsers(
      db,
      [
        notice(ids.ada!, 'Backend Engineer'),
        notice(ids.ada!, 'Data Analyst'),
        notice(ids.ada!, 'Already read'),
        notice(ids.ada!, 'Last week'),
        notice(ids.deniz!, 'Ürün Yöneticisi'),
        notice(ids.optout!, 'Not subscribed'),
      ],
      { email: false },
    );
    await db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, created[2]!));
    await db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 7 * 24 * 3600 * 1000) })
      .where(inArray(notifications.id, [created[3]!]));

    expect(await sendDailyDigests(db)).toBe(2);
    const [ada] = await digestsTo('ada.digest@example.com');
    expect(ada!.subject).toBe('Your daily summary: 2 unread notifications');
    expect(ada!.text).toContain('Your application: Interview');
    expect(ada!.text).not.toContain('Already read');
    expect(ada!.text).toMatch(/\/notifications\/unsubscribe\?token=/);
    const [deniz] = await digestsTo('deniz.digest@example.com');
    expect(deniz!.subject).toBe('Günlük özetiniz: 1 okunmamış bildirim');
    expect(deniz!.text).toContain('Başvurunuz: Mülakat');
    expect(deniz!.text).toContain('/tr/panel/bildirimler');
    expect(await digestsTo('quiet.digest@example.com')).toEqual([]);
    expect(await digestsTo('optout.digest@example.com')).toEqual([]);

    // The same run again (a retry, or a second process's timer) mails nobody twice.
    expect(await sendDailyDigests(db)).toBe(0);
    expect(await digestsTo('ada.digest@example.com')).toHaveLength(1);
  });

  it('stops through the unsubscribe link of the digest', async () => {
    const [mail] = await digestsTo('ada.digest@example.com');
    const token = new URL(
      mail!.text.match(/https?:\/\/\S+\/notifications\/unsubscribe\?token=\S+/)![0],
    ).searchParams.get('token');
    const res = await apiRequest('POST', '/api/v2/notifications/unsubscribe', { token });
    expect(((await res.json()) as { data: string }).data).toBe('daily_digest');
    const after = (await (await preferences('ada')).json()) as { data: Record<string, boolean> };
    expect(after.data.daily_digest).toBe(false);
  });
});
