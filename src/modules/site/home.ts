/**
 * What the home page shows (issue 18 §6; spec public §2 "/ and /tr: Home: slogan, discover
 * startups, talents, jobs, ecosystem, providers, investors, reports and media; testimonials (six
 * entries), partners, search, counts"; §3 "Home data: counts, indexPage (company, job, user
 * lists), providers, six testimonials"). Every part comes from the module that owns it, through
 * the same services and caches as its list page, so the home page shows what the lists show:
 * - startups: the first {@link HOME_CARDS} of /startups in its default order (real data first);
 * - talents: the first of /talents (listed profiles, last updated first);
 * - jobs: the newest open jobs of /jobs;
 * - ecosystem: institutions of /tech-centers (technoparks, incubators, accelerators…);
 * - investors: organizations of the investor types (venture capital, angels, corporate VC…);
 * - providers: the newest visible providers; reports: the reports on sale;
 * - media, testimonials and partners: the `home` site setting (./settings.ts), edited by admins.
 * Output of {@link getHomeData}: `{ startups, talents, jobs, ecosystem, investors, providers,
 * reports, testimonials, partners, media }`; the viewer's rights apply as on each list.
 */
import type { Ctx } from '@/server/context';
import { searchStartups } from '@/modules/startups/search';
import { EMPTY_FILTER } from '@/modules/startups/filter';
import { searchTalents } from '@/modules/profiles/talents';
import { talentFilterSchema } from '@/modules/profiles/talent-filter';
import { searchJobs } from '@/modules/jobs/jobs';
import { searchTechCenters } from '@/modules/organizations/tech-centers';
import { techCenterFilterSchema } from '@/modules/organizations/tech-center-filter';
import { typeIdByName } from '@/modules/reference/data/type-lists';
import { searchProviders } from '@/modules/providers/provider-directory';
import { listReports } from '@/modules/reports/store';
import { getSiteSetting } from './settings';

/** Cards per discover section. */
export const HOME_CARDS = 6;

/** The organization types counted as investors on the home page. */
export const INVESTOR_TYPE_NAMES = [
  'Venture capital',
  'Corporate venture capital',
  'Angel investment network',
  'Angel investor',
  'Private equity',
  'Investment company',
] as const;

/** The home page's sections (see the module comment). */
export async function getHomeData(ctx: Ctx) {
  const investorTypes = INVESTOR_TYPE_NAMES.map((n) => typeIdByName('organizationType', n));
  const [startups, talents, jobs, ecosystem, investors, providers, reports, home] = await Promise.all([
    searchStartups(ctx, { filter: EMPTY_FILTER, page: 1, pageSize: HOME_CARDS }),
    searchTalents(ctx, { filter: talentFilterSchema.parse({}), page: 1, pageSize: HOME_CARDS }),
    searchJobs(ctx, {}),
    searchTechCenters(ctx, { filter: techCenterFilterSchema.parse({}), page: 1 }),
    searchTechCenters(ctx, { filter: techCenterFilterSchema.parse({ types: investorTypes }), page: 1 }),
    searchProviders(ctx, { page: 1 }),
    listReports(ctx),
    getSiteSetting(ctx.db, 'home'),
  ]);
  return {
    startups: startups.data.slice(0, HOME_CARDS),
    startupCount: startups.totalCount,
    talents: talents.data.slice(0, HOME_CARDS),
    jobs: jobs.items.slice(0, HOME_CARDS),
    ecosystem: ecosystem.data.slice(0, HOME_CARDS),
    investors: investors.data.slice(0, HOME_CARDS),
    providers: providers.data.slice(0, HOME_CARDS),
    reports: reports.slice(0, 3),
    testimonials: home.testimonials,
    partners: home.partners,
    media: home.media,
  };
}
