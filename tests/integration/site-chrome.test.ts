/**
 * The site's header, footer, logo and contact details (issue 17 §1 "header, footer, logo,
 * contact … the public header and footer read these"; spec public §2 "Header and footer", §5
 * links; D §5 "social links accept only listed hosts", "Phone must be valid", "other uploads up
 * to 3MB"; D §6 super admin) through the HTTP API: the role matrix of every admin call (visitor
 * 401; user, source admin and report admin 403; super admin allowed), the seeded menus and
 * footer links in English and Turkish, link validation (site paths, https external links with a
 * public host, social hosts — Turkish messages included), order changes, show/hide, deletion
 * with links, audit rows in the change's transaction, the contact details, the logo upload, and
 * the public read reflecting a write at once — also a write announced only by the database's
 * notice, as another process's write is.
 * @database-engine: runs on PGlite and PostgreSQL: the cache is emptied by a NOTIFY from another pool.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, ORIGIN, signedInCookie } from '../helpers/api';

const testDb = apiTestDb();
const { and, eq, like, sql } = await import('drizzle-orm');
const { users } = await import('@/modules/identity/schema');
const { auditLog } = await import('@/modules/access/schema');
const { grantAccessInternal } = await import('@/modules/access/access');
const { LocalDiskStorage, setStorage } = await import('@/server/storage');
const { siteLinks, siteSettings } = await import('@/modules/site/schema');
const { seedSite } = await import('@/modules/site/seed');
const { getContactSettings, getSiteSetting } = await import('@/modules/site/settings');

const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-site-chrome-'));
let superCookie = '';
const cookies: Record<string, string> = {};

async function userId(email: string) {
  const [user] = await testDb().db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}
async function cookieWith(email: string, entityId?: string) {
  const cookie = await signedInCookie(testDb(), email);
  if (entityId)
    await grantAccessInternal(testDb().db, {
      userId: await userId(email),
      entityId,
      scopes: ['FULL_ACCESS'],
    });
  return cookie;
}

beforeAll(async () => {
  setStorage(new LocalDiskStorage(uploads));
  await testDb().db.transaction((tx) => seedSite(tx as never));
  superCookie = await cookieWith('super.site@example.com', 'admin');
  cookies.user = await cookieWith('user.site@example.com');
  cookies.sourceAdmin = await cookieWith('yc.site@example.com', 'yc-admin');
  cookies.reportAdmin = await cookieWith('rapor.site@example.com', 'rapor-admin');
}, 120_000);
afterAll(() => fs.rmSync(uploads, { recursive: true, force: true }));

type Envelope<T> = { data: T; status: { code: number; value: string }; message: string | null };
type Link = {
  id: number;
  area: string;
  parentId: number | null;
  menuKey: string | null;
  labelEn: string;
  labelTr: string;
  urlEn: string;
  sortOrder: number;
  active: boolean;
};
type ChromeLink = { id: number; label: string; href: string; external: boolean; app: boolean };
type Chrome = {
  header: Array<{ key: string | null; label: string; link: { href: string } | null; links: ChromeLink[] }>;
  footer: Array<{ id: number; label: string; links: ChromeLink[] }>;
  social: Array<{ network: string; label: string; href: string }>;
  contact: { email: string; phone: string; address: string; mapUrl: string };
  logo: { url: string | null; alt: string };
};

const json = async <T>(res: Response) => (await res.json()) as Envelope<T>;
const as = (cookie: string, locale = 'en') => ({ cookie, 'accept-language': locale });
const call = (method: string, url: string, body?: unknown, locale = 'en') =>
  apiRequest(method, url, body, as(superCookie, locale));
const chrome = async (locale: 'en' | 'tr' = 'en') =>
  (
    await json<Chrome>(
      await apiRequest('GET', '/api/v2/site/chrome', undefined, { 'accept-language': locale }),
    )
  ).data;

async function footerGroupId(labelEn: string): Promise<number> {
  const [row] = await testDb()
    .db.select({ id: siteLinks.id })
    .from(siteLinks)
    .where(and(eq(siteLinks.area, 'footer'), eq(siteLinks.labelEn, labelEn)));
  return row!.id;
}

let seq = 0;
async function newGroup(): Promise<number> {
  seq += 1;
  const res = await call('POST', '/api/v2/admin/site/links', {
    area: 'footer',
    labelEn: `Group ${seq}`,
    labelTr: `Grup ${seq}`,
  });
  expect(res.status).toBe(200);
  return (await json<Link>(res)).data.id;
}

async function multipart(url: string, bytes: Buffer, name: string, type: string, cookie = superCookie) {
  const { getApi } = await import('@/app/_api/app');
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return getApi().fetch(
    new Request(`${ORIGIN}${url}`, { method: 'POST', headers: { origin: ORIGIN, cookie }, body: form }),
  );
}

describe('role matrix of the site admin calls', () => {
  const calls = (linkId: number): Array<[string, string, unknown?]> => [
    ['GET', '/api/v2/admin/site/links'],
    ['GET', '/api/v2/admin/site/links?area=footer'],
    ['POST', '/api/v2/admin/site/links', { area: 'footer', labelEn: 'Matrix', labelTr: 'Matris' }],
    [
      'PUT',
      `/api/v2/admin/site/links/${linkId}`,
      { area: 'footer', labelEn: 'Matrix 2', labelTr: 'Matris 2' },
    ],
    ['PATCH', `/api/v2/admin/site/links/${linkId}/active`, { active: false }],
    ['POST', `/api/v2/admin/site/links/${linkId}/move`, { direction: 'up' }],
    ['DELETE', `/api/v2/admin/site/links/${linkId}`],
    ['GET', '/api/v2/admin/site/contact'],
    [
      'PUT',
      '/api/v2/admin/site/contact',
      {
        email: 'info@example.com',
        phone: '',
        addressEn: 'Istanbul',
        addressTr: 'İstanbul',
        mapUrl: '',
        formRecipient: '',
      },
    ],
    ['GET', '/api/v2/admin/site/logo'],
    ['PUT', '/api/v2/admin/site/logo', { alt: 'Startup Atlas' }],
    ['DELETE', '/api/v2/admin/site/logo'],
  ];

  it('answers 401 to visitors and 403 to users, source admins and report admins, and changes nothing', async () => {
    const linkId = await newGroup();
    const before = await testDb()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(auditLog);
    for (const [method, url, body] of calls(linkId)) {
      const visitor = await apiRequest(method, url, body);
      expect(visitor.status, `${method} ${url} visitor`).toBe(401);
      for (const [who, cookie] of Object.entries(cookies)) {
        const res = await apiRequest(method, url, body, { cookie });
        expect(res.status, `${method} ${url} ${who}`).toBe(403);
        expect((await json(res)).message).toBe('Invalid access');
      }
    }
    // The upload is refused before its body is read.
    expect(
      (await multipart('/api/v2/admin/site/logo', Buffer.from('x'), 'a.png', 'image/png', cookies.user!))
        .status,
    ).toBe(403);
    const after = await testDb()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(auditLog);
    expect(after[0]!.n).toBe(before[0]!.n);
    const [row] = await testDb().db.select().from(siteLinks).where(eq(siteLinks.id, linkId));
    expect(row).toMatchObject({ labelEn: `Group ${seq}`, active: true });
  });

  it('lets a super admin make every call', async () => {
    const linkId = await newGroup();
    for (const [method, url, body] of calls(linkId)) {
      const res = await call(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(200);
    }
  });

  it('serves the header and footer to everyone', async () => {
    expect((await apiRequest('GET', '/api/v2/site/chrome')).status).toBe(200);
    expect(
      (await apiRequest('GET', '/api/v2/site/chrome', undefined, { cookie: cookies.user! })).status,
    ).toBe(200);
  });
});

describe('seeded header and footer', () => {
  it('has the spec menus and the footer links to every static and legal page, in English and Turkish', async () => {
    const en = await chrome('en');
    expect(en.header.map((m) => m.key)).toEqual([
      'data',
      'insight',
      'invest',
      'services',
      'jobs',
      'news',
      'pricing',
    ]);
    const data = en.header[0]!;
    expect(data.links.map((l) => l.label)).toEqual([
      'Startups',
      'Talents',
      'Tech centers',
      'Providers',
      'Reports',
      'Data sources',
      'API reference',
    ]);
    expect(data.links[0]).toMatchObject({ href: '/startups', app: true, external: false });
    expect(data.links[6]).toMatchObject({ href: '/api/docs', app: false });
    expect(en.header.find((m) => m.key === 'news')!.link).toMatchObject({
      href: 'https://news.startupatlas.org',
    });
    const hrefs = en.footer.flatMap((g) => g.links.map((l) => l.href));
    for (const page of [
      '/about-us',
      '/contact-us',
      '/cookie-policy',
      '/terms-of-service',
      '/service-agreement',
      '/talent-general-terms',
      '/privacy-and-security',
      '/privacy-and-cookies-policy',
      '/kisisel-verilerin-korunmasi',
      '/grant-incentive',
      '/recruitment-consultancy',
      '/earthquake-help',
    ])
      expect(hrefs, page).toContain(page);
    const externals = en.header
      .flatMap((m) => m.links)
      .filter((l) => l.external)
      .map((l) => l.href);
    expect(externals).toEqual(['https://crowdfunding.startupatlas.org', 'https://fund.startupatlas.org']);
    expect(en.social.map((s) => s.network)).toEqual([
      'twitter',
      'linkedin',
      'instagram',
      'youtube',
      'github',
    ]);

    const tr = await chrome('tr');
    expect(tr.header.map((m) => m.label)).toEqual([
      'Veri',
      'İçgörü',
      'Yatırım',
      'Hizmetler',
      'İş ilanları',
      'Haberler',
      'Fiyatlandırma',
    ]);
    expect(tr.header[0]!.links[0]).toMatchObject({ label: 'Girişimler', href: '/tr/girisimler' });
    expect(tr.header.find((m) => m.key === 'pricing')!.link).toMatchObject({ href: '/tr/odeme-planlari' });
    const legal = tr.footer.find((g) => g.label === 'Yasal')!;
    expect(legal.links.map((l) => [l.label, l.href])).toContainEqual([
      'Kullanım koşulları',
      '/tr/kullanim-kosullari',
    ]);
    expect(legal.links.map((l) => l.href)).toContain('/tr/kisisel-verilerin-korunmasi');
    expect(tr.social[0]!.label).toBe('X’te Startup Atlas');
  });

  it('writes nothing the second time and keeps saved settings', async () => {
    const before = await testDb()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(siteLinks);
    const summary = await testDb().db.transaction((tx) => seedSite(tx as never));
    expect(summary).toBe('0 header, footer and social links, 0 settings');
    const after = await testDb()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(siteLinks);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(await getSiteSetting(testDb().db, 'disposableMails')).toEqual({ enabled: true });
  });
});

describe('link validation', () => {
  const fieldsOf = async (res: Response) =>
    ((await json<{ fields: Record<string, string> }>(res)).data ?? { fields: {} }).fields;

  it('takes site paths for internal links and https addresses with a public host for external ones', async () => {
    const group = await newGroup();
    const base = { area: 'footer', parentId: group, labelEn: 'Help', labelTr: 'Yardım' };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ urlEn: 'about-us' }, 'urlEn', 'Enter a page of this site starting with /, for example /about-us.'],
      [
        { urlEn: '//evil.example/x' },
        'urlEn',
        'Enter a page of this site starting with /, for example /about-us.',
      ],
      [
        { urlEn: 'https://example.com' },
        'urlEn',
        'Enter a page of this site starting with /, for example /about-us.',
      ],
      [
        { urlEn: 'http://example.com', external: true },
        'urlEn',
        'Enter a full https:// address with a public host, for example https://example.com.',
      ],
      [
        { urlEn: 'https://localhost/admin', external: true },
        'urlEn',
        'Enter a full https:// address with a public host, for example https://example.com.',
      ],
      [
        { urlEn: 'https://10.0.0.1/', external: true },
        'urlEn',
        'Enter a full https:// address with a public host, for example https://example.com.',
      ],
      [
        { urlEn: 'javascript:alert(1)', external: true },
        'urlEn',
        'Enter a full https:// address with a public host, for example https://example.com.',
      ],
      [
        { urlEn: '/about-us', urlTr: 'hakkimizda' },
        'urlTr',
        'Enter a page of this site starting with /, for example /about-us.',
      ],
      [{ urlEn: '' }, 'urlEn', 'This field required.'],
    ];
    for (const [change, field, message] of cases) {
      const res = await call('POST', '/api/v2/admin/site/links', { ...base, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(await fieldsOf(res), JSON.stringify(change)).toMatchObject({ [field]: message });
    }
    const tr = await call(
      'POST',
      '/api/v2/admin/site/links',
      { ...base, urlEn: 'http://example.com', external: true },
      'tr',
    );
    expect(await fieldsOf(tr)).toMatchObject({
      urlEn: 'Herkese açık bir sunucunun tam https:// adresini girin, örneğin https://example.com.',
    });
    for (const ok of [
      { urlEn: '/about-us' },
      { urlEn: '/startups?stage=11003#list' },
      { urlEn: 'https://www.example.org/fon', urlTr: 'https://www.example.org/tr/fon', external: true },
    ])
      expect(
        (await call('POST', '/api/v2/admin/site/links', { ...base, ...ok })).status,
        JSON.stringify(ok),
      ).toBe(200);
  });

  it('takes social buttons only on their network’s host, naming the network (English and Turkish)', async () => {
    const base = { area: 'social', labelEn: 'Us on Facebook', labelTr: 'Facebook’ta biz' };
    const wrong = await call('POST', '/api/v2/admin/site/links', {
      ...base,
      icon: 'facebook',
      urlEn: 'https://x.com/atlas',
    });
    expect(wrong.status).toBe(400);
    const body = await json<{ fields: Record<string, string> }>(wrong);
    expect(body.message).toBe('Please enter a valid Facebook URL.');
    expect(Object.values(body.data.fields)).toEqual(['Please enter a valid Facebook URL.']);
    const tr = await call(
      'POST',
      '/api/v2/admin/site/links',
      { ...base, icon: 'stackoverflow', urlEn: 'https://stackoverflow.evil.com/u/1' },
      'tr',
    );
    expect((await json(tr)).message).toBe('Lütfen geçerli bir Stackoverflow adresi girin.');
    const noIcon = await call('POST', '/api/v2/admin/site/links', {
      ...base,
      urlEn: 'https://facebook.com/atlas',
    });
    expect(await fieldsOf(noIcon)).toEqual({ icon: 'Choose the network of this button.' });
    const httpOnly = await call('POST', '/api/v2/admin/site/links', {
      ...base,
      icon: 'facebook',
      urlEn: 'http://facebook.com/atlas',
    });
    expect(httpOnly.status).toBe(400);
    const ok = await call('POST', '/api/v2/admin/site/links', {
      ...base,
      icon: 'facebook',
      urlEn: 'https://www.facebook.com/atlas',
    });
    expect(ok.status).toBe(200);
    expect((await json<Link>(ok)).data).toMatchObject({ area: 'social', parentId: null, external: true });
    expect((await chrome('tr')).social.at(-1)).toMatchObject({
      network: 'facebook',
      label: 'Facebook’ta biz',
      href: 'https://www.facebook.com/atlas',
    });
  });

  it('keeps groups without addresses and links inside a menu or group of their own area', async () => {
    const withUrl = await call('POST', '/api/v2/admin/site/links', {
      area: 'footer',
      labelEn: 'G',
      labelTr: 'G',
      urlEn: '/about-us',
    });
    expect(await fieldsOf(withUrl)).toEqual({
      urlEn: 'A group heading has no address: add links to the group instead.',
    });
    const [headerMenu] = await testDb()
      .db.select({ id: siteLinks.id })
      .from(siteLinks)
      .where(and(eq(siteLinks.area, 'header'), eq(siteLinks.menuKey, 'data')));
    const foreign = await call('POST', '/api/v2/admin/site/links', {
      area: 'footer',
      parentId: headerMenu!.id,
      labelEn: 'X',
      labelTr: 'X',
      urlEn: '/about-us',
    });
    expect(await fieldsOf(foreign)).toEqual({
      parentId: 'Choose a menu or group of the same part of the site.',
    });
    const group = await newGroup();
    const moved = await call('PUT', `/api/v2/admin/site/links/${group}`, {
      area: 'header',
      labelEn: 'G',
      labelTr: 'G',
    });
    expect(await fieldsOf(moved)).toEqual({
      area: 'A link cannot move between the header, the footer and the social buttons.',
    });
    expect(
      (await call('PUT', '/api/v2/admin/site/links/999999', { area: 'footer', labelEn: 'G', labelTr: 'G' }))
        .status,
    ).toBe(404);
  });
});

describe('order, show/hide and deletion', () => {
  it('moves a link up and down among its siblings, audited', async () => {
    const group = await newGroup();
    const ids: number[] = [];
    for (const name of ['One', 'Two', 'Three']) {
      const res = await call('POST', '/api/v2/admin/site/links', {
        area: 'footer',
        parentId: group,
        labelEn: name,
        labelTr: name,
        urlEn: `/about-us#${name}`,
      });
      ids.push((await json<Link>(res)).data.id);
    }
    const moved = await json<Link[]>(
      await call('POST', `/api/v2/admin/site/links/${ids[2]}/move`, { direction: 'up' }),
    );
    expect(moved.data.map((l) => l.labelEn)).toEqual(['One', 'Three', 'Two']);
    expect(moved.data.map((l) => l.sortOrder)).toEqual([0, 1, 2]);
    // At the top, up changes nothing.
    const top = await json<Link[]>(
      await call('POST', `/api/v2/admin/site/links/${ids[0]}/move`, { direction: 'up' }),
    );
    expect(top.data.map((l) => l.labelEn)).toEqual(['One', 'Three', 'Two']);
    await call('POST', `/api/v2/admin/site/links/${ids[0]}/move`, { direction: 'down' });
    const groupView = (await chrome()).footer.find((g) => g.id === group)!;
    expect(groupView.links.map((l) => l.label)).toEqual(['Three', 'One', 'Two']);
    const rows = await testDb()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.site.link.move'), eq(auditLog.entityId, `site-link:${ids[2]}`)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.details).toMatchObject({ direction: 'up', from: 2, to: 1 });
    expect(rows[0]!.actorUserId).toBe(await userId('super.site@example.com'));
  });

  it('hides a link or a whole group from the public footer and shows it again', async () => {
    const group = await newGroup();
    const res = await call('POST', '/api/v2/admin/site/links', {
      area: 'footer',
      parentId: group,
      labelEn: 'Hide me',
      labelTr: 'Gizle beni',
      urlEn: '/cookie-policy',
    });
    const link = (await json<Link>(res)).data;
    const labels = async () => (await chrome()).footer.flatMap((g) => g.links.map((l) => l.label));
    expect(await labels()).toContain('Hide me');
    await call('PATCH', `/api/v2/admin/site/links/${link.id}/active`, { active: false });
    expect(await labels()).not.toContain('Hide me');
    await call('PATCH', `/api/v2/admin/site/links/${link.id}/active`, { active: true });
    expect(await labels()).toContain('Hide me');
    await call('PATCH', `/api/v2/admin/site/links/${group}/active`, { active: false });
    expect(await labels()).not.toContain('Hide me');
    expect((await chrome()).footer.map((g) => g.id)).not.toContain(group);
  });

  it('deletes a group with its links and records what went', async () => {
    const group = await newGroup();
    await call('POST', '/api/v2/admin/site/links', {
      area: 'footer',
      parentId: group,
      labelEn: 'Child',
      labelTr: 'Çocuk',
      urlEn: '/about-us',
    });
    const res = await call('DELETE', `/api/v2/admin/site/links/${group}`);
    expect((await json(res)).data).toEqual({ deleted: 2 });
    expect(await testDb().db.select().from(siteLinks).where(eq(siteLinks.parentId, group))).toEqual([]);
    const [row] = await testDb()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.site.link.delete'), eq(auditLog.entityId, `site-link:${group}`)));
    expect(row!.details).toMatchObject({ children: [{ labelEn: 'Child', urlEn: '/about-us' }] });
    expect((await call('DELETE', `/api/v2/admin/site/links/${group}`)).status).toBe(404);
  });

  it('writes no audit row when a write is refused', async () => {
    const count = async () =>
      (
        await testDb()
          .db.select({ n: sql<number>`count(*)::int` })
          .from(auditLog)
          .where(like(auditLog.action, 'admin.site.%'))
      )[0]!.n;
    const before = await count();
    await call('POST', '/api/v2/admin/site/links', { area: 'footer', labelEn: '', labelTr: '' });
    await call('POST', '/api/v2/admin/site/links', {
      area: 'footer',
      parentId: 999999,
      labelEn: 'X',
      labelTr: 'X',
      urlEn: '/x',
    });
    expect(await count()).toBe(before);
  });
});

describe('the public header and footer follow writes at once', () => {
  it('shows a new footer link in English and Turkish on the next request', async () => {
    const warm = await chrome('tr');
    expect(warm.footer.length).toBeGreaterThan(0);
    const company = await footerGroupId('Company');
    const res = await call('POST', '/api/v2/admin/site/links', {
      area: 'footer',
      parentId: company,
      labelEn: 'Investor relations',
      labelTr: 'Yatırımcı ilişkileri',
      urlEn: '/about-us',
    });
    expect(res.status).toBe(200);
    const en = (await chrome('en')).footer.find((g) => g.label === 'Company')!;
    expect(en.links.at(-1)).toMatchObject({ label: 'Investor relations', href: '/about-us' });
    const tr = (await chrome('tr')).footer.find((g) => g.label === 'Kurumsal')!;
    expect(tr.links.at(-1)).toMatchObject({ label: 'Yatırımcı ilişkileri', href: '/tr/hakkimizda' });
    // A header menu's label edited shows at once too.
    const [jobs] = await testDb().db.select().from(siteLinks).where(eq(siteLinks.menuKey, 'jobs'));
    await call('PUT', `/api/v2/admin/site/links/${jobs!.id}`, {
      area: 'header',
      labelEn: 'Careers',
      labelTr: 'Kariyer',
      urlEn: '/jobs',
    });
    expect((await chrome('tr')).header.find((m) => m.key === 'jobs')).toMatchObject({
      label: 'Kariyer',
      link: { href: '/tr/is-ilanlari' },
    });
  });

  it('empties the cache on the database’s notice alone (a write of another process)', async () => {
    await chrome('en'); // cached now
    const company = await footerGroupId('Company');
    const handle = testDb();
    // Another process: a second connection on PostgreSQL; on PGlite the one connection (it hears its own commits).
    const { openPostgres } = await import('@/server/db/client');
    const other = handle.url ? await openPostgres(handle.url, 1) : undefined;
    try {
      const db = other?.db ?? handle.db;
      // Raw writes with the notice, as ./links.ts's writers send it (no call of this process's caches).
      const { announceSiteChange } = await import('@/modules/site/settings');
      await (db as typeof handle.db).transaction(async (tx) => {
        await tx.insert(siteLinks).values({
          area: 'footer',
          parentId: company,
          labelEn: 'From elsewhere',
          labelTr: 'Başka yerden',
          urlEn: '/contact-us',
          sortOrder: 99,
        });
        await announceSiteChange(tx as never);
      });
      let labels: string[] = [];
      for (let i = 0; i < 50; i += 1) {
        labels = (await chrome('en')).footer.flatMap((g) => g.links.map((l) => l.label));
        if (labels.includes('From elsewhere')) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(labels).toContain('From elsewhere');
    } finally {
      await other?.close();
    }
  });
});

describe('contact details', () => {
  it('validates the e-mail addresses and the phone, stores E.164, and falls back to MAIL_FROM for the form', async () => {
    const base = {
      email: 'info@example.com',
      phone: '0212 555 00 00',
      addressEn: 'Maslak, Istanbul',
      addressTr: 'Maslak, İstanbul',
      mapUrl: 'https://www.openstreetmap.org/#map=15/41.11/29.02',
      formRecipient: '',
    };
    const bad = await call(
      'PUT',
      '/api/v2/admin/site/contact',
      { ...base, email: 'info', phone: '12', mapUrl: 'http://x' },
      'tr',
    );
    expect(bad.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(bad)).data.fields).toEqual({
      email: 'Geçerli bir e-posta adresi girin.',
      phone: 'Telefon numarası doğru olmalı!',
      mapUrl: 'Herkese açık bir sunucunun tam https:// adresini girin, örneğin https://example.com.',
    });
    const ok = await call('PUT', '/api/v2/admin/site/contact', base);
    expect(ok.status).toBe(200);
    const saved = (await json<{ phone: string; defaultRecipient: string }>(ok)).data;
    expect(saved).toMatchObject({ phone: '+902125550000', defaultRecipient: expect.stringContaining('@') });
    const contact = await getContactSettings(testDb().db);
    expect(contact.formRecipient).toBe(saved.defaultRecipient);
    expect((await chrome('tr')).contact).toEqual({
      email: 'info@example.com',
      phone: '+902125550000',
      address: 'Maslak, İstanbul',
      mapUrl: base.mapUrl,
    });
    await call('PUT', '/api/v2/admin/site/contact', { ...base, formRecipient: 'destek@example.com' });
    expect((await getContactSettings(testDb().db)).formRecipient).toBe('destek@example.com');
    const [audit] = await testDb()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.entityId, 'site-setting:contact'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(audit).toMatchObject({ action: 'admin.site.setting', details: { key: 'contact' } });
  });
});

describe('logo', () => {
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 4, background: { r: 20, g: 90, b: 160, alpha: 1 } } })
      .png()
      .toBuffer();

  it('stores a sniffed image as a 4:1 WebP, shows it, refuses other files, and resets to the built-in mark', async () => {
    const res = await multipart('/api/v2/admin/site/logo', await png(400, 400), 'logo.png', 'image/png');
    expect(res.status).toBe(200);
    const logo = (await json<{ url: string; alt: string }>(res)).data;
    expect(logo.url).toMatch(/^\/uploads\/site\/logo\/[a-z0-9]+\/sl_512\.webp\?v=\d+$/);
    const key = logo.url.replace(/^\/uploads\//, '').replace(/\?.*$/, '');
    const meta = await sharp(fs.readFileSync(path.join(uploads, key))).metadata();
    expect([meta.width, meta.height, meta.format, meta.hasAlpha]).toEqual([512, 128, 'webp', true]);
    expect((await chrome()).logo).toEqual({ url: logo.url, alt: 'Startup Atlas' });

    const text = await multipart(
      '/api/v2/admin/site/logo',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'logo.png',
      'image/png',
    );
    expect(text.status).toBe(415);
    expect((await json(text)).message).toBe('Uploaded file is not an image');
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(3 * 1024 * 1024)]);
    expect((await multipart('/api/v2/admin/site/logo', big, 'big.png', 'image/png')).status).toBe(413);

    const alt = await call('PUT', '/api/v2/admin/site/logo', { alt: '' }, 'tr');
    expect(alt.status).toBe(400);
    await call('PUT', '/api/v2/admin/site/logo', { alt: 'Atlas logosu' });
    expect((await chrome()).logo).toEqual({ url: logo.url, alt: 'Atlas logosu' });

    const second = (
      await json<{ url: string }>(
        await multipart('/api/v2/admin/site/logo', await png(800, 200), 'wide.png', 'image/png'),
      )
    ).data;
    expect(second.url).not.toBe(logo.url);
    // The replaced logo's files are gone.
    expect(fs.existsSync(path.join(uploads, key))).toBe(false);
    const reset = await json<{ url: string | null; alt: string }>(
      await call('DELETE', '/api/v2/admin/site/logo'),
    );
    expect(reset.data).toEqual({ url: null, alt: 'Atlas logosu' });
    expect(
      fs.existsSync(path.join(uploads, second.url.replace(/^\/uploads\//, '').replace(/\?.*$/, ''))),
    ).toBe(false);
    const [setting] = await testDb().db.select().from(siteSettings).where(eq(siteSettings.key, 'logo'));
    expect(setting!.updatedByUserId).toBe(await userId('super.site@example.com'));
  });
});
