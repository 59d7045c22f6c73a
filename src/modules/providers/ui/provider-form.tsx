'use client';
/**
 * Create or edit a service provider in the steps of dashboard-and-operations §2 (Basic Info,
 * Social, Team Members) with the fields of §3 Provider. The whole provider is saved at once
 * (ServiceProviders/Post or Put) from any step; the server's rules (§5 at least one team member
 * and one industry; the name fixed after creation; visibility on to edit) come back beside
 * their fields (react-hook-form; src/ui/step-form.tsx), the steps holding errors are marked and
 * the first one opens with its field focused. Phone numbers without + are read as Turkish numbers.
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useFieldArray } from 'react-hook-form';
import { quietApi } from '@/ui/api/client';
import { FormMessage } from '@/ui/form';
import { bodyOf, RowFields, type FieldSpec, type Option, type Row } from '@/ui/row-fields';
import { useClearOnChange, useRowForm } from '@/ui/row-form';
import { HookForm } from '@/ui/form-kit';
import { StepNav } from '@/ui/step-nav';
import { StepFooter, useSteps } from '@/ui/step-form';
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
  const form = useRowForm<Row>({
    ...(provider ?? {}),
    teamMembers: provider?.teamMembers.map((m): Member => ({
      id: m.id,
      name: m.name,
      surname: m.surname ?? '',
      title: m.title ?? '',
      isFounder: m.isFounder === true,
    })) ?? [{ name: '', surname: '', title: '', isFounder: true }],
  });
  // keyName 'key': a saved member's own `id` stays as it is.
  const team = useFieldArray({ control: form.control, name: 'teamMembers' as never, keyName: 'key' as 'id' });
  const [message, setMessage] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;
  useClearOnChange(form, 'countryId', 'cityId');
  const countryId = form.watch('countryId');
  const cities = useCities(typeof countryId === 'number' ? countryId : undefined);
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
  const { step, setStep, flagged, save: read } = useSteps(form, STEPS, stepOf);
  const memberFields = (i: number): FieldSpec[] => [
    { key: 'name', label: t('fields.memberName', { n: i + 1 }) },
    { key: 'surname', label: t('fields.memberSurname', { n: i + 1 }) },
    { key: 'title', label: t('fields.memberTitle', { n: i + 1 }) },
    { key: 'isFounder', label: t('fields.isFounder', { n: i + 1 }), kind: 'checkbox' },
  ];
  const teamError = form.formState.errors.teamMembers as
    { message?: string; root?: { message?: string } } | undefined;

  const save = async (row: Row) => {
    setMessage(null);
    const members = row.teamMembers as Member[];
    const body = {
      ...bodyOf(fields.basic, row),
      ...bodyOf(fields.social, row),
      phoneCountry: 'TR',
      teamMembers: members.map((m) => ({
        name: m.name ?? '',
        surname: m.surname ?? '',
        title: m.title ?? '',
        isFounder: m.isFounder === true,
        id: m.id ?? null,
      })),
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
    setMessage(
      read(res, {
        saved: t('saved'),
        failed: t('failed'),
        fixErrors: (steps) => t('fixErrors', { steps: steps.map((s) => t(`steps.${s}`)).join(', ') }),
      }),
    );
    if (res.response.ok && !provider && seoUrl) router.push(editPathTemplate.replace('__seoUrl__', seoUrl));
    else if (res.response.ok) router.refresh();
  };
  return (
    <HookForm form={form} onValid={save} onInvalid={setMessage} testId="provider-form" className="space-y-4">
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
            <RowFields fields={fields[step]} disabled={busy || locked} idPrefix="provider" />
          </div>
        )}
        {step === 'team' && (
          <div className="space-y-3">
            {(teamError?.message ?? teamError?.root?.message) && (
              <p className="text-sm text-red-700">{teamError?.message ?? teamError?.root?.message}</p>
            )}
            {team.fields.map((m, i) => (
              <fieldset
                key={(m as unknown as { key: string }).key}
                className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_1fr_auto_auto] sm:items-end"
              >
                <legend className="sr-only">{t('fields.memberName', { n: i + 1 })}</legend>
                <RowFields
                  fields={memberFields(i)}
                  prefix={`teamMembers.${i}.`}
                  disabled={locked}
                  idPrefix={`provider-member-${i}`}
                />
                <button
                  type="button"
                  disabled={locked}
                  className="pb-2 text-sm text-red-700 underline"
                  onClick={() => team.remove(i)}
                >
                  {t('remove')}
                </button>
              </fieldset>
            ))}
            <button
              type="button"
              disabled={locked}
              className="text-sm font-semibold text-brand-700 underline"
              onClick={() => team.append({ name: '', surname: '', title: '', isFounder: false })}
            >
              {t('addMember')}
            </button>
          </div>
        )}
      </section>
      {message && <FormMessage kind="alert">{message}</FormMessage>}
      <StepFooter
        steps={STEPS}
        step={step}
        onStep={setStep}
        busy={busy}
        submitLabel={busy ? t('working') : provider ? t('save') : t('create')}
        labels={{ back: t('back'), next: t('next') }}
      />
    </HookForm>
  );
}
