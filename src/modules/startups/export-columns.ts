/**
 * The export's columns (issue 16 §3; P §7 "column list"): their keys in the default order, their
 * headers in the viewer's language, and the value each takes from a startup's summary (lists
 * joined with "; ", dates YYYY-MM-DD, funding per currency and summed in USD at the reference rates).
 */
import { env } from '@/server/env';
import { messagesOf } from '@/server/i18n';
import { toUsd } from '@/lib/format';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/locales';
import type { StartupSummary } from './summaries';
import type { Cell } from './export-writers';

/** The columns, in their default order; each reads one value from a startup's summary. */
export const EXPORT_COLUMNS = [
  'name',
  'url',
  'tagline',
  'website',
  'sectors',
  'stage',
  'country',
  'city',
  'foundationDate',
  'employeeCount',
  'operatingStatus',
  'businessModels',
  'revenueModels',
  'technologies',
  'totalFunding',
  'totalFundingUsd',
  'roundCount',
  'lastRoundDate',
  'investmentSeekingStatus',
  'hasPatent',
  'hasGovernmentSupport',
  'description',
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];
export const DEFAULT_EXPORT_COLUMNS: ExportColumn[] = EXPORT_COLUMNS.filter((c) => c !== 'description');

const list = (values: string[]) => values.join('; ');

export function cellOf(
  column: ExportColumn,
  s: StartupSummary,
  locale: Locale,
  yes: string,
  no: string,
): Cell {
  switch (column) {
    case 'name':
      return s.name;
    case 'url':
      return `${env().PUBLIC_ORIGIN}${localizedPath('/startup/[seoUrl]', locale, { seoUrl: s.seoUrl })}`;
    case 'tagline':
      return s.tagline;
    case 'website':
      return s.website;
    case 'sectors':
      return list(s.sectors);
    case 'stage':
      return s.stage;
    case 'country':
      return s.country;
    case 'city':
      return s.city;
    case 'foundationDate':
      return s.foundationDate;
    case 'employeeCount':
      return s.employeeCount;
    case 'operatingStatus':
      return s.operatingStatus;
    case 'businessModels':
      return list(s.businessModels);
    case 'revenueModels':
      return list(s.revenueModels);
    case 'technologies':
      return list(s.technologies);
    case 'totalFunding':
      return list(s.totalFunding.map((m) => `${m.amount} ${m.currency}`));
    case 'totalFundingUsd':
      return s.totalFunding.length
        ? Math.round(s.totalFunding.reduce((sum, m) => sum + toUsd(m.amount, m.currency), 0))
        : null;
    case 'roundCount':
      return s.roundCount;
    case 'lastRoundDate':
      return s.lastRoundDate;
    case 'investmentSeekingStatus':
      return s.investmentSeekingStatus;
    case 'hasPatent':
      return s.hasPatent ? yes : no;
    case 'hasGovernmentSupport':
      return s.hasGovernmentSupport ? yes : no;
    case 'description':
      return s.description;
  }
}

/**
 * The column list call: every column with its header in the viewer's language, and whether it is
 * in the default selection.
 */
export function exportColumns(locale: Locale) {
  const t = messagesOf(locale, 'startupExport');
  return EXPORT_COLUMNS.map((key) => ({
    key,
    label: t(`columns.${key}`),
    default: DEFAULT_EXPORT_COLUMNS.includes(key),
  }));
}
