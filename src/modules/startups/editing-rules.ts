/**
 * The rules of startup edits (spec public-and-account §3 "Startup", §5 startup rules), one
 * place for every write path — the steps (createStartup, updateStartup, the Company list
 * calls) and the details by kind. Pure: field → message key, no database.
 */
import { sanitizeRichText } from '@/lib/rich-text';
import { failWithFields } from '@/server/field-errors';
import { isCurrencyCode, toUsd } from '@/lib/format';
import { isValidSocialLink, isValidWebLink } from '@/lib/links';
import { isTypeOf, type TypeListKey } from '@/modules/reference/data/type-list-ids';
import type { startups } from './schema';

/** YYYY-MM-DD, null for empty (0001-01-01 too), 'invalid' otherwise. */
export const day = (v: unknown): string | null | 'invalid' =>
  typeof v !== 'string' || !v || v.startsWith('0001-01-01')
    ? null
    : isCalendarDay(v.slice(0, 10))
      ? v.slice(0, 10)
      : 'invalid';
/** True for a real YYYY-MM-DD day (2025-02-30 is not one). */
function isCalendarDay(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const parsed = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === v;
}
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** Basic and detailed information of a startup (spec §3); every field optional on update. */
export interface StartupInfoInput {
  name?: string;
  officialName?: string | null;
  tagline?: string | null;
  description?: string | null;
  sectorIds?: number[];
  stageId?: number | null;
  incorporated?: boolean | null;
  employeeCountId?: number | null;
  /** YYYY-MM-DD, not in the future. */
  foundationDate?: string | null;
  countryId?: number | null;
  cityId?: number | null;
  website?: string | null;
  linkedin?: string | null;
  facebook?: string | null;
  twitter?: string | null;
  instagram?: string | null;
  operatingStatusId?: number | null;
  technologyIds?: number[];
  businessModelIds?: number[];
  revenueModelIds?: number[];
  targetGroup?: string | null;
  competitiveAdvantage?: string | null;
  revenueModelDescription?: string | null;
  marketSize?: number | null;
  marketSizeCurrency?: string | null;
  investmentSeekingStatusId?: number | null;
  seekingInvestmentAmount?: number | null;
  seekingInvestmentCurrency?: string | null;
  /** Round the startup is raising (investmentTour) and the instrument (investmentType). */
  investmentSeekingTourId?: number | null;
  investmentSeekingTypeId?: number | null;
  /** Valuation sought, in seekingInvestmentCurrency. */
  seekingValuation?: number | null;
  /** YYYY-MM-DD; the start is not after the end. */
  seekingStartDate?: string | null;
  seekingEndDate?: string | null;
}

export interface TeamMemberInput {
  id?: number | null;
  name: string;
  surname: string;
  title?: string | null;
  positionId?: number | null;
  isMentor?: boolean;
  /** Cap table share, percent 0–100. */
  shareValue?: number | null;
  professionId?: number | null;
  howLongKnown?: string | null;
  whereMet?: string | null;
}

/**
 * The user-written texts of a startup save, by field, for the banned-word check (issue 17 §1):
 * name, official name, tagline, description and the detailed texts, and each team member's
 * name, surname and title (`teamMembers.<i>.<field>`).
 */
export function startupTexts(
  input: StartupInfoInput,
  team: readonly TeamMemberInput[] = [],
): Record<string, string | null | undefined> {
  return {
    name: input.name,
    officialName: input.officialName,
    tagline: input.tagline,
    description: input.description,
    targetGroup: input.targetGroup,
    competitiveAdvantage: input.competitiveAdvantage,
    revenueModelDescription: input.revenueModelDescription,
    ...Object.fromEntries(
      team.flatMap((m, i) => [
        [`teamMembers.${i}.name`, m.name],
        [`teamMembers.${i}.surname`, m.surname],
        [`teamMembers.${i}.title`, m.title],
      ]),
    ),
  };
}

/** The type-id fields of startup information (checked against active type items on writes). */
export const STARTUP_TYPE_FIELDS = [
  'sectorIds',
  'stageId',
  'employeeCountId',
  'operatingStatusId',
  'investmentSeekingStatusId',
  'investmentSeekingTourId',
  'investmentSeekingTypeId',
  'technologyIds',
  'businessModelIds',
  'revenueModelIds',
] as const satisfies ReadonlyArray<keyof StartupInfoInput>;

/** The type-id values of `input` (see STARTUP_TYPE_FIELDS), for unusableTypeFields. */
export function startupTypeValues(input: StartupInfoInput): Record<string, number | number[] | null | undefined> {
  return Object.fromEntries(STARTUP_TYPE_FIELDS.map((key) => [key, input[key]]));
}

/** Field problems of startup information (field → message key). */
export function startupInfoProblems(input: StartupInfoInput, creating: boolean): Record<string, string> {
  const f: Record<string, string> = {};
  if (creating && !input.name?.trim()) f.name = 'validation.required';
  if (input.name && input.name.trim().length > 120) f.name = 'generic.invalid_field';
  if (creating && !input.sectorIds?.length) f.sectorIds = 'validation.required';
  if (input.sectorIds?.some((id) => !isTypeOf('startupSector', id))) f.sectorIds = 'generic.invalid_field';
  const typed: Array<[keyof StartupInfoInput, TypeListKey]> = [
    ['stageId', 'startupStage'],
    ['employeeCountId', 'employeeCount'],
    ['operatingStatusId', 'operatingStatus'],
    ['investmentSeekingStatusId', 'investmentSeekingStatus'],
    ['investmentSeekingTourId', 'investmentTour'],
    ['investmentSeekingTypeId', 'investmentType'],
  ];
  for (const [key, list] of typed) {
    const v = input[key];
    if (typeof v === 'number' && !isTypeOf(list, v)) f[key] = 'generic.invalid_field';
  }
  const lists: Array<[keyof StartupInfoInput, TypeListKey]> = [
    ['technologyIds', 'technology'],
    ['businessModelIds', 'businessModel'],
    ['revenueModelIds', 'revenueModel'],
  ];
  for (const [key, list] of lists)
    if ((input[key] as number[] | undefined)?.some((id) => !isTypeOf(list, id)))
      f[key] = 'generic.invalid_field';
  const founded = day(input.foundationDate);
  if (founded === 'invalid' || (founded && founded > new Date().toISOString().slice(0, 10)))
    f.foundationDate = 'generic.invalid_field';
  if (input.cityId && !input.countryId) f.cityId = 'generic.invalid_field';
  if (input.website && !isValidWebLink(input.website)) f.website = 'generic.invalid_field';
  for (const network of ['linkedin', 'facebook', 'twitter', 'instagram'] as const) {
    const url = input[network];
    if (url && !isValidSocialLink(network, url)) f[network] = 'validation.social_link';
  }
  for (const [amount, currency] of [
    ['marketSize', 'marketSizeCurrency'],
    ['seekingInvestmentAmount', 'seekingInvestmentCurrency'],
  ] as const) {
    const a = input[amount];
    const c = input[currency];
    if (a != null && a < 0) f[amount] = 'validation.greater_or_zero';
    if (a != null && !c) f[currency] = 'validation.required';
    if (c && !isCurrencyCode(c)) f[currency] = 'generic.invalid_field';
  }
  if (input.seekingValuation != null && input.seekingValuation < 0)
    f.seekingValuation = 'validation.greater_or_zero';
  if (input.seekingValuation != null && !input.seekingInvestmentCurrency)
    f.seekingInvestmentCurrency = 'validation.required';
  Object.assign(f, dateOrderProblems(input.seekingStartDate, input.seekingEndDate, 'seeking'));
  return f;
}

/**
 * Problems of a start/end date pair: each must be a real day, and the start not after the end
 * ('validation.date_order' on the end). `prefix` names the fields (`<prefix>StartDate`), or
 * plain `startDate`/`endDate` when empty.
 */
export function dateOrderProblems(start: unknown, end: unknown, prefix = ''): Record<string, string> {
  const name = (f: 'Start' | 'End') => (prefix ? `${prefix}${f}Date` : `${f.toLowerCase()}Date`);
  const s = day(start);
  const e = day(end);
  const f: Record<string, string> = {};
  if (s === 'invalid') f[name('Start')] = 'generic.invalid_field';
  if (e === 'invalid') f[name('End')] = 'generic.invalid_field';
  if (s && e && s !== 'invalid' && e !== 'invalid' && s > e) f[name('End')] = 'validation.date_order';
  return f;
}

/** Throws the ValidationError of field problems (see failWithFields). */
export const fail = failWithFields;

/** Columns written from startup information (names trimmed, empty text → null). */
export function infoColumns(input: StartupInfoInput): Partial<typeof startups.$inferInsert> {
  const out: Record<string, unknown> = {};
  const text = (v: string | null | undefined) => (v == null ? null : v.trim() || null);
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || key === 'name') continue;
    out[key] = typeof value === 'string' ? text(value) : value;
  }
  // The description is rich text (spec §5 allow-list).
  if (input.description !== undefined) out.description = sanitizeRichText(input.description) || null;
  for (const key of ['foundationDate', 'seekingStartDate', 'seekingEndDate'] as const)
    if (input[key] !== undefined) out[key] = day(input[key]);
  return out as Partial<typeof startups.$inferInsert>;
}

type Row = Record<string, unknown>;
type Checked<T> = { values: T; fields?: undefined } | { values?: undefined; fields: Record<string, string> };

/** Column values of one child row of each kind, or its field problems. */
export const ROW_RULES = {
  patent: (i: Row): Checked<{ name: string; applicationNumber: string }> => {
    const name = text(i.name);
    const applicationNumber = text(i.applicationNumber);
    if (!name || !applicationNumber)
      return { fields: { [!name ? 'name' : 'applicationNumber']: 'startup.patent_incomplete' } };
    return { values: { name, applicationNumber } };
  },
  investment: (i: Row) => {
    const f: Record<string, string> = {};
    const currency = typeof i.amountCurrency === 'string' ? i.amountCurrency : 'USD';
    if (!isCurrencyCode(currency)) f.amountCurrency = 'generic.invalid_field';
    const amount = typeof i.amount === 'number' ? i.amount : null;
    if (amount != null && amount < 0) f.amount = 'validation.greater_or_zero';
    const valuation = typeof i.preMoneyValuation === 'number' ? i.preMoneyValuation : null;
    if (valuation != null && valuation < 0) f.preMoneyValuation = 'validation.greater_or_zero';
    const valuationCurrency = text(i.valuationCurrency);
    if (valuationCurrency && !isCurrencyCode(valuationCurrency))
      f.valuationCurrency = 'generic.invalid_field';
    const announcedDate = day(i.announcedDate);
    if (announcedDate === 'invalid') f.announcedDate = 'generic.invalid_field';
    if (i.tourId != null && !isTypeOf('investmentTour', i.tourId)) f.tourId = 'generic.invalid_field';
    if (i.investmentTypeId != null && !isTypeOf('investmentType', i.investmentTypeId))
      f.investmentTypeId = 'generic.invalid_field';
    const share = typeof i.shareRatio === 'number' ? i.shareRatio : null;
    if (share != null && (share < 0 || share > 100)) f.shareRatio = 'validation.percent';
    const received = typeof i.amountReceived === 'number' ? i.amountReceived : null;
    if (received != null && received < 0) f.amountReceived = 'validation.greater_or_zero';
    Object.assign(f, dateOrderProblems(i.startDate, i.endDate));
    if (Object.keys(f).length) return { fields: f };
    return {
      values: {
        announcedDate: announcedDate as string | null,
        tourId: (i.tourId as number | null | undefined) ?? null,
        investmentTypeId: (i.investmentTypeId as number | null | undefined) ?? null,
        amount,
        amountCurrency: currency,
        amountUsd: amount != null ? toUsd(amount, currency) : null,
        preMoneyValuation: valuation,
        valuationCurrency,
        shareRatio: share,
        amountReceived: received,
        startDate: day(i.startDate) as string | null,
        endDate: day(i.endDate) as string | null,
      },
    };
  },
  governmentsupport: (i: Row): Checked<{ typeId: number; supportDate: string | null }> => {
    if (!isTypeOf('governmentSupport', i.typeId)) return { fields: { typeId: 'generic.invalid_field' } };
    const supportDate = day(i.supportDate);
    if (supportDate === 'invalid') return { fields: { supportDate: 'generic.invalid_field' } };
    return { values: { typeId: i.typeId, supportDate } };
  },
  AccelerationProgram: (i: Row): Checked<{ typeId: number; programDate: string | null }> => {
    if (!isTypeOf('acceleratorProgramOrganization', i.typeId))
      return { fields: { typeId: 'generic.invalid_field' } };
    const programDate = day(i.programDate);
    if (programDate === 'invalid') return { fields: { programDate: 'generic.invalid_field' } };
    return { values: { typeId: i.typeId, programDate } };
  },
  importantupdate: (i: Row): Checked<{ text: string; updateDate: string }> => {
    const t = text(i.text);
    const d = day(i.updateDate);
    if (!t) return { fields: { text: 'startup.update_incomplete' } };
    if (!d || d === 'invalid') return { fields: { updateDate: 'startup.update_incomplete' } };
    return { values: { text: t, updateDate: d } };
  },
  teammember: (i: Row) => {
    const f: Record<string, string> = {};
    const name = text(i.name);
    const surname = text(i.surname);
    if (!name) f.name = 'validation.required';
    if (!surname) f.surname = 'validation.required';
    if (i.positionId != null && !isTypeOf('teamMemberPosition', i.positionId))
      f.positionId = 'generic.invalid_field';
    const share = typeof i.shareValue === 'number' ? i.shareValue : null;
    if (share != null && (share < 0 || share > 100)) f.shareValue = 'validation.percent';
    if (i.professionId != null && !isTypeOf('profession', i.professionId))
      f.professionId = 'generic.invalid_field';
    if (Object.keys(f).length) return { fields: f };
    return {
      values: {
        name: name!,
        surname: surname!,
        title: text(i.title),
        positionId: (i.positionId as number | null | undefined) ?? null,
        isMentor: i.isMentor === true,
        shareValue: share,
        professionId: (i.professionId as number | null | undefined) ?? null,
        howLongKnown: text(i.howLongKnown),
        whereMet: text(i.whereMet),
      },
    };
  },
  competitor: (i: Row): Checked<{ competitorName: string; competitorWebsite: string | null }> => {
    const competitorName = text(i.competitorName);
    if (!competitorName) return { fields: { competitorName: 'validation.required' } };
    const website = text(i.competitorWebsite);
    if (website && !isValidWebLink(website))
      return { fields: { competitorWebsite: 'generic.invalid_field' } };
    return { values: { competitorName, competitorWebsite: website } };
  },
} as const;
export type RowKind = keyof typeof ROW_RULES;
type RowValues<K extends RowKind> = NonNullable<ReturnType<(typeof ROW_RULES)[K]>['values']>;

/**
 * The column values of `rows` of `kind`; problems of row i are reported as `<prefix><i>.<field>`.
 * @throws ValidationError naming every invalid field of every row.
 */
export function rowValues<K extends RowKind>(kind: K, rows: Row[], prefix = ''): Array<RowValues<K>> {
  const fields: Record<string, string> = {};
  const out: Array<RowValues<K>> = [];
  rows.forEach((row, i) => {
    const checked = ROW_RULES[kind](row);
    if (checked.fields) for (const [k, v] of Object.entries(checked.fields)) fields[`${prefix}${i}.${k}`] = v;
    else out.push(checked.values as RowValues<K>);
  });
  if (Object.keys(fields).length) fail(fields);
  return out;
}
