/** zod schemas of the startup API's inputs and outputs (OpenAPI document and validation). */
import { coercedInt32, int32 } from '@/lib/int32';
import { z } from 'zod';
import { RECORD_SOURCES } from '@/lib/provenance';
import { DEFAULT_STARTUP_SORT, STARTUP_SORTS, startupFilterSchema } from './filter';

const money = z.object({ amount: z.number(), currency: z.string().describe('ISO 4217') });

export const startupSummarySchema = z.object({
  id: int32(),
  seoUrl: z.string(),
  name: z.string(),
  tagline: z.string().nullable(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  website: z.string().nullable(),
  sectors: z.array(z.string()),
  stage: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  foundationDate: z.string().nullable().describe('YYYY-MM-DD (UTC)'),
  employeeCount: z.string().nullable(),
  incorporated: z.boolean().nullable(),
  businessModels: z.array(z.string()),
  revenueModels: z.array(z.string()),
  technologies: z.array(z.string()),
  programs: z.array(z.string()),
  operatingStatus: z.string().nullable(),
  acquirerName: z.string().nullable().describe('Who acquired the startup, when known'),
  hasPatent: z.boolean(),
  hasGovernmentSupport: z.boolean(),
  investmentSeekingStatus: z.string().nullable(),
  seekingInvestment: money.nullable(),
  totalFunding: z.array(money).describe('Sum of disclosed round amounts per currency'),
  roundCount: int32(),
  lastRoundDate: z.string().nullable(),
});

const org = z.object({
  id: z.number(),
  name: z.string(),
  seoUrl: z.string(),
  typeId: z.number(),
  logoUrl: z.string().nullable(),
});

export const startupDetailSchema = startupSummarySchema.extend({
  officialName: z.string().nullable(),
  socialLinks: z.object({
    linkedin: z.string().nullable(),
    facebook: z.string().nullable(),
    twitter: z.string().nullable(),
    instagram: z.string().nullable(),
  }),
  targetGroup: z.string().nullable(),
  marketSize: money.nullable(),
  competitiveAdvantage: z.string().nullable(),
  revenueModelDescription: z.string().nullable(),
  investmentSeekingTour: z.string().nullable(),
  investmentSeekingType: z.string().nullable(),
  seekingValuation: money.nullable(),
  seekingStartDate: z.string().nullable().describe('YYYY-MM-DD (UTC)'),
  seekingEndDate: z.string().nullable().describe('YYYY-MM-DD (UTC)'),
  accelerationPrograms: z.array(z.object({ name: z.string(), date: z.string().nullable() })),
  incubationCenters: z.array(org),
  currency: z.string(),
  source: z
    .enum(RECORD_SOURCES)
    .describe(
      'Where the record comes from: yc (Y Combinator dataset, CC BY-SA 4.0, Alice Corona; see /data-sources), generated (sample data), user (added by a user), import (imported by an admin from a file; per-field sources on the page)',
    ),
  ycBatch: z.string().nullable(),
  coverUrl: z.string().nullable(),
  updatedAt: z.string().describe('Last change of the startup, UTC ISO-8601'),
  investors: z
    .array(org.extend({ inRound: z.boolean().describe('also listed on one of its funding rounds') }))
    .describe(
      'Every known investor of the startup, by name, with or without a known round; a round lists only investors known to be in it',
    ),
  rounds: z.array(
    z.object({
      id: z.number(),
      announcedDate: z.string().nullable(),
      fundingStageName: z.string().nullable(),
      fundingTypeName: z.string().nullable(),
      amount: z.number().nullable().describe('null = undisclosed amount'),
      amountCurrency: z.string(),
      premValuation: z.number().nullable(),
      premValuationCurrency: z.string().nullable(),
      shareRatio: z.number().nullable().describe('percent 0–100'),
      amountReceived: z.number().nullable().describe('of amount, in amountCurrency'),
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
      investors: z
        .array(org.extend({ isLead: z.boolean() }))
        .describe('Only investors known to be in this round'),
    }),
  ),
  team: z.array(
    z.object({
      name: z.string(),
      surname: z.string(),
      title: z.string().nullable(),
      position: z.string().nullable(),
      isMentor: z.boolean(),
      shareValue: z.number().nullable(),
    }),
  ),
  patents: z.array(z.object({ name: z.string(), applicationNumber: z.string() })),
  governmentSupports: z.array(z.object({ name: z.string(), date: z.string().nullable() })),
  importantUpdates: z.array(z.object({ text: z.string(), date: z.string() })),
  competitors: z.array(z.object({ name: z.string(), website: z.string().nullable() })),
});

export const pagedStartupsSchema = z.object({
  data: z.array(startupSummarySchema),
  pageIndex: int32(),
  pageSize: int32(),
  totalCount: int32().describe('Matches, counted up to 10,000 (see countCapped)'),
  countCapped: z
    .boolean()
    .describe('True when more than 10,000 match: totalCount is then 10,000 and the list shows "10,000+"'),
});

export const companySearchBodySchema = z.object({
  filter: startupFilterSchema.default(startupFilterSchema.parse({})),
  searchText: z.string().max(100).optional().describe('Same as filter.q'),
  pageIndex: int32().min(1).default(1),
  pageSize: int32().min(1).max(50).default(10),
  orderColumnName: z
    .enum(STARTUP_SORTS)
    .default(DEFAULT_STARTUP_SORT)
    .describe('realFirst (default): real data before sample data, then most funded'),
});

export const v2ListQuerySchema = z.object({
  currentPage: coercedInt32({ min: 1 }).default(1),
  pageSize: coercedInt32({ min: 1, max: 50 }).default(10),
  sort: z
    .enum(STARTUP_SORTS)
    .default(DEFAULT_STARTUP_SORT)
    .describe('realFirst (default): real data before sample data, then most funded'),
  view: z.enum(['list', 'table']).default('list'),
});

export const fuzzyQuerySchema = z.object({
  query: z.string().max(100),
  mode: z.enum(['fuzzy']).default('fuzzy'),
  limit: coercedInt32({ min: 1, max: 30 }).default(30),
});

export const fuzzyHitSchema = z.object({
  id: z.number(),
  name: z.string(),
  seoUrl: z.string(),
  tagline: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
