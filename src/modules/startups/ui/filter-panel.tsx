'use client';
/**
 * The startup filter side panel (spec §2 "Startup filter", §4 filter apply, dependent fields,
 * premium block; §5 visitor maximum). Edits a draft; Filter applies it to the address
 * (page 1), Clear resets. Premium filters chosen without a package disable Filter and show
 * the notice with a link to /payment-plans in a new tab.
 */
import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { MultiSelect } from '@/ui/multi-select';
import { PremiumDialog } from '@/ui/dialogs/premium-dialog';
import { startProgress } from '@/ui/progress';
import { useStoredSwitch } from '@/ui/use-stored-switch';
import { fetchCities } from '@/ui/use-cities';
import { CURRENCY_CODES } from '@/lib/format';
import {
  applyDependentRules,
  buildAddress,
  EMPTY_FILTER,
  isFilterEmpty,
  premiumFiltersUsed,
  type StartupFilter,
  type StartupSort,
} from '../filter-address';
import type { FilterOption, StartupFilterOptions } from '../filter-options';
import { PREMIUM_SWITCHER_KEY } from './premium-switch';

interface Props {
  filter: StartupFilter;
  options: StartupFilterOptions;
  isAuthenticated: boolean;
  isPremium: boolean;
  /** Filter groups that need a package now (premium settings). */
  gatedGroups: readonly string[];
  sort: StartupSort;
  view: 'list' | 'table';
}

type ListKey = {
  [K in keyof StartupFilter]-?: StartupFilter[K] extends number[] ? K : never;
}[keyof StartupFilter];

export function FilterPanel({ filter, options, isAuthenticated, isPremium, gatedGroups, sort, view }: Props) {
  const t = useTranslations('filter');
  const locale = useLocale() as 'en' | 'tr';
  const router = useRouter();
  // The page remounts the panel (key) when the applied filter changes, so the draft starts from it.
  const [draft, setDraft] = useState<StartupFilter>(filter);
  const [premiumOpen, setPremiumOpen] = useStoredSwitch(PREMIUM_SWITCHER_KEY, true);
  const [fetchedCities, setFetchedCities] = useState<{ countryId: number; cities: FilterOption[] } | null>(
    null,
  );

  const onlyCountry = draft.countries.length === 1 ? draft.countries[0] : undefined;
  const serverCountry = filter.countries.length === 1 ? filter.countries[0] : undefined;
  const cities =
    onlyCountry === undefined
      ? []
      : onlyCountry === serverCountry
        ? options.cities
        : fetchedCities?.countryId === onlyCountry
          ? fetchedCities.cities
          : [];
  useEffect(() => {
    if (onlyCountry === undefined || onlyCountry === serverCountry) return;
    const controller = new AbortController();
    fetchCities(onlyCountry, controller.signal)
      .then((cities) => setFetchedCities({ countryId: onlyCountry, cities }))
      .catch(() => undefined);
    return () => controller.abort();
    // `locale`: the client asks in the page language (<html lang>); a switch loads them again.
  }, [onlyCountry, serverCountry, locale]);

  const update = (patch: Partial<StartupFilter>) => setDraft((d) => applyDependentRules({ ...d, ...patch }));
  const premiumUsed = premiumFiltersUsed(draft, gatedGroups);
  const blocked = premiumUsed.length > 0 && !isPremium;
  // The notice's button opens the suggest-premium dialog (spec §4 "Modals"; issue 13 §4).
  const [premiumDialog, setPremiumDialog] = useState(false);
  const max = isAuthenticated ? undefined : 1;

  const go = (next: StartupFilter) => {
    startProgress();
    // Sector address words in the page's language (as the server's type list); a sector added by
    // an admin has none and goes into the address as its id.
    const slugs = new Map(options.sectors.flatMap((o) => (o.slug ? [[o.id, o.slug] as const] : [])));
    const { segment, query } = buildAddress({ filter: next, page: 1, sort, view }, slugs);
    const q = Object.fromEntries(query.entries());
    if (segment)
      router.push({ pathname: '/startups/[[...filter]]', params: { filter: [segment] }, query: q });
    else router.push({ pathname: '/startups', query: q });
  };

  const multi = (
    key: ListKey,
    label: string,
    list: FilterOption[],
    extra?: { disabled?: boolean; hint?: string },
  ) => (
    <MultiSelect
      id={key}
      label={label}
      options={list}
      value={draft[key]}
      onChange={(value) => update({ [key]: value } as Partial<StartupFilter>)}
      max={max}
      maxMessage={t('maxOneAnonymous')}
      placeholder={t('selectPlaceholder')}
      searchPlaceholder={t('searchOptions')}
      emptyText={t('selectPlaceholder')}
      removeLabel={(name) => t('remove', { name })}
      {...extra}
    />
  );

  const yesNo = (
    name: 'incorporated' | 'hasPatent' | 'hasGovernmentSupport' | 'hasInvestment',
    label: string,
  ) => (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex gap-1" role="radiogroup" aria-label={label}>
        {([undefined, true, false] as const).map((v) => (
          <label
            key={String(v)}
            className={`cursor-pointer rounded-md border px-2.5 py-1 text-sm ${draft[name] === v ? 'border-brand-600 bg-brand-50 font-semibold text-brand-700' : 'border-slate-300'}`}
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              checked={draft[name] === v}
              onChange={() => update({ [name]: v } as Partial<StartupFilter>)}
            />
            {v === undefined ? t('any') : v ? t('yes') : t('no')}
          </label>
        ))}
      </div>
    </fieldset>
  );

  const currency = (key: 'valuationCurrency' | 'amountCurrency' | 'seekingCurrency', label: string) => (
    <label className="block text-sm">
      <span className="mb-1 block font-medium text-slate-700">{label}</span>
      <select
        aria-label={label}
        value={draft[key] ?? ''}
        onChange={(e) => update({ [key]: e.target.value || undefined } as Partial<StartupFilter>)}
        className="w-full rounded-lg border border-slate-300 bg-white px-2 py-2"
      >
        <option value="">{t('any')}</option>
        {CURRENCY_CODES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </label>
  );

  const range = (
    minKey: keyof StartupFilter,
    maxKey: keyof StartupFilter,
    label: string,
    type: 'number' | 'date',
  ) => (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700">{label}</legend>
      <div className="grid grid-cols-2 gap-2">
        {([minKey, maxKey] as const).map((key, i) => (
          <input
            key={key}
            type={type}
            min={type === 'number' ? 0 : undefined}
            aria-label={`${label} ${type === 'date' ? (i ? t('to') : t('from')) : i ? t('max') : t('min')}`}
            placeholder={i ? t('max') : t('min')}
            value={(draft[key] as string | number | undefined) ?? ''}
            onChange={(e) => {
              const raw = e.target.value;
              update({
                [key]: raw === '' ? undefined : type === 'number' ? Number(raw) : raw,
              } as Partial<StartupFilter>);
            }}
            className="w-full rounded-lg border border-slate-300 bg-white px-2 py-2 text-sm"
          />
        ))}
      </div>
    </fieldset>
  );

  return (
    <form
      aria-label={t('title')}
      data-testid="filter-panel"
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      onSubmit={(e) => {
        e.preventDefault();
        if (!blocked) go(draft);
      }}
    >
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-bold">{t('title')}</h2>
        <button
          type="button"
          disabled={isFilterEmpty(draft) && isFilterEmpty(filter)}
          onClick={() => {
            setDraft(EMPTY_FILTER);
            go(EMPTY_FILTER);
          }}
          className="text-sm font-medium text-brand-700 hover:underline disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline"
        >
          {t('clear')}
        </button>
      </div>
      <div className="space-y-4">
        {multi('sectors', t('sector'), options.sectors)}
        {multi('programs', t('programs'), options.programs)}
        {draft.investors.length > 0 && multi('investors', t('investor'), options.investors)}
        {multi('countries', t('country'), options.countries)}
        {onlyCountry !== undefined ? (
          multi('cities', t('city'), cities)
        ) : (
          <p className="text-xs text-slate-500">{t('cityHint')}</p>
        )}
      </div>

      <div className="rounded-lg border border-amber-200 bg-amber-50/40 p-3">
        <button
          type="button"
          aria-expanded={premiumOpen}
          onClick={() => setPremiumOpen(!premiumOpen)}
          className="flex w-full items-center justify-between text-left font-semibold"
        >
          <span>
            {t('premiumGroup')}{' '}
            <span className="ml-1 rounded bg-amber-400 px-1.5 py-0.5 text-xs text-amber-950">
              {t('premiumBadge')}
            </span>
          </span>
          <span aria-hidden>{premiumOpen ? '▴' : '▾'}</span>
          <span className="sr-only">{premiumOpen ? t('collapse') : t('expand')}</span>
        </button>
        {premiumOpen && (
          <div className="mt-4 space-y-4" data-testid="premium-group">
            {multi('stages', t('stage'), options.stages)}
            {yesNo('incorporated', t('incorporated'))}
            {multi('employeeCounts', t('employeeCount'), options.employeeCounts)}
            {range('foundedFrom', 'foundedTo', t('foundationDate'), 'date')}
            {multi('businessModels', t('businessModels'), options.businessModels)}
            {multi('revenueModels', t('revenueModels'), options.revenueModels)}
            {multi('technologies', t('technologies'), options.technologies)}
            {yesNo('hasPatent', t('patents'))}
            {yesNo('hasGovernmentSupport', t('governmentSupport'))}
            {draft.hasGovernmentSupport !== false &&
              multi('governmentSupports', t('governmentSupports'), options.governmentSupports)}
            {yesNo('hasInvestment', t('investment'))}
            {draft.hasInvestment !== false && (
              <div className="space-y-4 border-l-2 border-slate-200 pl-3" data-testid="investment-details">
                {multi('tours', t('tour'), options.tours)}
                {currency('valuationCurrency', `${t('valuation')} — ${t('currency')}`)}
                {range('valuationMin', 'valuationMax', t('valuation'), 'number')}
                {currency('amountCurrency', `${t('amount')} — ${t('currency')}`)}
                {range('amountMin', 'amountMax', t('amount'), 'number')}
                {range('announcedFrom', 'announcedTo', t('announcedDate'), 'date')}
              </div>
            )}
            {multi('seekingStatuses', t('seekingStatus'), options.seekingStatuses)}
            {draft.seekingStatuses.length > 0 && (
              <div className="space-y-4 border-l-2 border-slate-200 pl-3" data-testid="seeking-details">
                {currency('seekingCurrency', `${t('seekingAmount')} — ${t('currency')}`)}
                {range('seekingMin', 'seekingMax', t('seekingAmount'), 'number')}
              </div>
            )}
          </div>
        )}
      </div>

      {blocked && (
        <div
          role="alert"
          data-testid="premium-block"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <p>
            {t('premiumNotice', {
              filters: premiumUsed.map((g) => t(`groups.${g}` as 'groups.stage')).join(', '),
            })}
          </p>
          <PremiumDialog
            open={premiumDialog}
            onOpenChange={setPremiumDialog}
            filters={premiumUsed.map((g) => t(`groups.${g}` as 'groups.stage'))}
            trigger={
              <button type="button" className="mt-1 inline-block font-semibold underline">
                {t('premiumLink')}
              </button>
            }
          />
        </div>
      )}
      <button
        type="submit"
        disabled={blocked}
        className="w-full rounded-lg bg-brand-600 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300"
      >
        {t('apply')}
      </button>
    </form>
  );
}
