'use client';
/**
 * The organization filter (spec public-and-account §2 "Organization filter"): clear and filter
 * buttons, organization types, location (country, then city), the yes/no HasOpenProgram
 * question and — once it is answered yes — stages, sectors, target markets and program types.
 * Filter applies the draft to the address at page 1; Clear resets.
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { FilterMultiSelect } from '@/ui/multi-select';
import { fetchCities } from '@/ui/use-cities';
import { inputClass } from '@/ui/form';
import { buildTechCenterQuery, techCenterFilterSchema, type TechCenterFilter } from '../tech-center-filter';

type Option = { id: number; name: string };
export interface TechCenterFilterOptions {
  types: Option[];
  countries: Option[];
  cities: Option[];
  stages: Option[];
  sectors: Option[];
  markets: Option[];
  programTypes: Option[];
}

export function TechCenterFilterPanel({
  filter,
  options,
  basePath,
}: {
  filter: TechCenterFilter;
  options: TechCenterFilterOptions;
  basePath: string;
}) {
  const t = useTranslations('techCenters.filter');
  const tf = useTranslations('filter');
  const router = useRouter();
  const [draft, setDraft] = useState<TechCenterFilter>(filter);
  const [cities, setCities] = useState<Option[]>(options.cities);
  const update = (patch: Partial<TechCenterFilter>) => setDraft((d) => ({ ...d, ...patch }));
  const go = (f: TechCenterFilter) => {
    const query = new URLSearchParams(buildTechCenterQuery(f)).toString();
    router.push(query ? `${basePath}?${query}` : basePath);
  };
  const multi = (key: 'types' | 'stages' | 'sectors' | 'markets' | 'programTypes', list: Option[]) => (
    <FilterMultiSelect
      id={`tech-${key}`}
      label={t(key)}
      options={list}
      value={draft[key]}
      onChange={(value) => update({ [key]: value })}
    />
  );
  const select = (
    label: string,
    value: number | undefined,
    list: Option[],
    onChange: (v?: number) => void,
  ) => (
    <label className="block text-sm">
      <span className="mb-1 block font-medium">{label}</span>
      <select
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
        className={`${inputClass} bg-white`}
      >
        <option value="">—</option>
        {list.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </label>
  );
  const empty = Object.keys(buildTechCenterQuery(draft)).length === 0;
  return (
    <form
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="tech-center-filter"
      onSubmit={(e) => {
        e.preventDefault();
        go(draft);
      }}
    >
      {multi('types', options.types)}
      {select(t('country'), draft.country, options.countries, (country) => {
        update({ country, city: undefined });
        void fetchCities(country).then(setCities);
      })}
      {draft.country && select(t('city'), draft.city, cities, (city) => update({ city }))}
      <fieldset className="text-sm">
        <legend className="mb-1 font-medium">{t('hasOpenProgram')}</legend>
        <div className="flex gap-4">
          {([true, false] as const).map((answer) => (
            <label key={String(answer)} className="flex items-center gap-2">
              <input
                type="radio"
                name="hasOpenProgram"
                checked={draft.hasOpenProgram === answer}
                onChange={() => update({ hasOpenProgram: answer })}
              />
              {answer ? t('yes') : t('no')}
            </label>
          ))}
        </div>
      </fieldset>
      {draft.hasOpenProgram === true && (
        <>
          {multi('stages', options.stages)}
          {multi('sectors', options.sectors)}
          {multi('markets', options.markets)}
          {multi('programTypes', options.programTypes)}
        </>
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
          disabled={empty && Object.keys(buildTechCenterQuery(filter)).length === 0}
          onClick={() => {
            setDraft(techCenterFilterSchema.parse({}));
            router.push(basePath);
          }}
          className="rounded-lg border border-slate-300 px-4 py-2 font-semibold disabled:text-slate-400"
        >
          {tf('clear')}
        </button>
      </div>
    </form>
  );
}
