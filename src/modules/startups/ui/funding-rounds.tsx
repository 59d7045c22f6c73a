/**
 * Funding rounds of a startup (date, round, type, amount with currency, pre-money valuation,
 * investors) and the total; the table scrolls inside its own region on a phone.
 */
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { formatDate, formatDateRange, formatMoney } from '@/lib/format';
import type { StartupDetail } from '../detail';
import { formatFundingTotals } from './funding';
import { Link } from '@/i18n/navigation';
import { ScrollRegion } from '@/ui/scroll-region';

export async function FundingRounds({ startup, locale }: { startup: StartupDetail; locale: Locale }) {
  const t = await getTranslations('detail');
  if (startup.rounds.length === 0) return <p className="text-slate-600">{t('noRounds')}</p>;
  return (
    <>
      <p className="mb-3">
        <span className="text-sm text-slate-500">{t('totalInvestment')}: </span>
        <strong className="text-lg text-emerald-700" data-testid="total-investment">
          {startup.totalFunding.length ? formatFundingTotals(startup.totalFunding, locale) : t('undisclosed')}
        </strong>
      </p>
      <ScrollRegion label={t('funding')}>
        <table className="min-w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-slate-500">
            <tr>
              {(
                ['roundDate', 'roundStage', 'roundType', 'roundAmount', 'preMoney', 'investors'] as const
              ).map((key, i, all) => (
                <th key={key} scope="col" className={`py-2 font-medium ${i < all.length - 1 ? 'pr-3' : ''}`}>
                  {t(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {startup.rounds.map((r) => (
              <tr
                key={r.id}
                className="border-b border-slate-100 align-top last:border-0"
                data-testid="funding-round"
              >
                <td className="py-2 pr-3 whitespace-nowrap">
                  {r.announcedDate ? (
                    formatDate(r.announcedDate, locale)
                  ) : (
                    <span className="text-slate-400">{t('unknownDate')}</span>
                  )}
                </td>
                <td className="py-2 pr-3">{r.fundingStageName}</td>
                <td className="py-2 pr-3">{r.fundingTypeName}</td>
                <td className="py-2 pr-3 font-semibold whitespace-nowrap">
                  {r.amount === null ? (
                    <span className="font-normal text-slate-400">{t('undisclosed')}</span>
                  ) : (
                    formatMoney(r.amount, r.amountCurrency, locale)
                  )}
                  {r.amountReceived !== null && (
                    <span className="block text-xs font-normal text-slate-500">
                      {t('amountReceived', {
                        amount: formatMoney(r.amountReceived, r.amountCurrency, locale),
                      })}
                    </span>
                  )}
                  {(r.startDate || r.endDate) && (
                    <span className="block text-xs font-normal text-slate-500">
                      {formatDateRange(r.startDate, r.endDate, locale)}
                    </span>
                  )}
                </td>
                <td className="py-2 pr-3 whitespace-nowrap">
                  {r.premValuation !== null
                    ? formatMoney(r.premValuation, r.premValuationCurrency ?? r.amountCurrency, locale)
                    : ''}
                  {r.shareRatio !== null && (
                    <span className="block text-xs text-slate-500">
                      {t('investorShare')}: %{r.shareRatio}
                    </span>
                  )}
                </td>
                <td className="py-2">
                  <ul className="flex flex-wrap gap-1">
                    {r.investors.map((i) => (
                      <li key={i.id} data-testid="round-investor">
                        <Link
                          href={{ pathname: '/startups', query: { investor: String(i.id) } }}
                          title={t('portfolioOf', { name: i.name })}
                          className="inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs hover:bg-brand-50 hover:text-brand-700"
                        >
                          {i.name}
                          {i.isLead && (
                            <span className="ml-1 font-semibold text-brand-700">({t('lead')})</span>
                          )}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
