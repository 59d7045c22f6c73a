/**
 * Program, application and jury calls over HTTP with real sessions (issue 5; dashboard §7
 * "Organizations and programs" paths): Program/Post, Get/Authorize, Put, GetProgramList,
 * ProgramApply/Post (multipart with a PDF), ProgramApply/Get, Put, the review calls and the
 * Excel download, with messages in the viewer's language.
 */
import ExcelJS from 'exceljs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, ORIGIN, signedInCookie } from '../helpers/api';
import { grantAccessInternal } from '@/modules/access/access';
import { typeId, typeIdByName } from '@/modules/reference/data/type-lists';
import { users } from '@/modules/identity/schema';
import { LocalDiskStorage, setStorage } from '@/server/storage';
import { eq } from 'drizzle-orm';

const testDb = apiTestDb({ reference: true });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-programs-api-'));
const cookies: Record<string, string> = {};
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
type Json = { data: Record<string, unknown> & { fields?: Record<string, string> }; message: string | null };
const call = async (who: string, method: string, url: string, body?: unknown, lang = 'en') => {
  const res = await apiRequest(method, url, body, { cookie: cookies[who]!, 'accept-language': lang });
  return { status: res.status, json: (await res.json()) as Json };
};

beforeAll(async () => {
  setStorage(new LocalDiskStorage(dir));
  for (const who of ['owner', 'admin', 'founder', 'juror', 'stranger'])
    cookies[who] = await signedInCookie(testDb(), `${who}@example.com`, { name: who, surname: 'Api' });
  const [admin] = await testDb().db.select().from(users).where(eq(users.email, 'admin@example.com'));
  await grantAccessInternal(testDb().db, { userId: admin!.id, entityId: 'admin', scopes: ['FULL_ACCESS'] });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('program calls', () => {
  let programId = 0;
  let applyId = 0;

  it('an approved organization creates a program; the rules answer in the viewer language', async () => {
    const org = await call(
      'owner',
      'POST',
      `/apiCommon/Organizer/Post?type=${typeIdByName('organizationType', 'Incubation center')}`,
      {
        name: 'Ege Kuluçka',
      },
    );
    const organizerId = org.json.data.id as number;
    expect(
      (await call('admin', 'POST', `/apiCommon/Organizer/ApproveDelete/true/${organizerId}`)).status,
    ).toBe(200);

    const body = {
      name: 'Ege Tohum 2027',
      applyEndDate: '2099-06-30',
      stageIds: [typeId('startupStage', 1)],
      sectorIds: [typeId('startupSector', 1)],
      technologyIds: [typeId('technology', 1)],
      juryEmails: ['juror@example.com'],
      questions: [{ question: 'Neden şimdi?' }],
      reviewCategories: [
        { name: 'Ekip', weight: 50 },
        { name: 'Pazar', weight: 40 },
      ],
    };
    const programType = typeId('programType', 1);
    const bad = await call(
      'owner',
      'POST',
      `/apiCommon/Program/Post?organizerId=${organizerId}&programType=${programType}`,
      body,
      'tr',
    );
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Değerlendirme kategorilerinin ağırlıklarının toplamı 100 olmalıdır.');
    const forbidden = await call(
      'founder',
      'POST',
      `/apiCommon/Program/Post?organizerId=${organizerId}&programType=${programType}`,
      {
        ...body,
        reviewCategories: [{ name: 'Ekip', weight: 100 }],
      },
    );
    expect(forbidden.status).toBe(403);
    const created = await call(
      'owner',
      'POST',
      `/apiCommon/Program/Post?organizerId=${organizerId}&programType=${programType}`,
      {
        ...body,
        reviewCategories: [
          { name: 'Ekip', weight: 60 },
          { name: 'Pazar', weight: 40 },
        ],
      },
    );
    expect(created.status).toBe(200);
    programId = created.json.data.id as number;
    const got = await call(
      'owner',
      'GET',
      `/apiCommon/Program/Get/Authorize?getType=0&programId=${programId}`,
    );
    expect(got.json.data).toMatchObject({ name: 'Ege Tohum 2027', juryEmails: ['juror@example.com'] });
    const mine = await call('owner', 'GET', '/apiCommon/Program/GetProgramList');
    expect((mine.json.data as unknown as Array<{ name: string }>).map((p) => p.name)).toEqual([
      'Ege Tohum 2027',
    ]);
    expect(
      (await call('founder', 'GET', `/apiCommon/Program/Get/Authorize?getType=0&programId=${programId}`))
        .status,
    ).toBe(404);
  });

  it('a founder applies with a PDF (multipart) once; visitors are asked to log in', async () => {
    const startup = await call('founder', 'POST', '/apiCommon/Company/Post', {
      name: 'Rüzgar Enerji',
      sectorIds: [typeId('startupSector', 1)],
      teamMembers: [{ name: 'Ali', surname: 'Veli' }],
    });
    const companyId = (startup.json.data as { id: number }).id;
    const program = await call(
      'owner',
      'GET',
      `/apiCommon/Program/Get/Authorize?getType=0&programId=${programId}`,
    );
    const questionId = (program.json.data.questions as Array<{ id: number }>)[0]!.id;
    const form = () => {
      const f = new FormData();
      f.set('answers', JSON.stringify([{ questionId, answer: 'Çünkü pazar hazır.' }]));
      f.set('file', new File([PDF], 'sunum.pdf', { type: 'application/pdf' }));
      return f;
    };
    const { getApi } = await import('@/app/_api/app');
    const post = (cookie: string | undefined, lang = 'en') =>
      getApi().fetch(
        new Request(`${ORIGIN}/apiCommon/ProgramApply/Post?programId=${programId}&companyId=${companyId}`, {
          method: 'POST',
          headers: { origin: ORIGIN, 'accept-language': lang, ...(cookie ? { cookie } : {}) },
          body: form(),
        }),
      );
    const visitor = await post(undefined, 'tr');
    expect(visitor.status).toBe(401);
    expect(((await visitor.json()) as Json).message).toBe(
      'Mesaj göndermek veya başvurmak için giriş yapmalısınız.',
    );
    const applied = await post(cookies.founder);
    expect(applied.status).toBe(200);
    applyId = ((await applied.json()) as { data: { programApplyId: number } }).data.programApplyId;
    const again = await post(cookies.founder, 'tr');
    expect(again.status).toBe(409);
    expect(((await again.json()) as Json).message).toBe('Bu girişim bu programa zaten başvurdu.');
    const noStartup = await call('founder', 'POST', `/apiCommon/ProgramApply/Post?programId=${programId}`, {
      answers: [],
    });
    expect(noStartup.json.message).toBe('You need the select a startup.');

    const [juror] = await testDb().db.select().from(users).where(eq(users.email, 'juror@example.com'));
    const token = await call(
      'juror',
      'POST',
      `/apiCommon/Company/SetProgramApplyToken?userId=${juror!.id}&companyId=${companyId}`,
    );
    expect(token.status).toBe(403);
    const granted = await call(
      'founder',
      'POST',
      `/apiCommon/Company/SetProgramApplyToken?userId=${juror!.id}&companyId=${companyId}`,
    );
    expect(granted.status).toBe(200);
    // The presentation: the applicant downloads it; strangers and /uploads get nothing.
    const pdf = await apiRequest('GET', `/api/v2/program-applications/${applyId}/presentation`, undefined, {
      cookie: cookies.founder!,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).equals(PDF)).toBe(true);
    const get = (who: string) =>
      apiRequest('GET', `/api/v2/program-applications/${applyId}/presentation`, undefined, {
        cookie: cookies[who]!,
      });
    expect((await get('owner')).status).toBe(200);
    expect((await get('juror')).status).toBe(200);
    expect((await get('stranger')).status).toBe(404);
    const { GET } = await import('@/app/uploads/[...key]/route');
    const files = fs.readdirSync(path.join(dir, 'private/program-applications'), {
      recursive: true,
    }) as string[];
    const key = files.find((f) => f.endsWith('presentation.pdf'))!;
    const direct = await GET(new Request(`${ORIGIN}/uploads/x`), {
      params: Promise.resolve({ key: ['private', 'program-applications', ...key.split('/')] }),
    });
    expect(direct.status).toBe(404);
    const mine = await call('founder', 'POST', '/apiCommon/ProgramApply/Get?currentPage=1', {});
    expect((mine.json.data.items as Array<{ id: number }>).map((a) => a.id)).toEqual([applyId]);
  });

  it('the juror scores; the owner sets the result and downloads the Excel file', async () => {
    const sheet = await call(
      'juror',
      'GET',
      `/apiCommon/ProgramApplicantsAnswersReviews/Get?applyId=${applyId}`,
    );
    expect(sheet.status).toBe(200);
    const categories = sheet.json.data.categories as Array<{ id: number; name: string }>;
    const answers = (sheet.json.data.application as { answers: Array<{ id: number }> }).answers;
    expect(
      (await call('founder', 'GET', `/apiCommon/ProgramApplicantsAnswersReviews/Get?applyId=${applyId}`))
        .status,
    ).toBe(403);
    const incomplete = await call(
      'juror',
      'POST',
      `/apiCommon/ProgramApplicantReviewCategoryReview?applyId=${applyId}`,
      { scores: [{ categoryId: categories[0]!.id, score: 8 }], submit: true },
      'tr',
    );
    expect(incomplete.json.message).toBe('Göndermeden önce her değerlendirme kategorisine puan verin.');
    expect(
      (
        await call('juror', 'PUT', `/apiCommon/ProgramApplicantsAnswersReviews?applyId=${applyId}`, {
          scores: [{ answerId: answers[0]!.id, score: 7 }],
        })
      ).status,
    ).toBe(200);
    const done = await call(
      'juror',
      'PUT',
      `/apiCommon/ProgramApplicantReviewCategoryReview?applyId=${applyId}`,
      {
        scores: categories.map((c, i) => ({ categoryId: c.id, score: i === 0 ? 8 : 5 })),
        submit: true,
      },
    );
    expect(done.status).toBe(200);

    expect(
      (
        await call('owner', 'PUT', `/apiCommon/ProgramApply/Put?programApplyId=${applyId}&putType=1`, {
          value: 'approved',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call('founder', 'PUT', `/apiCommon/ProgramApply/Put?programApplyId=${applyId}&putType=2`, {
          value: 'x',
        })
      ).status,
    ).toBe(403);
    const list = await call('owner', 'POST', '/apiCommon/ProgramApply/Get?currentPage=1', {
      programId,
      rankBy: 'normalized',
    });
    // 8 × 0.6 + 5 × 0.4 = 6.8
    expect(
      (list.json.data.items as Array<{ score: { rawAverage: number } }>)[0]!.score.rawAverage,
    ).toBeCloseTo(6.8, 6);

    const file = await apiRequest('GET', `/apiCommon/Program/ApplicationsExcelList/${programId}`, undefined, {
      cookie: cookies.owner!,
      'accept-language': 'tr',
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(file.headers.get('content-disposition')).toContain('ege-tohum-2027-applications.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.arrayBuffer());
    const rows = book.worksheets[0]!;
    expect(rows.getRow(1).getCell(1).value).toBe('Sıra');
    expect(rows.getRow(2).getCell(2).value).toBe('Rüzgar Enerji');
    expect(rows.getRow(2).getCell(5).value).toBe('Onaylandı');
    const other = await apiRequest(
      'GET',
      `/apiCommon/Program/ApplicationsExcelList/${programId}`,
      undefined,
      {
        cookie: cookies.founder!,
      },
    );
    expect(other.status).toBe(403);
  });
});
