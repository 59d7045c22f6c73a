/**
 * /dashboard/my-program-applications (TR /panel/program-basvurularim; dashboard-and-operations
 * §2 "my program applications"; §6 applicants see only their own): the viewer's applications
 * with their public result, and — for jurors — the applications waiting for their review with
 * links to /dashboard/review-the-program/{programSeoUrl}/{programApplyId}. Visitors get 404.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requireSignedIn } from '@/server/page-guards';
import { formatDate } from '@/lib/format';
import { privatePageMetadata } from '@/ui/seo';
import { listMyApplications } from '@/modules/programs/applications';
import { listJuryAssignments } from '@/modules/programs/review';
import { ResultBadge } from '@/modules/programs/ui/result-badge';
import { ScrollRegion } from '@/ui/scroll-region';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('programApplications', 'myTitle');

export default async function MyProgramApplicationsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  const [t, mine, jury] = await Promise.all([
    getTranslations('programApplications'),
    listMyApplications(ctx),
    listJuryAssignments(ctx),
  ]);
  return (
    <section className="mx-auto max-w-5xl space-y-10 px-4 py-8">
      <div>
        <h1 className="text-2xl font-black">{t('myTitle')}</h1>
        {mine.length === 0 ? (
          <p className="mt-4 text-slate-600">{t('none')}</p>
        ) : (
          <ScrollRegion label={t('myTitle')} className="mt-4">
            <table className="w-full min-w-[36rem] text-left text-sm" data-testid="my-applications">
              <thead className="text-slate-500">
                <tr>
                  <th className="py-2">{t('program')}</th>
                  <th>{t('startup')}</th>
                  <th>{t('appliedAt')}</th>
                  <th>{t('publicResult')}</th>
                </tr>
              </thead>
              <tbody>
                {mine.map((a) => (
                  <tr key={a.id} className="border-t border-slate-200">
                    <td className="py-2">
                      <Link
                        href={{ pathname: '/program/[seoUrl]', params: { seoUrl: a.program.seoUrl } }}
                        className="font-semibold underline"
                      >
                        {a.program.name}
                      </Link>
                      <span className="block text-xs text-slate-500">{a.organizationName}</span>
                    </td>
                    <td>{a.startup.name}</td>
                    <td>{formatDate(a.appliedAt, locale)}</td>
                    <td>
                      <ResultBadge result={a.publicResult} label={t(`results.${a.publicResult}`)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </div>
      {jury.length > 0 && (
        <div>
          <h2 className="text-xl font-bold">{t('juryTitle')}</h2>
          <ul className="mt-4 space-y-2" data-testid="jury-assignments">
            {jury.map((j) => (
              <li
                key={j.applicationId}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-3"
              >
                <span>
                  <span className="font-semibold">{j.startupName}</span>
                  <span className="block text-xs text-slate-500">{j.program.name}</span>
                </span>
                <span className="text-sm text-slate-600">{t(`states.${j.state}`)}</span>
                <Link
                  href={{
                    pathname: '/dashboard/review-the-program/[programSeoUrl]/[programApplyId]',
                    params: { programSeoUrl: j.program.seoUrl, programApplyId: String(j.applicationId) },
                  }}
                  className="font-semibold text-brand-700 underline"
                  aria-label={`${t('review')}: ${j.startupName}`}
                >
                  {t('review')}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
