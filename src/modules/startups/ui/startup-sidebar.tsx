/**
 * The startup page's sidebar (spec public-and-account §2 `/startup/{seoUrl}`, issue 13 §2):
 * overview facts and social links, investment sought, technologies, business and revenue
 * models, acceleration programs, incubation centers, government supports, patents, market
 * size, and where the record came from. Props: `s` — the startup (StartupDetail); `socials` —
 * its [network, url] pairs that are set; `locale`. Money in each amount's own currency, dates
 * in the page language.
 */
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { formatDate, formatDateRange, formatMoney, formatYear } from '@/lib/format';
import { Provenance } from '@/ui/provenance';
import { ImportedFacts } from '@/modules/imports/ui/imported-facts';
import type { StartupDetail } from '../detail';
import { Card, Chips } from './detail-card';

export async function StartupSidebar({
  s,
  socials,
  locale,
}: {
  s: StartupDetail;
  socials: Array<[string, string]>;
  locale: Locale;
}) {
  const t = await getTranslations('detail');
  const facts: Array<[string, string | null]> = [
    [t('stage'), s.stage],
    [t('founded'), formatYear(s.foundationDate) || null],
    [t('location'), [s.city, s.country].filter(Boolean).join(', ') || null],
    [t('employees'), s.employeeCount],
    [t('operatingStatus'), s.operatingStatus],
    [t('acquirer'), s.acquirerName],
    [t('incorporated'), s.incorporated === null ? null : s.incorporated ? '✓' : '—'],
    [t('officialName'), s.officialName],
    [t('ycBatch'), s.ycBatch],
  ];
  return (
    <aside className="min-w-0 space-y-6">
      <Card title={t('overview')}>
        <dl className="space-y-2 text-sm">
          {facts
            .filter(([, v]) => v)
            .map(([label, value]) => (
              <div key={label} className="flex justify-between gap-3">
                <dt className="text-slate-500">{label}</dt>
                <dd className="min-w-0 text-right font-medium wrap-break-word">{value}</dd>
              </div>
            ))}
        </dl>
        {socials.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-2 text-sm">
            {socials.map(([name, url]) => (
              <li key={name}>
                <a
                  href={url}
                  rel="nofollow noopener noreferrer"
                  target="_blank"
                  className="capitalize text-brand-700 underline"
                >
                  {name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {(s.investmentSeekingStatus || s.seekingInvestment) && (
        <Card title={t('seeking')}>
          <p className="font-medium">{s.investmentSeekingStatus}</p>
          {s.seekingInvestment && (
            <p className="text-lg font-bold text-emerald-700">
              {formatMoney(s.seekingInvestment.amount, s.seekingInvestment.currency, locale)}
            </p>
          )}
          {s.investmentSeekingTour && (
            <p className="text-sm text-slate-600">
              {t('seekingRound')}: {s.investmentSeekingTour}
            </p>
          )}
          {s.investmentSeekingType && (
            <p className="text-sm text-slate-600">
              {t('seekingType')}: {s.investmentSeekingType}
            </p>
          )}
          {s.seekingValuation && (
            <p className="text-sm text-slate-600">
              {t('seekingValuation')}:{' '}
              {formatMoney(s.seekingValuation.amount, s.seekingValuation.currency, locale)}
            </p>
          )}
          {(s.seekingStartDate || s.seekingEndDate) && (
            <p className="text-sm text-slate-600">
              {formatDateRange(s.seekingStartDate, s.seekingEndDate, locale)}
            </p>
          )}
        </Card>
      )}
      {s.technologies.length > 0 && (
        <Card title={t('technologies')}>
          <Chips items={s.technologies} tone="slate" />
        </Card>
      )}
      {s.businessModels.length > 0 && (
        <Card title={t('businessModels')}>
          <Chips items={s.businessModels} tone="slate" />
        </Card>
      )}
      {s.revenueModels.length > 0 && (
        <Card title={t('revenueModels')}>
          <Chips items={s.revenueModels} tone="slate" />
        </Card>
      )}
      {s.accelerationPrograms.length > 0 && (
        <Card title={t('programs')} testId="acceleration-programs">
          <ul className="space-y-1 text-sm">
            {s.accelerationPrograms.map((p, i) => (
              <li key={i} className="flex justify-between gap-2">
                <span>{p.name}</span>
                <span className="text-slate-500">{p.date ? formatDate(p.date, locale) : ''}</span>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {s.incubationCenters.length > 0 && (
        <Card title={t('incubationCenters')} testId="incubation-centers">
          <Chips items={s.incubationCenters.map((o) => o.name)} tone="slate" />
        </Card>
      )}
      {s.governmentSupports.length > 0 && (
        <Card title={t('governmentSupports')}>
          <ul className="space-y-1 text-sm">
            {s.governmentSupports.map((g, i) => (
              <li key={i} className="flex justify-between gap-2">
                <span>{g.name}</span>
                <span className="text-slate-500">{formatDate(g.date, locale)}</span>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {s.patents.length > 0 && (
        <Card title={t('patents')}>
          <ul className="space-y-1 text-sm">
            {s.patents.map((p) => (
              <li key={p.id}>
                <Link
                  href={{ pathname: '/patent/patent-detail/[id]', params: { id: String(p.id) } }}
                  className="font-medium text-brand-700 underline"
                >
                  {p.name}
                </Link>
                <br />
                <span className="text-slate-500">
                  {t('applicationNumber', { number: p.applicationNumber })}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {(s.marketSize || s.targetGroup) && (
        <Card title={t('marketSize')}>
          {s.marketSize && (
            <p className="font-bold">{formatMoney(s.marketSize.amount, s.marketSize.currency, locale)}</p>
          )}
          {s.targetGroup && (
            <p className="text-sm text-slate-600">
              {t('targetGroup')}: {s.targetGroup}
            </p>
          )}
        </Card>
      )}
      <Provenance source={s.source} updatedAt={s.updatedAt} locale={locale} />
      <ImportedFacts startupId={s.id} locale={locale} />
    </aside>
  );
}
