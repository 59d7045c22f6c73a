/** Choices of the startup editor in the viewer's language (server side). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type { Locale } from '@/i18n/locales';
import { getTypeList, listCountries } from '@/modules/reference/reference';
import { TYPE_LIST_IDS } from '@/modules/reference/data/type-list-ids';
import { organizations } from '@/modules/organizations/schema';
import { INCUBATION_ORGANIZATION_TYPES } from '../details';
import type { StartupEditorOptions } from './editor-fields';

/** Every choice list of the editor; incubation centers are the approved host organizations (first 1,000 by name). */
export async function loadStartupEditorOptions(db: Db, locale: Locale): Promise<StartupEditorOptions> {
  const list = async (key: keyof typeof TYPE_LIST_IDS) =>
    (await getTypeList(db, TYPE_LIST_IDS[key], locale)).map(({ id, name }) => ({ id, name }));
  const [
    sectors,
    stages,
    employeeCounts,
    operatingStatuses,
    technologies,
    businessModels,
    revenueModels,
    tours,
    investmentTypes,
    seekingStatuses,
    positions,
    professions,
    governmentSupports,
    programs,
    incubationCenters,
    countries,
  ] = await Promise.all([
    list('startupSector'),
    list('startupStage'),
    list('employeeCount'),
    list('operatingStatus'),
    list('technology'),
    list('businessModel'),
    list('revenueModel'),
    list('investmentTour'),
    list('investmentType'),
    list('investmentSeekingStatus'),
    list('teamMemberPosition'),
    list('profession'),
    list('governmentSupport'),
    list('acceleratorProgramOrganization'),
    db
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(
        and(inArray(organizations.typeId, INCUBATION_ORGANIZATION_TYPES), eq(organizations.isApproved, true)),
      )
      .orderBy(asc(organizations.name))
      .limit(1000),
    listCountries(db, locale),
  ]);
  return {
    sectors,
    stages,
    employeeCounts,
    operatingStatuses,
    technologies,
    businessModels,
    revenueModels,
    tours,
    investmentTypes,
    seekingStatuses,
    positions,
    professions,
    governmentSupports,
    programs,
    incubationCenters,
    countries: countries.map(({ id, name }) => ({ id, name })),
  };
}
