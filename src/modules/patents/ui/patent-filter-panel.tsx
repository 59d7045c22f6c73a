'use client';
/**
 * The patent filter of /patents (issue 18 §3): sectors and needs (any of), technology readiness
 * (TRL at least 1–9, each with its level's name), owner type (startups, all organizations, or
 * one organization type) and city — the cities and types that have patents. Filter applies the
 * draft to the address at page 1 (the search text kept); Clear resets. Reads the `patents` and
 * `filter` messages (a ClientMessages wrapper gives them).
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { FilterMultiSelect } from '@/ui/multi-select';
import { inputClass } from '@/ui/form';
import { buildPatentQuery, patentFilterSchema, type PatentFilter } from '../filter';

type Option = { id: number; name: string };
export interface PatentFilterOptions {
  sectors: Option[];
  needs: Option[];
  ownerTypes: Option[];
  cities: Option[];
}

export function PatentFilterPanel({
  filter,
  options,
  basePath,
}: {
  filter: PatentFilter;
  options: PatentFilterOptions;
  basePath: string;
}) {
  const t = useTranslations('patents');
  const tf = useTranslations('filter');
  const router = useRouter();
  const [draft, setDraft] = useState<PatentFilter>(filter);
  const update = (patch: Partial<PatentFilter>) => setDraft((d) => ({ ...d, ...patch }));
  const go = (f: PatentFilter) => {
    const query = new URLSearchParams(buildPatentQuery(f)).toString();
    router.push(query ? `${basePath}?${query}` : basePath);
  };
  const multi = (key: 'sectors' | 'needs', list: Option[]) => (
    <FilterMultiSelect
      id={`patent-${key}`}
      label={t(`filter.${key}`)}
      options={list}
      value={draft[key]}
      onChange={(value) => update({ [key]: value })}
    />
  );
  const select = (
    id: string,
    label: string,
    value: string,
    list: Array<{ value: string; name: string }>,
    onChange: (v: string) => void,
  ) => (
    <div className="text-sm">
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${inputClass} bg-white`}
      >
        <option value="">{t('filter.any')}</option>
        {list.map((o) => (
          <option key={o.value} value={o.value}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
  const active = (f: PatentFilter) => Object.keys(buildPatentQuery({ ...f, q: undefined })).length > 0;
  return (
    <form
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="patent-filter"
      onSubmit={(e) => {
        e.preventDefault();
        go(draft);
      }}
    >
      {multi('sectors', options.sectors)}
      {select(
        'patent-trl',
        t('filter.minTrl'),
        draft.minTrl ? String(draft.minTrl) : '',
        Array.from({ length: 9 }, (_, i) => ({
          value: String(i + 1),
          name: t('filter.trlAtLeast', { trl: i + 1, level: t(`trlLevel.l${i + 1}`) }),
        })),
        (v) => update({ minTrl: v ? Number(v) : undefined }),
      )}
      {multi('needs', options.needs)}
      {select(
        'patent-owner',
        t('filter.owner'),
        draft.owner === undefined ? '' : String(draft.owner),
        [
          { value: 'startup', name: t('filter.ownerStartup') },
          { value: 'organization', name: t('filter.ownerOrganization') },
          ...options.ownerTypes.map((o) => ({ value: String(o.id), name: o.name })),
        ],
        (v) => update({ owner: v === 'startup' || v === 'organization' ? v : v ? Number(v) : undefined }),
      )}
      {select(
        'patent-city',
        t('filter.city'),
        draft.city ? String(draft.city) : '',
        options.cities.map((c) => ({ value: String(c.id), name: c.name })),
        (v) => update({ city: v ? Number(v) : undefined }),
      )}
      <div className="flex gap-2">
        <button
          type="submit"
          className="grow rounded-lg bg-brand-600 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {tf('apply')}
        </button>
        <button
          type="button"
          disabled={!active(draft) && !active(filter)}
          onClick={() => {
            const cleared = patentFilterSchema.parse({ q: filter.q });
            setDraft(cleared);
            go(cleared);
          }}
          className="rounded-lg border border-slate-300 px-4 py-2 font-semibold disabled:text-slate-400"
        >
          {tf('clear')}
        </button>
      </div>
    </form>
  );
}
