/**
 * Static and legal pages (issue 17 §2) through the HTTP API: `GET /apiCommon/Content/GetContent`
 * answers the text in the request's language with its last-updated time; the content management
 * calls answer visitors 401, users, source admins (yc-admin) and report admins 403, super admins
 * 200; a save keeps only the rich-text allow-list, stamps updated_at and the editor, writes its
 * audit row in the same transaction and empties the page caches; Turkish text round-trips; an
 * upgraded database gets the missing pages from the `contents` seed step without losing an
 * admin's edit.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, signedInCookie } from '../helpers/api';

const testDb = apiTestDb();
const { eq } = await import('drizzle-orm');
const { users } = await import('@/modules/identity/schema');
const { auditLog } = await import('@/modules/access/schema');
const { contents } = await import('@/modules/reference/schema');
const { seedSteps } = await import('@/modules/platform/schema');
const { grantAccessInternal } = await import('@/modules/access/access');
const { insertMissingContents } = await import('@/modules/content/seed');
const { CONTENTS } = await import('@/modules/reference/data/contents');
const { CONTENT_PAGES } = await import('@/modules/content/pages');
const { onDataChange } = await import('@/server/data-changes');

type Envelope<T> = { data: T; status: { code: number; value: string }; message: string | null };
const body = async <T>(res: Response) => (await res.json()) as Envelope<T>;
type ContentAdmin = {
  id: string;
  titleEn: string;
  titleTr: string;
  bodyEn: string;
  bodyTr: string;
  updatedAt: string;
  updatedBy: { id: string; name: string } | null;
};

const audiences = ['visitor', 'user', 'ycAdmin', 'reportAdmin', 'superAdmin'] as const;
type Audience = (typeof audiences)[number];
const cookies: Partial<Record<Audience, string>> = {};
let superId = '';

async function cookieWith(email: string, entityId?: string) {
  const cookie = await signedInCookie(testDb(), email, { name: 'Şule', surname: 'Yıldırım' });
  const [user] = await testDb().db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (entityId)
    await grantAccessInternal(testDb().db, { userId: user!.id, entityId, scopes: ['FULL_ACCESS'] });
  return { cookie, id: user!.id };
}

beforeAll(async () => {
  await insertMissingContents(testDb().db);
  cookies.user = (await cookieWith('content.user@example.com')).cookie;
  cookies.ycAdmin = (await cookieWith('content.yc@example.com', 'yc-admin')).cookie;
  cookies.reportAdmin = (await cookieWith('content.rapor@example.com', 'rapor-admin')).cookie;
  const root = await cookieWith('content.root@example.com', 'admin');
  cookies.superAdmin = root.cookie;
  superId = root.id;
}, 120_000);

const as = (who: Audience, extra: Record<string, string> = {}) => ({
  ...(cookies[who] ? { cookie: cookies[who]! } : {}),
  ...extra,
});
const valid = {
  titleEn: 'About us',
  titleTr: 'Hakkımızda',
  bodyEn: '<p>Startup Atlas.</p>',
  bodyTr: '<p>Startup Atlas.</p>',
};

describe('GetContent', () => {
  it('answers every static page in English and Turkish with its last-updated time', async () => {
    for (const page of CONTENT_PAGES) {
      const en = await body<{ id: string; title: string; body: string; updatedAt: string }>(
        await apiRequest('GET', `/apiCommon/Content/GetContent?id=${page.id}`, undefined, {
          'accept-language': 'en',
        }),
      );
      const tr = await body<{ title: string; body: string }>(
        await apiRequest('GET', `/apiCommon/Content/GetContent?id=${page.id}`, undefined, {
          'accept-language': 'tr',
        }),
      );
      const seed = CONTENTS.find((c) => c.id === page.id)!;
      expect(en.data.title).toBe(seed.titleEn);
      expect(tr.data.title).toBe(seed.titleTr);
      expect(tr.data.body).toBe(seed.bodyTr);
      expect(new Date(en.data.updatedAt).toISOString()).toBe(en.data.updatedAt);
    }
    const about = await body<{ title: string }>(
      await apiRequest('GET', '/apiCommon/Content/GetContent?id=about-us', undefined, {
        'accept-language': 'tr',
      }),
    );
    expect(about.data.title).toBe('Hakkımızda');
  });

  it('answers 404 for an unknown id', async () => {
    const res = await apiRequest('GET', '/apiCommon/Content/GetContent?id=no-such-page');
    expect(res.status).toBe(404);
  });
});

describe('content management', () => {
  it('answers each audience as the roles say (super admins only)', async () => {
    const calls: Array<[string, string, unknown]> = [
      ['GET', '/api/v2/admin/content', undefined],
      ['GET', '/api/v2/admin/content/earthquake-help', undefined],
      ['POST', '/api/v2/admin/content/preview', { html: '<p>x</p>' }],
      [
        'PUT',
        '/api/v2/admin/content/earthquake-help',
        {
          ...valid,
          titleEn: 'Earthquake help',
          titleTr: 'Deprem yardımı',
          bodyEn: CONTENTS.find((c) => c.id === 'earthquake-help')!.bodyEn,
          bodyTr: CONTENTS.find((c) => c.id === 'earthquake-help')!.bodyTr,
        },
      ],
    ];
    const expected: Record<Audience, number> = {
      visitor: 401,
      user: 403,
      ycAdmin: 403,
      reportAdmin: 403,
      superAdmin: 200,
    };
    const got: string[] = [];
    const want: string[] = [];
    for (const [method, path, payload] of calls)
      for (const who of audiences) {
        const res = await apiRequest(method, path, payload, as(who));
        got.push(`${method} ${path} · ${who}: ${res.status}`);
        want.push(`${method} ${path} · ${who}: ${expected[who]}`);
        if (res.status === 403) expect((await body(res)).status.value).toBe('access.invalid');
      }
    expect(got).toEqual(want);
    // The role is checked before the address or the body: a bad id or body still answers 401/403.
    for (const [method, path, payload] of [
      ['GET', '/api/v2/admin/content/Not_An_Id', undefined],
      ['PUT', '/api/v2/admin/content/about-us', { titleEn: '' }],
    ] as const) {
      expect((await apiRequest(method, path, payload, as('visitor'))).status).toBe(401);
      expect((await apiRequest(method, path, payload, as('user'))).status).toBe(403);
    }
  });

  it('lists every row with its titles and who saved it last', async () => {
    const res = await body<Array<Omit<ContentAdmin, 'bodyEn' | 'bodyTr'>>>(
      await apiRequest('GET', '/api/v2/admin/content', undefined, as('superAdmin')),
    );
    expect(res.data.map((r) => r.id)).toEqual(CONTENTS.map((c) => c.id).sort());
    const quake = res.data.find((r) => r.id === 'earthquake-help')!;
    expect(quake.updatedBy).toEqual({ id: superId, name: 'Şule Yıldırım' });
    expect(res.data.find((r) => r.id === 'about-us')!.updatedBy).toBeNull();
  });

  it('saves sanitized text in both languages, stamped and audited, and empties the page caches', async () => {
    const [before] = await testDb().db.select().from(contents).where(eq(contents.id, 'about-us'));
    const changes: string[] = [];
    onDataChange('content-pages-test', (_db, change) => changes.push(change));
    const res = await apiRequest(
      'PUT',
      '/api/v2/admin/content/about-us',
      {
        titleEn: '  About Startup Atlas ',
        titleTr: 'Startup Atlas hakkında',
        bodyEn:
          '<h2>Who we are</h2><script>alert(1)</script><p onclick="steal()">An <strong>open</strong> platform. <a href="javascript:alert(1)">bad</a> <a href="https://example.org">good</a><img src="x.png"></p><iframe src="https://evil.example"></iframe>',
        bodyTr:
          '<h2>Biz kimiz?</h2><p>Açık kaynaklı bir platform: İstanbul, İzmir, Iğdır ve Şanlıurfa’dan girişimciler.</p><ul><li>Çağrı</li></ul>',
      },
      as('superAdmin'),
    );
    expect(res.status).toBe(200);
    const saved = (await body<ContentAdmin>(res)).data;
    expect(saved.titleEn).toBe('About Startup Atlas');
    expect(saved.bodyEn).not.toMatch(/script|onclick|javascript:|<img|<iframe|steal/);
    expect(saved.bodyEn).toContain('<h2>Who we are</h2>');
    expect(saved.bodyEn).toContain('<strong>open</strong>');
    expect(saved.bodyEn).toContain(
      '<a href="https://example.org" rel="nofollow noopener noreferrer">good</a>',
    );
    expect(saved.bodyTr).toBe(
      '<h2>Biz kimiz?</h2><p>Açık kaynaklı bir platform: İstanbul, İzmir, Iğdır ve Şanlıurfa’dan girişimciler.</p><ul><li>Çağrı</li></ul>',
    );
    expect(saved.updatedBy).toEqual({ id: superId, name: 'Şule Yıldırım' });
    expect(new Date(saved.updatedAt).getTime()).toBeGreaterThan(before!.updatedAt.getTime());
    expect(changes).toContain('pages');

    const [row] = await testDb().db.select().from(contents).where(eq(contents.id, 'about-us'));
    expect(row!.updatedByUserId).toBe(superId);
    const audits = await testDb().db.select().from(auditLog).where(eq(auditLog.entityId, 'content:about-us'));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.action).toBe('admin.content.update');
    expect(audits[0]!.actorUserId).toBe(superId);
    const details = audits[0]!.details as { from: { titleEn: string }; to: { titleTr: string } };
    expect(details.from.titleEn).toBe('About us');
    expect(details.to.titleTr).toBe('Startup Atlas hakkında');

    const tr = await body<{ title: string; body: string; updatedAt: string }>(
      await apiRequest('GET', '/apiCommon/Content/GetContent?id=about-us', undefined, {
        'accept-language': 'tr',
      }),
    );
    expect(tr.data.title).toBe('Startup Atlas hakkında');
    expect(tr.data.body).toContain('Iğdır ve Şanlıurfa’dan');
    expect(tr.data.updatedAt).toBe(saved.updatedAt);
  });

  it('refuses empty titles and bodies with each field named, in Turkish too', async () => {
    const res = await apiRequest(
      'PUT',
      '/api/v2/admin/content/about-us',
      { ...valid, titleTr: '   ', bodyEn: '<script>only()</script><img src="x">' },
      as('superAdmin', { 'accept-language': 'tr' }),
    );
    expect(res.status).toBe(400);
    const first = await body<{ fields: Record<string, string> }>(res);
    expect(Object.keys(first.data.fields)).toEqual(['titleTr']);
    const again = await apiRequest(
      'PUT',
      '/api/v2/admin/content/about-us',
      { ...valid, bodyEn: '<script>only()</script><img src="x">' },
      as('superAdmin', { 'accept-language': 'tr' }),
    );
    expect(again.status).toBe(400);
    const second = await body<{ fields: Record<string, string> }>(again);
    expect(Object.keys(second.data.fields)).toEqual(['bodyEn']);
    expect(second.message).toBe('Bu alan zorunludur.');
    expect(second.data.fields.bodyEn).toBe('Bu alan zorunludur.');
    const [row] = await testDb().db.select().from(contents).where(eq(contents.id, 'about-us'));
    expect(row!.titleEn).toBe('About Startup Atlas');
  });

  it('answers 404 for an unknown content id', async () => {
    const res = await apiRequest('PUT', '/api/v2/admin/content/no-such-page', valid, as('superAdmin'));
    expect(res.status).toBe(404);
    expect(
      (await apiRequest('GET', '/api/v2/admin/content/no-such-page', undefined, as('superAdmin'))).status,
    ).toBe(404);
  });

  it('previews a body as a save would keep it', async () => {
    const res = await body<{ html: string }>(
      await apiRequest(
        'POST',
        '/api/v2/admin/content/preview',
        { html: '<p>Merhaba <em>dünya</em><script>x()</script></p>' },
        as('superAdmin'),
      ),
    );
    expect(res.data.html).toBe('<p>Merhaba <em>dünya</em></p>');
  });
});

describe('upgrading a database made before the static pages', () => {
  it('adds the missing pages in the contents step and keeps an edited text', async () => {
    const db = testDb().db;
    // As an older database: only the data-sources block and an edited about-us text.
    await db.delete(contents).where(eq(contents.id, 'terms-of-service'));
    await db.delete(contents).where(eq(contents.id, 'kisisel-verilerin-korunmasi'));
    const { seedDatabase, SEED_STEPS } = await import('../../scripts/seed-database');
    await db
      .insert(seedSteps)
      .values(SEED_STEPS.filter((s) => s !== 'contents').map((step) => ({ step, summary: 'test' })))
      .onConflictDoNothing();
    const result = await seedDatabase(db, { startups: 0 });
    expect(result.ran).toEqual(['contents']);
    const [step] = await db.select().from(seedSteps).where(eq(seedSteps.step, 'contents'));
    expect(step!.summary).toBe('2 content pages added');
    const rows = await db.select().from(contents);
    expect(rows.map((r) => r.id).sort()).toEqual(CONTENTS.map((c) => c.id).sort());
    const about = rows.find((r) => r.id === 'about-us')!;
    expect(about.titleEn).toBe('About Startup Atlas');
    expect(about.updatedByUserId).toBe(superId);
    const kvkk = rows.find((r) => r.id === 'kisisel-verilerin-korunmasi')!;
    expect(kvkk.titleTr).toBe('Kişisel verilerin korunması aydınlatma metni');
    // Running the step's work again adds nothing.
    expect(await insertMissingContents(db)).toEqual([]);
  }, 120_000);
});
