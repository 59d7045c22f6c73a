/**
 * The seed's `eu-organizations` step (issue 17 §1 eu-ecosystem-management): the well-known
 * European ecosystem organizations of ./eu-seed-data.ts, approved, with source `seed`.
 * Coordinates are city centres. Safe to run again: an organization already stored under its
 * (country, name) is left as it is.
 */
import type { Db } from '@/server/db/client';
import { typeIdByName } from '@/modules/reference/data/type-lists';
import { euOrganizations } from './schema';
import { EU_COUNTRIES } from './eu-countries';
import { EU_SEED_ORGANIZATIONS } from './eu-seed-data';

/** The source of the seeded rows (the seed state's evidence of the step). */
export const EU_SEED_SOURCE = 'seed';

/**
 * Inserts the seed organizations (inside the step's transaction).
 * @returns the step's summary, e.g. "75 EU ecosystem organizations in 24 countries".
 * @throws Error when the data names a country outside the EU map's list (a bug in the data).
 */
export async function seedEuOrganizations(db: Db): Promise<string> {
  const idOf = new Map(EU_COUNTRIES.map((c) => [c.iso2, c.id]));
  const rows = EU_SEED_ORGANIZATIONS.map((org) => {
    const countryId = idOf.get(org.country);
    if (countryId === undefined)
      throw new Error(`EU seed: ${org.name} has an unknown country ${org.country}`);
    return {
      name: org.name,
      typeId: typeIdByName('organizationType', org.kind),
      countryId,
      city: org.city,
      website: org.website,
      descriptionEn: org.en,
      descriptionTr: org.tr,
      latitude: org.lat,
      longitude: org.lng,
      status: 'approved',
      source: EU_SEED_SOURCE,
    };
  });
  const inserted = await db
    .insert(euOrganizations)
    .values(rows)
    .onConflictDoNothing({ target: [euOrganizations.countryId, euOrganizations.name] })
    .returning({ countryId: euOrganizations.countryId });
  const countries = new Set(rows.map((r) => r.countryId)).size;
  return `${inserted.length} EU ecosystem organizations in ${countries} countries`;
}
