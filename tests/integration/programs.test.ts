/**
 * Applications and jury review (issue 5; dashboard-and-operations §3 Program application; §4
 * once per startup, not after the deadline; §5 application rules; §6 owners, jurors,
 * applicants; §8 messages): the rules in EN and TR, the authorization matrix, hidden peer
 * scores, conflicts of interest, the weighted and z-score–normalized averages checked against
 * hand-computed values, and the Excel export read back.
 */
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { programs } from '@/modules/organizations/schema';
import { createProgram, getProgramForEdit, updateProgram } from '@/modules/programs/program-editor';
import { changeReviewCategories } from '@/modules/programs/review-categories';
import {
  applyToProgram,
  getApplyForm,
  getPresentation,
  listMyApplications,
  setProgramApplyToken,
} from '@/modules/programs/applications';
import {
  applicationsWorkbook,
  getApplication,
  listProgramApplications,
  setApplicationResult,
} from '@/modules/programs/program-results';
import { getReviewSheet, listJuryAssignments, saveReview } from '@/modules/programs/review';
import { translateError } from '@/server/i18n';
import { PDF, programFixture, validProgram } from '../helpers/programs';

const { state, as } = programFixture();
const startupIds = new Proxy({} as Record<string, number>, { get: (_, k: string) => state.startupIds[k] });

describe('applications and jury review', () => {
  let programId = 0;
  let seoUrl = '';
  const q: number[] = [];
  const cat: Record<string, number> = {};
  const app = { X: 0, Y: 0, Z: 0 };

  it('creates the program with jury, questions and categories; edits keep row ids', async () => {
    ({ id: programId, seoUrl } = await createProgram(await as('owner'), state.orgId, validProgram()));
    const saved = await getProgramForEdit(await as('owner'), { seoUrl });
    expect(saved.juryEmails.sort()).toEqual(['harsh@example.com', 'lenient@example.com']);
    expect(saved.reviewCategories.map((c) => [c.name, c.weight])).toEqual([
      ['Team', 60],
      ['Market', 40],
    ]);
    await updateProgram(
      await as('owner'),
      programId,
      validProgram({
        questions: saved.questions.map((x) => ({ id: x.id, question: `${x.question} (briefly)` })),
        reviewCategories: saved.reviewCategories,
      }),
    );
    const again = await getProgramForEdit(await as('owner'), { id: programId });
    expect(again.questions.map((x) => x.id)).toEqual(saved.questions.map((x) => x.id));
    expect(again.questions[0]!.question).toBe('What problem do you solve? (briefly)');
    q.push(...again.questions.map((x) => x.id));
    for (const c of again.reviewCategories) cat[c.name] = c.id;
  });

  it('review categories change on their own only while the weights still sum to 100', async () => {
    await expect(
      changeReviewCategories(await as('owner'), programId, 'post', [{ name: 'Tech', weight: 10 }]),
    ).rejects.toMatchObject({ key: 'program.weights_sum' });
    await expect(
      changeReviewCategories(await as('other'), programId, 'put', [
        { id: cat.Team, name: 'Team', weight: 60 },
      ]),
    ).rejects.toMatchObject({ status: 403 });
    const after = await changeReviewCategories(await as('owner'), programId, 'put', [
      { id: cat.Team, name: 'Team', description: 'Founders and execution', weight: 60 },
    ]);
    expect(after.map((c) => c.description)).toEqual(['Founders and execution', null]);
  });

  it('applying follows the rules with their messages', async () => {
    const answers = q.map((questionId) => ({ questionId, answer: 'Our answer' }));
    await expect(
      applyToProgram(await as(null), programId, { companyId: startupIds['Xeno Labs'], answers }),
    ).rejects.toMatchObject({
      status: 401,
      key: 'program.login_required',
    });
    expect(translateError('program.login_required', {}, 'en')).toBe(
      'You have to login to send a message / apply.',
    );
    await expect(applyToProgram(await as('founder'), programId, { answers })).rejects.toMatchObject({
      key: 'program.startup_required',
    });
    expect(translateError('program.startup_required', {}, 'en')).toBe('You need the select a startup.');
    await expect(
      applyToProgram(await as('founder'), programId, {
        companyId: startupIds['Xeno Labs'],
        answers: [
          { questionId: q[0]!, answer: 'Only one' },
          { questionId: q[1]!, answer: '  ' },
        ],
      }),
    ).rejects.toMatchObject({
      key: 'program.answers_required',
      fields: { [`answers.${q[1]}`]: 'program.answers_required' },
    });
    expect(translateError('program.answers_required', {}, 'en')).toBe('You need the answer all questions.');
    expect(translateError('program.answers_required', {}, 'tr')).toBe('Tüm soruları cevaplamalısınız.');
    // Someone else's startup.
    await expect(
      applyToProgram(await as('founder2'), programId, { companyId: startupIds['Xeno Labs'], answers }),
    ).rejects.toMatchObject({ status: 403 });
    // Not a PDF, too big.
    await expect(
      applyToProgram(await as('founder'), programId, {
        companyId: startupIds['Xeno Labs'],
        answers,
        presentation: Buffer.from('<html></html>'),
      }),
    ).rejects.toMatchObject({ status: 415 });
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    await expect(
      applyToProgram(await as('founder'), programId, {
        companyId: startupIds['Xeno Labs'],
        answers,
        presentation: big,
      }),
    ).rejects.toMatchObject({ status: 413 });
    expect(await listMyApplications(await as('founder'))).toEqual([]);

    app.X = await applyToProgram(await as('founder'), programId, {
      companyId: startupIds['Xeno Labs'],
      answers,
      presentation: PDF,
    });
    app.Y = await applyToProgram(await as('founder'), programId, {
      companyId: startupIds['Yonca Tarım'],
      answers,
    });
    app.Z = await applyToProgram(await as('founder2'), programId, {
      companyId: startupIds['Zeplin Robotik'],
      answers,
    });
    await expect(
      applyToProgram(await as('founder', 'tr'), programId, { companyId: startupIds['Xeno Labs'], answers }),
    ).rejects.toMatchObject({ status: 409, key: 'program.already_applied' });
    expect(translateError('program.already_applied', {}, 'en')).toBe(
      'This startup already applied this program.',
    );
    expect(translateError('program.already_applied', {}, 'tr')).toBe(
      'Bu girişim bu programa zaten başvurdu.',
    );
    const form = await getApplyForm(await as('founder'), seoUrl);
    expect(form.startups.map((s) => [s.name, s.applied])).toEqual([
      ['Xeno Labs', true],
      ['Yonca Tarım', true],
    ]);
    const stored = await getApplication(await as('founder'), app.X);
    expect(stored.presentationUrl).toBe(`/api/v2/program-applications/${app.X}/presentation`);
    // The PDF is stored under a private key and handed out only to those involved.
    expect((await getPresentation(await as('founder'), app.X)).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await getPresentation(await as('owner'), app.X)).length).toBe(PDF.length);
    expect((await getPresentation(await as('harsh'), app.X)).length).toBe(PDF.length);
    await expect(getPresentation(await as('founder2'), app.X)).rejects.toMatchObject({ status: 404 });
    await expect(getPresentation(await as(null), app.X)).rejects.toMatchObject({ status: 401 });
    await expect(getPresentation(await as('founder'), app.Y)).rejects.toMatchObject({ status: 404 });
  });

  it('not after the deadline', async () => {
    await state.db.db
      .update(programs)
      .set({ applyEndDate: '2020-01-01', applyStartDate: '2019-01-01' })
      .where(eq(programs.id, programId));
    await expect(
      applyToProgram(await as('founder2'), programId, {
        companyId: startupIds['Zeplin Robotik'],
        answers: [],
      }),
    ).rejects.toMatchObject({ status: 400, key: 'program.deadline_passed' });
    expect(translateError('program.deadline_passed', {}, 'en')).toBe(
      'The application deadline for this program has passed.',
    );
    expect((await getApplyForm(await as('founder'), seoUrl)).state).toBe('closed');
    await state.db.db
      .update(programs)
      .set({ applyEndDate: '2099-06-30', applyStartDate: '2026-01-01' })
      .where(eq(programs.id, programId));
  });

  it('applicants see only their own applications, without the private status', async () => {
    expect((await listMyApplications(await as('founder'))).map((a) => a.startup.name).sort()).toEqual([
      'Xeno Labs',
      'Yonca Tarım',
    ]);
    expect((await listMyApplications(await as('founder2'))).map((a) => a.startup.name)).toEqual([
      'Zeplin Robotik',
    ]);
    await expect(getApplication(await as('founder2'), app.X)).rejects.toMatchObject({ status: 404 });
    await expect(listProgramApplications(await as('founder'), programId)).rejects.toMatchObject({
      status: 403,
    });
  });

  it('a startup manager lets a teammate apply for the startup (SetProgramApplyToken)', async () => {
    await expect(
      setProgramApplyToken(await as('outsider'), 'outsider', startupIds['Xeno Labs']!),
    ).rejects.toMatchObject({
      status: 403,
    });
    await expect(
      setProgramApplyToken(await as('founder', 'tr'), 'nobody', startupIds['Xeno Labs']!),
    ).rejects.toMatchObject({
      key: 'invitation.user_not_valid',
    });
    expect((await getApplyForm(await as('outsider'), seoUrl)).startups).toEqual([]);
    await setProgramApplyToken(await as('founder'), 'outsider', startupIds['Xeno Labs']!);
    expect((await getApplyForm(await as('outsider'), seoUrl)).startups).toEqual([
      { id: startupIds['Xeno Labs'], name: 'Xeno Labs', applied: true },
    ]);
  });

  it('only jurors review; peers stay hidden until the juror submits', async () => {
    await expect(saveReview(await as('outsider'), app.X, {})).rejects.toMatchObject({
      status: 403,
      key: 'program.not_juror',
    });
    await expect(saveReview(await as('owner'), app.X, {})).rejects.toMatchObject({ status: 403 });
    await expect(getReviewSheet(await as('founder'), seoUrl, app.X)).rejects.toMatchObject({ status: 403 });
    const score = (team: number, market: number) => [
      { categoryId: cat.Team!, score: team },
      { categoryId: cat.Market!, score: market },
    ];
    // Out-of-range and incomplete submissions change nothing.
    await expect(
      saveReview(await as('lenient'), app.X, { categoryScores: score(11, 5) }),
    ).rejects.toMatchObject({
      key: 'program.score_range',
    });
    await expect(
      saveReview(await as('lenient', 'tr'), app.X, {
        categoryScores: [{ categoryId: cat.Team!, score: 9 }],
        submit: true,
      }),
    ).rejects.toMatchObject({ key: 'program.scores_incomplete' });
    expect(translateError('program.scores_incomplete', {}, 'tr')).toBe(
      'Göndermeden önce her değerlendirme kategorisine puan verin.',
    );

    // Harsh juror: X (3, 4) = 1.8 + 1.6 = 3.4; Z (6, 5) = 3.6 + 2.0 = 5.6; Y only a draft (1, 1).
    const sheetX = await getReviewSheet(await as('harsh'), seoUrl, app.X);
    await saveReview(await as('harsh'), app.X, {
      categoryScores: score(3, 4),
      answerScores: [{ answerId: sheetX.application.answers[0]!.id, score: 2 }],
      submit: true,
    });
    await saveReview(await as('harsh'), app.Z, { categoryScores: score(6, 5), submit: true });
    await saveReview(await as('harsh'), app.Y, { categoryScores: score(1, 1) });

    // Lenient juror: X (9, 9) = 9.0 saved as a draft first — harsh's scores are hidden.
    await saveReview(await as('lenient'), app.X, { categoryScores: score(9, 9), comment: 'Strong team' });
    const draft = await getReviewSheet(await as('lenient'), seoUrl, app.X);
    expect(draft.peers).toBeNull();
    expect(draft.averages).toBeNull();
    expect(draft.mine).toMatchObject({ submitted: false, total: 9, comment: 'Strong team' });
    await saveReview(await as('lenient'), app.X, { submit: true });
    const after = await getReviewSheet(await as('lenient'), seoUrl, app.X);
    expect(after.peers).toEqual([
      {
        juror: 'harsh Test',
        conflictOfInterest: false,
        total: 3.4,
        categoryScores: { [cat.Team!]: 3, [cat.Market!]: 4 },
      },
    ]);
    // Lenient: Y (8, 7) = 4.8 + 2.8 = 7.6; conflict of interest on Z.
    await saveReview(await as('lenient'), app.Y, { categoryScores: score(8, 7), submit: true });
    await saveReview(await as('lenient'), app.Z, { categoryScores: score(10, 10) });
    await saveReview(await as('lenient'), app.Z, { conflictOfInterest: true });
    const conflicted = await getReviewSheet(await as('lenient'), seoUrl, app.Z);
    expect(conflicted.mine).toMatchObject({ conflictOfInterest: true, categoryScores: {} });
    expect(conflicted.peers).toBeNull();
    expect((await listJuryAssignments(await as('lenient'))).map((a) => a.state)).toEqual([
      'submitted',
      'submitted',
      'conflict',
    ]);
  });

  it('owners see raw and z-score–normalized averages matching the hand-computed values', async () => {
    const raw = await listProgramApplications(await as('owner'), programId, 'raw');
    const byId = new Map(raw.applications.map((a) => [a.id, a]));
    // Raw: X = (9 + 3.4) / 2 = 6.2; Y = 7.6 (the draft does not count); Z = 5.6 (conflict excluded).
    expect(byId.get(app.X)!.score.rawAverage).toBeCloseTo(6.2, 6);
    expect(byId.get(app.Y)!.score.rawAverage).toBeCloseTo(7.6, 6);
    expect(byId.get(app.Z)!.score.rawAverage).toBeCloseTo(5.6, 6);
    // Lenient: mean 8.3, sd 0.7 → X +1, Y −1. Harsh: mean 4.5, sd 1.1 → X −1, Z +1.
    expect(byId.get(app.X)!.score.normalizedAverage).toBeCloseTo(0, 6);
    expect(byId.get(app.Y)!.score.normalizedAverage).toBeCloseTo(-1, 6);
    expect(byId.get(app.Z)!.score.normalizedAverage).toBeCloseTo(1, 6);
    expect(byId.get(app.X)!.score.byJuror.map((j) => [j.juror, j.total, j.zScore])).toEqual([
      ['harsh Test', 3.4, -1],
      ['lenient Test', 9, 1],
    ]);
    expect(byId.get(app.X)!.score.answerAverage).toBe(2);
    expect(raw.applications.map((a) => a.startup.name)).toEqual([
      'Yonca Tarım',
      'Xeno Labs',
      'Zeplin Robotik',
    ]);
    const normalized = await listProgramApplications(await as('owner'), programId, 'normalized');
    expect(normalized.applications.map((a) => [a.rank, a.startup.name])).toEqual([
      [1, 'Zeplin Robotik'],
      [2, 'Xeno Labs'],
      [3, 'Yonca Tarım'],
    ]);
  });

  it('owners set the public result and a private status; applicants see only the result', async () => {
    await expect(
      setApplicationResult(await as('founder'), app.X, { publicResult: 'approved' }),
    ).rejects.toMatchObject({
      status: 403,
    });
    await expect(
      setApplicationResult(await as('owner'), app.X, { publicResult: 'maybe' }),
    ).rejects.toMatchObject({
      status: 400,
    });
    await setApplicationResult(await as('owner'), app.X, {
      publicResult: 'approved',
      privateStatus: 'Invite to demo day',
    });
    const mine = (await listMyApplications(await as('founder'))).find((a) => a.id === app.X)!;
    expect(mine.publicResult).toBe('approved');
    // The applicant is notified of the decision (issue 15 §4), in their language.
    const { listNotifications } = await import('@/modules/notifications/notifications');
    const notices = await listNotifications(await as('founder'));
    expect(notices.items[0]).toMatchObject({
      kind: 'program_application_result',
      href: '/dashboard/my-program-applications',
    });
    expect(notices.items[0]!.title).toBe('Program application: approved');
    expect(JSON.stringify(await getApplication(await as('founder'), app.X))).not.toContain(
      'Invite to demo day',
    );
    expect((await getApplication(await as('owner'), app.X)) as { privateStatus: string }).toMatchObject({
      privateStatus: 'Invite to demo day',
    });
  });

  it('exports the applications to a real .xlsx by rank', async () => {
    await expect(applicationsWorkbook(await as('other'), programId, {} as never)).rejects.toMatchObject({
      status: 403,
    });
    const labels = {
      rank: 'Sıra',
      startup: 'Girişim',
      applicant: 'Başvuran',
      appliedAt: 'Başvuru tarihi',
      publicResult: 'Sonuç',
      privateStatus: 'Özel durum',
      rawAverage: 'Ham ortalama',
      normalizedAverage: 'Normalleştirilmiş (z)',
      answerAverage: 'Cevap ortalaması',
      reviews: 'Değerlendirme',
      results: { inspecting: 'İnceleniyor', approved: 'Onaylandı', declined: 'Reddedildi' },
    };
    const { bytes, fileName } = await applicationsWorkbook(
      await as('owner'),
      programId,
      labels,
      'normalized',
    );
    expect(fileName).toBe(`${seoUrl}-applications.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual(
      expect.arrayContaining(['Sıra', 'Girişim', 'Ham ortalama', 'What problem do you solve? (briefly)']),
    );
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(2).getCell(2).value).toBe('Zeplin Robotik');
    expect(sheet.getRow(3).getCell(2).value).toBe('Xeno Labs');
    expect(sheet.getRow(3).getCell(5).value).toBe('Onaylandı');
    expect(sheet.getRow(3).getCell(7).value).toBeCloseTo(6.2, 6);
    expect(sheet.getRow(3).getCell(11).value).toBe('Our answer');
  });
});
