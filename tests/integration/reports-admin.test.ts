/**
 * Report management (issue 16 §2; D §2 report-management screens; D §6 "Reports submenu: super
 * admin or rapor-admin with FULL_ACCESS"; D §7 Reports management calls) through the HTTP API:
 * the authorization matrix of every management call (visitor 401; user, premium user and a
 * rapor-admin with a lesser scope 403; rapor-admin FULL_ACCESS and super admin allowed), a
 * category with target countries, cover and gallery uploads sniffed from their bytes, version
 * files sniffed (PDF and xlsx in, renamed text out, 50 MB), a type in use and a report with
 * downloads not deletable, the download list and its .xlsx, audit rows, Turkish messages.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, ORIGIN, signedInCookie } from '../helpers/api';

const testDb = apiTestDb({ reference: true });
const { and, eq } = await import('drizzle-orm');
const { users } = await import('@/modules/identity/schema');
const { auditLog, premiumEntitlements } = await import('@/modules/access/schema');
const { grantAccessInternal } = await import('@/modules/access/access');
const { LocalDiskStorage, setStorage } = await import('@/server/storage');
const { SYSTEM_VIEWER } = await import('@/server/context');
const { reportCategoryLocales, reportDownloads, reportPurchases, reportVersions } =
  await import('@/modules/reports/schema');
const admin = await import('@/modules/reports/admin');

const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-report-admin-'));
beforeAll(async () => {
  setStorage(new LocalDiskStorage(uploads));
}, 120_000);
afterAll(() => fs.rmSync(uploads, { recursive: true, force: true }));

type Envelope<T> = { data: T; status: { code: number; value: string }; message: string | null };
const json = async <T>(res: Response) => (await res.json()) as Envelope<T>;
type Category = {
  id: number;
  locales: Array<{ id: number; language: string; coverUrl: string | null }>;
  gallery: Array<{ url: string; thumbUrl: string }>;
};

/** The system's service context (fixtures made without going through the API). */
const system = () => ({ db: testDb().db, viewer: SYSTEM_VIEWER, locale: 'en' as const });

let seq = 0;
const unique = (prefix: string) => `${prefix}-${++seq}`;

async function userId(email: string) {
  const [user] = await testDb().db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}

async function cookieWith(email: string, grant?: { entityId: string; scopes: string[] }) {
  const cookie = await signedInCookie(testDb(), email);
  if (grant) await grantAccessInternal(testDb().db, { userId: await userId(email), ...grant });
  return cookie;
}

async function premiumCookie(email: string) {
  const cookie = await signedInCookie(testDb(), email);
  const now = Date.now();
  await testDb()
    .db.insert(premiumEntitlements)
    .values({
      userId: await userId(email),
      packageKey: 'business-yearly',
      startsAt: new Date(now - 1000),
      endsAt: new Date(now + 30 * 86_400_000),
    });
  return cookie;
}

/** A request with a multipart body (the browser sets the boundary). */
async function multipartRequest(
  method: string,
  url: string,
  form: FormData,
  headers: Record<string, string> = {},
) {
  const { getApi } = await import('@/app/_api/app');
  return getApi().fetch(
    new Request(`${ORIGIN}${url}`, { method, headers: { origin: ORIGIN, ...headers }, body: form }),
  );
}

function formOf(fields: Record<string, string | number | boolean | Blob | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) form.append(name, value instanceof Blob ? value : String(value));
  return form;
}

const png = () =>
  sharp({ create: { width: 600, height: 850, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();

async function pdf(title = 'Report'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.addPage([300, 400]);
  return Buffer.from(await doc.save());
}

async function xlsx(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Data').addRow(['Startup', 'Funding']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const blob = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });
const fileOf = (bytes: Buffer, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });

/** Fixtures through the services: a type, a category (EN and TR), a report, a version with a PDF. */
async function typeFixture() {
  return admin.createType(system(), { nameEn: unique('Yearly report'), nameTr: 'Yıllık rapor' });
}
async function categoryFixture(targetCountryIds: number[] = [792]) {
  const seoUrl = unique('ecosystem');
  return admin.createCategory(system(), {
    seoUrl,
    targetCountryIds,
    locales: [
      { language: 'en', name: `Ecosystem ${seoUrl}`, description: 'Numbers' },
      { language: 'tr', name: `Ekosistem ${seoUrl}`, description: 'Rakamlar' },
    ],
  });
}
async function reportFixture() {
  const [type, category] = await Promise.all([typeFixture(), categoryFixture()]);
  const seoUrl = unique('turkiye-startups');
  return admin.createReport(system(), {
    categoryId: category.id,
    typeId: type.id,
    seoUrl,
    fileName: seoUrl,
    titleEn: `Türkiye startups ${seoUrl}`,
    titleTr: `Türkiye girişimleri ${seoUrl}`,
  });
}
async function versionFixture(reportId?: number) {
  const report = reportId ?? (await reportFixture()).id;
  return admin.createVersion(
    system(),
    {
      reportId: report,
      name: unique('2026 edition'),
      language: 'en',
      isFree: false,
      priceUsdMinor: 4900,
      priceTryMinor: 199000,
    },
    await pdf(),
  );
}

/** A call of the matrix: made fresh for each viewer (deletions need their own target). */
type Call = {
  label: string;
  superOnly?: boolean;
  make: () => Promise<{ method: string; path: string; body?: unknown; form?: FormData }>;
};

const reportFields = async () => {
  const [type, category] = await Promise.all([typeFixture(), categoryFixture()]);
  const seoUrl = unique('matrix-report');
  return {
    categoryId: category.id,
    typeId: type.id,
    seoUrl,
    fileName: seoUrl,
    titleEn: 'Matrix report',
    titleTr: 'Matris raporu',
  };
};

const CALLS: Call[] = [
  {
    label: 'list categories',
    make: async () => ({ method: 'GET', path: '/api/v2/reports/management/categories' }),
  },
  {
    label: 'create category',
    make: async () => ({
      method: 'POST',
      path: '/api/v2/reports/management/categories',
      body: {
        seoUrl: unique('matrix-category'),
        targetCountryIds: [792],
        locales: [
          { language: 'en', name: 'Matrix' },
          { language: 'tr', name: 'Matris' },
        ],
      },
    }),
  },
  {
    label: 'get category',
    make: async () => ({
      method: 'GET',
      path: `/api/v2/reports/management/categories/${(await categoryFixture()).id}`,
    }),
  },
  {
    label: 'update category',
    make: async () => ({
      method: 'PUT',
      path: `/api/v2/reports/management/categories/${(await categoryFixture()).id}`,
      body: {
        seoUrl: unique('matrix-updated'),
        targetCountryIds: [840],
        locales: [
          { language: 'en', name: 'Updated' },
          { language: 'tr', name: 'Güncellendi' },
        ],
      },
    }),
  },
  {
    label: 'delete category',
    make: async () => ({
      method: 'DELETE',
      path: `/api/v2/reports/management/categories/${(await categoryFixture()).id}`,
    }),
  },
  {
    label: 'upload category photo',
    make: async () => {
      const category = await categoryFixture();
      return {
        method: 'POST',
        path: `/api/v2/reports/management/categories/${category.id}/photos`,
        form: formOf({
          Id: category.id,
          File: fileOf(await png(), 'cover.png', 'image/png'),
          LocaleId: category.locales[0]!.id,
          Kind: 'cover',
        }),
      };
    },
  },
  {
    label: 'delete category photo',
    make: async () => {
      const category = await categoryFixture();
      const withImage = await admin.uploadCategoryImage(system(), {
        categoryId: category.id,
        localeId: category.locales[1]!.id,
        kind: 'gallery',
        bytes: await png(),
      });
      return {
        method: 'DELETE',
        path: `/api/v2/reports/management/categories/${category.id}/photos`,
        body: { Id: category.id, Url: withImage.gallery[0]!.url },
      };
    },
  },
  { label: 'list types', make: async () => ({ method: 'GET', path: '/api/v2/reports/management/types' }) },
  {
    label: 'create type',
    make: async () => ({
      method: 'POST',
      path: '/api/v2/reports/management/types',
      body: { nameEn: 'Data set', nameTr: 'Veri seti' },
    }),
  },
  {
    label: 'update type',
    make: async () => ({
      method: 'PUT',
      path: `/api/v2/reports/management/types/${(await typeFixture()).id}`,
      body: { nameEn: 'Sector report', nameTr: 'Sektör raporu', sortOrder: 2, isActive: false },
    }),
  },
  {
    label: 'delete type',
    make: async () => ({
      method: 'DELETE',
      path: `/api/v2/reports/management/types/${(await typeFixture()).id}`,
    }),
  },
  {
    label: 'list reports',
    make: async () => ({ method: 'GET', path: '/api/v2/reports/management/reports?pageSize=5' }),
  },
  {
    label: 'create report (multipart)',
    make: async () => ({
      method: 'POST',
      path: '/api/v2/reports/management/reports',
      form: formOf(await reportFields()),
    }),
  },
  {
    label: 'get report',
    make: async () => ({
      method: 'GET',
      path: `/api/v2/reports/management/reports/${(await reportFixture()).id}`,
    }),
  },
  {
    label: 'update report (multipart)',
    make: async () => ({
      method: 'PUT',
      path: `/api/v2/reports/management/reports/${(await reportFixture()).id}`,
      form: formOf({ ...(await reportFields()), isActive: false, sortOrder: 3 }),
    }),
  },
  {
    label: 'set report order and switch',
    make: async () => ({
      method: 'PATCH',
      path: `/api/v2/reports/management/reports/${(await reportFixture()).id}`,
      body: { sortOrder: 7, isActive: false },
    }),
  },
  {
    label: 'delete report',
    make: async () => ({
      method: 'DELETE',
      path: `/api/v2/reports/management/reports/${(await reportFixture()).id}`,
    }),
  },
  {
    label: 'list versions',
    make: async () => ({ method: 'GET', path: '/api/v2/reports/management/versions' }),
  },
  {
    label: 'create version (multipart)',
    make: async () => ({
      method: 'POST',
      path: '/api/v2/reports/management/versions',
      form: formOf({
        reportId: (await reportFixture()).id,
        name: '2026 edition',
        language: 'tr',
        isFree: true,
        file: fileOf(await pdf(), 'rapor.pdf', 'application/pdf'),
      }),
    }),
  },
  {
    label: 'get version',
    make: async () => ({
      method: 'GET',
      path: `/api/v2/reports/management/versions/${(await versionFixture()).id}`,
    }),
  },
  {
    label: 'update version (multipart)',
    make: async () => ({
      method: 'PUT',
      path: `/api/v2/reports/management/versions/${(await versionFixture()).id}`,
      form: formOf({
        name: 'Summary',
        language: 'en',
        isFree: false,
        priceUsdMinor: 990,
        priceTryMinor: 39900,
      }),
    }),
  },
  {
    label: 'delete version',
    make: async () => ({
      method: 'DELETE',
      path: `/api/v2/reports/management/versions/${(await versionFixture()).id}`,
    }),
  },
  {
    label: 'download list',
    make: async () => ({ method: 'GET', path: '/api/v2/reports/management/downloads' }),
  },
  {
    label: 'download list file',
    make: async () => ({ method: 'GET', path: '/api/v2/reports/management/downloads/file' }),
  },
  {
    label: 'ReportDownloadersList',
    make: async () => ({
      method: 'GET',
      path: '/apiCommon/Management/ReportDownloadersList?pageIndex=1&pageSize=10',
    }),
  },
  {
    label: 'ReportDownloadersListFile',
    make: async () => ({ method: 'GET', path: '/apiCommon/Management/ReportDownloadersListFile' }),
  },
  {
    label: 'list report admins',
    superOnly: true,
    make: async () => ({ method: 'GET', path: '/api/v2/reports/management/admins' }),
  },
  {
    label: 'appoint report admin',
    superOnly: true,
    make: async () => ({
      method: 'PUT',
      path: '/api/v2/reports/management/admins',
      body: { email: 'appointee@example.com', isReportAdmin: true },
    }),
  },
];

async function send(call: Awaited<ReturnType<Call['make']>>, headers: Record<string, string> = {}) {
  return call.form
    ? multipartRequest(call.method, call.path, call.form, headers)
    : apiRequest(call.method, call.path, call.body, headers);
}

describe('report management calls', () => {
  it(
    'answer 401 to visitors, 403 to users, premium users and lesser rapor-admin scopes; work for rapor-admin FULL_ACCESS and super admins',
    { timeout: 300_000 },
    async () => {
      await signedInCookie(testDb(), 'appointee@example.com');
      const viewers: Array<[string, Record<string, string>, 'none' | 'report' | 'super']> = [
        ['visitor', {}, 'none'],
        ['user', { cookie: await cookieWith('plain@example.com') }, 'none'],
        ['premium user', { cookie: await premiumCookie('premium@example.com') }, 'none'],
        [
          'rapor-admin READ',
          {
            cookie: await cookieWith('reader@example.com', {
              entityId: 'rapor-admin',
              scopes: ['READ', 'WRITE'],
            }),
          },
          'none',
        ],
        [
          'source admin',
          {
            cookie: await cookieWith('tradmin@example.com', {
              entityId: 'tr-admin',
              scopes: ['FULL_ACCESS'],
            }),
          },
          'none',
        ],
        [
          'rapor-admin FULL_ACCESS',
          {
            cookie: await cookieWith('rapor@example.com', {
              entityId: 'rapor-admin',
              scopes: ['FULL_ACCESS'],
            }),
          },
          'report',
        ],
        [
          'super admin',
          { cookie: await cookieWith('root@example.com', { entityId: 'admin', scopes: ['FULL_ACCESS'] }) },
          'super',
        ],
      ];
      const problems: string[] = [];
      for (const call of CALLS)
        for (const [who, headers, power] of viewers) {
          const res = await send(await call.make(), headers);
          const allowed = power === 'super' || (power === 'report' && !call.superOnly);
          const expected = allowed ? 200 : who === 'visitor' ? 401 : 403;
          if (res.status !== expected)
            problems.push(
              `${call.label} as ${who}: ${res.status} (expected ${expected}) ${await res.text()}`,
            );
        }
      expect(problems).toEqual([]);
    },
  );

  it('creates a category with target country ids, refusing unknown countries, bad and taken addresses', async () => {
    const cookie = await cookieWith('categories@example.com', {
      entityId: 'rapor-admin',
      scopes: ['FULL_ACCESS'],
    });
    const payload = {
      seoUrl: 'turkiye-ecosystem',
      targetCountryIds: [792, 276],
      sortOrder: 2,
      locales: [
        { language: 'en', name: 'Türkiye ecosystem', description: 'Startups, investors and exits' },
        { language: 'tr', name: 'Türkiye ekosistemi', description: 'Girişimler, yatırımcılar ve çıkışlar' },
      ],
    };
    const res = await apiRequest('POST', '/api/v2/reports/management/categories', payload, { cookie });
    expect(res.status).toBe(200);
    const created = (await json<Category & { targetCountryIds: number[]; seoUrl: string }>(res)).data;
    expect(created).toMatchObject({
      seoUrl: 'turkiye-ecosystem',
      targetCountryIds: [792, 276],
      isActive: true,
    });
    expect(created.locales.map((l) => l.language)).toEqual(['en', 'tr']);
    const audits = await testDb()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.entityId, `report-category:${created.id}`));
    expect(audits.map((a) => a.action)).toEqual(['report.category.create']);
    expect(audits[0]!.actorUserId).toBe(await userId('categories@example.com'));

    const unknown = await apiRequest(
      'POST',
      '/api/v2/reports/management/categories',
      { ...payload, seoUrl: 'elsewhere', targetCountryIds: [792, 999] },
      { cookie, 'accept-language': 'tr' },
    );
    expect(unknown.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(unknown)).data.fields).toEqual({
      targetCountryIds: 'Ülkeleri listeden seçin.',
    });
    const bad = await apiRequest(
      'POST',
      '/api/v2/reports/management/categories',
      { ...payload, seoUrl: 'Türkiye Eko' },
      { cookie },
    );
    expect(bad.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(bad)).data.fields.seoUrl).toBe(
      'Use lower-case letters, digits and single hyphens, e.g. turkiye-ecosystem-2026.',
    );
    const taken = await apiRequest('POST', '/api/v2/reports/management/categories', payload, {
      cookie,
      'accept-language': 'tr',
    });
    expect(taken.status).toBe(409);
    const body = await json<{ fields: Record<string, string> }>(taken);
    expect(body.status.value).toBe('report.seo_url_taken');
    expect(body.data.fields.seoUrl).toBe('Bu adres zaten kullanılıyor. Başka bir adres seçin.');
  });

  it('takes a PNG cover per language (replacing the old files), refuses a text file named .png, adds and removes gallery pages', async () => {
    const cookie = await cookieWith('covers@example.com', { entityId: 'admin', scopes: ['FULL_ACCESS'] });
    const category = await categoryFixture();
    const tr = category.locales.find((l) => l.language === 'tr')!;
    const upload = async (file: File, kind: string, lang = 'en') =>
      multipartRequest(
        'POST',
        `/api/v2/reports/management/categories/${category.id}/photos`,
        formOf({ Id: category.id, File: file, LocaleId: tr.id, Kind: kind }),
        { cookie, 'accept-language': lang },
      );
    const first = await upload(fileOf(await png(), 'kapak.png', 'image/png'), 'cover');
    expect(first.status).toBe(200);
    const coverUrl = (await json<Category>(first)).data.locales.find((l) => l.language === 'tr')!.coverUrl!;
    expect(coverUrl).toMatch(
      new RegExp(`^/uploads/reports/categories/${category.id}/tr/cover-[a-z0-9]+/rc_1200\\.webp$`),
    );
    const firstFile = path.join(uploads, coverUrl.replace('/uploads/', ''));
    const meta = await sharp(fs.readFileSync(firstFile)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 675]);
    expect(fs.existsSync(firstFile.replace('rc_1200', 'rc_600'))).toBe(true);

    const second = await upload(fileOf(await png(), 'kapak2.png', 'image/png'), 'cover');
    const secondUrl = (await json<Category>(second)).data.locales.find((l) => l.language === 'tr')!.coverUrl!;
    expect(secondUrl).not.toBe(coverUrl);
    expect(fs.existsSync(firstFile)).toBe(false);
    expect(fs.existsSync(firstFile.replace('rc_1200', 'rc_600'))).toBe(false);

    const text = await upload(
      fileOf(Buffer.from('not an image at all\n'), 'cover.png', 'image/png'),
      'cover',
      'tr',
    );
    expect(text.status).toBe(415);
    const refusal = await json(text);
    expect(refusal.status.value).toBe('file.not_image');
    expect(refusal.message).toBe('Yüklenen dosya bir resim değil');
    const [locale] = await testDb()
      .db.select()
      .from(reportCategoryLocales)
      .where(eq(reportCategoryLocales.id, tr.id));
    expect(`/uploads/${locale!.coverImageKey}`).toBe(secondUrl);

    const page = await upload(fileOf(await png(), 'page.png', 'image/png'), 'gallery');
    const gallery = (await json<Category>(page)).data.gallery;
    expect(gallery).toHaveLength(1);
    expect(gallery[0]!.thumbUrl).toMatch(/rp_400\.webp$/);
    const pageMeta = await sharp(
      fs.readFileSync(path.join(uploads, gallery[0]!.url.replace('/uploads/', ''))),
    ).metadata();
    expect([pageMeta.width, pageMeta.height]).toEqual([600, 850]);
    const removed = await apiRequest(
      'DELETE',
      `/api/v2/reports/management/categories/${category.id}/photos`,
      { Id: category.id, Url: `${ORIGIN}${gallery[0]!.thumbUrl}?v=1` },
      { cookie },
    );
    expect((await json<Category>(removed)).data.gallery).toEqual([]);
    expect(fs.existsSync(path.join(uploads, gallery[0]!.url.replace('/uploads/', '')))).toBe(false);
    const again = await apiRequest(
      'DELETE',
      `/api/v2/reports/management/categories/${category.id}/photos`,
      { Url: gallery[0]!.url },
      { cookie, 'accept-language': 'tr' },
    );
    expect(again.status).toBe(404);
    expect((await json(again)).message).toBe('Görsel bulunamadı');
    const actions = await testDb()
      .db.select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, `report-category:${category.id}`))
      .orderBy(auditLog.id);
    expect(actions.map((a) => a.action)).toEqual([
      'report.category.create',
      'report.category.cover',
      'report.category.cover',
      'report.category.gallery',
      'report.category.image_delete',
    ]);
  });

  it('stores a PDF or xlsx version file privately and refuses a renamed text file, in English and Turkish', async () => {
    const cookie = await cookieWith('versions@example.com', {
      entityId: 'rapor-admin',
      scopes: ['FULL_ACCESS'],
    });
    const report = await reportFixture();
    const create = (fields: Record<string, string | number | boolean | Blob | undefined>, lang = 'en') =>
      multipartRequest(
        'POST',
        '/api/v2/reports/management/versions',
        formOf({ reportId: report.id, ...fields }),
        {
          cookie,
          'accept-language': lang,
        },
      );
    const bytes = await pdf('Türkiye');
    const ok = await create({
      name: '2026 edition',
      language: 'en',
      isFree: false,
      priceUsdMinor: 4900,
      priceTryMinor: 199000,
      file: fileOf(bytes, 'report.pdf', 'application/pdf'),
    });
    expect(ok.status).toBe(200);
    const version = (await json<{ id: number; fileType: string; fileSize: number; hasFile: boolean }>(ok))
      .data;
    expect(version).toMatchObject({ fileType: 'pdf', fileSize: bytes.length, hasFile: true });
    const [row] = await testDb().db.select().from(reportVersions).where(eq(reportVersions.id, version.id));
    expect(row!.fileKey).toMatch(
      new RegExp(`^private/reports/${report.id}/${version.id}-[0-9a-f]{24}\\.pdf$`),
    );
    expect(fs.readFileSync(path.join(uploads, row!.fileKey!)).equals(bytes)).toBe(true);

    const workbook = await create({
      name: 'Data',
      language: 'tr',
      isFree: true,
      file: fileOf(await xlsx(), 'veri.xlsx', 'application/octet-stream'),
    });
    expect((await json<{ fileType: string }>(workbook)).data.fileType).toBe('xlsx');

    const renamed = await create(
      {
        name: 'Fake',
        language: 'tr',
        isFree: true,
        file: fileOf(Buffer.from('just some text\n'), 'rapor.pdf', 'application/pdf'),
      },
      'tr',
    );
    expect(renamed.status).toBe(415);
    const refused = await json(renamed);
    expect(refused.status.value).toBe('report.file_type');
    expect(refused.message).toBe('Rapor dosyası PDF ya da Excel çalışma kitabı (.xlsx) olmalıdır.');
    const zip = await create({
      name: 'Zip',
      language: 'en',
      isFree: true,
      file: blob(Buffer.from('PK\u0003\u0004garbage'), 'application/zip'),
    });
    expect((await json(zip)).status.value).toBe('report.file_type');
    const missing = await create({ name: 'No file', language: 'en', isFree: true });
    expect(missing.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(missing)).data.fields).toEqual({
      file: 'Choose the report file (PDF or Excel .xlsx).',
    });
    const unpriced = await create(
      { name: 'Paid', language: 'en', isFree: false, file: fileOf(bytes, 'a.pdf', 'application/pdf') },
      'tr',
    );
    expect((await json<{ fields: Record<string, string> }>(unpriced)).data.fields).toEqual({
      priceUsdMinor: 'Sıfırdan büyük bir fiyat girin ya da sürümü ücretsiz olarak işaretleyin.',
      priceTryMinor: 'Sıfırdan büyük bir fiyat girin ya da sürümü ücretsiz olarak işaretleyin.',
    });
    const duplicate = await create({
      name: '2026 edition',
      language: 'en',
      isFree: true,
      file: fileOf(bytes, 'a.pdf', 'application/pdf'),
    });
    expect(duplicate.status).toBe(409);
    expect((await json(duplicate)).status.value).toBe('report.version_duplicate');
    expect(
      fs
        .readdirSync(path.join(uploads, `private/reports/${report.id}`))
        .map((name) => name.replace(/-[0-9a-f]{24}\./, '.'))
        .sort(),
    ).toEqual([`${version.id}.pdf`, `${version.id + 1}.xlsx`].sort());

    // Replacing the file with a workbook: the PDF is deleted once the change is saved.
    const replaced = await multipartRequest(
      'PUT',
      `/api/v2/reports/management/versions/${version.id}`,
      formOf({
        name: '2026 edition',
        language: 'en',
        isFree: false,
        priceUsdMinor: 5900,
        priceTryMinor: 219000,
        file: fileOf(await xlsx(), 'x.xlsx', ''),
      }),
      { cookie },
    );
    expect((await json<{ fileType: string; priceUsdMinor: number }>(replaced)).data).toMatchObject({
      fileType: 'xlsx',
      priceUsdMinor: 5900,
    });
    expect(fs.existsSync(path.join(uploads, row!.fileKey!))).toBe(false);
    const audits = await testDb()
      .db.select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.entityId, `report-version:${version.id}`))
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual(['report.version.create', 'report.version.update']);
    expect(audits[1]!.details).toMatchObject({ from: { priceUsdMinor: 4900 }, to: { priceUsdMinor: 5900 } });

    // Over 50 MB: refused before the body is read into a version.
    const big = await create(
      {
        name: 'Big',
        language: 'en',
        isFree: true,
        file: blob(Buffer.concat([bytes, Buffer.alloc(51 * 1024 * 1024)]), 'application/pdf'),
      },
      'tr',
    );
    expect(big.status).toBe(413);
    expect((await json(big)).message).toBe('Rapor dosyası çok büyük (en fazla 50 MB).');
  });

  it('creates a report with its first version in one multipart call, and lists it', async () => {
    const cookie = await cookieWith('reports@example.com', {
      entityId: 'rapor-admin',
      scopes: ['FULL_ACCESS'],
    });
    const fields = await reportFields();
    const res = await multipartRequest(
      'POST',
      '/api/v2/reports/management/reports',
      formOf({
        ...fields,
        publishedAt: '2026-03-01',
        version: JSON.stringify({ name: 'Summary', language: 'tr', isFree: true }),
        file: fileOf(await pdf(), 'ozet.pdf', 'application/pdf'),
      }),
      { cookie },
    );
    expect(res.status).toBe(200);
    const report = (await json<{ id: number; versionCount: number; publishedAt: string }>(res)).data;
    expect(report).toMatchObject({ versionCount: 1, publishedAt: '2026-03-01' });
    const list = await apiRequest(
      'GET',
      `/api/v2/reports/management/reports?categoryId=${fields.categoryId}`,
      undefined,
      { cookie },
    );
    expect((await json<{ data: Array<{ id: number }>; totalCount: number }>(list)).data).toMatchObject({
      totalCount: 1,
      data: [{ id: report.id }],
    });
    const badVersion = await multipartRequest(
      'POST',
      '/api/v2/reports/management/reports',
      formOf({
        ...(await reportFields()),
        version: JSON.stringify({ name: '', language: 'de' }),
        file: fileOf(await pdf(), 'a.pdf', ''),
      }),
      { cookie },
    );
    expect(badVersion.status).toBe(400);
    expect(
      Object.keys((await json<{ fields: Record<string, string> }>(badVersion)).data.fields).sort(),
    ).toEqual(['version.language', 'version.name']);
  });

  it('refuses to delete a type in use, and a report or version that was bought or downloaded', async () => {
    const cookie = await cookieWith('deleter@example.com', {
      entityId: 'rapor-admin',
      scopes: ['FULL_ACCESS'],
    });
    const report = await reportFixture();
    const version = await versionFixture(report.id);
    const type = await apiRequest('DELETE', `/api/v2/reports/management/types/${report.typeId}`, undefined, {
      cookie,
    });
    expect(type.status).toBe(409);
    expect((await json(type)).message).toBe(
      'This type is used by 1 report and cannot be deleted. Deactivate it instead.',
    );
    const typeTr = await apiRequest(
      'DELETE',
      `/api/v2/reports/management/types/${report.typeId}`,
      undefined,
      {
        cookie,
        'accept-language': 'tr',
      },
    );
    expect((await json(typeTr)).message).toBe(
      'Bu tür 1 raporda kullanıldığı için silinemez. Bunun yerine pasif yapın.',
    );
    const category = await apiRequest(
      'DELETE',
      `/api/v2/reports/management/categories/${report.categoryId}`,
      undefined,
      { cookie },
    );
    expect((await json(category)).status.value).toBe('report.category_in_use');

    const buyer = await userId('deleter@example.com');
    await testDb()
      .db.insert(reportDownloads)
      .values({ userId: buyer, versionId: version.id, basis: 'premium' });
    const deleteReport = await apiRequest(
      'DELETE',
      `/api/v2/reports/management/reports/${report.id}`,
      undefined,
      {
        cookie,
        'accept-language': 'tr',
      },
    );
    expect(deleteReport.status).toBe(409);
    expect((await json(deleteReport)).message).toBe(
      'Bu rapor satın alındığı ya da indirildiği için silinemez. Bunun yerine pasif yapın.',
    );
    const other = await versionFixture(report.id);
    await testDb()
      .db.insert(reportPurchases)
      .values({ userId: buyer, versionId: other.id, paymentRequestId: 'pr-1' });
    const deleteVersion = await apiRequest(
      'DELETE',
      `/api/v2/reports/management/versions/${other.id}`,
      undefined,
      { cookie },
    );
    expect((await json(deleteVersion)).status.value).toBe('report.version_has_sales');
    // Deactivating is the way out.
    const off = await apiRequest(
      'PATCH',
      `/api/v2/reports/management/reports/${report.id}`,
      { isActive: false },
      { cookie },
    );
    expect((await json<{ isActive: boolean; salesCount: number }>(off)).data).toMatchObject({
      isActive: false,
      salesCount: 2,
    });
    // An unused one goes, with its file and an audit row.
    const unused = await versionFixture(report.id);
    const [stored] = await testDb().db.select().from(reportVersions).where(eq(reportVersions.id, unused.id));
    expect(
      (await apiRequest('DELETE', `/api/v2/reports/management/versions/${unused.id}`, undefined, { cookie }))
        .status,
    ).toBe(200);
    expect(fs.existsSync(path.join(uploads, stored!.fileKey!))).toBe(false);
    const [deletion] = await testDb()
      .db.select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityId, `report-version:${unused.id}`),
          eq(auditLog.action, 'report.version.delete'),
        ),
      );
    expect(deletion?.actorUserId).toBe(buyer);
  });

  it('lists downloads by report and date range, and exports them as a real .xlsx (Turkish headers)', async () => {
    const cookie = await cookieWith('downloads@example.com', {
      entityId: 'rapor-admin',
      scopes: ['FULL_ACCESS'],
    });
    await signedInCookie(testDb(), 'reader.one@example.com', { name: 'Zeynep', surname: 'Çelik' });
    await signedInCookie(testDb(), 'reader.two@example.com', { name: 'Mehmet', surname: 'Öztürk' });
    const one = await userId('reader.one@example.com');
    const two = await userId('reader.two@example.com');
    const report = await reportFixture();
    const en = await versionFixture(report.id);
    const otherReport = await reportFixture();
    const elsewhere = await versionFixture(otherReport.id);
    await testDb()
      .db.insert(reportDownloads)
      .values([
        { userId: one, versionId: en.id, basis: 'premium', createdAt: new Date('2026-03-01T09:30:00Z') },
        { userId: two, versionId: en.id, basis: 'purchase', createdAt: new Date('2026-03-15T23:59:00Z') },
        { userId: one, versionId: en.id, basis: 'free', createdAt: new Date('2026-04-02T00:00:00Z') },
        { userId: two, versionId: elsewhere.id, basis: 'free', createdAt: new Date('2026-03-10T12:00:00Z') },
      ]);
    type Row = {
      userName: string;
      email: string;
      reportId: number;
      versionName: string;
      basis: string;
      createdAt: string;
    };
    const list = await apiRequest(
      'GET',
      `/api/v2/reports/management/downloads?reportId=${report.id}&from=2026-03-01&to=2026-03-15&pageSize=10`,
      undefined,
      { cookie },
    );
    const page = (await json<{ data: Row[]; totalCount: number; pageIndex: number }>(list)).data;
    expect(page.totalCount).toBe(2);
    expect(page.data.map((r) => [r.userName, r.email, r.basis, r.createdAt])).toEqual([
      ['Mehmet Öztürk', 'reader.two@example.com', 'purchase', '2026-03-15T23:59:00.000Z'],
      ['Zeynep Çelik', 'reader.one@example.com', 'premium', '2026-03-01T09:30:00.000Z'],
    ]);
    expect(page.data[0]!.versionName).toBe(en.name);
    const reversed = await apiRequest(
      'GET',
      '/api/v2/reports/management/downloads?from=2026-04-01&to=2026-03-01',
      undefined,
      {
        cookie,
        'accept-language': 'tr',
      },
    );
    expect(reversed.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(reversed)).data.fields).toEqual({
      to: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
    });

    const file = await apiRequest(
      'GET',
      `/api/v2/reports/management/downloads/file?reportId=${report.id}`,
      undefined,
      {
        cookie,
        'accept-language': 'tr',
      },
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(file.headers.get('content-disposition')).toMatch(
      /^attachment; filename="report-downloads-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.arrayBuffer());
    const sheet = book.getWorksheet('İndirmeler')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Tarih (UTC)',
      'Kullanıcı',
      'E-posta',
      'Rapor',
      'Sürüm',
      'Dil',
      'Gerekçe',
    ]);
    expect(sheet.rowCount).toBe(4);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toEqual(new Date('2026-04-02T00:00:00Z'));
    expect([
      first.getCell(2).value,
      first.getCell(3).value,
      first.getCell(4).value,
      first.getCell(6).value,
      first.getCell(7).value,
    ]).toEqual(['Zeynep Çelik', 'reader.one@example.com', report.titleTr, 'EN', 'Ücretsiz']);
    const actor = await userId('downloads@example.com');
    const exported = await testDb()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'report.downloads.export'), eq(auditLog.actorUserId, actor)));
    expect(exported.map((a) => [a.entityId, a.details])).toEqual([
      ['report-downloads', { reportId: report.id, rows: 3 }],
    ]);
  });

  it('lets a super admin appoint and remove a report admin, who then manages reports', async () => {
    const root = await cookieWith('appointer@example.com', { entityId: 'admin', scopes: ['FULL_ACCESS'] });
    const candidate = await signedInCookie(testDb(), 'candidate@example.com', {
      name: 'Elif',
      surname: 'Şahin',
    });
    expect(
      (await apiRequest('GET', '/api/v2/reports/management/types', undefined, { cookie: candidate })).status,
    ).toBe(403);
    const appointed = await apiRequest(
      'PUT',
      '/api/v2/reports/management/admins',
      { email: 'Candidate@Example.com', isReportAdmin: true },
      { cookie: root },
    );
    expect((await json<Array<{ email: string; name: string }>>(appointed)).data).toContainEqual(
      expect.objectContaining({ email: 'candidate@example.com', name: 'Elif Şahin' }),
    );
    expect(
      (await apiRequest('GET', '/api/v2/reports/management/types', undefined, { cookie: candidate })).status,
    ).toBe(200);
    // A report admin is no admin: other admin calls stay closed (D §6: the Reports submenu only).
    const grant = await apiRequest(
      'POST',
      '/api/v2/identity/packages/grant',
      { userId: await userId('candidate@example.com'), packageKey: 'business-yearly', months: 12 },
      { cookie: candidate },
    );
    expect(grant.status).toBe(403);
    const nobody = await apiRequest(
      'PUT',
      '/api/v2/reports/management/admins',
      { email: 'nobody@example.com', isReportAdmin: true },
      { cookie: root, 'accept-language': 'tr' },
    );
    expect(nobody.status).toBe(404);
    expect((await json(nobody)).message).toBe('Bu e-posta adresiyle kayıtlı kullanıcı yok.');
    await apiRequest(
      'PUT',
      '/api/v2/reports/management/admins',
      { email: 'candidate@example.com', isReportAdmin: false },
      { cookie: root },
    );
    expect(
      (await apiRequest('GET', '/api/v2/reports/management/types', undefined, { cookie: candidate })).status,
    ).toBe(403);
  });
});
