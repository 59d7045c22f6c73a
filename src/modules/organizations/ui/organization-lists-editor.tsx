'use client';
/**
 * The lists of the organization form (dashboard-and-operations §3 Organization: team members
 * (type, title), angel investor networks, startups, patents with every Patent field). Rows are
 * edited here and sent with the organization; the server checks them (a patent needs its name
 * and an application number; TRL 1–9; protection dates in order). The lists are values of the
 * organization form's react-hook-form (`teamMembers`, `patents` as field arrays,
 * `angelInvestorNetworkIds`, `startups`), so the server's errors (`patents.0.name`) show beside
 * their fields.
 */
import Image from 'next/image';
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { multipart } from '@/ui/api/multipart';
import { FileButton } from '@/ui/file-button';
import { inputClass } from '@/ui/form';
import { FilterMultiSelect } from '@/ui/multi-select';
import { useController, useFieldArray, useFormContext } from 'react-hook-form';
import { RowFields, type FieldSpec, type Option, type Row } from '@/ui/row-fields';

export interface OrganizationLists {
  teamMembers: Row[];
  angelInvestorNetworkIds: number[];
  /** `pending`: claimed, awaiting the startup team's confirmation (issue 12 §4); not public yet. */
  startups: Array<{ id: number; name: string; pending?: boolean }>;
  patents: Row[];
}

export interface ListOptions {
  memberTypes: Option[];
  networks: Option[];
  needs: Option[];
  sectors: Option[];
  targetMarkets: Option[];
}

const TRL: Option[] = Array.from({ length: 9 }, (_, i) => ({ id: i + 1, name: String(i + 1) }));

/** Field specs of a team member row and of a patent row (labels in the page language). */
export function useListFields(options: ListOptions) {
  const t = useTranslations('organizer');
  const team: FieldSpec[] = [
    { key: 'typeId', label: t('lists.memberType'), kind: 'select', options: options.memberTypes },
    { key: 'name', label: t('lists.memberName') },
    { key: 'surname', label: t('lists.memberSurname') },
    { key: 'title', label: t('lists.memberTitle') },
  ];
  const patent: FieldSpec[] = [
    { key: 'name', label: t('lists.patentName') },
    {
      key: 'applicationNumbers',
      label: t('lists.applicationNumbers'),
      hint: t('lists.applicationNumbersHint'),
    },
    { key: 'inventorName', label: t('lists.inventorName') },
    { key: 'trl', label: t('lists.trl'), kind: 'select', options: TRL },
    { key: 'value', label: t('lists.value'), kind: 'number' },
    { key: 'valueCurrency', label: t('lists.valueCurrency'), kind: 'currency' },
    { key: 'protectionStartDate', label: t('lists.protectionStartDate'), kind: 'date' },
    { key: 'protectionEndDate', label: t('lists.protectionEndDate'), kind: 'date' },
    { key: 'marketSize', label: t('lists.marketSize'), kind: 'number' },
    { key: 'marketSizeCurrency', label: t('lists.marketSizeCurrency'), kind: 'currency' },
    { key: 'needIds', label: t('lists.needs'), kind: 'multi', options: options.needs },
    { key: 'sectorIds', label: t('lists.sectors'), kind: 'multi', options: options.sectors },
    {
      key: 'targetMarketIds',
      label: t('lists.targetMarkets'),
      kind: 'multi',
      options: options.targetMarkets,
    },
    { key: 'needsDescription', label: t('lists.needsDescription'), kind: 'textarea' },
    { key: 'problemSolved', label: t('lists.problemSolved'), kind: 'textarea' },
    { key: 'technologicalAdvantage', label: t('lists.technologicalAdvantage'), kind: 'textarea' },
  ];
  return { team, patent };
}

function StartupPicker({
  value,
  onChange,
  disabled,
}: {
  value: OrganizationLists['startups'];
  onChange: (v: OrganizationLists['startups']) => void;
  disabled: boolean;
}) {
  const t = useTranslations('organizer');
  const [text, setText] = useState('');
  const [found, setFound] = useState<Array<{ id: number; name: string }>>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const search = (q: string) => {
    setText(q);
    clearTimeout(timer.current);
    if (q.trim().length < 2) return setFound([]);
    // Autocomplete debounce of spec §9: 350 ms. A failed search finds nothing (spec §8: no notice).
    timer.current = setTimeout(async () => {
      const { data } = await quietApi.GET('/api/v2/startups/search', {
        params: { query: { query: q.trim(), limit: 10 } },
      });
      setFound(data?.data ?? []);
    }, 350);
  };
  return (
    <div className="space-y-2 text-sm">
      <label className="block">
        <span className="mb-1 block font-medium">{t('lists.findStartup')}</span>
        <input
          className={inputClass}
          value={text}
          disabled={disabled}
          onChange={(e) => search(e.target.value)}
        />
      </label>
      {found.length > 0 && (
        <ul className="rounded-lg border border-slate-200" aria-label={t('lists.findStartup')}>
          {found
            .filter((f) => !value.some((v) => v.id === f.id))
            .map((f) => (
              <li key={f.id}>
                <button
                  type="button"
                  className="w-full px-3 py-1.5 text-left hover:bg-brand-50"
                  onClick={() => {
                    onChange([...value, { id: f.id, name: f.name }]);
                    setFound([]);
                    setText('');
                  }}
                >
                  {t('lists.addStartup', { name: f.name })}
                </button>
              </li>
            ))}
        </ul>
      )}
      <ul className="flex flex-wrap gap-2" data-testid="organization-startup-chips">
        {value.map((s) => (
          <li
            key={s.id}
            className={`flex items-center gap-1 rounded-full px-3 py-0.5 ${s.pending ? 'border border-dashed border-amber-400 bg-amber-50' : 'bg-slate-100'}`}
          >
            {s.name}
            {s.pending && (
              <span className="text-xs text-amber-900" data-testid="startup-claim-pending">
                ({t('lists.awaitingStartup')})
              </span>
            )}
            <button
              type="button"
              disabled={disabled}
              aria-label={t('lists.removeNamed', { name: s.name })}
              onClick={() => onChange(value.filter((v) => v.id !== s.id))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Rows of one list (a field array of the form) with their fields, remove and add buttons. */
function ListRows({
  name,
  title,
  specs,
  addLabel,
  disabled,
  organizationId,
  onMessage,
}: {
  name: 'teamMembers' | 'patents';
  title: string;
  specs: FieldSpec[];
  addLabel: string;
  disabled: boolean;
  organizationId: number | null;
  onMessage: (message: { ok: boolean; text: string }) => void;
}) {
  const t = useTranslations('organizer');
  const { control, getValues } = useFormContext<OrganizationLists>();
  // keyName 'key': the rows' own `id` (a saved row's id) stays as it is.
  const { fields, append, remove, update } = useFieldArray({ control, name, keyName: 'key' as 'id' });
  return (
    <section className="space-y-3" data-testid={`organization-${name}`}>
      <h2 className="text-lg font-bold">{title}</h2>
      {fields.map((item, i) => {
        const row = item as unknown as Row;
        return (
          <fieldset
            key={(item as unknown as { key: string }).key}
            className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2"
          >
            <legend className="px-1 text-sm font-semibold">{`${title} ${i + 1}`}</legend>
            <RowFields
              fields={specs}
              prefix={`${name}.${i}.`}
              disabled={disabled}
              idPrefix={`${name}-${i}`}
            />
            {name === 'patents' && organizationId && typeof row.id === 'number' && (
              <div className="flex items-center gap-3">
                {typeof row.photoUrl === 'string' && (
                  <Image
                    src={row.photoUrl}
                    alt=""
                    width={48}
                    height={48}
                    unoptimized
                    className="size-12 rounded object-cover"
                  />
                )}
                <FileButton
                  label={t('lists.uploadPhoto')}
                  accept="image/*"
                  onFile={async (file) => {
                    const { data, error, response } = await quietApi.POST(
                      '/api/v2/organizations/{id}/patents/{patentId}/photo',
                      {
                        params: { path: { id: organizationId, patentId: Number(row.id) } },
                        body: { file },
                        ...multipart,
                      },
                    );
                    onMessage(
                      response.ok
                        ? { ok: true, text: t('imageSaved') }
                        : { ok: false, text: messageOf(error) ?? t('failed') },
                    );
                    if (response.ok && data)
                      update(i, { ...(getValues(`${name}.${i}`) as Row), photoUrl: data.data.logo_256 });
                  }}
                />
              </div>
            )}
            <button
              type="button"
              disabled={disabled}
              className="justify-self-start text-sm text-red-700 underline"
              onClick={() => remove(i)}
            >
              {t('lists.removeNamed', { name: `${title} ${i + 1}` })}
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        disabled={disabled}
        className="text-sm font-semibold text-brand-700 underline"
        onClick={() => append({})}
      >
        {addLabel}
      </button>
    </section>
  );
}

/** The lists of the organization form; renders inside its react-hook-form FormProvider. */
export function OrganizationListsEditor({
  claimed,
  options,
  disabled,
  organizationId,
  onMessage,
}: {
  /** Ids of the startups whose claim awaits their team's confirmation (as last saved). */
  claimed: Set<number>;
  options: ListOptions;
  disabled: boolean;
  /** Set for a saved organization: saved patents then take a photo. */
  organizationId: number | null;
  onMessage: (message: { ok: boolean; text: string }) => void;
}) {
  const t = useTranslations('organizer');
  const tui = useTranslations('ui');
  const fields = useListFields(options);
  const { control } = useFormContext<OrganizationLists>();
  const networks = useController({ control, name: 'angelInvestorNetworkIds' });
  const startups = useController({ control, name: 'startups' });
  const startupsError = startups.fieldState.error?.message;
  const common = { disabled, organizationId, onMessage };
  return (
    <div className="space-y-6">
      <ListRows
        name="teamMembers"
        title={t('lists.team')}
        specs={fields.team}
        addLabel={t('lists.addMember')}
        {...common}
      />
      <section className="space-y-3">
        <h2 className="text-lg font-bold">{t('lists.networksAndStartups')}</h2>
        <FilterMultiSelect
          id="organization-networks"
          label={t('lists.networks')}
          options={options.networks}
          value={networks.field.value ?? []}
          onChange={(v) => networks.field.onChange(v)}
          disabled={disabled}
        />
        <div
          ref={(el) =>
            startups.field.ref(el ? { focus: () => el.querySelector<HTMLElement>('input')?.focus() } : null)
          }
        >
          <StartupPicker
            value={(startups.field.value ?? []).map((s) => ({
              ...s,
              pending: claimed.has(s.id),
            }))}
            onChange={(v) => startups.field.onChange(v.map(({ id, name }) => ({ id, name })))}
            disabled={disabled}
          />
        </div>
        {startupsError && (
          <p className="text-sm text-red-700">
            {tui('form.fieldError', { field: t('lists.findStartup'), message: startupsError })}
          </p>
        )}
      </section>
      <ListRows
        name="patents"
        title={t('lists.patents')}
        specs={fields.patent}
        addLabel={t('lists.addPatent')}
        {...common}
      />
    </div>
  );
}
