/**
 * Private files stay private (decision 0025, docs/security.md): the profile CV and the copy sent
 * with each job application are served only through routes that check who asks; no public
 * address reveals them; the employer gets the CV as it was when the person applied, also after
 * the applicant replaced or deleted it; CVs kept at old public addresses are moved by the storage
 * step and their old addresses answer 404; a purged account's private files are gone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, cookieWithAccess, ORIGIN, privateOutbox } from '../helpers/api';

privateOutbox();
const testDb = apiTestDb({ reference: true });

const { eq } = await import('drizzle-orm');
const { getApi } = await import('@/app/_api/app');
const { GET: uploadsGet } = await import('@/app/uploads/[...key]/route');
const { users } = await import('@/modules/identity/schema');
const { startups } = await import('@/modules/startups/schema');
const { profiles } = await import('@/modules/profiles/schema');
const { jobs, jobApplications } = await import('@/modules/jobs/schema');
const { grantAccessInternal } = await import('@/modules/access/access');
const { entityKey } = await import('@/modules/access/permissions');
const { typeId } = await import('@/modules/reference/data/type-list-ids');
const { todayUtc } = await import('@/lib/format');
const { getStorage } = await import('@/server/storage');
const { runStorageSteps } = await import('../../scripts/storage-steps');
const { purgeDueAccounts } = await import('@/modules/identity/deletion');

const pdf = (label: string) => Buffer.from(`%PDF-1.4\n% ${label}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF`);
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
let jobId: number;
let otherJobId: number;

const call = (method: string, path: string, who?: string, body?: unknown) =>
  apiRequest(method, path, body, who ? { cookie: cookies[who]! } : {});
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
const uploadCv = (who: string, file: Buffer) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'cv.pdf');
  return getApi().fetch(
    new Request(`${ORIGIN}/api/v2/users/me/cv`, {
      method: 'POST',
      headers: { cookie: cookies[who]!, origin: ORIGIN },
      body: form,
    }),
  );
};
/** What `/uploads/<key>` answers for an address (the public file route). */
const publicFetch = (address: string) =>
  uploadsGet(new Request(`${ORIGIN}${address}`), {
    params: Promise.resolve({
      key: address
        .replace(/\?.*/, '')
        .replace(/^\/uploads\//, '')
        .split('/'),
    }),
  });

async function person(name: string, entityId?: string) {
  cookies[name] = await cookieWithAccess(testDb(), `${name.toLowerCase()}.files@example.com`, entityId);
  const [row] = await testDb()
    .db.select({ id: users.id })
    .from(users)
    .where(eq(users.email, `${name.toLowerCase()}.files@example.com`));
  ids[name] = row!.id;
}

async function createJob(startupId: number, title: string): Promise<number> {
  const day = (offset: number) =>
    new Date(Date.parse(`${todayUtc()}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  const [row] = await testDb()
    .db.insert(jobs)
    .values({
      startupId,
      seoUrl: title.toLowerCase().replace(/\W+/g, '-'),
      title,
      description: 'Build things.',
      countryId: 792,
      cityId: 1,
      payPlanId: typeId('payPlan', 2),
      professionId: typeId('profession', 1),
      employmentTypeId: typeId('employmentType', 1),
      workingPlanIds: [typeId('jobWorkingPlan', 3)],
      technicalSkillIds: [typeId('skill', 1)],
      publishedOn: day(-1),
      expiresOn: day(30),
    })
    .returning({ id: jobs.id });
  return row!.id;
}

beforeAll(async () => {
  const db = testDb().db;
  for (const name of ['applicant', 'employer', 'stranger', 'otherEmployer']) await person(name);
  await person('superAdmin', 'admin');
  await person('sourceAdmin', 'yc-admin');
  const [a, b] = await db
    .insert(startups)
    .values([
      { name: 'Dosya Bulutu', seoUrl: 'dosya-bulutu', searchText: 'dosya bulutu', sectorIds: [13001] },
      { name: 'Başka Şirket', seoUrl: 'baska-sirket', searchText: 'baska sirket', sectorIds: [13001] },
    ])
    .returning({ id: startups.id });
  await grantAccessInternal(db, {
    userId: ids.employer!,
    entityId: entityKey('startup', a!.id),
    scopes: ['FULL_ACCESS'],
  });
  await grantAccessInternal(db, {
    userId: ids.otherEmployer!,
    entityId: entityKey('startup', b!.id),
    scopes: ['FULL_ACCESS'],
  });
  jobId = await createJob(a!.id, 'Data Engineer Files');
  otherJobId = await createJob(b!.id, 'Designer Files');
  await call('GET', '/api/v2/users/me', 'applicant'); // creates the profile
  await db
    .update(profiles)
    .set({ phone: '+905321234567', socialLinks: { linkedin: 'https://www.linkedin.com/in/aday' } })
    .where(eq(profiles.userId, ids.applicant!));
});

describe('the profile CV', () => {
  it('is stored privately: its owner downloads it, nobody else, and no public address serves it', async () => {
    const upload = await uploadCv('applicant', pdf('first'));
    expect(upload.status).toBe(200);
    expect(((await upload.json()) as { data: { cvUrl: string } }).data.cvUrl).toBe('/api/v2/users/me/cv');
    const mine = await call('GET', '/api/v2/users/me/cv', 'applicant');
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect((await bytes(mine)).equals(pdf('first'))).toBe(true);
    // Others asking for "my CV" get their own (none) or nothing at all.
    expect((await call('GET', '/api/v2/users/me/cv', 'stranger')).status).toBe(404);
    expect((await call('GET', '/api/v2/users/me/cv')).status).toBe(404);
    // The stored key is under private/ with a random name; neither it nor the old address is public.
    const [row] = await testDb()
      .db.select({ key: profiles.cvKey, url: profiles.cvUrl })
      .from(profiles)
      .where(eq(profiles.userId, ids.applicant!));
    expect(row!.key).toMatch(new RegExp(`^private/users/${ids.applicant}/cv/[0-9a-f]{32}\\.pdf$`));
    expect(row!.url).toBeNull();
    expect((await publicFetch(`/uploads/${row!.key}`)).status).toBe(404);
    expect((await publicFetch(`/uploads/users/${ids.applicant}/cv.pdf`)).status).toBe(404);
    // The profile and the public talent calls never carry the storage key.
    const me = await call('GET', '/api/v2/users/me', 'applicant');
    expect(JSON.stringify(await me.json())).not.toContain(row!.key!);
  });
});

describe('the CV sent with a job application', () => {
  let applicationId: number;
  const cvPath = () => `/api/v2/job-applications/${applicationId}/cv`;

  it('goes to the employer as it was at applying; strangers, other employers, visitors and source admins get 404', async () => {
    const applied = await call('POST', '/apiJob/JobApply/Post', 'applicant', { jobId, coverNote: 'Merhaba' });
    expect(applied.status).toBe(200);
    const seen = (await (
      await call('GET', `/apiJob/JobApply/Get/CompanyApply/${jobId}`, 'employer')
    ).json()) as {
      data: { applications: Array<{ id: number; cvUrl: string | null }> };
    };
    applicationId = seen.data.applications[0]!.id;
    expect(seen.data.applications[0]!.cvUrl).toBe(cvPath());
    for (const who of ['employer', 'applicant', 'superAdmin']) {
      const res = await call('GET', cvPath(), who);
      expect(res.status, who).toBe(200);
      expect((await bytes(res)).equals(pdf('first'))).toBe(true);
    }
    for (const who of ['stranger', 'otherEmployer', 'sourceAdmin', undefined])
      expect((await call('GET', cvPath(), who)).status, String(who)).toBe(404);
    // An unknown application says no more than a forbidden one.
    expect((await call('GET', '/api/v2/job-applications/999999/cv', 'employer')).status).toBe(404);
  });

  it('stays as sent after the applicant replaces the profile CV, and the employer never gets the new one', async () => {
    expect((await uploadCv('applicant', pdf('second'))).status).toBe(200);
    expect((await bytes(await call('GET', cvPath(), 'employer'))).equals(pdf('first'))).toBe(true);
    expect((await bytes(await call('GET', '/api/v2/users/me/cv', 'applicant'))).equals(pdf('second'))).toBe(
      true,
    );
    // A new application sends the new CV as its own copy.
    expect(
      (await call('POST', '/apiJob/JobApply/Post', 'applicant', { jobId: otherJobId, coverNote: 'Hi' }))
        .status,
    ).toBe(200);
    const [other] = await testDb()
      .db.select({ id: jobApplications.id })
      .from(jobApplications)
      .where(eq(jobApplications.jobId, otherJobId));
    const res = await call('GET', `/api/v2/job-applications/${other!.id}/cv`, 'otherEmployer');
    expect((await bytes(res)).equals(pdf('second'))).toBe(true);
    expect((await call('GET', `/api/v2/job-applications/${other!.id}/cv`, 'employer')).status).toBe(404);
  });

  it('stays as sent after the applicant deletes the profile CV', async () => {
    expect((await call('DELETE', '/api/v2/users/me/cv', 'applicant')).status).toBe(200);
    expect((await call('GET', '/api/v2/users/me/cv', 'applicant')).status).toBe(404);
    expect((await bytes(await call('GET', cvPath(), 'employer'))).equals(pdf('first'))).toBe(true);
  });
});

describe('CVs stored at old public addresses', () => {
  it('are moved to private keys by the storage step; the old address answers 404 and the owner and employer still get them', async () => {
    const storage = await getStorage();
    const db = testDb().db;
    await person('legacy');
    await call('GET', '/api/v2/users/me', 'legacy');
    const oldKey = `users/${ids.legacy}/cv.pdf`;
    await storage.put(oldKey, pdf('legacy'), 'application/pdf');
    await db
      .update(profiles)
      .set({ cvUrl: `/uploads/${oldKey}?v=5`, cvKey: null })
      .where(eq(profiles.userId, ids.legacy!));
    const [app] = await db
      .insert(jobApplications)
      .values({
        jobId,
        applicantUserId: ids.legacy!,
        statusId: typeId('jobApplicationStatus', 1),
        coverNote: 'Old application',
        phone: '+905321234568',
        linkedin: 'https://www.linkedin.com/in/legacy',
        cvUrl: `/uploads/${oldKey}?v=5`,
      })
      .returning({ id: jobApplications.id });
    expect(await runStorageSteps(db)).toEqual({ applicationCvs: 1, profileCvs: 1 });
    expect(await storage.get(oldKey)).toBeNull();
    expect((await publicFetch(`/uploads/${oldKey}?v=5`)).status).toBe(404);
    expect((await bytes(await call('GET', '/api/v2/users/me/cv', 'legacy'))).equals(pdf('legacy'))).toBe(
      true,
    );
    const res = await call('GET', `/api/v2/job-applications/${app!.id}/cv`, 'employer');
    expect((await bytes(res)).equals(pdf('legacy'))).toBe(true);
    // A second run has nothing left to move.
    expect(await runStorageSteps(db)).toEqual({ applicationCvs: 0, profileCvs: 0 });
  });
});

describe('a purged account', () => {
  it('loses its private files (its CV and the copies sent with its applications) after the grace period', async () => {
    const db = testDb().db;
    const [row] = await db
      .select({ key: jobApplications.cvKey })
      .from(jobApplications)
      .where(eq(jobApplications.applicantUserId, ids.applicant!))
      .limit(1);
    const storage = await getStorage();
    expect(await storage.get(row!.key!)).not.toBeNull();
    await db
      .update(users)
      .set({ deletionRequestedAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(users.id, ids.applicant!));
    const { purged } = await purgeDueAccounts(db);
    expect(purged).toContain(ids.applicant);
    expect(await storage.get(row!.key!)).toBeNull();
  });
});
