/**
 * /contact-us and contact-message management through the HTTP API (issue 17 §1
 * contact-form-messages, §2 "/contact-us (form with captcha and rate limit, stored and mailed to
 * the site's contact address)"; D §6 "Admin … contact-message management"): a message is stored
 * and its mail queued (not sent inline) to the form recipient with Reply-To the visitor; the
 * limits of the form; the captcha (ALTCHA) refusing a missing or forged solution and passing a
 * solved one; a banned word refused; spam events written; the role matrix of every management
 * call; an admin opens (marked read), answers (mail queued to the visitor in Turkish for a
 * Turkish message) and archives; every write audited.
 *
 * The captcha is on for this file (CAPTCHA=altcha). Solving a challenge costs seconds, so its
 * verification is let through for the other tests' requests (sign-ups, messages) and is real
 * only in the captcha test (`captcha.real`).
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { apiRequest, apiTestDb, deliveredOutbox, privateOutbox, signedInCookie } from '../helpers/api';

process.env.CAPTCHA = 'altcha';
const captcha = vi.hoisted(() => ({ real: false }));
vi.mock('@/server/captcha', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/server/captcha')>();
  return {
    ...original,
    verifyCaptcha: (payload: string | null | undefined) =>
      captcha.real ? original.verifyCaptcha(payload) : Promise.resolve(true),
  };
});
privateOutbox();
const testDb = apiTestDb();

const { and, desc, eq } = await import('drizzle-orm');
const { users } = await import('@/modules/identity/schema');
const { auditLog } = await import('@/modules/access/schema');
const { grantAccessInternal } = await import('@/modules/access/access');
const { contactMessages } = await import('@/modules/site/schema');
const { spamEvents } = await import('@/modules/moderation/schema');
const { saveSiteSetting } = await import('@/modules/site/settings');
const { addBannedWords } = await import('@/modules/moderation/banned-words');
const { readOutbox } = await import('@/server/mail');
const { SYSTEM_VIEWER } = await import('@/server/context');

type Envelope<T> = {
  data: T;
  status: { code: number; value: string };
  message: string | null;
};
const json = async <T>(res: Response) => (await res.json()) as Envelope<T>;
const FIELDS = (e: Envelope<unknown>) => (e.data as { fields?: Record<string, string> } | null)?.fields ?? {};

const RECIPIENT = 'inbox@atlas.example';
const cookies: Record<string, string> = {};
let ipSeq = 0;
const nextIp = () => `198.51.100.${++ipSeq}`;

/** POST /api/v2/contact-messages as a visitor from `ip` (a new address unless given). */
const send = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  apiRequest('POST', '/api/v2/contact-messages', body, { 'x-atlas-client-ip': nextIp(), ...headers });
const valid = (over: Record<string, unknown> = {}) => ({
  name: 'Ayşe Yılmaz',
  email: `ayse.${++ipSeq}@example.com`,
  subject: 'Verilerde düzeltme',
  message: 'Merhaba,\nGirişimimizin kuruluş yılı yanlış görünüyor.',
  ...over,
});
const as = (who: string | null, headers: Record<string, string> = {}) =>
  who ? { cookie: cookies[who]!, ...headers } : headers;

async function cookieWith(name: string, email: string, entityId?: string) {
  cookies[name] = await signedInCookie(testDb(), email);
  if (entityId) {
    const [u] = await testDb().db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await grantAccessInternal(testDb().db, { userId: u!.id, entityId, scopes: ['FULL_ACCESS'] });
  }
}

async function latestMessage(email: string) {
  const [row] = await testDb()
    .db.select()
    .from(contactMessages)
    .where(eq(contactMessages.email, email))
    .orderBy(desc(contactMessages.id))
    .limit(1);
  return row!;
}

beforeAll(async () => {
  const db = testDb().db;
  await saveSiteSetting(
    db,
    'contact',
    {
      email: 'hello@atlas.example',
      phone: '',
      addressEn: 'Istanbul',
      addressTr: 'İstanbul',
      mapUrl: '',
      formRecipient: RECIPIENT,
    },
    null,
  );
  await cookieWith('user', 'contact.user@example.com');
  await cookieWith('reports', 'contact.rapor@example.com', 'rapor-admin');
  await cookieWith('admin', 'contact.source-admin@example.com', 'yc-admin');
  await cookieWith('super', 'contact.root@example.com', 'admin');
}, 120_000);

describe('the contact form', () => {
  it('stores the message and queues its mail to the form recipient with Reply-To the visitor', async () => {
    const body = valid({ email: 'Deniz.Kaya@Example.com', subject: 'Partnership' });
    const res = await send(body, { 'accept-language': 'en' });
    expect(res.status).toBe(200);
    expect((await json<{ received: boolean }>(res)).data).toEqual({ received: true });
    const row = await latestMessage('deniz.kaya@example.com');
    expect(row).toMatchObject({ name: 'Ayşe Yılmaz', subject: 'Partnership', status: 'new', locale: 'en' });
    // Queued, not sent inline: the outbox fills only when the mail queue runs.
    expect(readOutbox().filter((m) => m.to === RECIPIENT && m.subject.includes('Partnership'))).toHaveLength(
      0,
    );
    const mail = (await deliveredOutbox()).find(
      (m) => m.to === RECIPIENT && m.subject.includes('Partnership'),
    );
    expect(mail).toMatchObject({
      kind: 'contact-message',
      replyTo: 'deniz.kaya@example.com',
      subject: 'Contact form: Partnership',
    });
    expect(mail!.text).toContain('Girişimimizin kuruluş yılı yanlış görünüyor.');
    expect(mail!.text).toContain(`contact-form-messages?id=${row.id}`);
  });

  it('records the Turkish sender and a signed-in sender', async () => {
    const res = await send(
      valid({ email: 'tr.sender@example.com' }),
      as('user', { 'accept-language': 'tr' }),
    );
    expect(res.status).toBe(200);
    const row = await latestMessage('tr.sender@example.com');
    expect(row.locale).toBe('tr');
    expect(row.userId).not.toBeNull();
  });

  it('checks the limits of each field, in English and Turkish', async () => {
    const res = await send(
      valid({ name: 'x'.repeat(101), subject: 's'.repeat(151), message: 'm'.repeat(5001), email: 'nope' }),
      { 'accept-language': 'tr' },
    );
    expect(res.status).toBe(400);
    expect(FIELDS(await json(res))).toEqual({
      name: 'Adınız en fazla 100 karakter olabilir.',
      subject: 'Konu en fazla 150 karakter olabilir.',
      message: 'Mesaj en fazla 5.000 karakter olabilir.',
      email: 'Geçerli bir e-posta adresi girin.',
    });
    const blank = await send({ name: ' ', email: '', subject: '', message: '' });
    expect(Object.keys(FIELDS(await json(blank))).sort()).toEqual(['email', 'message', 'name', 'subject']);
    // Exactly at the limits passes.
    const edge = await send(
      valid({ name: 'n'.repeat(100), subject: 's'.repeat(150), message: 'm'.repeat(5000) }),
    );
    expect(edge.status).toBe(200);
  });

  it('refuses a banned word (Turkish İ/ı folded) with the field named, and records it', async () => {
    await addBannedWords({ db: testDb().db, viewer: SYSTEM_VIEWER, locale: 'en' }, { words: 'kumarhane' });
    const email = 'spammer.contact@example.com';
    const res = await send(valid({ email, message: 'En iyi KUMARHANE burada!' }), {
      'accept-language': 'en',
    });
    expect(res.status).toBe(400);
    const failure = await json(res);
    expect(failure.status.value).toBe('moderation.banned_word');
    expect(FIELDS(failure)).toEqual({
      message: 'This text contains a word that is not allowed: "KUMARHANE"',
    });
    const tr = await send(valid({ email, subject: 'Kumarhane' }), { 'accept-language': 'tr' });
    expect(FIELDS(await json(tr))).toEqual({
      subject: 'Bu metin izin verilmeyen bir kelime içeriyor: "Kumarhane"',
    });
    expect(
      await testDb().db.select().from(contactMessages).where(eq(contactMessages.email, email)),
    ).toHaveLength(0);
    const events = await testDb()
      .db.select()
      .from(spamEvents)
      .where(and(eq(spamEvents.kind, 'banned_word'), eq(spamEvents.email, email)));
    expect(events.map((e) => e.detail).sort()).toEqual(['message: KUMARHANE', 'subject: Kumarhane']);
    expect(events[0]!.clientHash).toMatch(/^[0-9a-f]{32}$/);
  });

  it('allows 5 messages an hour per client address, then 429 with the catalogue text', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 5; i++) {
      expect((await send(valid(), { 'x-atlas-client-ip': ip })).status).toBe(200);
    }
    const refused = await send(valid({ email: 'sixth@example.com' }), { 'x-atlas-client-ip': ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await json(refused);
    expect(body.status.value).toBe('contact.too_many');
    expect(body.message).toMatch(/^You have sent too many messages\. Please try again in \d+ minutes?\.$/);
    const tr = await send(valid(), { 'x-atlas-client-ip': ip, 'accept-language': 'tr' });
    expect((await json(tr)).message).toMatch(/^Çok fazla mesaj gönderdiniz\. Lütfen \d+ dakika sonra/);
    const [event] = await testDb()
      .db.select()
      .from(spamEvents)
      .where(eq(spamEvents.email, 'sixth@example.com'));
    expect(event).toMatchObject({ kind: 'rate_limit', detail: 'contact-form' });
    // Another address is not affected.
    expect((await send(valid())).status).toBe(200);
  });

  it('allows 5 messages an hour per sender e-mail, from any address', async () => {
    const email = 'busy.sender@example.com';
    for (let i = 0; i < 5; i++) expect((await send(valid({ email }))).status).toBe(200);
    expect((await send(valid({ email: 'BUSY.sender@example.com' }))).status).toBe(429);
  });

  it('refuses a missing or forged captcha and accepts a solved one once', async () => {
    captcha.real = true;
    try {
      const email = 'captcha.check@example.com';
      const missing = await send(valid({ email }), { 'accept-language': 'en' });
      expect(missing.status).toBe(400);
      const body = await json(missing);
      expect(body.status.value).toBe('contact.captcha_failed');
      expect(body.message).toBe('Captcha verification failed. Please solve the captcha again.');
      const forged = await send(valid({ email }), {
        'x-captcha-response': Buffer.from('{}').toString('base64'),
      });
      expect(forged.status).toBe(400);
      const [event] = await testDb().db.select().from(spamEvents).where(eq(spamEvents.email, email));
      expect(event).toMatchObject({ kind: 'captcha', detail: 'contact-form' });

      const challengeRes = await apiRequest('GET', '/api/v2/captcha/challenge');
      const challenge = (await challengeRes.json()) as Parameters<typeof solveChallenge>[0]['challenge'];
      const solution = await solveChallenge({ challenge, deriveKey });
      const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
      expect((await send(valid({ email }), { 'x-captcha-response': payload })).status).toBe(200);
      expect((await send(valid({ email }), { 'x-captcha-response': payload })).status).toBe(400);
    } finally {
      captcha.real = false;
    }
  });
});

describe('contact-message management', () => {
  const audiences = ['visitor', 'user', 'reports', 'admin', 'super'] as const;
  type Audience = (typeof audiences)[number];
  const expected = (allowed: number): Record<Audience, number> => ({
    visitor: 401,
    user: 403,
    reports: 403,
    admin: allowed,
    super: allowed,
  });

  it('answers 401 to visitors and 403 access.invalid to users without the admin role, on every call', async () => {
    await send(valid({ email: 'matrix.contact@example.com' }));
    const id = (await latestMessage('matrix.contact@example.com')).id;
    const calls: Array<[string, string, unknown, Record<Audience, number>]> = [
      ['GET', '/api/v2/admin/contact-messages?filter=all', undefined, expected(200)],
      ['GET', `/api/v2/admin/contact-messages/${id}`, undefined, expected(200)],
      ['PUT', `/api/v2/admin/contact-messages/${id}/archive`, { archived: false }, expected(200)],
      // An empty answer: refused with 400 after the role check.
      ['POST', `/api/v2/admin/contact-messages/${id}/answer`, { answer: '' }, expected(400)],
    ];
    for (const [method, path, body, statuses] of calls) {
      for (const who of audiences) {
        const res = await apiRequest(method, path, body, who === 'visitor' ? {} : as(who));
        expect([`${method} ${path}`, who, res.status]).toEqual([`${method} ${path}`, who, statuses[who]]);
        if (res.status === 403) expect((await json(res)).status.value).toBe('access.invalid');
      }
    }
  });

  it('lists newest first with filters, counts and search; opening marks read (audited)', async () => {
    await send(valid({ email: 'list.one@example.com', subject: 'Yatırımcı listesi' }));
    await send(valid({ email: 'list.two@example.com', subject: 'Press enquiry' }));
    const res = await apiRequest(
      'GET',
      '/api/v2/admin/contact-messages?filter=new&pageSize=2',
      undefined,
      as('admin'),
    );
    const page = (
      await json<{
        data: Array<{ id: number; email: string; status: string }>;
        totalCount: number;
        counts: Record<string, number>;
      }>(res)
    ).data;
    expect(page.data.map((m) => m.email)).toEqual(['list.two@example.com', 'list.one@example.com']);
    expect(page.totalCount).toBe(page.counts.new);
    const found = await json<{ data: Array<{ email: string }> }>(
      await apiRequest(
        'GET',
        '/api/v2/admin/contact-messages?q=yat%C4%B1r%C4%B1mc%C4%B1',
        undefined,
        as('admin'),
      ),
    );
    expect(found.data.data.map((m) => m.email)).toEqual(['list.one@example.com']);

    const id = page.data[1]!.id;
    const opened = await json<{ status: string; readAt: string | null }>(
      await apiRequest('GET', `/api/v2/admin/contact-messages/${id}`, undefined, as('admin')),
    );
    expect(opened.data.status).toBe('read');
    expect(opened.data.readAt).not.toBeNull();
    const audits = await testDb()
      .db.select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'admin.contact_message.read'),
          eq(auditLog.entityId, `contact-message:${id}`),
        ),
      );
    expect(audits).toHaveLength(1);
    // Opening again changes nothing and writes no second row.
    await apiRequest('GET', `/api/v2/admin/contact-messages/${id}`, undefined, as('admin'));
    expect(
      await testDb()
        .db.select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'admin.contact_message.read'),
            eq(auditLog.entityId, `contact-message:${id}`),
          ),
        ),
    ).toHaveLength(1);
    expect(
      (await apiRequest('GET', '/api/v2/admin/contact-messages/999999', undefined, as('admin'))).status,
    ).toBe(404);
  });

  it('answers a Turkish message by e-mail in Turkish, once, audited', async () => {
    const email = 'turkce.ziyaretci@example.com';
    await send(valid({ email, subject: 'Üyelik sorusu', message: 'Kurumsal paket kaç kişilik?' }), {
      'accept-language': 'tr',
    });
    const id = (await latestMessage(email)).id;
    const res = await apiRequest(
      'POST',
      `/api/v2/admin/contact-messages/${id}/answer`,
      { answer: 'Merhaba, kurumsal paket 10 kişiliktir.' },
      as('super'),
    );
    expect(res.status).toBe(200);
    const answered = (await json<{ status: string; answer: string; answeredBy: string }>(res)).data;
    expect(answered).toMatchObject({ status: 'answered', answer: 'Merhaba, kurumsal paket 10 kişiliktir.' });
    expect(answered.answeredBy).toBeTruthy();
    const mail = (await deliveredOutbox()).find((m) => m.to === email);
    expect(mail).toMatchObject({
      kind: 'contact-answer',
      subject: 'Ynt: Üyelik sorusu',
      replyTo: 'hello@atlas.example',
    });
    expect(mail!.text).toContain('Merhaba Ayşe Yılmaz,');
    expect(mail!.text).toContain('Merhaba, kurumsal paket 10 kişiliktir.');
    expect(mail!.text).toContain('> Kurumsal paket kaç kişilik?');
    expect(mail!.text).toContain('Saygılarımızla');
    const again = await apiRequest(
      'POST',
      `/api/v2/admin/contact-messages/${id}/answer`,
      { answer: 'Bir daha' },
      as('super', { 'accept-language': 'tr' }),
    );
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe('Bu mesaj zaten yanıtlandı.');
    const [audit] = await testDb()
      .db.select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'admin.contact_message.answer'),
          eq(auditLog.entityId, `contact-message:${id}`),
        ),
      );
    expect(audit!.details).toMatchObject({ to: email });
  });

  it('archives and brings back a message, audited', async () => {
    const email = 'archive.me@example.com';
    await send(valid({ email }));
    const id = (await latestMessage(email)).id;
    const archive = (archived: boolean) =>
      apiRequest('PUT', `/api/v2/admin/contact-messages/${id}/archive`, { archived }, as('admin'));
    expect((await json<{ archived: boolean; status: string }>(await archive(true))).data).toMatchObject({
      archived: true,
      status: 'new',
    });
    const listed = async (filter: string) =>
      (
        await json<{ data: Array<{ id: number }> }>(
          await apiRequest(
            'GET',
            `/api/v2/admin/contact-messages?filter=${filter}&pageSize=100`,
            undefined,
            as('admin'),
          ),
        )
      ).data.data.map((m) => m.id);
    expect(await listed('archived')).toContain(id);
    expect(await listed('inbox')).not.toContain(id);
    await archive(true); // no change, no second audit row
    await archive(false);
    expect(await listed('inbox')).toContain(id);
    const rows = await testDb()
      .db.select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, `contact-message:${id}`));
    expect(rows.map((r) => r.action).sort()).toEqual([
      'admin.contact_message.archive',
      'admin.contact_message.unarchive',
    ]);
  });
});
