/**
 * An investor's portfolio (spec §2 tech-center "portfolio" tab, /profile/tech-center/portfolio/
 * {investorId}): each startup it invested in with the round, date and amount, lead marked;
 * investments whose round is not known say so (issue 13 §1).
 */
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { formatDate, formatMoney } from '@/lib/format';
import type { PortfolioEntry } from '../tech-centers';
import { ScrollRegion } from '@/ui/scroll-region';

export async function PortfolioTable({ entries, locale }: { entries: PortfolioEntry[]; locale: Locale }) {
  const t = await getTranslations('techCenters');
  if (!entries.length) return <p className="text-slate-600">{t('noPortfolio')}</p>;
  return (
    <ScrollRegion label={t('tabs.portfolio')}>
      <table className="min-w-full text-left text-sm" data-testid="portfolio">
        <thead>
          <tr className="border-b border-slate-200 text-slate-500">
            <th className="py-2 pr-3 font-medium">{t('startup')}</th>
            <th className="py-2 pr-3 font-medium">{t('round')}</th>
            <th className="py-2 pr-3 font-medium">{t('date')}</th>
            <th className="py-2 font-medium">{t('amount')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e, i) => (
            <tr key={i} className="border-b border-slate-100 last:border-0">
              <td className="py-2 pr-3">
                <Link
                  href={{ pathname: '/startup/[seoUrl]', params: { seoUrl: e.startup.seoUrl } }}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {e.startup.name}
                </Link>
                {e.isLead && <span className="ml-2 text-xs text-slate-500">({t('lead')})</span>}
              </td>
              <td className="py-2 pr-3">
                {e.inRound ? e.round : <span className="text-slate-400">{t('roundUnknown')}</span>}
              </td>
              <td className="py-2 pr-3 whitespace-nowrap">{formatDate(e.date, locale)}</td>
              <td className="py-2 whitespace-nowrap">
                {e.amount === null ? '' : formatMoney(e.amount, e.currency, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
