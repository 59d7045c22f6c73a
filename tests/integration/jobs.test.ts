/**
 * Jobs and applicant tracking through the `/apiJob` API (issue 15 §2), in English and Turkish:
 * the rules of D §5 with their messages, the job filter and paging, applying (sign-in, profile
 * phone and LinkedIn, cover note, once, not after expiry), the authorization matrix (visitor /
 * other user / applicant / team member with READ / job manager with WRITE / admin), status
 * changes audited with a notification and an e-mail in the applicant's language, and
 * `/dashboard/jobs`' counts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, deliveredOutbox, privateOutbox, signedInCookie } from '../helpers/api';

privateOutbox();
const testDb = apiTestDb({ reference: true });

const { eq } = await import('drizzle-orm');
const { users } = await import('@/modules/identity/schema');
const { startups } = await import('@/modules/startups/schema');
const { profiles } = await import('@/modules/profiles/schema');
const { auditLog } = await import('@/modules/access/schema');
const { notifications } = await import('@/modules/notifications/schema');
const { jobs } = await import('@/modules/jobs/schema');
const { grantAccessInternal } = await import('@/modules/access/access');
const { entityKey } = await import('@/modules/access/permissions');
const { cities, types } = await import('@/modules/reference/schema');
const { typeId } = await import('@/modules/reference/data/type-list-ids');
const { todayUtc } = await import('@/lib/format');
const { runQueuedJobs } = await import('@/server/workers');
const { ensureProfile } = await import('@/modules/profiles/profile');

const day = (offset: number) =>
  new Date(Date.parse(`${todayUtc()}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
const TR = 792;
let istanbul: number;
let ankara: number;
let startupId: number;
let otherStartupId: number;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};

async function user(name: string, email: string, locale = 'en') {
  cookies[name] = await signedInCookie(testDb(), email);
  const [row] = await testDb().db.select({ id: users.id }).from(users).where(eq(users.email, email));
  ids[name] = row!.id;
  if (locale !== 'en') await testDb().db.update(users).set({ locale }).where(eq(users.id, row!.id));
}

const call = (method: string, path: string, who?: string, body?: unknown, locale = 'en') =>
  apiRequest(method, path, body, {
    ...(who ? { cookie: cookies[who]! } : {}),
    'accept-language': locale,
  });
const data = async <T>(res: Response) => ((await res.json()) as { data: T }).data;
const failure = async (res: Response) => {
  const body = (await res.json()) as { message: string; data: { fields?: Record<string, string> } | null };
  return { message: body.message, errors: body.data?.fields };
};

const validJob = () => ({
  startupId,
  countryId: TR,
  cityId: istanbul,
  title: 'Senior Backend Engineer',
  description: 'Build the payments platform.\nPostgreSQL, Node.js.',
  responsibilities: 'Own the ledger service.',
  requirements: '5+ years of backend work.',
  payPlanId: typeId('payPlan', 2),
  professionId: typeId('profession', 1),
  employmentTypeId: typeId('employmentType', 1),
  workingPlanIds: [typeId('jobWorkingPlan', 3)],
  technicalSkillIds: [typeId('skill', 1), typeId('skill', 2)],
  socialSkillIds: [],
  minWage: 90_000,
  minWageCurrency: 'TRY',
  maxWage: 140_000,
  maxWageCurrency: 'TRY',
  minShare: 0.1,
  maxShare: 0.5,
  publishedOn: day(-1),
  expiresOn: day(30),
});

beforeAll(async () => {
  const db = testDb().db;
  const tr = await db
    .select({ id: cities.id, name: cities.nameEn })
    .from(cities)
    .where(eq(cities.countryId, TR));
  istanbul = tr.find((c) => c.name === 'İstanbul')!.id;
  ankara = tr.find((c) => c.name === 'Ankara')!.id;
  await user('founder', 'founder.jobs@example.com');
  await user('reader', 'reader.jobs@example.com');
  await user('applicant', 'aday@example.com', 'tr');
  await user('other', 'other.jobs@example.com');
  await user('admin', 'admin.jobs@example.com');
  const [a, b] = await db
    .insert(startups)
    .values([
      {
        name: 'Ödeme Bulutu',
        seoUrl: 'odeme-bulutu',
        searchText: 'odeme bulutu',
        sectorIds: [13001],
        countryId: TR,
        cityId: istanbul,
      },
      {
        name: 'Tarım Veri',
        seoUrl: 'tarim-veri',
        searchText: 'tarim veri',
        sectorIds: [13002],
        countryId: TR,
        cityId: ankara,
      },
    ])
    .returning({ id: startups.id });
  startupId = a!.id;
  otherStartupId = b!.id;
  await grantAccessInternal(db, {
    userId: ids.founder!,
    entityId: entityKey('startup', startupId),
    scopes: ['FULL_ACCESS'],
  });
  await grantAccessInternal(db, {
    userId: ids.reader!,
    entityId: entityKey('startup', startupId),
    scopes: ['READ'],
  });
  await grantAccessInternal(db, { userId: ids.admin!, entityId: 'admin', scopes: ['FULL_ACCESS'] });
  await ensureProfile(db, ids.applicant!);
});

describe('creating and editing jobs (D §5)', () => {
  it('refuses a job without the required fields, naming each, in English and Turkish', async () => {
    const empty = { startupId, workingPlanIds: [], technicalSkillIds: [], minWage: 1000 };
    const en = await failure(await call('POST', '/apiJob/Job/Post', 'founder', empty));
    expect(en.message).toBe('Please fill all the required fields.');
    expect(en.errors).toMatchObject({
      countryId: 'This field required.',
      cityId: 'This field required.',
      title: 'This field required.',
      description: 'This field required.',
      payPlanId: 'This field required.',
      professionId: 'This field required.',
      publishedOn: 'This field required.',
      expiresOn: 'This field required.',
      workingPlanIds: 'Choose at least one working plan.',
      technicalSkillIds: 'Choose at least one skill.',
      minWageCurrency: 'Choose a currency for this amount.',
    });
    const tr = await failure(await call('POST', '/apiJob/Job/Post', 'founder', empty, 'tr'));
    expect(tr.errors).toMatchObject({
      title: 'Bu alan zorunludur.',
      workingPlanIds: 'En az bir çalışma planı seçin.',
      technicalSkillIds: 'En az bir yetenek seçin.',
      minWageCurrency: 'Bu tutar için bir para birimi seçin.',
    });
  });

  it('refuses dates out of order, a city of another country and a minimum over the maximum', async () => {
    const res = await call('POST', '/apiJob/Job/Post', 'founder', {
      ...validJob(),
      cityId: 999_999,
      publishedOn: day(5),
      expiresOn: day(1),
      minWage: 200_000,
    });
    expect(res.status).toBe(400);
    expect((await failure(res)).errors).toMatchObject({
      cityId: 'This field is not valid.',
      expiresOn: 'The start date cannot be after the end date.',
      maxWage: 'The minimum cannot be more than the maximum.',
    });
  });

  it('refuses a deactivated working plan on a new job and as a new choice on an edit (TR); a job that holds it saves', async () => {
    const held = typeId('jobWorkingPlan', 3);
    const other = typeId('jobWorkingPlan', 1);
    const created = await data<{ id: number }>(await call('POST', '/apiJob/Job/Post', 'founder', validJob()));
    const setActive = (id: number, active: boolean) =>
      testDb().db.update(types).set({ active }).where(eq(types.id, id));
    await setActive(held, false);
    await setActive(other, false);
    try {
      const refused = await call('POST', '/apiJob/Job/Post', 'founder', validJob(), 'tr');
      expect(refused.status).toBe(400);
      expect((await failure(refused)).errors).toEqual({ workingPlanIds: 'Bu alan geçerli değil.' });
      const added = await call(
        'PUT',
        '/apiJob/Job/Put',
        'founder',
        { id: created.id, workingPlanIds: [held, other] },
        'tr',
      );
      expect(added.status).toBe(400);
      expect((await failure(added)).errors).toEqual({ workingPlanIds: 'Bu alan geçerli değil.' });
      const kept = await call('PUT', '/apiJob/Job/Put', 'founder', {
        id: created.id,
        workingPlanIds: [held],
        title: 'Backend Engineer',
      });
      expect(kept.status).toBe(200);
    } finally {
      await setActive(held, true);
      await setActive(other, true);
      // Later tests count the founder's jobs.
      await testDb().db.delete(jobs).where(eq(jobs.id, created.id));
    }
  });

  it('lets the founder (WRITE) create and edit; READ members, other users and visitors cannot', async () => {
    expect((await call('POST', '/apiJob/Job/Post', undefined, validJob())).status).toBe(401);
    for (const who of ['reader', 'other', 'applicant']) {
      const res = await call('POST', '/apiJob/Job/Post', who, validJob());
      expect(res.status, who).toBe(403);
      expect((await failure(res)).message).toBe("You don't have rights to edit this job");
    }
    const created = await data<{ id: number; seoUrl: string }>(
      await call('POST', '/apiJob/Job/Post', 'founder', validJob()),
    );
    expect(created.seoUrl).toBe(`senior-backend-engineer-${created.id}`);
    expect((await call('PUT', '/apiJob/Job/Put', 'other', { id: created.id, title: 'X' })).status).toBe(403);
    expect(
      (await call('PUT', '/apiJob/Job/Put', 'founder', { id: created.id, title: 'Staff Backend Engineer' }))
        .status,
    ).toBe(200);
    // The admin may edit every startup's jobs.
    expect(
      (await call('PUT', '/apiJob/Job/Put', 'admin', { id: created.id, requirements: '6+ years' })).status,
    ).toBe(200);
    const job = await data<{ title: string; requirements: string; canManage: boolean }>(
      await call('GET', `/apiJob/Job/Get?id=${created.id}`, 'founder'),
    );
    expect(job).toMatchObject({ title: 'Staff Backend Engineer', requirements: '6+ years', canManage: true });
    // Removing the last working plan is refused; adding and removing skills works.
    const drop = await call('DELETE', '/apiJob/JobWorkingPlan/Delete', 'founder', {
      jobId: created.id,
      ids: [typeId('jobWorkingPlan', 3)],
    });
    expect((await failure(drop)).errors).toMatchObject({
      workingPlanIds: 'Choose at least one working plan.',
    });
    await call('POST', '/apiJob/JobSkill/Post', 'founder', {
      jobId: created.id,
      ids: [typeId('softSkill', 1)],
      kind: 'social',
    });
    await call('DELETE', '/apiJob/JobSkill/Delete', 'founder', {
      jobId: created.id,
      ids: [typeId('skill', 2)],
    });
    const [row] = await testDb().db.select().from(jobs).where(eq(jobs.id, created.id));
    expect(row).toMatchObject({
      technicalSkillIds: [typeId('skill', 1)],
      socialSkillIds: [typeId('softSkill', 1)],
    });
    // Audited.
    const audit = await testDb()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.entityId, entityKey('startup', startupId)));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['job.create', 'job.update']));
    // Edit view only for its managers.
    expect((await call('GET', `/apiJob/Job/Get/${created.seoUrl}?edit=true`, 'other')).status).toBe(403);
    expect((await call('GET', `/apiJob/Job/Get/${created.seoUrl}?edit=true`, 'founder')).status).toBe(200);
    expect((await call('DELETE', `/apiJob/Job/Delete?id=${created.id}`, 'reader')).status).toBe(403);
    expect((await call('DELETE', `/apiJob/Job/Delete?id=${created.id}`, 'founder')).status).toBe(200);
    expect((await call('GET', `/apiJob/Job/Get?id=${created.id}`)).status).toBe(404);
  });
});

describe('the job list (public §2 job filter, D §9: 6 a page, newest first)', () => {
  beforeAll(async () => {
    const base = validJob();
    for (let n = 0; n < 8; n += 1)
      await call('POST', '/apiJob/Job/Post', 'founder', {
        ...base,
        title: `Mobile Developer ${n}`,
        cityId: n % 2 ? ankara : istanbul,
        workingPlanIds: [typeId('jobWorkingPlan', n % 2 ? 2 : 1)],
        technicalSkillIds: [typeId('skill', n % 3 === 0 ? 5 : 1)],
        publishedOn: day(-10 + n),
      });
    await call('POST', '/apiJob/Job/Post', 'founder', {
      ...base,
      title: 'Expired Analyst',
      publishedOn: day(-40),
      expiresOn: day(-1),
    });
    await call('POST', '/apiJob/Job/Post', 'founder', {
      ...base,
      title: 'Future Designer',
      publishedOn: day(3),
      expiresOn: day(40),
    });
  });

  it('pages 6 open jobs at a time, newest first; expired and unpublished jobs stay out', async () => {
    const first = await data<{ items: { title: string }[]; totalCount: number; pageSize: number }>(
      await call('GET', '/apiJob/Job/Get/List'),
    );
    expect(first.pageSize).toBe(6);
    expect(first.totalCount).toBe(8);
    expect(first.items.map((j) => j.title)).toEqual([7, 6, 5, 4, 3, 2].map((n) => `Mobile Developer ${n}`));
    const second = await data<{ items: { title: string }[] }>(
      await call('POST', '/apiJob/Job/Search', undefined, { PageIndex: 2 }),
    );
    expect(second.items.map((j) => j.title)).toEqual(['Mobile Developer 1', 'Mobile Developer 0']);
  });

  it('shows a new or removed job in the list at once (lists are cached per filter and day)', async () => {
    const total = async () =>
      (await data<{ totalCount: number }>(await call('GET', '/apiJob/Job/Get/List'))).totalCount;
    expect(await total()).toBe(8);
    expect(await total()).toBe(8);
    const created = await data<{ id: number }>(
      await call('POST', '/apiJob/Job/Post', 'founder', {
        ...validJob(),
        title: 'Cache Probe',
        publishedOn: day(-1),
        expiresOn: day(30),
      }),
    );
    expect(await total()).toBe(9);
    expect((await call('DELETE', `/apiJob/Job/Delete?id=${created.id}`, 'founder')).status).toBe(200);
    expect(await total()).toBe(8);
  });

  it('filters by working plan, skill, sector, city and text', async () => {
    const titles = async (body: object) =>
      (
        await data<{ items: { title: string }[] }>(await call('POST', '/apiJob/Job/Search', undefined, body))
      ).items.map((j) => j.title);
    expect(await titles({ JobWorkingPlanIdList: [typeId('jobWorkingPlan', 2)] })).toEqual(
      [7, 5, 3, 1].map((n) => `Mobile Developer ${n}`),
    );
    expect(await titles({ JobSkillIdList: [typeId('skill', 5)] })).toEqual(
      [6, 3, 0].map((n) => `Mobile Developer ${n}`),
    );
    expect(await titles({ Location: { countryId: TR, cityId: ankara }, Text: 'developer 4' })).toEqual([]);
    expect(await titles({ Location: { countryId: TR, cityId: istanbul }, Text: 'developer 4' })).toEqual([
      'Mobile Developer 4',
    ]);
    expect(await titles({ Location: { countryId: TR, cityId: istanbul }, Text: 'developer' })).toHaveLength(
      4,
    );
    expect(await titles({ SectorIdList: [13002] })).toEqual([]);
    expect(await titles({ Text: 'ödeme bulutu mobile 6' })).toEqual(['Mobile Developer 6']);
    const short = await call('POST', '/apiJob/Job/Search', undefined, { Text: 'a' }, 'tr');
    expect(short.status).toBe(400);
  });

  it("shows an expired job's page marked expired; an unpublished one only to its team", async () => {
    const expired = await testDb().db.select().from(jobs).where(eq(jobs.title, 'Expired Analyst'));
    const job = await data<{ isExpired: boolean }>(
      await call('GET', `/apiJob/Job/Get/${expired[0]!.seoUrl}`),
    );
    expect(job.isExpired).toBe(true);
    const [future] = await testDb().db.select().from(jobs).where(eq(jobs.title, 'Future Designer'));
    expect((await call('GET', `/apiJob/Job/Get/${future!.seoUrl}`)).status).toBe(404);
    expect((await call('GET', `/apiJob/Job/Get/${future!.seoUrl}`, 'reader')).status).toBe(200);
    const startupJobs = await data<string[]>(
      await call('GET', `/apiJob/Job/GetCompanyJobsById?companyId=${startupId}&justSeoUrls=true`),
    );
    expect(startupJobs).toHaveLength(8);
    expect(
      await data<string[]>(
        await call(
          'GET',
          `/apiJob/Job/GetCompanyJobsById?companyId=${startupId}&justSeoUrls=true`,
          'founder',
        ),
      ),
    ).toHaveLength(10);
  });
});

describe('applying and applicant tracking', () => {
  let jobId: number;
  let expiredId: number;
  beforeAll(async () => {
    jobId = (
      await data<{ id: number }>(
        await call('POST', '/apiJob/Job/Post', 'founder', { ...validJob(), title: 'Data Engineer' }),
      )
    ).id;
    const [expired] = await testDb().db.select().from(jobs).where(eq(jobs.title, 'Expired Analyst'));
    expiredId = expired!.id;
  });

  it('asks visitors to log in, and says which of phone and LinkedIn the profile lacks (EN, TR)', async () => {
    const visitor = await call('POST', '/apiJob/JobApply/Post', undefined, { jobId, coverNote: 'Hi' });
    expect(visitor.status).toBe(401);
    expect((await failure(visitor)).message).toBe('You have to login to send a message / apply.');
    const tr = await failure(
      await call('POST', '/apiJob/JobApply/Post', 'applicant', { jobId, coverNote: 'Merhaba' }, 'tr'),
    );
    expect(tr.message).toBe(
      'Başvurmak için profilinize bir telefon numarası ve LinkedIn bağlantısı ekleyin.',
    );
    expect(tr.errors).toEqual({
      phone: 'Profilinize bir telefon numarası ekleyin.',
      linkedin: 'Profilinize LinkedIn bağlantınızı ekleyin.',
    });
    await testDb()
      .db.update(profiles)
      .set({ phone: '+905321234567' })
      .where(eq(profiles.userId, ids.applicant!));
    const en = await failure(
      await call('POST', '/apiJob/JobApply/Post', 'applicant', { jobId, coverNote: 'Hi' }),
    );
    expect(en.errors).toEqual({ linkedin: 'Add your LinkedIn link to your profile.' });
  });

  it('takes one application per job with a cover note, never after expiry', async () => {
    await testDb()
      .db.update(profiles)
      .set({ socialLinks: { linkedin: 'https://www.linkedin.com/in/aday' } })
      .where(eq(profiles.userId, ids.applicant!));
    const blank = await call('POST', '/apiJob/JobApply/Post', 'applicant', { jobId, coverNote: '  ' });
    expect((await failure(blank)).errors).toEqual({ coverNote: 'This field required.' });
    const applied = await call('POST', '/apiJob/JobApply/Post', 'applicant', {
      jobId,
      coverNote: 'Veri hatlarında 4 yıl.',
    });
    expect(applied.status).toBe(200);
    const again = await call('POST', '/apiJob/JobApply/Post', 'applicant', { jobId, coverNote: 'Again' });
    expect(again.status).toBe(409);
    expect((await failure(again)).message).toBe('You can apply for a job posting once.');
    const late = await call(
      'POST',
      '/apiJob/JobApply/Post',
      'applicant',
      { jobId: expiredId, coverNote: 'Late' },
      'tr',
    );
    expect(late.status).toBe(409);
    expect((await failure(late)).message).toBe('Bu iş ilanının süresi doldu.');
    // The job's managers hear of it.
    const notices = await testDb()
      .db.select()
      .from(notifications)
      .where(eq(notifications.userId, ids.founder!));
    expect(notices.map((n) => n.kind)).toContain('job_application_received');
    const mine = await data<{ statusId: number; job: { title: string } }[]>(
      await call('GET', '/apiJob/JobApply/Get/UserApplies', 'applicant'),
    );
    expect(mine).toMatchObject([
      { statusId: typeId('jobApplicationStatus', 1), job: { title: 'Data Engineer' } },
    ]);
  });

  it("shows applications only to the job's team and lets only managers move them; the applicant is told in Turkish", async () => {
    const path = `/apiJob/JobApply/Get/CompanyApply/${jobId}`;
    expect((await call('GET', path)).status).toBe(401);
    expect((await call('GET', path, 'other')).status).toBe(403);
    expect((await call('GET', path, 'applicant')).status).toBe(403);
    const seen = await data<{
      job: { canManage: boolean };
      applications: {
        id: number;
        phone: string;
        linkedin: string;
        cvUrl: string | null;
        coverNote: string;
        applicant: { name: string };
      }[];
    }>(await call('GET', path, 'reader'));
    expect(seen.job.canManage).toBe(false);
    expect(seen.applications[0]).toMatchObject({
      phone: '+905321234567',
      linkedin: 'https://www.linkedin.com/in/aday',
      // No CV on the profile: none sent (private-files.test.ts covers the CV copy).
      cvUrl: null,
      coverNote: 'Veri hatlarında 4 yıl.',
    });
    const applicationId = seen.applications[0]!.id;
    const interview = typeId('jobApplicationStatus', 3);
    const set = (who: string | undefined) =>
      call(
        'PATCH',
        `/apiJob/JobApply/SetJobApplyStatus?jobApplyId=${applicationId}&statusId=${interview}`,
        who,
      );
    expect((await set(undefined)).status).toBe(401);
    expect((await set('applicant')).status).toBe(403);
    expect((await set('reader')).status).toBe(403);
    const bad = await call(
      'PATCH',
      `/apiJob/JobApply/SetJobApplyStatus?jobApplyId=${applicationId}&statusId=13001`,
      'founder',
    );
    expect(bad.status).toBe(400);
    expect((await set('founder')).status).toBe(200);
    const mine = await data<{ statusId: number }[]>(
      await call('GET', '/apiJob/JobApply/Get/UserApplies', 'applicant'),
    );
    expect(mine[0]!.statusId).toBe(interview);
    const audit = await testDb()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.action, 'job.application_status'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ applicationId, to: interview });
    // A notification in the list, and its e-mail in the applicant's language (Turkish).
    const list = await data<{ items: { kind: string; title: string; href: string }[]; unreadCount: number }>(
      await call('GET', '/api/v2/notifications', 'applicant', undefined, 'tr'),
    );
    expect(list.items[0]).toMatchObject({
      kind: 'job_application_status',
      title: 'Başvurunuz: Mülakat',
      href: '/tr/panel/is-basvurularim',
    });
    expect(list.unreadCount).toBe(1);
    await runQueuedJobs(testDb().db, 'notification-mail');
    const mail = (await deliveredOutbox()).find(
      (m) => m.to === 'aday@example.com' && m.subject.startsWith('Başvurunuz'),
    );
    expect(mail?.text).toContain('“Data Engineer” ilanına yaptığınız başvurunun durumu: Mülakat.');
    expect(mail?.text).toMatch(/\/tr\/bildirimler\/abonelikten-cik\?token=/);
    // Read.
    expect(await data<number>(await call('POST', '/api/v2/notifications/read', 'applicant', {}))).toBe(0);
  });

  it('lists the managed jobs with their application counts (/dashboard/jobs)', async () => {
    const managed = await data<{ title: string; applicationCount: number }[]>(
      await call('GET', '/api/v2/jobs/managed', 'founder'),
    );
    expect(managed.find((j) => j.title === 'Data Engineer')).toMatchObject({ applicationCount: 1 });
    expect(await data<unknown[]>(await call('GET', '/api/v2/jobs/managed', 'reader'))).toEqual([]);
    expect((await call('GET', '/api/v2/jobs/managed')).status).toBe(401);
    void otherStartupId;
  });
});
