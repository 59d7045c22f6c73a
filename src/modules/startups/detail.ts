/**
 * Startup detail (spec public-and-account §3 "Startup", "Funding"; §7 Company/Get and v2 get
 * by seoUrl / id) with its investors (issue 13 §1) and provenance (§2). Hidden startups (visibility off) answer 404 to everyone but admins.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { recordSourceOf, type RecordSource } from '@/lib/provenance';
import { NotFoundError, UnauthorizedError } from '@/server/errors';
import { getPremiumSettings } from '@/modules/access/premium';
import { getOrganizationSummaries, type OrganizationSummary } from '@/modules/organizations/organizations';
import { getTypeNameIndex } from '@/modules/reference/reference';
import {
  fundingRoundInvestors,
  fundingRounds,
  startupAccelerationPrograms,
  startupCompetitors,
  startupGovernmentSupports,
  startupImportantUpdates,
  startupInvestors,
  startupPatents,
  startups,
  startupTeamMembers,
} from './schema';
import { summarizeStartups, type MoneyAmount, type StartupSummary } from './summaries';

export interface FundingRoundView {
  id: number;
  /** `YYYY-MM-DD` UTC or null when unknown. */
  announcedDate: string | null;
  fundingStageName: string | null;
  fundingTypeName: string | null;
  /** null = undisclosed amount. */
  amount: number | null;
  amountCurrency: string;
  premValuation: number | null;
  premValuationCurrency: string | null;
  /** Percent 0–100. */
  shareRatio: number | null;
  investors: Array<OrganizationSummary & { isLead: boolean }>;
  /** Of `amount`, in amountCurrency. */
  amountReceived: number | null;
  /** When the round opened and closed (`YYYY-MM-DD`). */
  startDate: string | null;
  endDate: string | null;
}

export interface StartupDetail extends StartupSummary {
  officialName: string | null;
  socialLinks: {
    linkedin: string | null;
    facebook: string | null;
    twitter: string | null;
    instagram: string | null;
  };
  targetGroup: string | null;
  marketSize: MoneyAmount | null;
  competitiveAdvantage: string | null;
  revenueModelDescription: string | null;
  investmentSeekingTour: string | null;
  investmentSeekingType: string | null;
  seekingValuation: MoneyAmount | null;
  /** The window of the raise (`YYYY-MM-DD`). */
  seekingStartDate: string | null;
  seekingEndDate: string | null;
  /** Rich text (sanitized HTML) when written in the editor, plain text for imported data. */
  description: string | null;
  accelerationPrograms: Array<{ name: string; date: string | null }>;
  incubationCenters: OrganizationSummary[];
  currency: string;
  /** Provenance (lib/provenance): `yc`, `generated` or `user`. */
  source: RecordSource;
  ycBatch: string | null;
  coverUrl: string | null;
  /** Last change of the startup row, UTC ISO-8601. */
  updatedAt: string;
  rounds: FundingRoundView[];
  /**
   * Every known investor of the startup (issue 13 §1), by name: those the data names without a
   * round (startup_investors) and those of its rounds. `inRound`: also listed on a round.
   */
  investors: Array<OrganizationSummary & { inRound: boolean }>;
  team: Array<{
    name: string;
    surname: string;
    title: string | null;
    position: string | null;
    isMentor: boolean;
    shareValue: number | null;
  }>;
  /** `id`: the patent's page is /patent/patent-detail/{id} (issue 18 §3). */
  patents: Array<{ id: number; name: string; applicationNumber: string }>;
  governmentSupports: Array<{ name: string; date: string | null }>;
  importantUpdates: Array<{ text: string; date: string }>;
  competitors: Array<{ name: string; website: string | null }>;
}

/**
 * One startup, with every section the data has. `key`: a number is the startup's id; a string
 * is its seoUrl and nothing else (spec P§2 "/startup/{seoUrl}"), so a startup whose seoUrl is
 * "42" is the one a page of /startup/42 shows, never the startup with id 42.
 * @throws NotFoundError (404 `startup.not_found`) for unknown or hidden startups;
 *   UnauthorizedError (401) for visitors when the premium settings require signing in to see data.
 */
export async function getStartup(ctx: Ctx, key: string | number): Promise<StartupDetail> {
  if (!ctx.viewer.isAuthenticated && (await getPremiumSettings(ctx.db)).userNeedtoSingForSeeData)
    throw new UnauthorizedError();
  const [row] = await ctx.db
    .select()
    .from(startups)
    .where(typeof key === 'number' ? eq(startups.id, key) : eq(startups.seoUrl, key))
    .limit(1);
  if (!row || (!row.isVisible && !ctx.viewer.isAdmin)) throw new NotFoundError('startup.not_found');

  const [summary] = await summarizeStartups(ctx, [row.id]);
  const [rounds, team, patents, supports, updates, competitors, programs, names, startupLinks] =
    await Promise.all([
      ctx.db
        .select()
        .from(fundingRounds)
        .where(eq(fundingRounds.startupId, row.id))
        .orderBy(sql`${fundingRounds.announcedDate} asc nulls last`, asc(fundingRounds.sortOrder)),
      ctx.db
        .select()
        .from(startupTeamMembers)
        .where(eq(startupTeamMembers.startupId, row.id))
        .orderBy(asc(startupTeamMembers.sortOrder)),
      ctx.db.select().from(startupPatents).where(eq(startupPatents.startupId, row.id)),
      ctx.db.select().from(startupGovernmentSupports).where(eq(startupGovernmentSupports.startupId, row.id)),
      ctx.db
        .select()
        .from(startupImportantUpdates)
        .where(eq(startupImportantUpdates.startupId, row.id))
        .orderBy(asc(startupImportantUpdates.updateDate)),
      ctx.db.select().from(startupCompetitors).where(eq(startupCompetitors.startupId, row.id)),
      ctx.db
        .select()
        .from(startupAccelerationPrograms)
        .where(eq(startupAccelerationPrograms.startupId, row.id))
        .orderBy(sql`${startupAccelerationPrograms.programDate} asc nulls last`),
      getTypeNameIndex(ctx.db, ctx.locale),
      ctx.db
        .select({ organizationId: startupInvestors.organizationId })
        .from(startupInvestors)
        .where(eq(startupInvestors.startupId, row.id)),
    ]);
  const links = rounds.length
    ? await ctx.db
        .select()
        .from(fundingRoundInvestors)
        .where(
          inArray(
            fundingRoundInvestors.roundId,
            rounds.map((r) => r.id),
          ),
        )
    : [];
  const inRound = new Set(links.map((l) => l.organizationId));
  const investorIds = [...new Set([...startupLinks.map((l) => l.organizationId), ...inRound])];
  const orgs = await getOrganizationSummaries(ctx.db, [...investorIds, ...row.incubationCenterIds]);
  const name = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  const tr = ctx.locale === 'tr';
  return {
    ...summary!,
    officialName: row.officialName,
    socialLinks: {
      linkedin: row.linkedin,
      facebook: row.facebook,
      twitter: row.twitter,
      instagram: row.instagram,
    },
    targetGroup: row.targetGroup,
    marketSize:
      row.marketSize !== null && row.marketSizeCurrency
        ? { amount: row.marketSize, currency: row.marketSizeCurrency }
        : null,
    competitiveAdvantage: row.competitiveAdvantage,
    revenueModelDescription: row.revenueModelDescription,
    investmentSeekingTour: name(row.investmentSeekingTourId),
    investmentSeekingType: name(row.investmentSeekingTypeId),
    seekingValuation:
      row.seekingValuation !== null && row.seekingInvestmentCurrency
        ? { amount: row.seekingValuation, currency: row.seekingInvestmentCurrency }
        : null,
    seekingStartDate: row.seekingStartDate,
    seekingEndDate: row.seekingEndDate,
    accelerationPrograms: programs.map((p) => ({ name: name(p.typeId) ?? '', date: p.programDate })),
    incubationCenters: row.incubationCenterIds.flatMap((id) => {
      const org = orgs.get(id);
      return org ? [org] : [];
    }),
    currency: row.currency,
    source: recordSourceOf(row.source),
    ycBatch: row.ycBatch,
    coverUrl: row.coverUrl,
    updatedAt: row.updatedAt.toISOString(),
    description: (tr ? row.descriptionTr : null) ?? row.description,
    rounds: rounds.map((r) => ({
      id: r.id,
      announcedDate: r.announcedDate,
      fundingStageName: name(r.tourId),
      fundingTypeName: name(r.investmentTypeId),
      amount: r.amount,
      amountCurrency: r.amountCurrency,
      premValuation: r.preMoneyValuation,
      premValuationCurrency: r.valuationCurrency,
      shareRatio: r.shareRatio,
      amountReceived: r.amountReceived,
      startDate: r.startDate,
      endDate: r.endDate,
      investors: links
        .filter((l) => l.roundId === r.id)
        .flatMap((l) => {
          const org = orgs.get(l.organizationId);
          return org ? [{ ...org, isLead: l.isLead }] : [];
        })
        .sort((a, b) => Number(b.isLead) - Number(a.isLead) || a.name.localeCompare(b.name)),
    })),
    investors: investorIds
      .flatMap((id) => {
        const org = orgs.get(id);
        return org ? [{ ...org, inRound: inRound.has(id) }] : [];
      })
      .sort((a, b) => a.name.localeCompare(b.name)),
    team: team.map((m) => ({
      name: m.name,
      surname: m.surname,
      title: m.title,
      position: name(m.positionId),
      isMentor: m.isMentor,
      shareValue: m.shareValue,
    })),
    patents: patents.map((p) => ({ id: p.id, name: p.name, applicationNumber: p.applicationNumber })),
    governmentSupports: supports.map((s) => ({ name: name(s.typeId) ?? '', date: s.supportDate })),
    importantUpdates: updates.map((u) => ({ text: u.text, date: u.updateDate })),
    competitors: competitors.map((c) => ({ name: c.competitorName, website: c.competitorWebsite })),
  };
}

/** seoUrls and update times of visible startups (sitemap), newest first, at most `limit`. */
export async function listStartupSitemapEntries(ctx: Ctx, limit = 50_000) {
  return ctx.db
    .select({ seoUrl: startups.seoUrl, updatedAt: startups.updatedAt })
    .from(startups)
    .where(eq(startups.isVisible, true))
    .orderBy(asc(startups.id))
    .limit(limit);
}
