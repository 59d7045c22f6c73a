/**
 * Applications to a program for its managers (dashboard-and-operations §2
 * /dashboard/applications-my-programs?programId=; §3 "Program application": answers, public
 * result (inspecting, approved, declined), private status, review scores, average score; §7
 * ProgramApply/Put, Program/ApplicationsExcelList/{id}). Managers hold WRITE on the program's
 * organization (or are admins). Averages and ranks come from scoring.ts: raw weighted averages
 * and per-juror z-score–normalized averages side by side.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '@/server/errors';
import { users } from '@/modules/identity/schema';
import { programs } from '@/modules/organizations/schema';
import { startups } from '@/modules/startups/schema';
import { notifyUsers } from '@/modules/notifications/notifications';
import { presentationUrl } from './applications';
import { requireOrganizationWrite } from './program-editor';
import { jurorNames, loadCategories, loadReviews } from './review';
import {
  PUBLIC_RESULTS,
  programApplicationAnswers,
  programApplications,
  programQuestions,
  type PublicResult,
} from './schema';
import { rankApplications, scoreApplications, type ApplicationScore, type RankBy } from './scoring';

export interface ManagedApplication {
  id: number;
  /** 1-based place by the chosen ranking. */
  rank: number;
  startup: { name: string; seoUrl: string };
  applicant: string;
  /** UTC ISO-8601. */
  appliedAt: string;
  publicResult: PublicResult;
  privateStatus: string | null;
  presentationUrl: string | null;
  answers: Array<{ questionId: number; answer: string }>;
  score: Omit<ApplicationScore, 'byJuror'> & {
    byJuror: Array<ApplicationScore['byJuror'][number] & { juror: string }>;
  };
}

export interface ProgramApplications {
  program: { id: number; name: string; seoUrl: string; organizationId: number };
  questions: Array<{ id: number; question: string }>;
  categories: Array<{ id: number; name: string; weight: number }>;
  rankBy: RankBy;
  applications: ManagedApplication[];
}

async function managedProgram(ctx: Ctx, programId: number) {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  const [p] = await ctx.db.select().from(programs).where(eq(programs.id, programId));
  if (!p) throw new NotFoundError('program.not_found');
  requireOrganizationWrite(ctx, p.organizationId);
  return p;
}

/**
 * Every application to program `programId`, ranked by `rankBy` (best first).
 * @throws UnauthorizedError; NotFoundError; ForbiddenError 'access.invalid'.
 */
export async function listProgramApplications(
  ctx: Ctx,
  programId: number,
  rankBy: RankBy = 'raw',
): Promise<ProgramApplications> {
  const p = await managedProgram(ctx, programId);
  const [rows, questions, categories, reviews] = await Promise.all([
    ctx.db
      .select({
        a: programApplications,
        startupName: startups.name,
        startupSeoUrl: startups.seoUrl,
        applicantName: users.name,
        applicantSurname: users.surname,
      })
      .from(programApplications)
      .innerJoin(startups, eq(startups.id, programApplications.companyId))
      .leftJoin(users, eq(users.id, programApplications.applicantUserId))
      .where(eq(programApplications.programId, programId))
      .orderBy(asc(programApplications.id)),
    ctx.db
      .select({ id: programQuestions.id, question: programQuestions.question })
      .from(programQuestions)
      .where(eq(programQuestions.programId, programId))
      .orderBy(asc(programQuestions.position)),
    loadCategories(ctx.db, programId),
    loadReviews(ctx.db, programId),
  ]);
  const ids = rows.map((r) => r.a.id);
  const answers = ids.length
    ? await ctx.db
        .select()
        .from(programApplicationAnswers)
        .where(inArray(programApplicationAnswers.applicationId, ids))
    : [];
  const scores = scoreApplications(ids, categories, reviews);
  const names = await jurorNames(ctx.db, [...new Set(reviews.map((r) => r.juryUserId))]);
  const ranked = rankApplications([...scores.values()], rankBy);
  const rankOf = new Map(ranked.map((s, i) => [s.applicationId, i + 1]));
  const applications = rows.map((r): ManagedApplication => {
    const score = scores.get(r.a.id)!;
    return {
      id: r.a.id,
      rank: rankOf.get(r.a.id)!,
      startup: { name: r.startupName, seoUrl: r.startupSeoUrl },
      applicant: `${r.applicantName ?? ''} ${r.applicantSurname ?? ''}`.trim(),
      appliedAt: r.a.createdAt.toISOString(),
      publicResult: r.a.publicResult,
      privateStatus: r.a.privateStatus,
      presentationUrl: presentationUrl(r.a.id, r.a.presentationKey),
      answers: answers
        .filter((x) => x.applicationId === r.a.id)
        .map((x) => ({ questionId: x.questionId, answer: x.answer })),
      score: {
        ...score,
        byJuror: score.byJuror.map((j) => ({ ...j, juror: names.get(j.juryUserId) ?? '' })),
      },
    };
  });
  applications.sort((a, b) => a.rank - b.rank);
  return {
    program: { id: p.id, name: p.name, seoUrl: p.seoUrl, organizationId: p.organizationId },
    questions,
    categories: categories.map(({ id, name, weight }) => ({ id, name, weight })),
    rankBy,
    applications,
  };
}

/**
 * Sets an application's public result (seen by the applicant) or private status (managers
 * only). @throws UnauthorizedError; NotFoundError; ForbiddenError; ValidationError
 * 'generic.invalid_field' for an unknown result.
 */
export async function setApplicationResult(
  ctx: Ctx,
  applicationId: number,
  change: { publicResult?: string; privateStatus?: string | null },
): Promise<void> {
  const [a] = await ctx.db
    .select({
      programId: programApplications.programId,
      publicResult: programApplications.publicResult,
      applicantUserId: programApplications.applicantUserId,
      programName: programs.name,
      startupName: startups.name,
    })
    .from(programApplications)
    .innerJoin(programs, eq(programs.id, programApplications.programId))
    .innerJoin(startups, eq(startups.id, programApplications.companyId))
    .where(eq(programApplications.id, applicationId));
  if (!a) throw new NotFoundError('program.application_not_found');
  await managedProgram(ctx, a.programId);
  if (change.publicResult !== undefined && !PUBLIC_RESULTS.includes(change.publicResult as PublicResult))
    throw new ValidationError('generic.invalid_field', { publicResult: 'generic.invalid_field' });
  const set: Partial<typeof programApplications.$inferInsert> = {};
  if (change.publicResult !== undefined) set.publicResult = change.publicResult as PublicResult;
  if (change.privateStatus !== undefined)
    set.privateStatus = change.privateStatus?.trim().slice(0, 200) || null;
  if (!Object.keys(set).length) return;
  await ctx.db.transaction(async (tx) => {
    await tx.update(programApplications).set(set).where(eq(programApplications.id, applicationId));
    // A decided public result is news for the applicant (issue 15 §4): stored, live and e-mailed.
    if (set.publicResult && set.publicResult !== a.publicResult && set.publicResult !== 'inspecting') {
      const words = RESULT_WORDS[set.publicResult];
      await notifyUsers(tx, [
        {
          userId: a.applicantUserId,
          kind: 'program_application_result',
          data: {
            applicationId,
            programName: a.programName,
            startupName: a.startupName,
            resultEn: words.en,
            resultTr: words.tr,
          },
        },
      ]);
    }
  });
}

/** The public results as the applicant's notice names them. */
const RESULT_WORDS: Record<PublicResult, { en: string; tr: string }> = {
  inspecting: { en: 'under review', tr: 'inceleniyor' },
  approved: { en: 'approved', tr: 'kabul edildi' },
  declined: { en: 'declined', tr: 'reddedildi' },
};

/** Column titles of the Excel export in the viewer's language. */
export interface ExcelLabels {
  rank: string;
  startup: string;
  applicant: string;
  appliedAt: string;
  publicResult: string;
  privateStatus: string;
  rawAverage: string;
  normalizedAverage: string;
  answerAverage: string;
  reviews: string;
  results: Record<PublicResult, string>;
}

/**
 * The applications of program `programId` as an .xlsx workbook (one sheet, one row per
 * application by rank, then one column per question). @returns the file's bytes and a file name.
 * @throws as listProgramApplications.
 */
export async function applicationsWorkbook(
  ctx: Ctx,
  programId: number,
  labels: ExcelLabels,
  rankBy: RankBy = 'raw',
): Promise<{ bytes: Buffer; fileName: string }> {
  const data = await listProgramApplications(ctx, programId, rankBy);
  // Loaded on the first export only: exceljs costs half a second of every server start otherwise.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = 'Startup Atlas';
  const sheet = book.addWorksheet(data.program.name.slice(0, 31).replace(/[*?:\\/[\]]/g, ' '));
  sheet.columns = [
    { header: labels.rank, key: 'rank', width: 6 },
    { header: labels.startup, key: 'startup', width: 28 },
    { header: labels.applicant, key: 'applicant', width: 24 },
    { header: labels.appliedAt, key: 'appliedAt', width: 20 },
    { header: labels.publicResult, key: 'publicResult', width: 14 },
    { header: labels.privateStatus, key: 'privateStatus', width: 20 },
    { header: labels.rawAverage, key: 'rawAverage', width: 12 },
    { header: labels.normalizedAverage, key: 'normalizedAverage', width: 14 },
    { header: labels.answerAverage, key: 'answerAverage', width: 12 },
    { header: labels.reviews, key: 'reviews', width: 8 },
    ...data.questions.map((q) => ({ header: q.question, key: `q${q.id}`, width: 40 })),
  ];
  sheet.getRow(1).font = { bold: true };
  for (const a of data.applications)
    sheet.addRow({
      rank: a.rank,
      startup: a.startup.name,
      applicant: a.applicant,
      appliedAt: new Date(a.appliedAt),
      publicResult: labels.results[a.publicResult],
      privateStatus: a.privateStatus ?? '',
      rawAverage: a.score.rawAverage,
      normalizedAverage: a.score.normalizedAverage,
      answerAverage: a.score.answerAverage,
      reviews: a.score.reviewCount,
      ...Object.fromEntries(a.answers.map((x) => [`q${x.questionId}`, x.answer])),
    });
  sheet.getColumn('appliedAt').numFmt = 'yyyy-mm-dd hh:mm';
  for (const key of ['rawAverage', 'normalizedAverage', 'answerAverage'])
    sheet.getColumn(key).numFmt = '0.00';
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  return { bytes, fileName: `${data.program.seoUrl}-applications.xlsx` };
}

/**
 * One application: its managers get everything (scores, private status); the applicant gets
 * the answers and the public result only. @throws UnauthorizedError; NotFoundError (also for
 * anyone else, nothing revealed).
 */
export async function getApplication(ctx: Ctx, applicationId: number) {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError();
  const [a] = await ctx.db
    .select()
    .from(programApplications)
    .where(eq(programApplications.id, applicationId));
  if (!a) throw new NotFoundError('program.application_not_found');
  try {
    const all = await listProgramApplications(ctx, a.programId);
    return all.applications.find((x) => x.id === applicationId)!;
  } catch (e) {
    if (a.applicantUserId !== userId) throw new NotFoundError('program.application_not_found');
    if (!(e instanceof ForbiddenError)) throw e;
  }
  const answers = await ctx.db
    .select({ questionId: programApplicationAnswers.questionId, answer: programApplicationAnswers.answer })
    .from(programApplicationAnswers)
    .where(eq(programApplicationAnswers.applicationId, a.id));
  return {
    id: a.id,
    programId: a.programId,
    companyId: a.companyId,
    publicResult: a.publicResult,
    appliedAt: a.createdAt.toISOString(),
    presentationUrl: presentationUrl(a.id, a.presentationKey),
    answers,
  };
}
