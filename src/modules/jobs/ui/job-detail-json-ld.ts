/**
 * The schema.org `JobPosting` of a job page (issue 15 §2 "JSON-LD JobPosting"; Google's job
 * posting structured data): title, description, datePosted, validThrough, hiringOrganization,
 * jobLocation (plus TELECOMMUTE for remote jobs), baseSalary when the job shows a wage in one
 * currency, employmentType. Pure; the page serialises it into `<script type="application/ld+json">`
 * with {@link jsonLdText}.
 */
import { typeIdByName } from '@/modules/reference/data/type-lists';
import type { JobDetail } from '../jobs';

/** schema.org employmentType values of our `employmentType` items (Co-founder has none). */
const EMPLOYMENT_TYPES: ReadonlyMap<number, string> = new Map([
  [typeIdByName('employmentType', 'Full-time'), 'FULL_TIME'],
  [typeIdByName('employmentType', 'Part-time'), 'PART_TIME'],
  [typeIdByName('employmentType', 'Contract'), 'CONTRACTOR'],
  [typeIdByName('employmentType', 'Internship'), 'INTERN'],
  [typeIdByName('employmentType', 'Freelance'), 'CONTRACTOR'],
  [typeIdByName('employmentType', 'Co-founder'), 'OTHER'],
]);

/** schema.org unitText of our pay plans (a per-project wage has no unit). */
const PAY_UNITS: ReadonlyMap<number, string> = new Map([
  [typeIdByName('payPlan', 'Hourly'), 'HOUR'],
  [typeIdByName('payPlan', 'Monthly'), 'MONTH'],
  [typeIdByName('payPlan', 'Yearly'), 'YEAR'],
]);

const REMOTE = typeIdByName('jobWorkingPlan', 'Remote');

type JobForLd = Pick<
  JobDetail,
  | 'title'
  | 'description'
  | 'responsibilities'
  | 'requirements'
  | 'publishedOn'
  | 'expiresOn'
  | 'employmentTypeId'
  | 'payPlanId'
  | 'workingPlanIds'
  | 'minWage'
  | 'minWageCurrency'
  | 'maxWage'
  | 'maxWageCurrency'
> & { startup: { name: string; logoUrl: string | null } };

/**
 * The JobPosting object of `job`. `urls`: absolute addresses of the job page and of its
 * startup's page; `place`: city and country names in English or the page's language;
 * `sections`: headings for responsibilities and requirements in the description text.
 * validThrough is the end of the expiration day (UTC).
 */
export function jobPostingJsonLd(
  job: JobForLd,
  urls: { job: string; startup: string },
  place: { city?: string; country?: string },
  sections: { responsibilities: string; requirements: string },
): Record<string, unknown> {
  const description = [
    job.description,
    job.responsibilities ? `${sections.responsibilities}\n${job.responsibilities}` : null,
    job.requirements ? `${sections.requirements}\n${job.requirements}` : null,
  ]
    .filter(Boolean)
    .join('\n\n');
  const currency = job.minWageCurrency ?? job.maxWageCurrency;
  const oneCurrency =
    currency &&
    (job.minWage == null || job.minWageCurrency === currency) &&
    (job.maxWage == null || job.maxWageCurrency === currency);
  const hasWage = job.minWage != null || job.maxWage != null;
  const unit = PAY_UNITS.get(job.payPlanId);
  const employmentType =
    job.employmentTypeId != null ? EMPLOYMENT_TYPES.get(job.employmentTypeId) : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description,
    datePosted: job.publishedOn,
    validThrough: `${job.expiresOn}T23:59:59Z`,
    url: urls.job,
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.startup.name,
      sameAs: urls.startup,
      ...(job.startup.logoUrl ? { logo: job.startup.logoUrl } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(place.city ? { addressLocality: place.city } : {}),
        ...(place.country ? { addressCountry: place.country } : {}),
      },
    },
    ...(job.workingPlanIds.includes(REMOTE) ? { jobLocationType: 'TELECOMMUTE' } : {}),
    ...(hasWage && oneCurrency
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency,
            value: {
              '@type': 'QuantitativeValue',
              ...(job.minWage != null && job.maxWage != null && job.minWage !== job.maxWage
                ? { minValue: job.minWage, maxValue: job.maxWage }
                : { value: job.minWage ?? job.maxWage }),
              ...(unit ? { unitText: unit } : {}),
            },
          },
        }
      : {}),
  };
}

/** JSON for an inline `<script type="application/ld+json">`: `<` escaped so no text can close the tag. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
