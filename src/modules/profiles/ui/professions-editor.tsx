'use client';
/**
 * Professions (job roles) of the profile (spec §4 "Profession list: fetch, add, remove"): each
 * pick or removal saves at once and shows a toast (issue 13 §4); a refusal shows here.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { FormMessage, inputClass } from '@/ui/form';
import { toast } from '@/ui/primitives/toast';
import type { Option } from './types';

export function ProfessionsEditor({ initial, options }: { initial: number[]; options: Option[] }) {
  const t = useTranslations('profile');
  const [ids, setIds] = useState<number[]>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const name = new Map(options.map((o) => [o.id, o.name]));
  // The section shows a refusal itself: no notice.
  const change = async (method: 'POST' | 'DELETE', id: number) => {
    const init = { params: { path: { professionId: id } } };
    const { data, error, response } =
      method === 'POST'
        ? await quietApi.POST('/api/v2/users/me/professions/{professionId}', init)
        : await quietApi.DELETE('/api/v2/users/me/professions/{professionId}', init);
    if (response.ok && data) {
      setIds(data.data);
      toast.success(t('saved'));
    }
    setProblem(response.ok ? null : (messageOf(error) ?? t('saveFailed')));
  };
  return (
    <section
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      data-testid="professions"
    >
      <h2 className="text-lg font-bold">{t('professions')}</h2>
      <ul className="flex flex-wrap gap-2">
        {ids.map((id) => (
          <li key={id} className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pl-3 pr-1 text-sm">
            {name.get(id) ?? id}
            <button
              type="button"
              aria-label={t('removeProfession', { name: name.get(id) ?? String(id) })}
              onClick={() => void change('DELETE', id)}
              className="rounded-full px-2 hover:bg-slate-200"
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <label className="block text-sm">
        <span className="mb-1 block font-medium">{t('addProfession')}</span>
        <select
          value=""
          onChange={(e) => e.target.value && void change('POST', Number(e.target.value))}
          className={`${inputClass} bg-white`}
        >
          <option value="">—</option>
          {options
            .filter((o) => !ids.includes(o.id))
            .map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
        </select>
      </label>
      {problem && <FormMessage kind="alert">{problem}</FormMessage>}
    </section>
  );
}
