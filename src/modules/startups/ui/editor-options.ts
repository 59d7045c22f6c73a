/** Choices of the startup editor in the viewer's language (server side). */
import type { Db } from '@/server/db/client';
import type { Locale } from '@/i18n/locales';
import { getTypeList, listCountries } from '@/modules/reference/reference';
import { TYPE_LIST_IDS } from '@/modules/reference/data/type-list-ids';
import type { StartupEditorOptions } from './startup-editor';

export async function loadStartupEditorOptions(db: Db, locale: Locale): Promise<StartupEditorOptions> {
  const list = async (key: keyof typeof TYPE_LIST_IDS) =>
    (await getTypeList(db, TYPE_LIST_IDS[key], locale)).map(({ id, name }) => ({ id, name }));
  const [
    sectors,
    stages,
    employeeCounts,
    technologies,
    businessModels,
    revenueModels,
    tours,
    positions,
    countries,
  ] = await Promise.all([
    list('startupSector'),
    list('startupStage'),
    list('employeeCount'),
    list('technology'),
    list('businessModel'),
    list('revenueModel'),
    list('investmentTour'),
    list('teamMemberPosition'),
    listCountries(db, locale),
  ]);
  return {
    sectors,
    stages,
    employeeCounts,
    technologies,
    businessModels,
    revenueModels,
    tours,
    positions,
    countries: countries.map(({ id, name }) => ({ id, name })),
  };
}
