/**
 * Direct messages through the `/apiMessage` API (issue 15 §3), in English and Turkish: the rules
 * and messages of D §5/§8, conversations and unread counts, threads paged backwards, text kept
 * verbatim, blocking and spam reports, the per-user send limit (429 with Retry-After), the
 * delayed unread e-mail (once per conversation, only while unread), and live delivery: the event
 * stream `GET /api/v2/events` of the recipient gets the message, and on PostgreSQL another
 * connection (another server process) hears it too.
 * @database-engine: runs on PGlite and PostgreSQL: live delivery over pg_notify heard on another connection; delayed jobs by start_after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, deliveredOutbox, privateOutbox, signedInCookie } from '../helpers/api';

privateOutbox();
process.env.MESSAGE_SEND_LIMIT = '40';
const testDb = apiTestDb();

const { and, eq, or, sql } = await import('drizzle-orm');
const { users } = await import('@/modules/identity/schema');
const { profiles } = await import('@/modules/profiles/schema');
const { conversations, spamReports } = await import('@/modules/messaging/schema');
const { ensureProfile } = await import('@/modules/profiles/profile');
const { sendUnreadMessageMail } = await import('@/modules/messaging/messaging');
const { LIVE_CHANNEL } = await import('@/server/live-events');
const { openPostgres } = await import('@/server/db/client');

const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
const seo: Record<string, string> = {};

async function user(name: string, email: string, locale = 'en') {
  cookies[name] = await signedInCookie(testDb(), email, {
    name: name[0]!.toUpperCase() + name.slice(1),
    surname: 'Test',
  });
  const [row] = await testDb().db.select({ id: users.id }).from(users).where(eq(users.email, email));
  ids[name] = row!.id;
  if (locale !== 'en') await testDb().db.update(users).set({ locale }).where(eq(users.id, row!.id));
  await ensureProfile(testDb().db, row!.id);
  const [profile] = await testDb()
    .db.select({ seoUrl: profiles.seoUrl })
    .from(profiles)
    .where(eq(profiles.userId, row!.id));
  seo[name] = profile!.seoUrl;
}

const call = (method: string, path: string, who?: string, body?: unknown, locale = 'en') =>
  apiRequest(method, path, body, { ...(who ? { cookie: cookies[who]! } : {}), 'accept-language': locale });
const data = async <T>(res: Response) => ((await res.json()) as { data: T }).data;
const message = async (res: Response) => ((await res.json()) as { message: string }).message;
const send = (from: string | undefined, to: string, content: string | null, locale = 'en') =>
  call('POST', '/apiMessage/Message/Post', from, { receiverSeoUrl: seo[to] ?? to, content }, locale);

beforeAll(async () => {
  await user('ayse', 'ayse.msg@example.com');
  await user('mehmet', 'mehmet.msg@example.com', 'tr');
  await user('zeynep', 'zeynep.msg@example.com');
  await user('spammer', 'spammer.msg@example.com');
});

describe('sending (D §5, §8)', () => {
  it('asks visitors to log in and refuses blank and self messages, in English and Turkish', async () => {
    const visitor = await send(undefined, 'mehmet', 'Hi');
    expect(visitor.status).toBe(401);
    expect(await message(visitor)).toBe('You have to login to send a message / apply.');
    expect(await message(await send('ayse', 'mehmet', '   '))).toBe('You cannot send blank messages.');
    expect(await message(await send('ayse', 'mehmet', '', 'tr'))).toBe('Boş mesaj gönderemezsiniz.');
    expect(await message(await send('ayse', 'ayse', 'Me'))).toBe('You cannot send a message to yourself.');
    expect(await message(await send('ayse', 'ayse', 'Ben', 'tr'))).toBe('Kendinize mesaj gönderemezsiniz.');
    expect((await send('ayse', 'nobody-here', 'Hi')).status).toBe(404);
  });

  it('delivers a message verbatim, counts it unread for the recipient, and clears the count when read', async () => {
    const body = '<b>Merhaba</b> — bkz. https://example.com/a?b=1 & <script>alert(1)</script>';
    expect((await send('ayse', 'mehmet', body)).status).toBe(200);
    expect(
      await data<number>(
        await call('GET', `/apiMessage/GetUserUnReadedMessageCount?id=${ids.mehmet}`, 'mehmet'),
      ),
    ).toBe(1);
    expect(
      (await call('GET', `/apiMessage/GetUserUnReadedMessageCount?id=${ids.mehmet}`, 'ayse')).status,
    ).toBe(403);
    expect(await data<number>(await call('GET', '/apiMessage/GetUserUnReadedMessageCount', 'ayse'))).toBe(0);
    const list = await data<{
      items: {
        otherUser: { seoUrl: string };
        lastMessage: { body: string; fromMe: boolean };
        unreadCount: number;
      }[];
    }>(await call('GET', '/apiMessage/Message/GetUserConversationList?currentPage=1', 'mehmet'));
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      otherUser: { seoUrl: seo.ayse },
      lastMessage: { body, fromMe: false },
      unreadCount: 1,
    });
    const thread = await data<{ messages: { body: string; fromMe: boolean; readAt: string | null }[] }>(
      await call('GET', `/apiMessage/GetConversation?otherUserSeoUrl=${seo.ayse}`, 'mehmet'),
    );
    expect(thread.messages).toEqual([expect.objectContaining({ body, fromMe: false, readAt: null })]);
    expect(
      await data<number>(await call('POST', `/apiMessage/SetMessageRead?userId=${ids.ayse}`, 'mehmet')),
    ).toBe(0);
    const after = await data<{ messages: { readAt: string | null }[] }>(
      await call('GET', `/apiMessage/GetConversation?otherUserSeoUrl=${seo.mehmet}`, 'ayse'),
    );
    expect(after.messages[0]!.readAt).not.toBeNull();
  });

  it('pages a long thread backwards, 30 at a time, oldest first', async () => {
    for (let n = 1; n <= 34; n += 1)
      await send(n % 2 ? 'zeynep' : 'ayse', n % 2 ? 'ayse' : 'zeynep', `Mesaj ${n}`);
    const latest = await data<{ messages: { id: number; body: string }[]; hasOlder: boolean }>(
      await call('GET', `/apiMessage/GetConversation?otherUserSeoUrl=${seo.zeynep}`, 'ayse'),
    );
    expect(latest.messages).toHaveLength(30);
    expect(latest.messages.at(-1)!.body).toBe('Mesaj 34');
    expect(latest.messages[0]!.body).toBe('Mesaj 5');
    expect(latest.hasOlder).toBe(true);
    const older = await data<{ messages: { body: string }[]; hasOlder: boolean }>(
      await call(
        'GET',
        `/apiMessage/GetConversation?otherUserSeoUrl=${seo.zeynep}&beforeId=${latest.messages[0]!.id}`,
        'ayse',
      ),
    );
    expect(older.messages.map((m) => m.body)).toEqual(['Mesaj 1', 'Mesaj 2', 'Mesaj 3', 'Mesaj 4']);
    expect(older.hasOlder).toBe(false);
    // The conversation list puts the newest conversation first.
    const list = await data<{ items: { otherUser: { seoUrl: string } }[] }>(
      await call('GET', '/apiMessage/Message/GetUserConversationList', 'ayse'),
    );
    expect(list.items.map((c) => c.otherUser.seoUrl)).toEqual([seo.zeynep, seo.mehmet]);
  });

  it('limits a sender to MESSAGE_SEND_LIMIT messages a minute (429 with Retry-After)', async () => {
    let last: Response | undefined;
    for (let n = 0; n < 41; n += 1) last = await send('spammer', 'zeynep', `Buy now ${n}`);
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('lets a user block a sender and report a conversation as spam', async () => {
    expect(
      (await call('POST', '/api/v2/messages/block', 'zeynep', { seoUrl: seo.ayse, blocked: true })).status,
    ).toBe(200);
    const refused = await send('ayse', 'zeynep', 'Hello?', 'tr');
    expect(refused.status).toBe(403);
    expect(await message(refused)).toBe('Bu kullanıcı sizden mesaj kabul etmiyor.');
    expect(await message(await send('zeynep', 'ayse', 'Sorry'))).toBe(
      'You blocked this user. Unblock them to send a message.',
    );
    await call('POST', '/api/v2/messages/block', 'zeynep', { seoUrl: seo.ayse, blocked: false });
    expect((await send('ayse', 'zeynep', 'Hello again')).status).toBe(200);
    expect(
      (await call('POST', '/api/v2/messages/report-spam', 'zeynep', { seoUrl: seo.spammer, reason: 'ads' }))
        .status,
    ).toBe(200);
    const reports = await testDb()
      .db.select()
      .from(spamReports)
      .where(eq(spamReports.reportedUserId, ids.spammer!));
    expect(reports).toHaveLength(1);
    const thread = await data<{ iBlocked: boolean }>(
      await call('GET', `/apiMessage/GetConversation?otherUserSeoUrl=${seo.spammer}`, 'zeynep'),
    );
    expect(thread.iBlocked).toBe(true);
  });
});

describe('the unread e-mail', () => {
  it('queues one delayed job per conversation and mails only while the message is unread, in the recipient language', async () => {
    await send('zeynep', 'mehmet', 'Bir');
    await send('zeynep', 'mehmet', 'İki');
    const [conversation] = await testDb()
      .db.select({ id: conversations.id })
      .from(conversations)
      .where(
        or(
          and(eq(conversations.userLow, ids.zeynep!), eq(conversations.userHigh, ids.mehmet!)),
          and(eq(conversations.userLow, ids.mehmet!), eq(conversations.userHigh, ids.zeynep!)),
        ),
      );
    const conversationId = conversation!.id;
    const rows = (await testDb().db.execute(
      sql`select start_after > now() + interval '4 minutes' as later from pgboss.job
          where name = 'message-mail' and (data->>'conversationId')::int = ${conversationId}`,
    )) as unknown as { later: boolean }[] | { rows: { later: boolean }[] };
    // Two messages, one delayed e-mail job.
    expect(Array.isArray(rows) ? rows : rows.rows).toEqual([{ later: true }]);
    expect(await sendUnreadMessageMail(testDb().db, { conversationId, recipientUserId: ids.mehmet! })).toBe(
      true,
    );
    const mail = (await deliveredOutbox()).find(
      (m) => m.to === 'mehmet.msg@example.com' && m.subject.includes('mesaj'),
    );
    expect(mail?.subject).toBe('Zeynep Test size mesaj gönderdi');
    expect(mail?.text).toContain(`/tr/panel/mesaj-detayi/${seo.zeynep}`);
    await call('POST', `/apiMessage/SetMessageRead?userId=${ids.zeynep}`, 'mehmet');
    expect(await sendUnreadMessageMail(testDb().db, { conversationId, recipientUserId: ids.mehmet! })).toBe(
      false,
    );
  });
});

describe('live delivery', () => {
  const readers: ReadableStreamDefaultReader<Uint8Array>[] = [];
  afterAll(async () => {
    for (const r of readers) await r.cancel().catch(() => undefined);
  });

  /** Reads the SSE stream until an event of `type` arrives (or `ms` pass); returns its data. */
  async function nextEvent(reader: ReadableStreamDefaultReader<Uint8Array>, type: string, ms = 5_000) {
    const decoder = new TextDecoder();
    let buffer = '';
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now())),
      ]);
      if (!chunk || chunk.done) break;
      buffer += decoder.decode(chunk.value);
      for (const block of buffer.split('\n\n').slice(0, -1)) {
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const payload = /^data: (.*)$/m.exec(block)?.[1];
        if (event === type) return JSON.parse(payload ?? 'null') as Record<string, unknown>;
      }
      buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2);
    }
    throw new Error(`no ${type} event within ${ms} ms`);
  }

  it('streams counts, then a new message and the new unread count to the recipient', async () => {
    expect((await call('GET', '/api/v2/events')).status).toBe(401);
    const res = await call('GET', '/api/v2/events', 'mehmet');
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    readers.push(reader);
    expect(await nextEvent(reader, 'counts')).toMatchObject({ messages: 0 });
    await send('ayse', 'mehmet', 'Canlı mı?');
    expect(await nextEvent(reader, 'message')).toMatchObject({ withSeoUrl: seo.ayse });
    expect(await nextEvent(reader, 'counts')).toMatchObject({ messages: 1 });
    await call('POST', `/apiMessage/SetMessageRead?userId=${ids.ayse}`, 'mehmet');
    expect(await nextEvent(reader, 'counts')).toMatchObject({ messages: 0 });
  });

  it.runIf(process.env.TEST_DATABASE === 'postgres')(
    'reaches a listener on another connection (another server process)',
    async () => {
      const other = await openPostgres(testDb().url!, 1);
      const heard: string[] = [];
      const stop = await other.listen(LIVE_CHANNEL, (payload) => heard.push(payload));
      try {
        await send('ayse', 'mehmet', 'Öteki süreç');
        await expect
          .poll(() => heard.some((p) => p.includes(ids.mehmet!) && p.includes('"message"')), {
            timeout: 5_000,
          })
          .toBe(true);
      } finally {
        await stop();
        await other.close();
      }
    },
  );
});
