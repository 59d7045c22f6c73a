/** Choices of the startup editor in the viewer's language (server side). */
import type { Db } from '@/server/db/client';
import type { Locale } from '@/i18n/locales';
import { getTypeList, listCountries } from '@/modules/reference/reference';
import { TYPE_LIST_IDS } from '@/modules/reference/data/type-list-ids';
import { listHostOrganizations } from '@/modules/organizations/organizations';
import type { StartupEditorOptions } from './editor-fields';
import { toOptions } from '@/modules/reference/options';

/** The reference list behind each choice list of the editor. */
const LISTS = {
  sectors: 'startupSector',
  stages: 'startupStage',
  employeeCounts: 'employeeCount',
  operatingStatuses: 'operatingStatus',
  technologies: 'technology',
  businessModels: 'businessModel',
  revenueModels: 'revenueModel',
  tours: 'investmentTour',
  investmentTypes: 'investmentType',
  seekingStatuses: 'investmentSeekingStatus',
  positions: 'teamMemberPosition',
  professions: 'profession',
  governmentSupports: 'governmentSupport',
  programs: 'acceleratorProgramOrganization',
} as const satisfies Partial<Record<keyof StartupEditorOptions, keyof typeof TYPE_LIST_IDS>>;

/** Every choice list of the editor; incubation centers are the approved host organizations (first 1,000 by name). */
export async function loadStartupEditorOptions(db: Db, locale: Locale): Promise<StartupEditorOptions> {
  const [lists, incubationCenters, countries] = await Promise.all([
    Promise.all(
      Object.entries(LISTS).map(
        async ([option, list]) =>
          [option, toOptions(await getTypeList(db, TYPE_LIST_IDS[list], locale))] as const,
      ),
    ),
    listHostOrganizations(db, 1000),
    listCountries(db, locale),
  ]);
  return {
    ...(Object.fromEntries(lists) as Record<keyof typeof LISTS, StartupEditorOptions['sectors']>),
    incubationCenters,
    countries: toOptions(countries),
  };
}
