/** Options of the startup filter panel in the viewer's language (spec §2 "Startup filter"). */
import type { Ctx } from '@/server/context';
import { getTypeItems, listCities, listCountries } from '@/modules/reference/reference';
import { isSeededTypeId, type TypeListKey } from '@/modules/reference/data/type-lists';
import { getOrganizationSummaries } from '@/modules/organizations/organizations';

export interface FilterOption {
  id: number;
  name: string;
  /**
   * Sectors only: the address word in the viewer's language (`/startups/fintech`). Absent for
   * sectors a super admin added (issue 17 §1 types): the address then carries their id.
   */
  slug?: string;
}

export interface StartupFilterOptions {
  sectors: FilterOption[];
  programs: FilterOption[];
  stages: FilterOption[];
  employeeCounts: FilterOption[];
  businessModels: FilterOption[];
  revenueModels: FilterOption[];
  technologies: FilterOption[];
  governmentSupports: FilterOption[];
  tours: FilterOption[];
  seekingStatuses: FilterOption[];
  /** The investors chosen in the filter (set from a funding round's investor link). */
  investors: FilterOption[];
  countries: FilterOption[];
  /** Cities of the one chosen country, else empty. */
  cities: FilterOption[];
}

/** Every option list; `countryId` loads that country's cities, `investorIds` names the chosen investors. */
export async function getStartupFilterOptions(
  ctx: Ctx,
  countryId?: number,
  investorIds: number[] = [],
): Promise<StartupFilterOptions> {
  const items = async (list: TypeListKey) =>
    (await getTypeItems(ctx.db, list)).map((t) => ({
      id: t.id,
      name: ctx.locale === 'tr' ? t.nameTr : t.nameEn,
      ...(list === 'startupSector' && isSeededTypeId(t.id)
        ? { slug: ctx.locale === 'tr' ? t.slugTr : t.slugEn }
        : {}),
    }));
  const [
    sectors,
    programs,
    stages,
    employeeCounts,
    businessModels,
    revenueModels,
    technologies,
    governmentSupports,
    tours,
    seekingStatuses,
    countries,
    cities,
  ] = await Promise.all([
    items('startupSector'),
    items('acceleratorProgramOrganization'),
    items('startupStage'),
    items('employeeCount'),
    items('businessModel'),
    items('revenueModel'),
    items('technology'),
    items('governmentSupport'),
    items('investmentTour'),
    items('investmentSeekingStatus'),
    listCountries(ctx.db, ctx.locale),
    countryId === undefined ? Promise.resolve([]) : listCities(ctx.db, countryId, ctx.locale),
  ]);
  const plain = (rows: Array<{ id: number; name: string }>) => rows.map((r) => ({ id: r.id, name: r.name }));
  return {
    sectors,
    programs,
    stages,
    employeeCounts,
    businessModels,
    revenueModels,
    technologies,
    governmentSupports,
    tours,
    seekingStatuses,
    investors: [...(await getOrganizationSummaries(ctx.db, investorIds)).values()].map((o) => ({
      id: o.id,
      name: o.name,
    })),
    countries: plain(countries),
    cities: plain(cities),
  };
}
