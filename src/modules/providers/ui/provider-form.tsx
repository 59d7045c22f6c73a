'use client';
/**
 * Create or edit a service provider in the steps of dashboard-and-operations §2 (Basic Info,
 * Social, Team Members) with the fields of §3 Provider. The whole provider is saved at once
 * (ServiceProviders/Post or Put) from any step; the server's rules (§5 at least one team member
 * and one industry; the name fixed after creation; visibility on to edit) come back per field
 * and the steps holding errors are marked. Phone numbers without + are read as Turkish numbers.
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { Field, FormMessage } from '@/ui/form';
import { bodyOf, RowFields, type FieldSpec, type Option, type Row } from '@/ui/row-fields';
import { StepNav } from '@/ui/step-nav';
import { readStepSave, StepFooter } from '@/ui/step-form';
import { useCities } from '@/ui/use-cities';

const STEPS = ['basic', 'social', 'team'] as const;
type Step = (typeof STEPS)[number];
type Member = { id?: number; name: string; surname: string; title: string; isFounder: boolean };

export function ProviderForm({
  provider,
  options,
  editPathTemplate,
}: {
  /** The provider being edited (fields, id, isVisible, teamMembers), or null to create one. */
  provider:
    | (Row & {
        id: number;
        isVisible: boolean;
        teamMembers: Array<{
          id: number;
          name: string;
          surname: string | null;
          title: string | null;
          isFounder: boolean;
        }>;
      })
    | null;
  options: { industries: Option[]; companySizes: Option[]; countries: Option[] };
  /** Edit page path with `__seoUrl__` in place of the seoUrl (opened after creation). */
  editPathTemplate: string;
}) {
  const t = useTranslations('providers');
  const router = useRouter();
  const [step, setStep] = useState<Step>('basic');
  const [row, setRow] = useState<Row>(provider ?? {});
  const [team, setTeam] = useState<Member[]>(
    provider?.teamMembers.map((m) => ({
      id: m.id,
      name: m.name,
      surname: m.surname ?? '',
      title: m.title ?? '',
      isFounder: m.isFounder === true,
    })) ?? [{ name: '', surname: '', title: '', isFounder: true }],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const cities = useCities(typeof row.countryId === 'number' ? row.countryId : undefined);
  const locked = provider !== null && !provider.isVisible;

  const f = (key: string, kind?: FieldSpec['kind'], opts?: Option[]): FieldSpec => ({
    key,
    label: t(`fields.${key}` as 'fields.name'),
    kind,
    options: opts,
  });
  const fields: Record<'basic' | 'social', FieldSpec[]> = {
    basic: [
      ...(provider ? [] : [{ ...f('name'), required: true }]),
      f('slogan'),
      f('serviceIndustryIds', 'multi', options.industries),
      f('email'),
      { ...f('phone'), hint: t('phoneHint') },
      f('foundationYear', 'number'),
      f('companySizeId', 'select', options.companySizes),
      f('countryId', 'select', options.countries),
      f('cityId', 'select', cities),
      f('address'),
      f('description', 'textarea'),
      f('about', 'rich'),
    ],
    social: [
      f('website', 'url'),
      { key: 'linkedin', label: 'LinkedIn', kind: 'url' },
      { key: 'twitter', label: 'Twitter', kind: 'url' },
      { key: 'facebook', label: 'Facebook', kind: 'url' },
      { key: 'instagram', label: 'Instagram', kind: 'url' },
      f('videoUrl', 'url'),
    ],
  };
  const stepOf = (field: string): Step =>
    field.startsWith('teamMembers')
      ? 'team'
      : fields.social.some((x) => x.key === field)
        ? 'social'
        : 'basic';
  const flagged = [...new Set(Object.keys(errors).map(stepOf))];

  const save = async () => {
    setBusy(true);
    setMessage(null);
    const body = {
      ...bodyOf(fields.basic, row),
      ...bodyOf(fields.social, row),
      phoneCountry: 'TR',
      teamMembers: team.map((m) => ({ ...m, id: m.id ?? null })),
    };
    // The form shows the outcome itself (message and fields): no notice.
    let res: { error?: unknown; response: Response };
    let seoUrl: string | undefined;
    if (provider)
      res = await quietApi.PUT('/apiCommon/ServiceProviders/Put', {
        params: { query: { serviceProviderId: provider.id } },
        body,
      });
    else {
      const created = await quietApi.POST('/apiCommon/ServiceProviders/Post', { body });
      seoUrl = created.data?.data.seoUrl;
      res = created;
    }
    setBusy(false);
    const read = readStepSave(res, STEPS, stepOf, {
      saved: t('saved'),
      failed: t('failed'),
      fixErrors: (steps) => t('fixErrors', { steps: steps.map((s) => t(`steps.${s}`)).join(', ') }),
    });
    setErrors(read.fields);
    setMessage(read.message);
    if (read.firstStep) setStep(read.firstStep);
    if (res.response.ok && !provider && seoUrl) router.push(editPathTemplate.replace('__seoUrl__', seoUrl));
    else if (res.response.ok) router.refresh();
  };
  const setMember = (i: number, patch: Partial<Member>) =>
    setTeam((ms) => ms.map((m, k) => (k === i ? { ...m, ...patch } : m)));

  return (
    <form
      className="space-y-4"
      data-testid="provider-form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {locked && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('visibilityOff')}
        </p>
      )}
      <StepNav
        steps={STEPS}
        current={step}
        label={t('addTitle')}
        labelOf={(s) => t(`steps.${s}`)}
        flagged={flagged}
        onSelect={setStep}
      />
      <section
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        data-testid={`provider-step-${step}`}
      >
        <h2 className="text-lg font-bold">{t(`steps.${step}`)}</h2>
        {provider && step === 'basic' && (
          <p className="text-sm text-slate-600">
            {t('fields.name')}: <strong>{String(provider.name)}</strong> — {t('nameFixed')}
          </p>
        )}
        {(step === 'basic' || step === 'social') && (
          <div className="grid gap-4 sm:grid-cols-2">
            <RowFields
              fields={fields[step]}
              row={row}
              disabled={busy || locked}
              errors={errors}
              idPrefix="provider"
              onChange={(key, value) =>
                setRow((r) => ({ ...r, [key]: value, ...(key === 'countryId' ? { cityId: null } : {}) }))
              }
            />
          </div>
        )}
        {step === 'team' && (
          <div className="space-y-3">
            {errors.teamMembers && <p className="text-sm text-red-700">{errors.teamMembers}</p>}
            {team.map((m, i) => (
              <fieldset
                key={m.id ?? `new-${i}`}
                className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_1fr_auto_auto] sm:items-end"
              >
                <legend className="sr-only">{t('fields.memberName', { n: i + 1 })}</legend>
                <div>
                  <Field
                    required={false}
                    disabled={locked}
                    label={t('fields.memberName', { n: i + 1 })}
                    value={m.name}
                    onChange={(v) => setMember(i, { name: v })}
                  />
                  {errors[`teamMembers.${i}.name`] && (
                    <p className="mt-1 text-sm text-red-700">{errors[`teamMembers.${i}.name`]}</p>
                  )}
                </div>
                <Field
                  required={false}
                  disabled={locked}
                  label={t('fields.memberSurname', { n: i + 1 })}
                  value={m.surname}
                  onChange={(v) => setMember(i, { surname: v })}
                />
                <Field
                  required={false}
                  disabled={locked}
                  label={t('fields.memberTitle', { n: i + 1 })}
                  value={m.title}
                  onChange={(v) => setMember(i, { title: v })}
                />
                <label className="flex items-center gap-2 pb-2 text-sm">
                  <input
                    type="checkbox"
                    disabled={locked}
                    checked={m.isFounder}
                    onChange={(e) => setMember(i, { isFounder: e.target.checked })}
                  />
                  {t('fields.isFounder', { n: i + 1 })}
                </label>
                <button
                  type="button"
                  disabled={locked}
                  className="pb-2 text-sm text-red-700 underline"
                  onClick={() => setTeam((ms) => ms.filter((_, k) => k !== i))}
                >
                  {t('remove')}
                </button>
              </fieldset>
            ))}
            <button
              type="button"
              disabled={locked}
              className="text-sm font-semibold text-brand-700 underline"
              onClick={() => setTeam((ms) => [...ms, { name: '', surname: '', title: '', isFounder: false }])}
            >
              {t('addMember')}
            </button>
          </div>
        )}
      </section>
      {message && <FormMessage kind={message.ok ? 'status' : 'alert'}>{message.text}</FormMessage>}
      <StepFooter
        steps={STEPS}
        step={step}
        onStep={setStep}
        busy={busy}
        submitLabel={busy ? t('working') : provider ? t('save') : t('create')}
        labels={{ back: t('back'), next: t('next') }}
      />
    </form>
  );
}
