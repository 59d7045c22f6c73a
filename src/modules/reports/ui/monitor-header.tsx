/**
 * The head of the innovation-index monitor's two pages (issue 18 §6; spec public §1 "a separate
 * innovation-index monitor layout … for one country"): the title with the country, what the
 * figures are and as of which day, and the tabs between the summary (/azerbaijan-gii) and the
 * dashboard (/azerbaijan-gii/dashboard), the current one marked for assistive technology.
 * Server component; texts of the `monitor` namespace in the viewer's language. Also the two
 * pages' shared set-up ({@link loadMonitorPage}).
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { formatCount, formatDate } from '@/lib/format';
import { pageCtx } from '@/server/page-context';
import { getInnovationMonitor } from '../innovation-monitor';

/**
 * What both monitor pages start from, for the viewer's `locale`: the `monitor` texts (`t`), the
 * monitor of the set country (`monitor`, see getInnovationMonitor), the country's name in that
 * language (`country`), whole numbers formatted for the locale (`count`) and a bilingual label's
 * text, "Unknown" for none (`name`).
 */
export async function loadMonitorPage(locale: Locale) {
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  const [t, monitor] = await Promise.all([getTranslations('monitor'), getInnovationMonitor(ctx)]);
  const country = locale === 'tr' ? monitor.figures.country.tr : monitor.figures.country.en;
  const count = (n: number) => formatCount(n, locale);
  const name = (label: { en: string; tr: string } | null) =>
    label ? (locale === 'tr' ? label.tr : label.en) : t('unknown');
  return { t, monitor, country, count, name };
}

export async function MonitorHeader({
  locale,
  country,
  asOf,
  current,
}: {
  locale: Locale;
  country: string;
  /** UTC `YYYY-MM-DD`. */
  asOf: string;
  current: 'summary' | 'dashboard';
}) {
  const t = await getTranslations('monitor');
  const tab = (active: boolean) =>
    `rounded-md px-3 py-1.5 text-sm font-semibold ${
      active ? 'bg-brand-600 text-white' : 'text-brand-700 underline hover:bg-brand-50'
    }`;
  return (
    <header className="space-y-3">
      <p className="text-sm font-semibold text-brand-700 uppercase">{t('eyebrow')}</p>
      <h1 className="text-3xl font-black wrap-break-word" data-testid="monitor-title">
        {current === 'summary' ? t('title', { country }) : t('dashboardTitle', { country })}
      </h1>
      <p className="max-w-3xl text-slate-700">{t('intro', { country, date: formatDate(asOf, locale) })}</p>
      <nav aria-label={t('tabs')} className="flex flex-wrap gap-2">
        <Link
          href="/azerbaijan-gii"
          className={tab(current === 'summary')}
          aria-current={current === 'summary' ? 'page' : undefined}
        >
          {t('summaryTab')}
        </Link>
        <Link
          href="/azerbaijan-gii/dashboard"
          className={tab(current === 'dashboard')}
          aria-current={current === 'dashboard' ? 'page' : undefined}
        >
          {t('dashboardTab')}
        </Link>
      </nav>
    </header>
  );
}
