/**
 * How a job's facts read on the job list, the job page and a startup's page (issue 15 §2;
 * public-and-account §9 money and dates): names of its reference ids, its place, its wage range
 * per currency and its share range in percent. Pure; the pages pass the names and the `jobs`
 * messages in.
 */
import type { Locale } from '@/i18n/locales';
import { formatMoney } from '@/lib/format';
import type { JobSummary } from '../jobs';

/** Names in the viewer's language: typed-list items, countries and cities by id. */
export interface JobNames {
  types: ReadonlyMap<number, string>;
  countries: ReadonlyMap<number, string>;
  cities: ReadonlyMap<number, string>;
}

/** The `jobs` messages these helpers use (`wageRange`, `wageFrom`, `wageUpTo`, `shareRange`). */
export type JobTexts = (
  key: 'wageRange' | 'wageFrom' | 'wageUpTo' | 'shareRange' | 'shareFrom' | 'shareUpTo',
  values: Record<string, string>,
) => string;

type Pay = Pick<
  JobSummary,
  'minWage' | 'minWageCurrency' | 'maxWage' | 'maxWageCurrency' | 'minShare' | 'maxShare'
>;

/** Names of `ids` in `names.types`, unknown ids left out, in the given order. */
export function typeNamesOf(ids: readonly number[], names: JobNames): string[] {
  return ids.flatMap((id) => {
    const name = names.types.get(id);
    return name ? [name] : [];
  });
}

/** "City, Country" of a job ('' when neither name is known). */
export function jobPlaceOf(job: Pick<JobSummary, 'cityId' | 'countryId'>, names: JobNames): string {
  return [names.cities.get(job.cityId), names.countries.get(job.countryId)].filter(Boolean).join(', ');
}

/**
 * The wage range with each bound in its own currency: `$4,000 – $6,000`, `From ₺40.000`,
 * `Up to €5,000`; null when the job shows no wage (or a bound lacks its currency).
 */
export function wageRangeOf(job: Pay, locale: Locale, t: JobTexts): string | null {
  const min =
    job.minWage != null && job.minWageCurrency ? formatMoney(job.minWage, job.minWageCurrency, locale) : null;
  const max =
    job.maxWage != null && job.maxWageCurrency ? formatMoney(job.maxWage, job.maxWageCurrency, locale) : null;
  if (min && max) return min === max ? min : t('wageRange', { min, max });
  if (min) return t('wageFrom', { min });
  if (max) return t('wageUpTo', { max });
  return null;
}

/** A percent 0–100 in the viewer's format: `0.5%` (en), `%0,5` (tr); at most 2 fraction digits. */
export function formatPercent(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-US', {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(value / 100);
}

/** The equity share range: `Share 0.5%–2%` (messages decide the words); null without a share. */
export function shareRangeOf(job: Pay, locale: Locale, t: JobTexts): string | null {
  const min = job.minShare != null ? formatPercent(job.minShare, locale) : null;
  const max = job.maxShare != null ? formatPercent(job.maxShare, locale) : null;
  if (min && max) return t('shareRange', { range: min === max ? min : `${min}–${max}` });
  if (min) return t('shareFrom', { min });
  if (max) return t('shareUpTo', { max });
  return null;
}

/** Every country and city id of `jobs` (to look their names up once). */
export function placeIdsOf(jobs: ReadonlyArray<Pick<JobSummary, 'cityId' | 'countryId'>>): {
  countryIds: number[];
  cityIds: number[];
} {
  return {
    countryIds: [...new Set(jobs.map((j) => j.countryId))],
    cityIds: [...new Set(jobs.map((j) => j.cityId))],
  };
}
