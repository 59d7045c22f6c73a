'use client';
/** Sort order of the startup list (real data first — the default —, newest, name, total funding, last round date). */
import { useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { startProgress } from '@/ui/progress';
import type { StartupSort } from '../filter';
import type { StartupListHref } from './list-href';

export function SortSelect({
  value,
  hrefs,
}: {
  value: StartupSort;
  hrefs: Record<StartupSort, StartupListHref>;
}) {
  const t = useTranslations('startups');
  const router = useRouter();
  const labels: Record<StartupSort, string> = {
    realFirst: t('sortRealFirst'),
    newest: t('sortNewest'),
    name: t('sortName'),
    funding: t('sortFunding'),
    lastRound: t('sortLastRound'),
  };
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-slate-600">{t('sort')}</span>
      <select
        value={value}
        onChange={(e) => {
          startProgress();
          router.push(hrefs[e.target.value as StartupSort]);
        }}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1.5"
      >
        {(Object.keys(labels) as StartupSort[]).map((key) => (
          <option key={key} value={key}>
            {labels[key]}
          </option>
        ))}
      </select>
    </label>
  );
}
