/**
 * A job in the /jobs list (issue 15 §2): title (link to the job), the startup (logo, name, link
 * to its page), city, working plans, pay (wage range per currency and pay plan, share range in
 * %) and the publication date. Server component; `names` come from ./job-list-names.ts.
 */
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/lib/format';
import { StartupLogo } from '@/modules/startups/ui/startup-logo';
import type { JobSummary } from '../jobs';
import { jobPlaceOf, shareRangeOf, typeNamesOf, wageRangeOf, type JobNames } from './job-list-format';

export async function JobCard({ job, names, locale }: { job: JobSummary; names: JobNames; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'jobs' });
  const place = jobPlaceOf(job, names);
  const plans = typeNamesOf(job.workingPlanIds, names);
  const wage = wageRangeOf(job, locale, t);
  const share = shareRangeOf(job, locale, t);
  const payPlan = names.types.get(job.payPlanId);
  return (
    <article
      data-testid="job-card"
      className="flex w-full min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 className="text-lg leading-snug font-bold wrap-break-word">
        <Link
          href={{ pathname: '/job/[seoUrl]', params: { seoUrl: job.seoUrl } }}
          className="hover:underline"
        >
          {job.title}
        </Link>
      </h2>
      <p className="mt-2 flex min-w-0 items-center gap-2 text-sm">
        <span className="shrink-0">
          <StartupLogo name={job.startup.name} logoUrl={job.startup.logoUrl} size={28} />
        </span>
        <Link
          href={{ pathname: '/startup/[seoUrl]', params: { seoUrl: job.startup.seoUrl } }}
          className="min-w-0 truncate font-semibold text-brand-700 hover:underline"
        >
          {job.startup.name}
        </Link>
      </p>
      {place && <p className="mt-1 text-sm text-slate-600">{place}</p>}
      {plans.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1" aria-label={t('workingModel')}>
          {plans.map((name) => (
            <li key={name} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
              {name}
            </li>
          ))}
        </ul>
      )}
      {(wage || share) && (
        <dl className="mt-3 space-y-1 text-sm">
          {wage && (
            <div className="flex flex-wrap gap-x-1">
              <dt className="sr-only">{t('wage')}</dt>
              <dd className="font-semibold text-slate-900">
                {wage}
                {payPlan && <span className="font-normal text-slate-600"> · {payPlan}</span>}
              </dd>
            </div>
          )}
          {share && (
            <div>
              <dt className="sr-only">{t('share')}</dt>
              <dd className="text-emerald-800">{share}</dd>
            </div>
          )}
        </dl>
      )}
      <p className="mt-auto pt-3 text-xs text-slate-600">
        {t('published')} <time dateTime={job.publishedOn}>{formatDate(job.publishedOn, locale)}</time>
      </p>
    </article>
  );
}
