/**
 * A short list of jobs for another page, e.g. a startup's "Open jobs" (issue 15 §2): each job's
 * title (link to the job), place, working plans and publication date. Server component; the
 * caller gives the heading around it and the names (./job-list-names.ts).
 */
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/lib/format';
import type { JobSummary } from '../jobs';
import { jobPlaceOf, typeNamesOf, type JobNames } from './job-list-format';

export async function JobListCompact({
  jobs,
  names,
  locale,
}: {
  jobs: JobSummary[];
  names: JobNames;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'jobs' });
  return (
    <ul className="divide-y divide-slate-100" data-testid="job-list-compact">
      {jobs.map((job) => {
        const details = [jobPlaceOf(job, names), typeNamesOf(job.workingPlanIds, names).join(', ')]
          .filter(Boolean)
          .join(' · ');
        return (
          <li key={job.id} className="py-2 first:pt-0 last:pb-0">
            <Link
              href={{ pathname: '/job/[seoUrl]', params: { seoUrl: job.seoUrl } }}
              className="font-semibold wrap-break-word text-brand-700 hover:underline"
            >
              {job.title}
            </Link>
            {details && <p className="text-sm text-slate-600">{details}</p>}
            <p className="text-xs text-slate-600">
              {t('published')} <time dateTime={job.publishedOn}>{formatDate(job.publishedOn, locale)}</time>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
