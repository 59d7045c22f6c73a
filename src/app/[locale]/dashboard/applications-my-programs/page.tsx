/**
 * /dashboard/applications-my-programs?programId=&rankBy= (TR /panel/programlarima-basvurular;
 * dashboard-and-operations §2 "applications to my programs"; §3 answers, public result, private
 * status, review scores, average score; §7 Program/ApplicationsExcelList/{id}): the managers of
 * a program rank its applications by the raw weighted average or by the per-juror z-score
 * normalized average, side by side, open each one's answers and juror scores, set results and
 * download the Excel file. Without programId: the programs to choose from. Others get 404.
 */
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { orNotFound, requireSignedIn } from '@/server/page-guards';
import { formatDate } from '@/lib/format';
import { privatePageMetadata } from '@/ui/seo';
import { listManagedPrograms } from '@/modules/programs/program-editor';
import { listProgramApplications } from '@/modules/programs/program-results';
import { ApplicationActions } from '@/modules/programs/ui/application-actions';
import { ScrollRegion } from '@/ui/scroll-region';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ programId?: string; rankBy?: string }>;
};

export const generateMetadata = privatePageMetadata('programApplications', 'ownerTitle');
const num = (v: number | null, digits = 2) => (v === null ? '–' : v.toFixed(digits));

export default async function ApplicationsToMyProgramsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  const query = await searchParams;
  const t = await getTranslations('programApplications');
  if (!query.programId) {
    const programs = await listManagedPrograms(ctx);
    return (
      <section className="mx-auto max-w-4xl px-4 py-8">
        <h1 className="text-2xl font-black">{t('ownerTitle')}</h1>
        <h2 className="mt-4 font-semibold">{t('chooseProgram')}</h2>
        {programs.length === 0 && <p className="mt-2 text-slate-600">{t('noPrograms')}</p>}
        <ul className="mt-2 list-disc pl-6">
          {programs.map((p) => (
            <li key={p.id}>
              <Link
                href={{ pathname: '/dashboard/applications-my-programs', query: { programId: String(p.id) } }}
                className="underline"
              >
                {p.name}
              </Link>{' '}
              <span className="text-sm text-slate-500">({p.organizationName})</span>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  const programId = Number(query.programId);
  if (!Number.isInteger(programId) || programId <= 0) notFound();
  const rankBy = query.rankBy === 'normalized' ? 'normalized' : 'raw';
  const data = await orNotFound(listProgramApplications(ctx, programId, rankBy));
  const rankLink = (by: 'raw' | 'normalized', label: string) => (
    <Link
      href={{
        pathname: '/dashboard/applications-my-programs',
        query: { programId: String(programId), rankBy: by },
      }}
      aria-current={rankBy === by ? 'true' : undefined}
      className={`rounded-full px-3 py-1 text-sm font-semibold ${rankBy === by ? 'bg-brand-600 text-white' : 'bg-slate-100'}`}
    >
      {label}
    </Link>
  );
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-black">{t('ownerTitle')}</h1>
      <p className="mt-1 text-lg font-semibold">{data.program.name}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <span className="text-sm text-slate-600">{t('rankBy')}</span>
        {rankLink('raw', t('rankRaw'))}
        {rankLink('normalized', t('rankNormalized'))}
        <a
          href={`/apiCommon/Program/ApplicationsExcelList/${programId}?rankBy=${rankBy}`}
          download
          className="ml-auto rounded-lg border border-brand-600 px-4 py-1.5 text-sm font-semibold text-brand-700"
        >
          {t('exportExcel')}
        </a>
      </div>
      <p className="mt-2 text-xs text-slate-500">
        {t('rawHint')} {t('normalizedHint')}
      </p>
      {data.applications.length === 0 && <p className="mt-6 text-slate-600">{t('noApplications')}</p>}
      <ol className="mt-6 space-y-3" data-testid="program-applications">
        {data.applications.map((a) => (
          <li
            key={a.id}
            className="rounded-xl border border-slate-200 bg-white p-4"
            data-testid="program-application"
          >
            <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
              <span className="text-2xl font-black text-slate-400" aria-label={t('rank')}>
                #{a.rank}
              </span>
              <span className="min-w-40">
                <Link
                  href={{ pathname: '/startup/[seoUrl]', params: { seoUrl: a.startup.seoUrl } }}
                  className="font-semibold underline"
                >
                  {a.startup.name}
                </Link>
                <span className="block text-xs text-slate-500">
                  {a.applicant} · {formatDate(a.appliedAt, locale)}
                </span>
              </span>
              <dl className="flex gap-5 text-sm">
                <div>
                  <dt className="text-slate-500">{t('rawAverage')}</dt>
                  <dd className="font-semibold" data-testid="raw-average">
                    {num(a.score.rawAverage)}
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-500">{t('normalizedAverage')}</dt>
                  <dd className="font-semibold" data-testid="normalized-average">
                    {num(a.score.normalizedAverage)}
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-500">{t('answerAverage')}</dt>
                  <dd>{num(a.score.answerAverage)}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">{t('reviews')}</dt>
                  <dd>{a.score.reviewCount}</dd>
                </div>
              </dl>
              <ApplicationActions
                id={a.id}
                startupName={a.startup.name}
                publicResult={a.publicResult}
                privateStatus={a.privateStatus}
              />
            </div>
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer text-brand-700">{t('details')}</summary>
              <div className="mt-2 grid gap-4 sm:grid-cols-2">
                <div>
                  <h3 className="font-semibold">{t('answers')}</h3>
                  <dl className="mt-1 space-y-2">
                    {data.questions.map((q) => (
                      <div key={q.id}>
                        <dt className="text-slate-500">{q.question}</dt>
                        <dd className="whitespace-pre-line">
                          {a.answers.find((x) => x.questionId === q.id)?.answer ?? '–'}
                        </dd>
                      </div>
                    ))}
                  </dl>
                  {a.presentationUrl && (
                    <a
                      href={a.presentationUrl}
                      className="mt-2 inline-block text-brand-700 underline"
                      target="_blank"
                      rel="noopener"
                    >
                      {t('presentation')}
                    </a>
                  )}
                </div>
                <div>
                  <h3 className="font-semibold">{t('jurors')}</h3>
                  <ScrollRegion label={t('jurors')} className="mt-1">
                    <table className="w-full text-left">
                      <thead className="text-slate-500">
                        <tr>
                          <th />
                          <th>{t('total')}</th>
                          <th>{t('zScore')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {a.score.byJuror.map((j) => (
                          <tr key={j.juryUserId}>
                            <td>{j.juror}</td>
                            <td>{num(j.total)}</td>
                            <td>{num(j.zScore)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </ScrollRegion>
                </div>
              </div>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}
