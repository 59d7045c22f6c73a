'use client';
/** Premium settings form (spec §3 "Premium settings"): saved with PUT /api/v2/premium/settings. */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import type { PremiumSettings } from '../premium';

export function PremiumSettingsForm({ initial, groups }: { initial: PremiumSettings; groups: string[] }) {
  const t = useTranslations('admin');
  const tf = useTranslations('filter');
  const [value, setValue] = useState<PremiumSettings>(initial);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const set = <K extends keyof PremiumSettings>(key: K, v: PremiumSettings[K]) =>
    setValue((s) => ({ ...s, [key]: v }));
  const check = (key: 'premiumEnable' | 'userNeedtoSingForSeeData' | 'limitedFreeStartupPresenter') => (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" name={key} checked={value[key]} onChange={(e) => set(key, e.target.checked)} />
      {t(key)}
    </label>
  );
  return (
    <form
      className="space-y-4"
      data-testid="premium-settings-form"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        // The form shows the outcome itself: no notice.
        const { error, response } = await quietApi.PUT('/api/v2/premium/settings', { body: value });
        setBusy(false);
        setResult(
          response.ok
            ? { ok: true, text: t('saved') }
            : { ok: false, text: messageOf(error) ?? t('saveFailed') },
        );
      }}
    >
      {check('premiumEnable')}
      {check('userNeedtoSingForSeeData')}
      {check('limitedFreeStartupPresenter')}
      <label className="block text-sm">
        <span className="mb-1 block font-medium">{t('freeStartupCount')}</span>
        <input
          type="number"
          min={0}
          max={1000}
          name="freeStartupCount"
          value={value.freeStartupCount}
          onChange={(e) => set('freeStartupCount', Number(e.target.value))}
          className="w-32 rounded-lg border border-slate-300 px-3 py-2"
        />
      </label>
      <label className="block text-sm">
        <span className="mb-1 block font-medium">{t('customerSource')}</span>
        <input
          name="customerSource"
          value={value.customerSource}
          onChange={(e) => set('customerSource', e.target.value)}
          className="w-full rounded-lg border border-slate-300 px-3 py-2"
        />
      </label>
      <fieldset className="text-sm">
        <legend className="mb-1 font-medium">{t('filterList')}</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {groups.map((g) => (
            <label key={g} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={value.filterList.includes(g)}
                onChange={(e) =>
                  set(
                    'filterList',
                    e.target.checked ? [...value.filterList, g] : value.filterList.filter((x) => x !== g),
                  )
                }
              />
              {tf(`groups.${g}` as 'groups.stage')}
            </label>
          ))}
        </div>
      </fieldset>
      {result && (
        <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'text-emerald-700' : 'text-red-700'}>
          {result.text}
        </p>
      )}
      <button
        type="submit"
        disabled={busy}
        className="rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:bg-slate-300"
      >
        {t('save')}
      </button>
    </form>
  );
}
