/**
 * /azerbaijan-gii (TR /azerbaycan-gii): the innovation-index monitor's summary (issue 18 §6; spec
 * public §1 "A separate innovation-index monitor layout exists for one country"). For the country
 * of the site setting (src/modules/reports/innovation-monitor.ts): headline figures (startups,
 * funded startups, rounds, disclosed funding in USD, organizations, programs open today), the
 * main sectors, the organizations by type and the programs with links to their pages. Public,
 * the same for every viewer; visitors get it from the page cache, which empties on data changes.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { alternatesFor, siteTitle } from '@/ui/seo';
import { formatDate, formatMoney } from '@/lib/format';
import { loadMonitorPage, MonitorHeader } from '@/modules/reports/ui/monitor-header';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'monitor' });
  return { title: siteTitle(t('metaTitle')), alternates: alternatesFor(locale, '/azerbaijan-gii') };
}

export default async function InnovationMonitorPage({ params }: Props) {
  const { locale } = await params;
  const { t, monitor, country, count, name } = await loadMonitorPage(locale);
  const { figures } = monitor;
  const cards = [
    { key: 'startups', value: count(figures.startups) },
    {
      key: 'fundedStartups',
      value: count(figures.fundedStartups),
      note: t('percentOfStartups', { percent: figures.fundedPercent }),
    },
    { key: 'rounds', value: count(figures.rounds) },
    { key: 'funding', value: formatMoney(figures.fundingUsd, 'USD', locale) },
    { key: 'organizations', value: count(monitor.organizations) },
    {
      key: 'programs',
      value: count(monitor.programs),
      note: t('openToday', { count: monitor.openPrograms }),
    },
  ] as const;
  const empty = figures.startups === 0 && monitor.organizations === 0 && monitor.programs === 0;
  return (
    <article className="mx-auto max-w-6xl space-y-8 px-4 py-8" data-testid="monitor-summary">
      <MonitorHeader locale={locale} country={country} asOf={monitor.asOf} current="summary" />
      {empty && (
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid="monitor-empty">
          {t('empty', { country })}
        </p>
      )}
      <section aria-labelledby="monitor-figures">
        <h2 id="monitor-figures" className="text-xl font-bold">
          {t('inNumbers')}
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="monitor-figures">
          {cards.map((c) => (
            <div key={c.key} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <dt className="text-sm text-slate-600">{t(`figures.${c.key}`)}</dt>
              <dd className="mt-1 text-2xl font-black wrap-break-word" data-testid={`monitor-${c.key}`}>
                {c.value}
              </dd>
              {'note' in c && <dd className="text-sm text-slate-600">{c.note}</dd>}
            </div>
          ))}
        </dl>
        {figures.sampleStartups > 0 && (
          <p className="mt-2 text-sm text-slate-600">
            {t('sampleNote', { count: figures.sampleStartups, total: figures.startups })}
          </p>
        )}
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="monitor-sectors" className="min-w-0">
          <h2 id="monitor-sectors" className="text-xl font-bold">
            {t('mainSectors')}
          </h2>
          {figures.sectorsByStartups.top.length === 0 ? (
            <p className="mt-2 text-slate-600">{t('none')}</p>
          ) : (
            <ol className="mt-3 space-y-1" data-testid="monitor-sectors-list">
              {figures.sectorsByStartups.top.slice(0, 6).map((g) => (
                <li key={name(g.label)} className="flex justify-between gap-3 border-b border-slate-100 py-1">
                  <span className="min-w-0 wrap-break-word">{name(g.label)}</span>
                  <span className="font-semibold whitespace-nowrap">
                    {t('startupsCount', { count: g.startups })}
                  </span>
                </li>
              ))}
            </ol>
          )}
          <p className="mt-3">
            <Link href="/azerbaijan-gii/dashboard" className="font-semibold text-brand-700 underline">
              {t('toDashboard')} <span aria-hidden="true">→</span>
            </Link>
          </p>
        </section>
        <section aria-labelledby="monitor-organizations" className="min-w-0">
          <h2 id="monitor-organizations" className="text-xl font-bold">
            {t('organizationsByType')}
          </h2>
          {monitor.organizationTypes.length === 0 ? (
            <p className="mt-2 text-slate-600">{t('none')}</p>
          ) : (
            <ul className="mt-3 space-y-1" data-testid="monitor-organization-types">
              {monitor.organizationTypes.map((o) => (
                <li key={o.label.en} className="flex justify-between gap-3 border-b border-slate-100 py-1">
                  <span className="min-w-0 wrap-break-word">{name(o.label)}</span>
                  <span className="font-semibold">{count(o.organizations)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <section aria-labelledby="monitor-programs">
        <h2 id="monitor-programs" className="text-xl font-bold">
          {t('programsTitle')}
        </h2>
        {monitor.programList.length === 0 ? (
          <p className="mt-2 text-slate-600">{t('noPrograms', { country })}</p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="monitor-programs-list">
            {monitor.programList.map((p) => (
              <li
                key={p.seoUrl}
                className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <h3 className="font-bold wrap-break-word">
                  <Link
                    href={{ pathname: '/program/[seoUrl]', params: { seoUrl: p.seoUrl } }}
                    className="text-brand-700 underline"
                  >
                    {p.name}
                  </Link>
                </h3>
                <p className="text-sm wrap-break-word">
                  <Link
                    href={{
                      pathname: '/tech-center/[seoUrl]/[[...fromHeader]]',
                      params: { seoUrl: p.organization.seoUrl, fromHeader: undefined },
                    }}
                    className="text-slate-700 underline"
                  >
                    {p.organization.name}
                  </Link>
                </p>
                <p className="mt-1 text-sm text-slate-600">
                  {p.isOpen
                    ? p.applyEndDate
                      ? t('openUntil', { date: formatDate(p.applyEndDate, locale) })
                      : t('open')
                    : p.applyEndDate
                      ? t('closedOn', { date: formatDate(p.applyEndDate, locale) })
                      : t('closed')}
                </p>
              </li>
            ))}
          </ul>
        )}
        {monitor.programs > monitor.programList.length && (
          <p className="mt-2 text-sm text-slate-600">
            {t('morePrograms', { shown: monitor.programList.length, total: monitor.programs })}
          </p>
        )}
      </section>
      <p className="text-sm text-slate-600">
        {t('method')}{' '}
        <Link href="/data-sources" className="font-semibold text-brand-700 underline">
          {t('sources')}
        </Link>
      </p>
    </article>
  );
}
