'use client';
/**
 * Add and edit a startup in the steps of dashboard-and-operations §2: Basic Info, Detailed
 * Info, Investments, Team and Mentors, Important Updates (spec public §3 "Startup", §4
 * visibility, §5 rules). Creating needs step 1 only (the founder is the first team member);
 * then the other steps open. Each step saves with its Company call; the server checks scopes
 * and rules and its messages show per field. Steps the viewer may not change are read-only.
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { apiCall, uploadFile } from '@/ui/api-call';
import { Field, FormMessage, inputClass } from '@/ui/form';
import { MultiSelect } from '@/ui/multi-select';
import { InvestmentsStep, TeamStep, UpdatesStep } from './startup-steps';

type Option = { id: number; name: string };
export interface StartupEditorOptions {
  sectors: Option[];
  stages: Option[];
  employeeCounts: Option[];
  technologies: Option[];
  businessModels: Option[];
  revenueModels: Option[];
  tours: Option[];
  positions: Option[];
  countries: Option[];
}
export interface StartupEditorData {
  id: number;
  seoUrl: string;
  isVisible: boolean;
  info: Record<string, unknown>;
  teamMembers: Array<Record<string, unknown>>;
  rounds: Array<Record<string, unknown>>;
  patents: Array<{ name: string; applicationNumber: string }>;
  updates: Array<{ text: string; updateDate: string }>;
  can: { write: boolean; financial: boolean; team: boolean; delete: boolean };
}

const STEPS = ['basic', 'detailed', 'investments', 'team', 'updates'] as const;
type Step = (typeof STEPS)[number];
const select = `${inputClass} bg-white`;
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: string) => (v.trim() === '' ? null : Number(v.replace(',', '.')));

export function StartupEditor({
  data,
  options,
  founder,
  editPathTemplate,
}: {
  data: StartupEditorData | null;
  options: StartupEditorOptions;
  founder: { name: string; surname: string };
  /** Path of the edit page with `__seoUrl__` in place of the seoUrl (opened after creation). */
  editPathTemplate: string;
}) {
  const t = useTranslations('startupEditor');
  const tf = useTranslations('filter');
  const locale = useLocale();
  const router = useRouter();
  const [step, setStep] = useState<Step>('basic');
  const [info, setInfo] = useState<Record<string, unknown>>(data?.info ?? { sectorIds: [] });
  const [team, setTeam] = useState<Array<Record<string, unknown>>>(
    data?.teamMembers.length
      ? data.teamMembers
      : [{ name: founder.name, surname: founder.surname, title: 'Founder' }],
  );
  const [rounds, setRounds] = useState<Array<Record<string, unknown>>>(data?.rounds ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const creating = !data;
  const readOnly = (s: Step) =>
    !creating && !(s === 'investments' ? data.can.financial : s === 'team' ? data.can.team : data.can.write);

  const send = async (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: object) => {
    setBusy(true);
    setMessage(null);
    const res = await apiCall<{ id?: number; seoUrl?: string; fields?: Record<string, string> }>(
      method as 'POST',
      path,
      locale,
      body,
    );
    setBusy(false);
    setErrors(res.ok ? {} : (res.data?.fields ?? {}));
    setMessage(res.ok ? { ok: true, text: t('saved') } : { ok: false, text: res.message ?? t('failed') });
    return res;
  };

  const set = (key: string, value: unknown) => setInfo((i) => ({ ...i, [key]: value }));
  const text = (key: string, label: string, type = 'text') => (
    <div>
      <Field
        label={label}
        type={type}
        value={str(info[key])}
        onChange={(v) => set(key, v)}
        required={false}
        disabled={readOnly(step)}
      />
      {errors[key] && <p className="mt-1 text-sm text-red-700">{errors[key]}</p>}
    </div>
  );
  const choice = (key: string, label: string, list: Option[]) => (
    <label className="block text-sm">
      <span className="mb-1 block font-medium">{label}</span>
      <select
        value={typeof info[key] === 'number' ? (info[key] as number) : ''}
        onChange={(e) => set(key, e.target.value ? Number(e.target.value) : null)}
        disabled={readOnly(step)}
        className={select}
      >
        <option value="">—</option>
        {list.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
      {errors[key] && <span className="mt-1 block text-red-700">{errors[key]}</span>}
    </label>
  );
  const multi = (key: string, label: string, list: Option[]) => (
    <div>
      <MultiSelect
        id={`startup-${key}`}
        label={label}
        options={list}
        value={(info[key] as number[] | undefined) ?? []}
        onChange={(v) => set(key, v)}
        placeholder={tf('selectPlaceholder')}
        searchPlaceholder={tf('searchOptions')}
        emptyText={tf('selectPlaceholder')}
        removeLabel={(name) => tf('remove', { name })}
        disabled={readOnly(step)}
      />
      {errors[key] && <p className="mt-1 text-sm text-red-700">{errors[key]}</p>}
    </div>
  );

  const infoBody = () => {
    const keys =
      step === 'basic'
        ? [
            'tagline',
            'sectorIds',
            'stageId',
            'employeeCountId',
            'foundationDate',
            'countryId',
            'website',
            'linkedin',
            'facebook',
            'twitter',
            'instagram',
            'incorporated',
          ]
        : [
            'description',
            'technologyIds',
            'businessModelIds',
            'revenueModelIds',
            'targetGroup',
            'competitiveAdvantage',
            'revenueModelDescription',
          ];
    return Object.fromEntries(
      keys.map((k) => [k, k.endsWith('Ids') ? (info[k] ?? []) : info[k] === '' ? null : (info[k] ?? null)]),
    );
  };

  const saveInfo = async () => {
    if (creating) {
      const res = await send('POST', '/apiCommon/Company/Post', {
        name: str(info.name),
        ...infoBody(),
        teamMembers: team.map((m) => ({
          name: str(m.name),
          surname: str(m.surname),
          title: str(m.title) || null,
        })),
      });
      if (res.ok && res.data?.seoUrl) router.push(editPathTemplate.replace('__seoUrl__', res.data.seoUrl));
      return;
    }
    await send('PUT', '/apiCommon/Company/Put', { companyId: data.id, ...infoBody() });
    router.refresh();
  };

  return (
    <div className="space-y-4">
      <nav aria-label={t('steps')} className="flex flex-wrap gap-2">
        {STEPS.map((s, i) => (
          <button
            key={s}
            type="button"
            aria-current={step === s ? 'step' : undefined}
            disabled={creating && s !== 'basic'}
            onClick={() => {
              setStep(s);
              setErrors({});
              setMessage(null);
            }}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold ${step === s ? 'bg-brand-600 text-white' : 'bg-slate-100 disabled:text-slate-400'}`}
          >
            {`${i + 1}. ${t(`step.${s}`)}`}
          </button>
        ))}
      </nav>
      {data && (
        <div
          className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm"
          data-testid="visibility"
        >
          <span>{data.isVisible ? t('visibleOn') : t('visibleOff')}</span>
          {data.can.write && (
            <button
              type="button"
              disabled={busy}
              onClick={async () => {
                const res = await send('PATCH', `/api/v2/startups/${data.id}/visibility`, {
                  isVisible: !data.isVisible,
                });
                if (res.ok) router.refresh();
              }}
              className="rounded-lg border border-slate-300 px-3 py-1.5 font-semibold"
            >
              {data.isVisible ? t('hide') : t('show')}
            </button>
          )}
        </div>
      )}
      {data && data.can.write && step === 'basic' && (
        <div
          className="flex flex-wrap gap-4 rounded-xl border border-slate-200 bg-white p-4 text-sm"
          data-testid="startup-images"
        >
          {(['logo', 'cover'] as const).map((kind) => (
            <label key={kind} className="cursor-pointer font-semibold text-brand-700 underline">
              {t(kind === 'logo' ? 'uploadLogo' : 'uploadCover')}
              <input
                type="file"
                accept="image/*"
                className="sr-only"
                onChange={async (e) => {
                  const file = e.target.files?.[0];
                  if (!file) return;
                  const res = await uploadFile(`/api/v2/startups/${data.id}/${kind}`, file, locale);
                  setMessage(
                    res.ok ? { ok: true, text: t('saved') } : { ok: false, text: res.message ?? t('failed') },
                  );
                }}
              />
            </label>
          ))}
        </div>
      )}
      <section
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        data-testid={`step-${step}`}
      >
        <h2 className="text-lg font-bold">{t(`step.${step}`)}</h2>
        {readOnly(step) && <p className="text-sm text-amber-800">{t('readOnly')}</p>}
        {(step === 'basic' || step === 'detailed') && (
          <div className="grid gap-4 sm:grid-cols-2">
            {step === 'basic' && (
              <>
                <div>
                  <Field
                    label={t('name')}
                    value={str(info.name)}
                    onChange={(v) => set('name', v)}
                    disabled={!creating}
                  />
                  {!creating && <p className="mt-1 text-xs text-slate-500">{t('nameFixed')}</p>}
                  {errors.name && <p className="mt-1 text-sm text-red-700">{errors.name}</p>}
                </div>
                {text('tagline', t('tagline'))}
                {multi('sectorIds', t('sectors'), options.sectors)}
                {choice('stageId', t('stage'), options.stages)}
                {choice('employeeCountId', t('employees'), options.employeeCounts)}
                {text('foundationDate', t('foundationDate'), 'date')}
                {choice('countryId', t('country'), options.countries)}
                {text('website', t('website'), 'url')}
                {text('linkedin', 'LinkedIn', 'url')}
                {text('twitter', 'Twitter', 'url')}
                {text('facebook', 'Facebook', 'url')}
                {text('instagram', 'Instagram', 'url')}
                {creating && (
                  <p className="text-sm text-slate-600 sm:col-span-2">
                    {t('founderNote', { name: `${founder.name} ${founder.surname}` })}
                  </p>
                )}
              </>
            )}
            {step === 'detailed' && (
              <>
                <label className="block text-sm sm:col-span-2">
                  <span className="mb-1 block font-medium">{t('description')}</span>
                  <textarea
                    rows={5}
                    value={str(info.description)}
                    onChange={(e) => set('description', e.target.value)}
                    disabled={readOnly(step)}
                    className={inputClass}
                  />
                </label>
                {multi('technologyIds', t('technologies'), options.technologies)}
                {multi('businessModelIds', t('businessModels'), options.businessModels)}
                {multi('revenueModelIds', t('revenueModels'), options.revenueModels)}
                {text('targetGroup', t('targetGroup'))}
                {text('competitiveAdvantage', t('competitiveAdvantage'))}
                {text('revenueModelDescription', t('revenueModelDescription'))}
              </>
            )}
          </div>
        )}
        {step === 'investments' && (
          <InvestmentsStep
            rounds={rounds}
            setRounds={setRounds}
            errors={errors}
            readOnly={readOnly(step)}
            tours={options.tours}
          />
        )}
        {step === 'team' && (
          <TeamStep
            team={team}
            setTeam={setTeam}
            errors={errors}
            readOnly={readOnly(step)}
            inviteFor={data?.can.team ? data.id : undefined}
          />
        )}
        {step === 'updates' && data && (
          <UpdatesStep
            data={data}
            disabled={busy || readOnly(step)}
            send={send}
            onDone={() => router.refresh()}
          />
        )}
        {message && <FormMessage kind={message.ok ? 'status' : 'alert'}>{message.text}</FormMessage>}
        {step !== 'updates' && !readOnly(step) && (
          <button
            type="button"
            disabled={busy}
            onClick={async () => {
              if (step === 'basic' || step === 'detailed') return saveInfo();
              if (step === 'team')
                return send('PUT', '/apiCommon/Company/TeamMembers', {
                  companyId: data!.id,
                  list: team.map((m) => ({
                    name: str(m.name),
                    surname: str(m.surname),
                    title: str(m.title) || null,
                    isMentor: m.isMentor === true,
                  })),
                });
              return send('POST', '/apiCommon/Company/Investments', {
                companyId: data!.id,
                list: rounds.map((r) => ({
                  announcedDate: str(r.announcedDate) || null,
                  tourId: typeof r.tourId === 'number' ? r.tourId : null,
                  amount: typeof r.amount === 'number' ? r.amount : num(str(r.amount)),
                  amountCurrency: str(r.amountCurrency) || 'USD',
                })),
              });
            }}
            className="rounded-lg bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:bg-slate-300"
          >
            {busy ? t('working') : creating ? t('create') : t('save')}
          </button>
        )}
      </section>
    </div>
  );
}
