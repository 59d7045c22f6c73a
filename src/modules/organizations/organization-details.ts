/**
 * The lists of an organization edited with it (dashboard-and-operations §3 "Organization
 * (organizer)": team members (type, title), angel investor networks, startups, patents; Patent:
 * name, application numbers, inventor name, photo, value and currency, technology readiness
 * level, needs and description, problem solved, protection start and end date, technological
 * advantage, sectors, target markets, market size; §5 "patent needs name and application
 * number"). Each list, when sent, replaces the stored one (rows with ids updated).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Ctx, Viewer } from '@/server/context';
import type { Db } from '@/server/db/client';
import { replaceChildRows } from '@/server/db/child-rows';
import { isCurrencyCode } from '@/lib/format';
import { trimmedOrNull } from '@/lib/text';
import { isTypeOf, type TypeListKey } from '@/modules/reference/data/type-list-ids';
import { getTypeNameIndex } from '@/modules/reference/reference';
import { dateOrderProblems, day } from '@/modules/startups/editing-rules';
import { startups } from '@/modules/startups/schema';
import { organizationPatents, organizations, organizationTeamMembers } from './schema';
import { splitPortfolio } from './portfolio-claims';

export interface OrganizationTeamMemberInput {
  id?: number | null;
  /** ref_types id in `organizationTeamMemberType`. */
  typeId?: number | null;
  name?: string | null;
  surname?: string | null;
  title?: string | null;
}

export interface OrganizationPatentInput {
  id?: number | null;
  name?: string | null;
  /** One or more application numbers (a comma-separated text is split). */
  applicationNumbers?: string[] | string | null;
  inventorName?: string | null;
  /** In `valueCurrency` (ISO 4217). */
  value?: number | null;
  valueCurrency?: string | null;
  /** Technology readiness level 1–9. */
  trl?: number | null;
  /** ref_types ids in `patentNeed`. */
  needIds?: number[];
  needsDescription?: string | null;
  problemSolved?: string | null;
  /** UTC days YYYY-MM-DD. */
  protectionStartDate?: string | null;
  protectionEndDate?: string | null;
  technologicalAdvantage?: string | null;
  sectorIds?: number[];
  targetMarketIds?: number[];
  marketSize?: number | null;
  marketSizeCurrency?: string | null;
}

export interface OrganizationDetailsInput {
  teamMembers?: OrganizationTeamMemberInput[];
  /** ref_types ids in `angelInvestorNetwork`. */
  angelInvestorNetworkIds?: number[];
  /**
   * startups.id of the startups the organization hosts or backs, confirmed and claimed alike;
   * the save sorts them (issue 12 §4) and drops the startups left out from both lists.
   */
  startupIds?: number[];
  patents?: OrganizationPatentInput[];
}

const text = trimmedOrNull;
const numbers = (v: OrganizationPatentInput['applicationNumbers']) =>
  (Array.isArray(v) ? v : (v ?? '').split(',')).map((n) => n.trim()).filter(Boolean);

/** Field problems (field → message key) of the lists sent. */
export function organizationDetailProblems(input: OrganizationDetailsInput): Record<string, string> {
  const f: Record<string, string> = {};
  const ids = (key: string, list: TypeListKey, values: number[] | undefined) => {
    if (values?.some((id) => !isTypeOf(list, id))) f[key] = 'generic.invalid_field';
  };
  ids('angelInvestorNetworkIds', 'angelInvestorNetwork', input.angelInvestorNetworkIds);
  input.teamMembers?.forEach((m, i) => {
    if (!m.name?.trim()) f[`teamMembers.${i}.name`] = 'validation.required';
    if (m.typeId != null && !isTypeOf('organizationTeamMemberType', m.typeId))
      f[`teamMembers.${i}.typeId`] = 'generic.invalid_field';
  });
  input.patents?.forEach((p, i) => {
    const at = (k: string) => `patents.${i}.${k}`;
    if (!p.name?.trim() || !numbers(p.applicationNumbers).length) {
      f[at(p.name?.trim() ? 'applicationNumbers' : 'name')] = 'startup.patent_incomplete';
    }
    if (p.trl != null && (!Number.isInteger(p.trl) || p.trl < 1 || p.trl > 9))
      f[at('trl')] = 'organization.trl_range';
    for (const k of ['value', 'marketSize'] as const)
      if (p[k] != null && !(p[k]! >= 0)) f[at(k)] = 'validation.greater_or_zero';
    for (const k of ['valueCurrency', 'marketSizeCurrency'] as const)
      if (p[k] && !isCurrencyCode(p[k]!)) f[at(k)] = 'generic.invalid_field';
    ids(at('needIds'), 'patentNeed', p.needIds);
    ids(at('sectorIds'), 'startupSector', p.sectorIds);
    ids(at('targetMarketIds'), 'targetMarket', p.targetMarketIds);
    for (const [k, v] of Object.entries(
      dateOrderProblems(p.protectionStartDate, p.protectionEndDate, 'protection'),
    ))
      f[at(k)] = v;
  });
  return f;
}

/** Problems that need the database: startups that do not exist. */
export async function unknownStartupProblems(
  db: Db,
  startupIds: number[] | undefined,
): Promise<Record<string, string>> {
  if (!startupIds?.length) return {};
  const found = await db.select({ id: startups.id }).from(startups).where(inArray(startups.id, startupIds));
  return found.length === new Set(startupIds).size ? {} : { startupIds: 'generic.invalid_field' };
}

/**
 * Writes the lists sent for organization `current.id` (inside the caller's transaction), saved
 * by `viewer`. `startupIds` go through the consent rule of issue 12 §4 (`splitPortfolio`):
 * startups the viewer may not edit become claims in `pendingStartupIds` until their team
 * confirms; `current.startupIds` and `current.pendingStartupIds` are the lists before this save.
 */
export async function saveOrganizationDetails(
  tx: Db,
  viewer: Viewer,
  current: { id: number; startupIds: readonly number[]; pendingStartupIds?: readonly number[] },
  input: OrganizationDetailsInput,
) {
  const organizationId = current.id;
  const set: Partial<typeof organizations.$inferInsert> = {};
  if (input.angelInvestorNetworkIds)
    set.angelInvestorNetworkIds = [...new Set(input.angelInvestorNetworkIds)];
  if (input.startupIds) Object.assign(set, splitPortfolio(viewer, current, input.startupIds));
  if (Object.keys(set).length)
    await tx.update(organizations).set(set).where(eq(organizations.id, organizationId));
  if (input.teamMembers)
    await replaceChildRows(
      tx,
      organizationTeamMembers,
      { column: organizationTeamMembers.organizationId, key: 'organizationId', id: organizationId },
      input.teamMembers.map((m, sortOrder) => ({
        id: m.id,
        values: {
          typeId: m.typeId ?? null,
          name: m.name!.trim(),
          surname: text(m.surname),
          title: text(m.title),
          sortOrder,
        },
      })),
    );
  if (input.patents)
    await replaceChildRows(
      tx,
      organizationPatents,
      { column: organizationPatents.organizationId, key: 'organizationId', id: organizationId },
      input.patents.map((p, sortOrder) => {
        const d = (v: unknown) => {
          const x = day(v);
          return x === 'invalid' ? null : x;
        };
        return {
          id: p.id,
          values: {
            name: p.name!.trim(),
            applicationNumbers: numbers(p.applicationNumbers),
            inventorName: text(p.inventorName),
            value: p.value ?? null,
            valueCurrency: p.valueCurrency || null,
            trl: p.trl ?? null,
            needIds: p.needIds ?? [],
            needsDescription: text(p.needsDescription),
            problemSolved: text(p.problemSolved),
            protectionStartDate: d(p.protectionStartDate),
            protectionEndDate: d(p.protectionEndDate),
            technologicalAdvantage: text(p.technologicalAdvantage),
            sectorIds: p.sectorIds ?? [],
            targetMarketIds: p.targetMarketIds ?? [],
            marketSize: p.marketSize ?? null,
            marketSizeCurrency: p.marketSizeCurrency || null,
            sortOrder,
          },
        };
      }),
    );
}

/** The team and patents of an organization, in order. */
export async function loadOrganizationLists(db: Db, organizationId: number) {
  const [teamMembers, patents] = await Promise.all([
    db
      .select()
      .from(organizationTeamMembers)
      .where(eq(organizationTeamMembers.organizationId, organizationId))
      .orderBy(asc(organizationTeamMembers.sortOrder)),
    db
      .select()
      .from(organizationPatents)
      .where(eq(organizationPatents.organizationId, organizationId))
      .orderBy(asc(organizationPatents.sortOrder)),
  ]);
  return { teamMembers, patents };
}

export interface PublicOrganizationLists {
  teamMembers: Array<{ type: string | null; name: string; title: string | null }>;
  angelInvestorNetworks: string[];
  /** Visible, confirmed startups only (claims the team has not confirmed are not public). */
  startups: Array<{ name: string; seoUrl: string }>;
  patents: Array<{
    /** The patent's id: its page is /patent/patent-detail/{id}. */
    id: number;
    name: string;
    applicationNumbers: string[];
    inventorName: string | null;
    photoUrl: string | null;
    /** In `valueCurrency`. */
    value: number | null;
    valueCurrency: string | null;
    trl: number | null;
    needs: string[];
    needsDescription: string | null;
    problemSolved: string | null;
    protectionStartDate: string | null;
    protectionEndDate: string | null;
    technologicalAdvantage: string | null;
    sectors: string[];
    targetMarkets: string[];
    marketSize: number | null;
    marketSizeCurrency: string | null;
  }>;
}

/** The lists of a public organization with names in the viewer's language. */
export async function publicOrganizationLists(
  ctx: Ctx,
  row: Pick<typeof organizations.$inferSelect, 'id' | 'angelInvestorNetworkIds' | 'startupIds'>,
): Promise<PublicOrganizationLists> {
  const [{ teamMembers, patents }, names, backed] = await Promise.all([
    loadOrganizationLists(ctx.db, row.id),
    getTypeNameIndex(ctx.db, ctx.locale),
    row.startupIds.length
      ? ctx.db
          .select({ name: startups.name, seoUrl: startups.seoUrl })
          .from(startups)
          .where(and(inArray(startups.id, row.startupIds), eq(startups.isVisible, true)))
          .orderBy(asc(startups.name))
      : Promise.resolve([]),
  ]);
  const list = (ids: number[]) => ids.flatMap((id) => names.get(id) ?? []);
  return {
    teamMembers: teamMembers.map((m) => ({
      type: m.typeId ? (names.get(m.typeId) ?? null) : null,
      name: [m.name, m.surname].filter(Boolean).join(' '),
      title: m.title,
    })),
    angelInvestorNetworks: list(row.angelInvestorNetworkIds),
    startups: backed,
    patents: patents.map((p) => ({
      id: p.id,
      name: p.name,
      applicationNumbers: p.applicationNumbers,
      inventorName: p.inventorName,
      photoUrl: p.photoUrl,
      value: p.value,
      valueCurrency: p.valueCurrency,
      trl: p.trl,
      needs: list(p.needIds),
      needsDescription: p.needsDescription,
      problemSolved: p.problemSolved,
      protectionStartDate: p.protectionStartDate,
      protectionEndDate: p.protectionEndDate,
      technologicalAdvantage: p.technologicalAdvantage,
      sectors: list(p.sectorIds),
      targetMarkets: list(p.targetMarketIds),
      marketSize: p.marketSize,
      marketSizeCurrency: p.marketSizeCurrency,
    })),
  };
}

/** Names of startups by id, in the order given (the organization form's chips). */
export async function startupNames(db: Db, ids: number[]): Promise<Array<{ id: number; name: string }>> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: startups.id, name: startups.name })
    .from(startups)
    .where(inArray(startups.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r.name]));
  return ids.flatMap((id) => (byId.has(id) ? [{ id, name: byId.get(id)! }] : []));
}
