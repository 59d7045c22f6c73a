'use client';
/**
 * Premium settings form (spec §3 "Premium settings"): saved with PUT /api/v2/premium/settings;
 * on react-hook-form (issue 13 §4): a refusal beside its field, a toast when saved.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { FormMessage } from '@/ui/form';
import { Field, HookForm } from '@/ui/form-kit';
import { reportSave, useRowForm } from '@/ui/row-form';
import type { PremiumSettings } from '../premium';

export function PremiumSettingsForm({ initial, groups }: { initial: PremiumSettings; groups: string[] }) {
  const t = useTranslations('admin');
  const tf = useTranslations('filter');
  const form = useRowForm<PremiumSettings>(initial);
  const [message, setMessage] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;
  const check = (key: 'premiumEnable' | 'userNeedtoSingForSeeData' | 'limitedFreeStartupPresenter') => (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" {...form.register(key)} />
      {t(key)}
    </label>
  );
  const save = async (values: PremiumSettings) => {
    setMessage(null);
    // The form shows a refusal itself (beside its field or above the button): no notice.
    const res = await quietApi.PUT('/api/v2/premium/settings', {
      body: { ...values, freeStartupCount: Number(values.freeStartupCount) },
    });
    setMessage(reportSave(form, res, { saved: t('saved'), failed: t('saveFailed') }));
    if (res.response.ok) form.reset(values);
  };
  return (
    <HookForm
      form={form}
      onValid={save}
      onInvalid={setMessage}
      testId="premium-settings-form"
      className="space-y-4"
    >
      {check('premiumEnable')}
      {check('userNeedtoSingForSeeData')}
      {check('limitedFreeStartupPresenter')}
      <Field
        name="freeStartupCount"
        label={t('freeStartupCount')}
        type="number"
        min={0}
        max={1000}
        className="w-32"
      />
      <Field name="customerSource" label={t('customerSource')} />
      <fieldset className="text-sm">
        <legend className="mb-1 font-medium">{t('filterList')}</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {groups.map((g) => (
            <label key={g} className="flex items-center gap-2">
              <input type="checkbox" value={g} {...form.register('filterList')} />
              {tf(`groups.${g}` as 'groups.stage')}
            </label>
          ))}
        </div>
      </fieldset>
      {message && <FormMessage kind="alert">{message}</FormMessage>}
      <button
        type="submit"
        disabled={busy}
        className="rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:bg-slate-300"
      >
        {t('save')}
      </button>
    </HookForm>
  );
}
