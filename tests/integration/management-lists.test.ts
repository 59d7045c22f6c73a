/**
 * The Management lists of D §7 (issue 17 §1): `GET /apiCommon/Management/{name}` for the seven
 * lists and their `{name}File` workbooks, through the HTTP API — the role matrix (visitor 401;
 * user 403; an admin of a source, `yc-admin`, opens the startup, program applicant and user
 * lists; a report admin the report downloaders; a super admin all), the shape (pageIndex,
 * pageSize, totalCount, fieldNames, rows), newest first, paging, what each list says (hidden
 * startups and owners, jury averages, locked users and packages, refused attempts grouped by
 * who made them, error stacks, mail statuses), Turkish text kept, and each File read back with
 * exceljs: the header row is fieldNames and the rows are the list's. PGlite and PostgreSQL.
 * @database-engine: runs on PGlite and PostgreSQL: jury averages and counts are raw numeric aggregates whose driver types differ.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, signedInCookie } from '../helpers/api';

const testDb = apiTestDb();
const { eq } = await import('drizzle-orm');
const { users } = await import('@/modules/identity/schema');
const { auditLog, premiumEntitlements } = await import('@/modules/access/schema');
const { grantAccessInternal } = await import('@/modules/access/access');
const { entityKey } = await import('@/modules/access/permissions');
const { startups } = await import('@/modules/startups/schema');
const { organizations, programs } = await import('@/modules/organizations/schema');
const { programApplications, programCategoryScores, programReviewCategories, programReviews } =
  await import('@/modules/programs/schema');
const { spamEvents } = await import('@/modules/moderation/schema');
const { emailLog, errorLogs } = await import('@/modules/operations/schema');
const { MANAGEMENT_LIST_NAMES, fieldNamesOf } = await import('@/modules/operations/management-lists');

type Page = {
  pageIndex: number;
  pageSize: number;
  totalCount: number;
  fieldNames: string[];
  rows: Array<Record<string, unknown>>;
};
type Envelope<T> = { data: T; status: { code: number; value: string }; message: string | null };
type Who = 'visitor' | 'user' | 'admin' | 'reports' | 'super';

const cookies = {} as Record<Who, string>;
const ids = {} as Record<Who, string>;
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

async function idOf(email: string) {
  const [u] = await testDb().db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return u!.id;
}

beforeAll(async () => {
  const db = testDb().db;
  const grants: Record<Exclude<Who, 'visitor'>, string | null> = {
    user: null,
    admin: 'yc-admin',
    reports: 'rapor-admin',
    super: 'admin',
  };
  for (const [who, entityId] of Object.entries(grants) as Array<[Exclude<Who, 'visitor'>, string | null]>) {
    const email = `liste.${who}@example.com`;
    cookies[who] = await signedInCookie(testDb(), email, { name: 'Şule', surname: `Öztürk ${who}` });
    ids[who] = await idOf(email);
    if (entityId) await grantAccessInternal(db, { userId: ids[who], entityId, scopes: ['FULL_ACCESS'] });
  }
  cookies.visitor = '';
  await db.update(users).set({ locked: true, lockedAt: new Date() }).where(eq(users.id, ids.user));
  await db.insert(premiumEntitlements).values({
    userId: ids.user,
    packageKey: 'personal-monthly',
    startsAt: at(60),
    endsAt: new Date(Date.now() + 86_400_000),
  });

  // Three startups, the newest hidden by an admin; the user owns the oldest.
  const made = await db
    .insert(startups)
    .values([
      { name: 'Işıklı Gıda', seoUrl: 'isikli-gida', searchText: 'isikli gida', createdAt: at(30) },
      {
        name: 'Çağlayan Enerji',
        seoUrl: 'caglayan-enerji',
        searchText: 'caglayan enerji',
        createdAt: at(20),
      },
      {
        name: 'Gizli Yazılım',
        seoUrl: 'gizli-yazilim',
        searchText: 'gizli yazilim',
        isVisible: false,
        adminHiddenAt: at(1),
        adminHiddenReason: 'Yanıltıcı içerik',
        createdAt: at(10),
      },
    ])
    .returning({ id: startups.id });
  await grantAccessInternal(db, {
    userId: ids.user,
    entityId: entityKey('startup', made[0]!.id),
    scopes: ['FULL_ACCESS'],
  });

  // A program with two weighted review categories and two applications.
  const [org] = await db
    .insert(organizations)
    .values({ seoUrl: 'ege-teknopark', name: 'Ege Teknopark', typeId: 1, searchText: 'ege teknopark' })
    .returning({ id: organizations.id });
  const [program] = await db
    .insert(programs)
    .values({ organizationId: org!.id, seoUrl: 'ege-hizlandirma', name: 'Ege Hızlandırma', typeId: 1 })
    .returning({ id: programs.id });
  const [team, market] = await db
    .insert(programReviewCategories)
    .values([
      { programId: program!.id, position: 1, name: 'Takım', weight: 60 },
      { programId: program!.id, position: 2, name: 'Pazar', weight: 40 },
    ])
    .returning({ id: programReviewCategories.id });
  const [scored, unscored] = await db
    .insert(programApplications)
    .values([
      { programId: program!.id, companyId: made[0]!.id, applicantUserId: ids.user, createdAt: at(50) },
      {
        programId: program!.id,
        companyId: made[1]!.id,
        applicantUserId: ids.admin,
        publicResult: 'approved',
        createdAt: at(40),
      },
    ])
    .returning({ id: programApplications.id });
  void unscored;
  const reviews = await db
    .insert(programReviews)
    .values([
      { applicationId: scored!.id, juryUserId: 'juror-a', submittedAt: at(5) },
      { applicationId: scored!.id, juryUserId: 'juror-b', submittedAt: at(5) },
      { applicationId: scored!.id, juryUserId: 'juror-c' }, // a draft: does not count
      { applicationId: scored!.id, juryUserId: 'juror-d', submittedAt: at(5), conflictOfInterest: true },
    ])
    .returning({ id: programReviews.id });
  const score = (review: number, t: number, m: number) => [
    { reviewId: reviews[review]!.id, categoryId: team!.id, score: t },
    { reviewId: reviews[review]!.id, categoryId: market!.id, score: m },
  ];
  // 8×0.6 + 5×0.4 = 6.8 and 6×0.6 + 10×0.4 = 7.6: average 7.2.
  await db
    .insert(programCategoryScores)
    .values([...score(0, 8, 5), ...score(1, 6, 10), ...score(2, 0, 0), ...score(3, 0, 0)]);

  // Refused attempts: the user twice (a banned word, a rate limit), a visitor's e-mail, a client.
  await db.insert(spamEvents).values([
    { kind: 'banned_word', userId: ids.user, detail: 'tagline: kumar', createdAt: at(9) },
    { kind: 'rate_limit', userId: ids.user, detail: 'messages', createdAt: at(3) },
    { kind: 'disposable_mail', email: 'Spam@Mailinator.com', detail: 'mailinator.com', createdAt: at(7) },
    { kind: 'banned_mail', email: 'spam@mailinator.com', detail: 'mailinator.com', createdAt: at(6) },
    { kind: 'captcha', clientHash: 'c0ffee', detail: 'register', createdAt: at(8) },
  ]);

  await db.insert(errorLogs).values([
    {
      requestId: 'req-old',
      origin: 'api',
      method: 'POST',
      route: '/api/v2/startups',
      viewerUserId: ids.user,
      message: 'eski hata',
      stack: 'Error: eski hata\n    at x',
      createdAt: at(100),
    },
    {
      requestId: '1234567',
      origin: 'page',
      method: 'GET',
      route: '/tr/girisimler',
      message: 'sayfa',
      createdAt: at(2),
    },
  ]);
  await db.insert(emailLog).values([
    {
      kind: 'verify-email',
      recipient: 'a@example.com',
      subject: 'E-postanızı doğrulayın',
      status: 'outbox',
      createdAt: at(4),
    },
    {
      kind: 'digest',
      recipient: 'b@example.com',
      subject: 'Günlük özet',
      status: 'failed',
      error: 'ECONNREFUSED',
      createdAt: at(3),
    },
    {
      kind: 'team-invitation',
      recipient: 'x@talents.sample.invalid',
      subject: 'Davet',
      status: 'dropped',
      createdAt: at(2),
    },
  ]);
}, 180_000);

const get = (path: string, who: Who, lang = 'en') =>
  apiRequest('GET', path, undefined, {
    ...(cookies[who] ? { cookie: cookies[who] } : {}),
    'accept-language': lang,
  });

async function page(name: string, query = 'pageIndex=1&pageSize=100', who: Who = 'super'): Promise<Page> {
  const res = await get(`/apiCommon/Management/${name}?${query}`, who);
  expect(res.status).toBe(200);
  return ((await res.json()) as Envelope<Page>).data;
}

/** Who may open each list (the rest: visitor 401, others 403). */
const ALLOWED: Record<string, Who[]> = {
  StartupList: ['admin', 'super'],
  ProgramApplicantList: ['admin', 'super'],
  UserList: ['admin', 'super'],
  ReportDownloadersList: ['reports', 'super'],
  SpammersList: ['super'],
  ErrorLogs: ['super'],
  EmailList: ['super'],
};

describe('Management lists', () => {
  it(
    'answer 401 to visitors and 403 to those without the list’s role, lists and files alike',
    { timeout: 120_000 },
    async () => {
      expect(Object.keys(ALLOWED)).toEqual(MANAGEMENT_LIST_NAMES);
      for (const name of MANAGEMENT_LIST_NAMES) {
        for (const who of ['visitor', 'user', 'admin', 'reports', 'super'] as Who[]) {
          for (const path of [
            `/apiCommon/Management/${name}?pageIndex=1&pageSize=5`,
            `/apiCommon/Management/${name}File`,
          ]) {
            const res = await get(path, who, 'tr');
            const expected = ALLOWED[name]!.includes(who) ? 200 : who === 'visitor' ? 401 : 403;
            expect([name, who, path.endsWith('File'), res.status]).toEqual([
              name,
              who,
              path.endsWith('File'),
              expected,
            ]);
            if (expected === 403)
              expect(((await res.json()) as Envelope<null>).message).toBe('Geçersiz erişim');
            else await res.arrayBuffer();
          }
        }
      }
    },
  );

  it('answer the Management shape, newest first, paged (pageSize 1…100)', async () => {
    for (const name of MANAGEMENT_LIST_NAMES) {
      const all = await page(name);
      expect(all).toMatchObject({ pageIndex: 1, pageSize: 100, fieldNames: fieldNamesOf(name) });
      expect(all.totalCount).toBe(all.rows.length);
      for (const row of all.rows) expect(Object.keys(row)).toEqual(all.fieldNames);
      const time = all.fieldNames.find((f) => f === 'createdAt' || f === 'appliedAt' || f === 'lastEventAt');
      const times = all.rows.map((r) => String(r[time!]));
      expect(times).toEqual([...times].sort().reverse());
    }
    const users = await page('UserList');
    expect(users.totalCount).toBeGreaterThanOrEqual(4);
    const first = await page('UserList', 'pageIndex=1&pageSize=2');
    const second = await page('UserList', 'pageIndex=2&pageSize=2');
    expect(first.rows).toEqual(users.rows.slice(0, 2));
    expect(second.rows).toEqual(users.rows.slice(2, 4));
    expect(second).toMatchObject({ pageIndex: 2, pageSize: 2, totalCount: users.totalCount });
    const past = await page('UserList', 'pageIndex=999&pageSize=2');
    expect(past.rows).toEqual([]);
    const tooMany = await get('/apiCommon/Management/UserList?pageSize=101', 'super');
    expect(tooMany.status).toBe(400);
    const defaults = await page('EmailList', '');
    expect(defaults).toMatchObject({ pageIndex: 1, pageSize: 20 });
  });

  it('say what each list is for: hidden startups, owners, jury averages, locked users, refused attempts, stacks, mail statuses', async () => {
    const startupRows = (await page('StartupList')).rows;
    expect(startupRows.map((r) => [r.name, r.isVisible, r.hiddenByAdmin, r.hiddenReason])).toEqual([
      ['Gizli Yazılım', false, true, 'Yanıltıcı içerik'],
      ['Çağlayan Enerji', true, false, null],
      ['Işıklı Gıda', true, false, null],
    ]);
    expect(startupRows[2]).toMatchObject({
      seoUrl: 'isikli-gida',
      source: 'user',
      ownerEmail: 'liste.user@example.com',
    });

    const applicants = (await page('ProgramApplicantList')).rows;
    expect(
      applicants.map((r) => [r.programName, r.startupName, r.applicantEmail, r.status, r.averageScore]),
    ).toEqual([
      ['Ege Hızlandırma', 'Çağlayan Enerji', 'liste.admin@example.com', 'approved', null],
      ['Ege Hızlandırma', 'Işıklı Gıda', 'liste.user@example.com', 'inspecting', 7.2],
    ]);

    const userRows = (await page('UserList')).rows;
    const user = userRows.find((r) => r.email === 'liste.user@example.com')!;
    expect(user).toMatchObject({
      name: 'Şule Öztürk user',
      verified: true,
      locked: true,
      packages: 'personal-monthly',
    });
    expect(user.lastSignInAt).toEqual(expect.any(String));
    expect(userRows.find((r) => r.email === 'liste.super@example.com')).toMatchObject({
      locked: false,
      packages: '',
    });

    const spammers = (await page('SpammersList')).rows;
    expect(spammers.map((r) => [r.subjectKind, r.email, r.total])).toEqual([
      ['user', 'liste.user@example.com', 2],
      ['email', 'spam@mailinator.com', 2],
      ['client', null, 1],
    ]);
    expect(spammers[0]).toMatchObject({ userId: ids.user, bannedWord: 1, rateLimit: 1, userLocked: true });
    expect(spammers[1]).toMatchObject({ disposableMail: 1, bannedMail: 1, userLocked: null });
    expect(spammers[2]).toMatchObject({ subject: 'c0ffee', captcha: 1 });

    const errors = (await page('ErrorLogs')).rows;
    expect(errors.map((r) => r.requestId)).toEqual(['1234567', 'req-old']);
    expect(errors[1]).toMatchObject({
      origin: 'api',
      method: 'POST',
      status: 500,
      viewerUserId: ids.user,
      viewerEmail: 'liste.user@example.com',
      stack: 'Error: eski hata\n    at x',
    });

    const mails = (await page('EmailList')).rows.filter((r) => String(r.recipient).match(/^(a|b|x)@/));
    expect(mails.map((r) => [r.kind, r.status, r.error])).toEqual([
      ['team-invitation', 'dropped', null],
      ['digest', 'failed', 'ECONNREFUSED'],
      ['verify-email', 'outbox', null],
    ]);
  });

  it(
    'give each list as an .xlsx whose header row is fieldNames and whose rows are the list’s (Turkish kept); audited',
    { timeout: 120_000 },
    async () => {
      for (const name of MANAGEMENT_LIST_NAMES) {
        const list = await page(name);
        const res = await get(`/apiCommon/Management/${name}File`, 'super');
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toContain('spreadsheetml');
        expect(res.headers.get('content-disposition')).toMatch(
          new RegExp(`attachment; filename="${name}-\\d{4}-\\d{2}-\\d{2}\\.xlsx"`),
        );
        expect(res.headers.get('x-total-count')).toBe(String(list.totalCount));
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
        const sheet = book.worksheets[0]!;
        expect(sheet.name).toBe(name);
        const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
        expect(values(1)).toEqual(list.fieldNames);
        expect(sheet.rowCount).toBe(list.rows.length + 1);
        list.rows.forEach((row, i) => {
          const cells = list.fieldNames.map((_, c) => sheet.getRow(i + 2).getCell(c + 1).value);
          const read = cells.map((cell, c) => {
            const key = list.fieldNames[c]!;
            if (cell instanceof Date) return Math.round(cell.getTime() / 1000);
            if (cell === null || cell === undefined) return null;
            return key.endsWith('At') ? cell : cell;
          });
          const expected = list.fieldNames.map((key) => {
            const v = row[key];
            if (key.endsWith('At') && typeof v === 'string') return Math.round(Date.parse(v) / 1000);
            return v === '' ? null : (v ?? null);
          });
          expect(read).toEqual(expected);
        });
      }
      const audits = await testDb()
        .db.select()
        .from(auditLog)
        .where(eq(auditLog.action, 'admin.list.export'));
      expect(audits.filter((a) => a.actorUserId === ids.super).map((a) => a.entityId)).toEqual(
        expect.arrayContaining(MANAGEMENT_LIST_NAMES.map((n) => `management:${n}`)),
      );
    },
  );
});
