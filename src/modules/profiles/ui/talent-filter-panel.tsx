'use client';
/**
 * The talent filter panel (spec public-and-account §2 "Talent filter", §4 "Filter apply",
 * "Premium block", §5 visitor maximum): edits a draft; Filter applies it to the address
 * (page 1), Clear resets. Premium groups chosen without a package disable Filter and show
 * the notice with the payment-plans link (new tab); the server refuses them too (402).
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { FilterMultiSelect } from '@/ui/multi-select';
import { PremiumDialog } from '@/ui/dialogs/premium-dialog';
import { fetchCities } from '@/ui/use-cities';
import { inputClass } from '@/ui/form';
import { SchoolPicker } from './school-picker';
import {
  applyTalentRules,
  buildTalentQuery,
  talentFilterSchema,
  talentPremiumFiltersUsed,
  type TalentFilter,
} from '../talent-filter';

type Option = { id: number; name: string };
export interface TalentFilterOptions {
  countries: Option[];
  cities: Option[];
  workingPlans: Option[];
  professions: Option[];
  skills: Option[];
  jobSearchStatus: Option[];
  languages: Option[];
  /** Names of the schools already in the filter. */
  schools: Option[];
}

export function TalentFilterPanel({
  filter,
  options,
  isAuthenticated,
  mayUsePremium,
  basePath,
}: {
  filter: TalentFilter;
  options: TalentFilterOptions;
  isAuthenticated: boolean;
  mayUsePremium: boolean;
  basePath: string;
}) {
  const t = useTranslations('talents');
  const tf = useTranslations('filter');
  const router = useRouter();
  const [draft, setDraft] = useState<TalentFilter>(filter);
  const [cities, setCities] = useState<Option[]>(options.cities);
  const [schools, setSchools] = useState<Option[]>(options.schools);
  const update = (patch: Partial<TalentFilter>) => setDraft((d) => ({ ...d, ...patch }));
  const premiumUsed = talentPremiumFiltersUsed(draft);
  const blocked = premiumUsed.length > 0 && !mayUsePremium;
  // The notice's button opens the suggest-premium dialog (spec §4 "Modals"; issue 13 §4).
  const [premiumDialog, setPremiumDialog] = useState(false);
  const empty = Object.keys(buildTalentQuery(draft)).length === 0;
  const go = (f: TalentFilter) => {
    const query = new URLSearchParams(buildTalentQuery(applyTalentRules(f))).toString();
    router.push(query ? `${basePath}?${query}` : basePath);
  };
  const multi = (
    key: 'workingPlans' | 'professions' | 'skills' | 'languages',
    list: Option[],
    premium = false,
  ) => (
    <FilterMultiSelect
      id={`talent-${key}`}
      label={premium ? `${t(`fields.${key}`)} · ${tf('premiumBadge')}` : t(`fields.${key}`)}
      options={list}
      value={draft[key]}
      onChange={(value) => update({ [key]: value })}
      max={!isAuthenticated && (key === 'workingPlans' || key === 'professions') ? 1 : undefined}
      maxMessage={tf('maxOneAnonymous')}
    />
  );
  const number = (key: 'salaryMin' | 'salaryMax' | 'shareMin' | 'shareMax') => (
    <label className="block text-sm">
      <span className="mb-1 block font-medium">{t(`fields.${key}`)}</span>
      <input
        inputMode="decimal"
        value={draft[key] ?? ''}
        onChange={(e) =>
          update({ [key]: e.target.value === '' ? undefined : Number(e.target.value.replace(',', '.')) })
        }
        className={inputClass}
      />
    </label>
  );
  return (
    <form
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="talent-filter"
      onSubmit={(e) => {
        e.preventDefault();
        if (!blocked) go(draft);
      }}
    >
      <label className="block text-sm">
        <span className="mb-1 block font-medium">{t('fields.country')}</span>
        <select
          value={draft.country ?? ''}
          onChange={(e) => {
            const country = e.target.value ? Number(e.target.value) : undefined;
            update({ country, city: undefined });
            void fetchCities(country).then(setCities);
          }}
          className={`${inputClass} bg-white`}
        >
          <option value="">—</option>
          {options.countries.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      {draft.country && (
        <label className="block text-sm">
          <span className="mb-1 block font-medium">{t('fields.city')}</span>
          <select
            value={draft.city ?? ''}
            onChange={(e) => update({ city: e.target.value ? Number(e.target.value) : undefined })}
            className={`${inputClass} bg-white`}
          >
            <option value="">—</option>
            {cities.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {multi('workingPlans', options.workingPlans)}
      {multi('professions', options.professions)}
      <label className="block text-sm">
        <span className="mb-1 block font-medium">{t('fields.jobSearchStatus')}</span>
        <select
          value={draft.jobSearchStatus ?? ''}
          onChange={(e) => update({ jobSearchStatus: e.target.value ? Number(e.target.value) : undefined })}
          className={`${inputClass} bg-white`}
        >
          <option value="">—</option>
          {options.jobSearchStatus.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </label>
      {multi('skills', options.skills, true)}
      {multi('languages', options.languages, true)}
      <SchoolPicker
        label={`${t('fields.schools')} · ${tf('premiumBadge')}`}
        value={schools}
        onChange={(chosen) => {
          setSchools(chosen);
          update({ schools: chosen.map((s) => s.id) });
        }}
      />
      <div className="grid grid-cols-2 gap-3">
        {number('salaryMin')}
        {number('salaryMax')}
      </div>
      <label className="block text-sm">
        <span className="mb-1 block font-medium">{t('fields.salaryCurrency')}</span>
        <select
          value={draft.salaryCurrency ?? ''}
          onChange={(e) =>
            update({ salaryCurrency: (e.target.value || undefined) as TalentFilter['salaryCurrency'] })
          }
          className={`${inputClass} bg-white`}
        >
          <option value="">—</option>
          {['USD', 'EUR', 'TRY'].map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <div className="grid grid-cols-2 gap-3">
        {number('shareMin')}
        {number('shareMax')}
      </div>
      {blocked && (
        <div
          role="alert"
          data-testid="talent-premium-block"
          className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
        >
          {t('premiumNotice', { filters: premiumUsed.map((g) => t(`groups.${g}`)).join(', ') })}{' '}
          <PremiumDialog
            open={premiumDialog}
            onOpenChange={setPremiumDialog}
            filters={premiumUsed.map((g) => t(`groups.${g}`))}
            trigger={
              <button type="button" className="font-semibold underline">
                {tf('premiumLink')}
              </button>
            }
          />
        </div>
      )}
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={blocked}
          className="grow rounded-lg bg-brand-600 py-2 font-semibold text-white hover:bg-brand-700 disabled:bg-slate-300"
        >
          {tf('apply')}
        </button>
        <button
          type="button"
          disabled={empty && Object.keys(buildTalentQuery(filter)).length === 0}
          onClick={() => {
            setDraft(talentFilterSchema.parse({}));
            setSchools([]);
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
