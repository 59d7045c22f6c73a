/**
 * List view of the startup list and the home page's startups: one card per startup (logo, name,
 * tagline, sector, stage, city, total funding) that links to its page, with a "Save to list"
 * bookmark button beside the link (issue 18 §5 "add from any card or page"; it renders the same
 * for every viewer, so the page stays cacheable). The button is hydrated with the page, not on
 * intent: with one lazily hydrated button per card, a first click on a card's button was lost.
 */
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { saveToListPaths } from '@/modules/lists/ui/save-to-list-button';
import { ClientMessages } from '@/ui/client-messages';
import { SaveToList } from '@/modules/lists/ui/save-to-list';
import type { Locale } from '@/i18n/locales';
import type { StartupSummary } from '../summaries';
import { StartupLogo } from './startup-logo';
import { formatFundingTotals } from './funding';

export async function StartupCards({ startups, locale }: { startups: StartupSummary[]; locale: Locale }) {
  const t = await getTranslations('startups');
  const { listsPath, loginPath } = saveToListPaths(locale);
  return (
    <ClientMessages namespaces={['lists']}>
      <ul className="grid gap-3" data-testid="startup-cards">
        {startups.map((s) => (
          <li key={s.id} data-testid="startup-card" className="relative">
            <Link
              href={{ pathname: '/startup/[seoUrl]', params: { seoUrl: s.seoUrl } }}
              className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 pr-16 shadow-sm transition hover:border-brand-500 hover:shadow"
            >
              <StartupLogo name={s.name} logoUrl={s.logoUrl} />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="min-w-0 text-lg font-bold wrap-break-word">{s.name}</h3>
                  <span className="text-sm font-semibold text-emerald-700">
                    {s.totalFunding.length ? (
                      <>
                        <span className="sr-only">{t('totalFunding')}: </span>
                        {formatFundingTotals(s.totalFunding, locale)}
                      </>
                    ) : (
                      <span className="font-normal text-slate-400">{t('noFunding')}</span>
                    )}
                  </span>
                </div>
                {s.tagline && (
                  <p className="mt-0.5 line-clamp-2 text-sm wrap-break-word text-slate-600">{s.tagline}</p>
                )}
                <p className="mt-2 flex flex-wrap gap-1.5 text-xs">
                  {s.sectors.slice(0, 2).map((sector) => (
                    <span key={sector} className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-700">
                      {sector}
                    </span>
                  ))}
                  {s.stage && (
                    <span className="rounded-full bg-violet-50 px-2 py-0.5 text-violet-700">{s.stage}</span>
                  )}
                  {(s.city || s.country) && (
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
                      {[s.city, s.country].filter(Boolean).join(', ')}
                    </span>
                  )}
                </p>
              </div>
            </Link>
            <div className="absolute top-3 right-3">
              <SaveToList
                kind="startup"
                entityId={String(s.id)}
                name={s.name}
                listsPath={listsPath}
                loginPath={loginPath}
                variant="icon"
              />
            </div>
          </li>
        ))}
      </ul>
    </ClientMessages>
  );
}
