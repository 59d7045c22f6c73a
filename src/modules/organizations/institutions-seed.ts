/**
 * The seed step `institutions` (issue 18 §1: every map shows something meaningful): Türkiye's
 * public support institutions and universities as organizations with source `reference`
 * (lib/provenance), in the province of their seat:
 * - the 26 development agencies, a KOSGEB service centre in each of the 81 provinces, TÜBİTAK's
 *   presidency and research centres, technology development zones (./institutions-seed-data.ts);
 * - the Turkish universities of world-universities.json whose province is known: named in the
 *   university's name ("Kocaeli University") or listed in UNIVERSITY_SEATS, with their website.
 * Rows are dated 2024-01-01, so the generated sample tech centers (dated from late 2025) stay
 * first on /tech-centers. Safe to run again: a name already stored for the type is skipped.
 */
import fs from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { env } from '@/server/env';
import { foldText } from '@/lib/text';
import { TURKEY_ID } from '@/modules/reference/seed';
import { cityIdsByName } from '@/modules/reference/reference';
import { typeIdByName } from '@/modules/reference/data/type-lists';
import { createOrganizations, type NewOrganization } from './organizations';
import { organizations } from './schema';
import {
  DEVELOPMENT_AGENCIES,
  TECHNOLOGY_ZONES,
  TUBITAK_UNITS,
  UNIVERSITY_SEATS,
} from './institutions-seed-data';

/** The source of the seeded rows (the seed state's evidence of the step). */
export const INSTITUTION_SOURCE = 'reference';
const SEEDED_AT = new Date(Date.UTC(2024, 0, 1));

/**
 * The province a university's name carries as a whole word (folded: "Istanbul Technical
 * University" → İstanbul), or its UNIVERSITY_SEATS entry; undefined when neither.
 */
export function universityProvince(name: string, provinces: readonly string[]): string | undefined {
  if (UNIVERSITY_SEATS[name]) return UNIVERSITY_SEATS[name];
  const words = new Set(foldText(name).split(/[^a-z0-9]+/));
  return provinces.find((p) => words.has(foldText(p)));
}

/**
 * Inserts the institutions (inside the step's transaction).
 * @param options.universitiesFile world-universities.json (default: under SHARED_DATA_DIR).
 * @returns the step's summary, e.g. "177 public institutions and 96 universities".
 */
export async function seedInstitutions(db: Db, options: { universitiesFile?: string } = {}): Promise<string> {
  const cityId = await cityIdsByName(db, TURKEY_ID);
  const provinces = [...cityId.keys()];
  const type = (name: string) => typeIdByName('organizationType', name);
  const row = (name: string, province: string, typeName: string, website?: string): NewOrganization => {
    const id = cityId.get(province);
    if (id === undefined) throw new Error(`institutions seed: ${name} has an unknown province ${province}`);
    return {
      name,
      typeId: type(typeName),
      countryId: TURKEY_ID,
      cityId: id,
      website: website ?? null,
      source: INSTITUTION_SOURCE,
      createdAt: SEEDED_AT,
    };
  };
  const institutions = [
    ...DEVELOPMENT_AGENCIES.map(([name, p]) => row(name, p, 'Development agency')),
    ...provinces.map((p) => row(`KOSGEB ${p} Müdürlüğü`, p, 'KOSGEB service centre')),
    ...TUBITAK_UNITS.map(([name, p]) => row(name, p, 'TÜBİTAK unit')),
    ...TECHNOLOGY_ZONES.map(([name, p]) => row(name, p, 'Science park')),
  ];
  const file =
    options.universitiesFile ?? path.resolve(env().SHARED_DATA_DIR, 'reference/world-universities.json');
  const list = JSON.parse(fs.readFileSync(file, 'utf8')) as Array<{
    name: string;
    alpha_two_code: string;
    web_pages?: string[];
  }>;
  const universities = list.flatMap((u) => {
    if (u.alpha_two_code !== 'TR') return [];
    const province = universityProvince(u.name, provinces);
    const website = u.web_pages?.[0]?.replace(/^http:\/\//, 'https://');
    return province ? [row(u.name, province, 'University', website)] : [];
  });
  const all = [...institutions, ...universities];
  const stored = await db
    .select({ name: organizations.name, typeId: organizations.typeId })
    .from(organizations)
    .where(inArray(organizations.typeId, [...new Set(all.map((r) => r.typeId))]));
  const taken = new Set(stored.map((s) => `${s.typeId}:${s.name}`));
  const fresh = all.filter((r) => !taken.has(`${r.typeId}:${r.name}`));
  await createOrganizations(db, fresh);
  const freshUniversities = fresh.filter((r) => r.typeId === type('University')).length;
  return `${fresh.length - freshUniversities} public institutions and ${freshUniversities} universities`;
}
