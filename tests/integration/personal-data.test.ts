/**
 * Personal-data download (issue 17 §2 "a signed-in user downloads everything the platform holds
 * about them (JSON and a readable file) from the settings") through `GET /api/v2/me/personal-data`:
 * the JSON holds the user's own account, profile, access with startup names, messages sent and
 * received, notifications, contact messages, API keys, invoice details and audit rows, with Turkish
 * text as written; none of another user's rows; no secrets (password hash, session token, API key
 * secret or hash, invitation codes). The PDF is a real PDF. Visitors get 401; the hourly limit 429.
 */
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, signedInCookie } from '../helpers/api';

const testDb = apiTestDb();
const { eq } = await import('drizzle-orm');
const { accounts, apiKeys, sessions, users } = await import('@/modules/identity/schema');
const { invitations } = await import('@/modules/access/schema');
const { profiles } = await import('@/modules/profiles/schema');
const { startups } = await import('@/modules/startups/schema');
const { conversations, messages } = await import('@/modules/messaging/schema');
const { notifications } = await import('@/modules/notifications/schema');
const { contactMessages } = await import('@/modules/site/schema');
const { billingProfiles } = await import('@/modules/payments/schema');
const { grantAccessInternal } = await import('@/modules/access/access');
const { entityKey } = await import('@/modules/access/permissions');
const { sharedLimit } = await import('@/server/rate-limit');
const { PERSONAL_DATA_LIMIT } = await import('@/modules/privacy/download');

type Envelope<T> = { data: T; status: { code: number; value: string }; message: string | null };
const people = {
  a: { email: 'ayse.pd@example.com', name: 'Ayşe', surname: 'Çelik' },
  b: { email: 'burak.pd@example.com', name: 'Burak', surname: 'Öztürk' },
  c: { email: 'cem.pd@example.com', name: 'Cem', surname: 'Işık' },
};
const ids: Record<keyof typeof people, string> = { a: '', b: '', c: '' };
const cookies: Record<keyof typeof people, string> = { a: '', b: '', c: '' };
let apiKeySecret = '';

const userId = async (email: string) =>
  (await testDb().db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const pair = (x: string, y: string) => (x < y ? { userLow: x, userHigh: y } : { userLow: y, userHigh: x });

beforeAll(async () => {
  const db = testDb().db;
  for (const key of ['a', 'b', 'c'] as const) {
    const p = people[key];
    cookies[key] = await signedInCookie(testDb(), p.email, { name: p.name, surname: p.surname });
    ids[key] = await userId(p.email);
  }
  const { a, b, c } = ids;
  await db.insert(profiles).values([
    {
      userId: a,
      seoUrl: 'ayse-celik',
      title: 'Kurucu ortak',
      phone: '+905321234567',
      about: '<p>İstanbul’da yaşıyorum; Iğdır ve Şanlıurfa’da çalıştım. ğüşıöç</p>',
    },
    { userId: b, seoUrl: 'burak-ozturk', about: '<p>B-PRIVATE-ABOUT</p>', phone: '+905559998877' },
  ]);
  const [startup] = await db
    .insert(startups)
    .values({ name: 'Çınar Teknoloji', seoUrl: 'cinar-teknoloji', searchText: 'cinar teknoloji' })
    .returning({ id: startups.id });
  await grantAccessInternal(db, {
    userId: a,
    entityId: entityKey('startup', startup!.id),
    scopes: ['FULL_ACCESS'],
  });
  const [ab] = await db.insert(conversations).values(pair(a, b)).returning({ id: conversations.id });
  const [bc] = await db.insert(conversations).values(pair(b, c)).returning({ id: conversations.id });
  await db.insert(messages).values([
    { conversationId: ab!.id, senderUserId: a, body: 'Merhaba Burak, görüşelim mi?' },
    { conversationId: ab!.id, senderUserId: b, body: 'Olur Ayşe, yarın uygun.' },
    { conversationId: bc!.id, senderUserId: b, body: 'B-TO-C-SECRET' },
  ]);
  await db.insert(notifications).values([
    { userId: a, kind: 'message', data: { title: 'Yeni mesaj: Şükrü' } },
    { userId: b, kind: 'message', data: { title: 'B-NOTIFICATION' } },
  ]);
  await db.insert(contactMessages).values([
    { name: 'Ayşe', email: people.a.email, subject: 'Veri talebi', message: 'Kişisel verilerim hakkında.' },
    { name: 'Burak', email: people.b.email, subject: 'B-CONTACT', message: 'B-CONTACT-BODY', userId: b },
  ]);
  await db.insert(billingProfiles).values({
    userId: a,
    kind: 'person',
    fullName: 'Ayşe Çelik',
    countryCode: 'TR',
    city: 'İzmir',
    address: 'Alsancak Mah. Şehit Nevres Bulvarı',
    email: people.a.email,
  });
  await db.insert(invitations).values({
    entityId: entityKey('startup', startup!.id),
    inviterUserId: a,
    inviteeUserId: c,
    scopes: ['READ'],
    code: 'INVITATION-CODE-SECRET-123',
  });
  // A list with a noted entry, and a saved search (issue 18 §5).
  const list = await apiRequest('POST', '/api/v2/lists', { name: 'İzlenecekler' }, { cookie: cookies.a });
  const listId = ((await list.json()) as Envelope<{ id: number }>).data.id;
  expect(
    (
      await apiRequest(
        'POST',
        `/api/v2/lists/${listId}/items`,
        { kind: 'startup', entityId: String(startup!.id), note: 'Tohum turunda' },
        { cookie: cookies.a },
      )
    ).status,
  ).toBe(200);
  expect(
    (
      await apiRequest(
        'POST',
        '/api/v2/saved-searches',
        { kind: 'job', query: 'q=react', name: 'React işleri', frequency: 'daily' },
        { cookie: cookies.a },
      )
    ).status,
  ).toBe(200);
  const created = await apiRequest(
    'POST',
    '/api/v2/users/me/api-keys',
    { name: 'Otomasyon' },
    { cookie: cookies.a },
  );
  expect(created.status).toBe(200);
  apiKeySecret = ((await created.json()) as Envelope<{ key: string }>).data.key;
}, 120_000);

const download = (format: string, cookie?: string, extra: Record<string, string> = {}) =>
  apiRequest('GET', `/api/v2/me/personal-data?format=${format}`, undefined, {
    ...(cookie ? { cookie } : {}),
    ...extra,
  });

describe('personal-data download', () => {
  it('answers visitors 401', async () => {
    expect((await download('json')).status).toBe(401);
  });

  it('holds the user’s own data as an attached JSON file, Turkish text as written', async () => {
    const res = await download('json', cookies.a);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="startup-atlas-personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const text = await res.text();
    const data = JSON.parse(text) as Record<string, any>;
    expect(data.format).toBe('startup-atlas-personal-data');
    expect(data.account).toMatchObject({ id: ids.a, email: people.a.email, name: 'Ayşe', surname: 'Çelik' });
    expect(data.profile.about).toBe('<p>İstanbul’da yaşıyorum; Iğdır ve Şanlıurfa’da çalıştım. ğüşıöç</p>');
    expect(data.profile.phone).toBe('+905321234567');
    expect(data.access).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'startup', name: 'Çınar Teknoloji', scopes: ['FULL_ACCESS'] }),
      ]),
    );
    expect(data.messages).toEqual([
      {
        with: 'Burak Öztürk',
        messages: [
          expect.objectContaining({ from: 'you', body: 'Merhaba Burak, görüşelim mi?' }),
          expect.objectContaining({ from: 'them', body: 'Olur Ayşe, yarın uygun.' }),
        ],
      },
    ]);
    expect(data.notifications).toEqual([expect.objectContaining({ data: { title: 'Yeni mesaj: Şükrü' } })]);
    expect(data.contactMessages).toEqual([expect.objectContaining({ subject: 'Veri talebi' })]);
    expect(data.lists).toEqual([
      expect.objectContaining({
        name: 'İzlenecekler',
        sharedByLink: false,
        entries: [expect.objectContaining({ kind: 'startup', note: 'Tohum turunda' })],
      }),
    ]);
    expect(data.savedSearches).toEqual([
      expect.objectContaining({ kind: 'job', name: 'React işleri', query: 'q=react', frequency: 'daily' }),
    ]);
    expect(data.payments.billingProfile).toMatchObject({ city: 'İzmir', fullName: 'Ayşe Çelik' });
    expect(data.apiKeys).toEqual([expect.objectContaining({ name: 'Otomasyon' })]);
    expect(data.invitations).toEqual([
      expect.objectContaining({ direction: 'sent', otherPerson: 'Cem Işık', scopes: ['READ'] }),
    ]);
    expect(data.linkedAccounts).toEqual([expect.objectContaining({ providerId: 'credential' })]);
    expect(data.audit).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'user.personal_data.download', by: 'you' })]),
    );
    expect(data.spamReportsAboutYouCount).toBe(0);

    // Nothing of other users' own rows.
    for (const other of [
      people.b.email,
      people.c.email,
      'B-PRIVATE-ABOUT',
      'B-TO-C-SECRET',
      'B-NOTIFICATION',
      'B-CONTACT',
      '+905559998877',
    ])
      expect(text, other).not.toContain(other);
    expect(text).not.toContain(ids.b);
    expect(text).not.toContain(ids.c);
  });

  it('never holds a secret', async () => {
    const db = testDb().db;
    const text = await (await download('json', cookies.a)).text();
    const [password] = await db
      .select({ hash: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, ids.a));
    const tokens = await db
      .select({ token: sessions.token, id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, ids.a));
    const [key] = await db.select({ hash: apiKeys.keyHash }).from(apiKeys).where(eq(apiKeys.userId, ids.a));
    const secrets = [
      password!.hash!,
      ...tokens.flatMap((t) => [t.token, t.id]),
      decodeURIComponent(cookies.a.split('=')[1]!).split('.')[0]!,
      key!.hash,
      apiKeySecret,
      'INVITATION-CODE-SECRET-123',
    ];
    expect(tokens.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/"(password|token|keyHash|accessToken|refreshToken|idToken|code)"/);
  });

  it('gives the same content as a readable PDF in the asked language', async () => {
    const res = await download('pdf', cookies.a, { 'accept-language': 'tr' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(
      /filename="startup-atlas-personal-data-[\d-]+\.pdf"/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('Kişisel verileriniz');
    expect(pdf.getPageCount()).toBeGreaterThan(0);
    const english = await PDFDocument.load(
      new Uint8Array(
        await (await download('pdf&lang=en', cookies.a, { 'accept-language': 'tr' })).arrayBuffer(),
      ),
    );
    expect(english.getTitle()).toBe('Your personal data');
  });

  it('refuses an unknown format', async () => {
    expect((await download('xml', cookies.a)).status).toBe(400);
  });

  it('answers 429 with Retry-After past the hourly limit', async () => {
    const limit = sharedLimit(testDb().db, {
      name: 'personal-data',
      points: PERSONAL_DATA_LIMIT,
      durationSeconds: 3600,
    });
    for (let i = 0; i < PERSONAL_DATA_LIMIT; i++) await limit.consume(ids.c);
    const res = await download('json', cookies.c);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another user is not held back.
    expect((await download('json', cookies.b)).status).toBe(200);
  });
});
