/**
 * Names of the reference values of normalized rows in the viewer's language (the preview shows
 * "Türkiye · İstanbul · Fintech · Operating", not ids). Input: rows' values; output: per row
 * `{ country, city, sectors, operatingStatus }` texts (absent when the row has none).
 */
import type { Db } from '@/server/db/client';
import type { Locale } from '@/i18n/locales';
import { getPlaceNames, getTypeNameIndex } from '@/modules/reference/reference';
import type { StartupValues } from './normalize';

export async function labelsOf(
  db: Db,
  locale: Locale,
  rows: Array<Partial<StartupValues>>,
): Promise<Array<Record<string, string>>> {
  const countryIds = rows.flatMap((r) => (r.countryId ? [r.countryId] : []));
  const cityIds = rows.flatMap((r) => (r.cityId ? [r.cityId] : []));
  const [places, typeNames] = await Promise.all([
    getPlaceNames(db, countryIds, cityIds, locale),
    getTypeNameIndex(db, locale),
  ]);
  return rows.map((r) => {
    const out: Record<string, string> = {};
    if (r.countryId) out.country = places.countries.get(r.countryId) ?? String(r.countryId);
    if (r.cityId) out.city = places.cities.get(r.cityId) ?? String(r.cityId);
    if (r.sectorIds?.length)
      out.sectors = r.sectorIds.map((id) => typeNames.get(id) ?? String(id)).join(', ');
    if (r.operatingStatusId) out.operatingStatus = typeNames.get(r.operatingStatusId) ?? '';
    return out;
  });
}
