/**
 * A patent's D §3 fields as a definition list (application numbers, inventor, technology
 * readiness with its level's name, value, market size, protection dates, needs, sectors, target
 * markets, problem solved, technological advantage); empty fields are left out. Used by the
 * patent page and an organization's patent list (issue 18 §3). Server component.
 */
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { formatDateRange, formatMoney } from '@/lib/format';
import { FactList } from '@/ui/fact-list';
import type { PatentDetail } from '../patents';

/** The fields a patent shows (an organization's list has them all but the owner). */
export type PatentFields = Omit<PatentDetail, 'id' | 'owner' | 'name' | 'photoUrl'>;

export async function PatentFacts({
  patent: p,
  locale,
  className,
}: {
  patent: PatentFields;
  locale: Locale;
  className?: string;
}) {
  const t = await getTranslations('patents');
  const money = (v: number | null, currency: string | null) =>
    v === null ? null : formatMoney(v, currency ?? 'USD', locale);
  const facts: Array<[string, string | null]> = [
    [t('fact.applicationNumbers'), p.applicationNumbers.join(', ')],
    [t('fact.inventor'), p.inventorName],
    [
      t('fact.trl'),
      p.trl === null ? null : t('fact.trlValue', { trl: p.trl, level: t(`trlLevel.l${p.trl}`) }),
    ],
    [t('fact.value'), money(p.value, p.valueCurrency)],
    [t('fact.marketSize'), money(p.marketSize, p.marketSizeCurrency)],
    [t('fact.protection'), formatDateRange(p.protectionStartDate, p.protectionEndDate, locale) || null],
    [t('fact.needs'), [p.needs.join(', '), p.needsDescription].filter(Boolean).join(' — ') || null],
    [t('fact.sectors'), p.sectors.join(', ') || null],
    [t('fact.targetMarkets'), p.targetMarkets.join(', ') || null],
    [t('fact.problemSolved'), p.problemSolved],
    [t('fact.advantage'), p.technologicalAdvantage],
  ];
  return <FactList facts={facts} className={className} valueClassName="" />;
}
