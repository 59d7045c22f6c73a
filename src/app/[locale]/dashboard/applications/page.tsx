/**
 * /dashboard/applications (TR /panel/is-basvurularim; issue 15 §2; dashboard-and-operations §2
 * "my job applications", §3 "Job application"): the viewer's own job applications, newest
 * first, each with its job (linked), startup, date, current status in the viewer's language and
 * an expired marker. Visitors get 404.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/lib/format';
import { pageCtx } from '@/server/page-context';
import { requireSignedIn } from '@/server/page-guards';
import { privatePageMetadata } from '@/ui/seo';
import { listMyApplications } from '@/modules/jobs/applications';
import { AtsStatusBadge } from '@/modules/jobs/ui/ats-status-badge';
import { getTypeNameIndex } from '@/modules/reference/reference';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('jobDashboard', 'myApplicationsTitle');

export default async function MyJobApplicationsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  const [t, mine, names] = await Promise.all([
    getTranslations('jobDashboard'),
    listMyApplications(ctx),
    getTypeNameIndex(ctx.db, locale),
  ]);
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-black">{t('myApplicationsTitle')}</h1>
      {mine.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center">
          <p className="mb-4 font-semibold">{t('noneMine')}</p>
          <Link
            href="/jobs"
            className="inline-block rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            {t('browseJobs')}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 space-y-3" data-testid="my-job-applications">
          {mine.map((a) => (
            <li key={a.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2 className="min-w-0 break-words text-lg font-bold">
                  <Link
                    href={{ pathname: '/job/[seoUrl]', params: { seoUrl: a.job.seoUrl } }}
                    className="underline"
                  >
                    {a.job.title}
                  </Link>
                </h2>
                <span className="flex flex-wrap gap-2">
                  {a.job.isExpired && (
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                      {t('expired')}
                    </span>
                  )}
                  <span>
                    <span className="sr-only">{t('status')}: </span>
                    <AtsStatusBadge statusId={a.statusId} name={names.get(a.statusId) ?? ''} />
                  </span>
                </span>
              </div>
              <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                <div className="flex gap-1">
                  <dt className="text-slate-600">{t('startup')}:</dt>
                  <dd className="min-w-0 break-words">
                    <Link
                      href={{ pathname: '/startup/[seoUrl]', params: { seoUrl: a.startup.seoUrl } }}
                      className="underline"
                    >
                      {a.startup.name}
                    </Link>
                  </dd>
                </div>
                <div className="flex gap-1">
                  <dt className="text-slate-600">{t('appliedAt')}:</dt>
                  <dd>{formatDate(a.createdAt, locale)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
