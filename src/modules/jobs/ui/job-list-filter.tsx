'use client';
/**
 * The job filter panel of /jobs (issue 15 §2; public-and-account §2 "Job filter": working plans,
 * sectors, skills, country then city; §4 "Filter apply"): edits a draft; Filter puts it into the
 * address (page 1, the text search kept), Clear empties it. It is a real GET form to the list's
 * address, so the working plans, the country and the city also apply without JavaScript (the
 * sector and skill pickers, and the cities of a newly chosen country, need it).
 *
 * Props: `query` — the applied filter; `options` — the choices in the viewer's language
 * (`cities` of the applied country); `action` — the list's localized path (`/tr/is-ilanlari`);
 * `labels` — the field names of the `jobs` messages (working model, sectors, skills).
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link, useRouter } from '@/i18n/navigation';
import { FilterMultiSelect, type Option } from '@/ui/multi-select';
import { fetchCities } from '@/ui/use-cities';
import { inputClass } from '@/ui/form';
import { startProgress } from '@/ui/progress';
import { useHydrated } from '@/ui/use-hydrated';
import { buildJobListQuery, emptyJobListQuery, type JobListQuery } from './job-list-query';

export interface JobFilterOptions {
  workingPlans: Option[];
  sectors: Option[];
  skills: Option[];
  countries: Option[];
  cities: Option[];
}

export function JobListFilter({
  query,
  options,
  action,
  labels,
}: {
  query: JobListQuery;
  options: JobFilterOptions;
  action: string;
  labels: { workingModel: string; sectors: string; skills: string };
}) {
  const tf = useTranslations('filter');
  const router = useRouter();
  const hydrated = useHydrated();
  const [draft, setDraft] = useState<JobListQuery>(query);
  const [cities, setCities] = useState<Option[]>(options.cities);
  const update = (patch: Partial<JobListQuery>) => setDraft((d) => ({ ...d, ...patch }));
  const cleared = { ...emptyJobListQuery(), ...(query.q ? { q: query.q } : {}) };
  const isEmpty = Object.keys(buildJobListQuery({ ...query, q: undefined })).length === 0;
  const multi = (key: 'sectors' | 'skills', list: Option[]) => (
    <>
      <FilterMultiSelect
        id={`job-${key}`}
        label={labels[key]}
        options={list}
        value={draft[key]}
        onChange={(value) => update({ [key]: value })}
      />
      {draft[key].length > 0 && (
        <input type="hidden" name={key === 'sectors' ? 'sector' : 'skill'} value={draft[key].join(',')} />
      )}
    </>
  );
  return (
    <form
      method="get"
      action={action}
      aria-label={tf('title')}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="job-filter"
      // Tells the journeys React has taken over (before that the form is a plain GET form).
      data-hydrated={hydrated ? 'true' : undefined}
      onSubmit={(e) => {
        e.preventDefault();
        startProgress();
        router.push({ pathname: '/jobs', query: buildJobListQuery(draft) });
      }}
    >
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">{labels.workingModel}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {options.workingPlans.map((plan) => (
            <label key={plan.id} className="flex items-center gap-2 py-1 text-sm">
              <input
                type="checkbox"
                name="plan"
                value={plan.id}
                checked={draft.plans.includes(plan.id)}
                onChange={(e) =>
                  update({
                    plans: e.target.checked
                      ? [...draft.plans, plan.id]
                      : draft.plans.filter((id) => id !== plan.id),
                  })
                }
                className="size-4 accent-brand-600"
              />
              {plan.name}
            </label>
          ))}
        </div>
      </fieldset>
      {multi('sectors', options.sectors)}
      {multi('skills', options.skills)}
      <label className="block text-sm">
        <span className="mb-1 block font-medium text-slate-700">{tf('country')}</span>
        <select
          name="country"
          value={draft.country ?? ''}
          onChange={(e) => {
            const country = e.target.value ? Number(e.target.value) : undefined;
            update({ country, city: undefined });
            setCities([]);
            void fetchCities(country).then(setCities);
          }}
          className={`${inputClass} bg-white`}
        >
          <option value="">{tf('any')}</option>
          {options.countries.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      {draft.country ? (
        <label className="block text-sm">
          <span className="mb-1 block font-medium text-slate-700">{tf('city')}</span>
          <select
            name="city"
            value={draft.city ?? ''}
            onChange={(e) => update({ city: e.target.value ? Number(e.target.value) : undefined })}
            className={`${inputClass} bg-white`}
          >
            <option value="">{tf('any')}</option>
            {cities.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {query.q && <input type="hidden" name="q" value={query.q} />}
      <div className="flex items-center gap-2">
        <button
          type="submit"
          className="grow rounded-lg bg-brand-600 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {tf('apply')}
        </button>
        {!isEmpty && (
          <Link
            href={{ pathname: '/jobs', query: buildJobListQuery(cleared) }}
            onClick={() => startProgress()}
            className="rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50"
          >
            {tf('clear')}
          </Link>
        )}
      </div>
    </form>
  );
}
