/**
 * The names a job list or a job page shows (issue 15 §2), looked up once per page through the
 * reference module's cached lists: typed-list items (working plans, skills, sectors, …) and the
 * jobs' countries and cities, in the viewer's language. Server-only (pages).
 */
import type { Locale } from '@/i18n/locales';
import type { Db } from '@/server/db/client';
import { getPlaceNames, getTypeNameIndex } from '@/modules/reference/reference';
import type { JobSummary } from '../jobs';
import { placeIdsOf, type JobNames } from './job-list-format';

/** Names for `jobs` in `locale`. Output: {@link JobNames}. */
export async function loadJobNames(
  db: Db,
  jobs: ReadonlyArray<Pick<JobSummary, 'cityId' | 'countryId'>>,
  locale: Locale,
): Promise<JobNames> {
  const { countryIds, cityIds } = placeIdsOf(jobs);
  const [types, places] = await Promise.all([
    getTypeNameIndex(db, locale),
    getPlaceNames(db, countryIds, cityIds, locale),
  ]);
  return { types, countries: places.countries, cities: places.cities };
}
