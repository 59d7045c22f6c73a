/**
 * An investor's co-investors (issue 18 §2: "who invests alongside whom, how often"), on the
 * portfolio tab of its organization page: the investors who backed the same startups, with how
 * many, linked to their pages and to the investor graph. Server component; nothing when none.
 */
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { getCoInvestors } from '../graph';

export async function CoInvestors({ locale, organizationId }: { locale: Locale; organizationId: number }) {
  const coInvestors = await getCoInvestors(await pageCtx(locale), organizationId);
  if (coInvestors.length === 0) return null;
  const t = await getTranslations('investorGraph');
  return (
    <section aria-labelledby="co-investors-title" className="mt-6" data-testid="co-investors">
      <h2 id="co-investors-title" className="text-lg font-bold">
        {t('coInvestorsTitle')}
      </h2>
      <p className="text-sm text-slate-600">{t('coInvestorsLead')}</p>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {coInvestors.map((c) => (
          <li
            key={c.id}
            className="flex items-baseline justify-between gap-2 border-b border-slate-100 pb-1 text-sm"
          >
            <Link
              href={{
                pathname: '/tech-center/[seoUrl]/[[...fromHeader]]',
                params: { seoUrl: c.seoUrl, fromHeader: [] },
              }}
              className="text-sky-800 hover:underline"
            >
              {c.name}
            </Link>
            <span className="shrink-0 text-xs text-slate-600">
              {t('sharedStartups', { count: c.sharedStartups })}
            </span>
          </li>
        ))}
      </ul>
      <Link
        href="/investor-relation-map"
        className="mt-2 inline-block text-sm font-semibold text-sky-800 underline"
      >
        {t('title')}
      </Link>
    </section>
  );
}
