'use client';
/**
 * Sort order of the startup list (real data first — the default —, newest, name, total funding,
 * last round date). Props from the list page: `value`; `hrefs` — each order's localized list
 * address; `labels` — each order's name and `sort`, the select's label.
 */
import { useRouter } from 'next/navigation';
import { startProgress } from '@/ui/progress';
import type { StartupSort } from '../filter';

export function SortSelect({
  value,
  hrefs,
  labels,
}: {
  value: StartupSort;
  hrefs: Record<StartupSort, string>;
  labels: Record<StartupSort | 'sort', string>;
}) {
  const router = useRouter();
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-slate-600">{labels.sort}</span>
      <select
        value={value}
        onChange={(e) => {
          startProgress();
          router.push(hrefs[e.target.value as StartupSort]);
        }}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1.5"
      >
        {(Object.keys(hrefs) as StartupSort[]).map((key) => (
          <option key={key} value={key}>
            {labels[key]}
          </option>
        ))}
      </select>
    </label>
  );
}
