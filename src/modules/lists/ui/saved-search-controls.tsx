'use client';
/**
 * A saved search's controls on the lists page (issue 18 §5 "manage and unsubscribe"): its alert
 * frequency (daily, weekly, no e-mail), saved as soon as it changes with
 * `PATCH /api/v2/saved-searches/{id}`, and Delete (`DELETE …/{id}`). After a change the server's
 * page is read again (`router.refresh()`); the outcome is announced in place, in the page's
 * language. Texts: the `savedSearches` namespace.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { api, handledByCaller } from '@/ui/api/client';
import { FormMessage, inputClass } from '@/ui/form';
import { FREQUENCIES } from '../saved-search-schema';

type Frequency = (typeof FREQUENCIES)[number];

export function SavedSearchControls({
  id,
  name,
  frequency,
}: {
  id: number;
  name: string;
  frequency: Frequency;
}) {
  const t = useTranslations('savedSearches');
  const router = useRouter();
  const [value, setValue] = useState<Frequency>(frequency);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  const path = { params: { path: { id } }, ...handledByCaller() };

  const run = async (call: () => Promise<{ error?: { message?: string | null } }>, done: string) => {
    setBusy(true);
    let failed: string | null;
    try {
      const { error } = await call();
      failed = error ? (error.message ?? t('generic')) : null;
    } catch {
      failed = t('generic');
    }
    setBusy(false);
    setMessage(failed ? { kind: 'alert', text: failed } : { kind: 'status', text: done });
    if (!failed) router.refresh();
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <label className="text-sm">
        <span className="sr-only">{t('alertFor', { name })}</span>
        <select
          className={`${inputClass} py-1.5`}
          value={value}
          disabled={busy}
          onChange={(e) => {
            const next = e.target.value as Frequency;
            setValue(next);
            void run(
              () => api.PATCH('/api/v2/saved-searches/{id}', { ...path, body: { frequency: next } }),
              t('frequencySaved', { name, frequency: t(`frequency.${next}`) }),
            );
          }}
        >
          {FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {t(`frequency.${f}`)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        disabled={busy}
        aria-label={t('delete', { name })}
        onClick={() => run(() => api.DELETE('/api/v2/saved-searches/{id}', path), t('deleted'))}
        className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm text-red-700"
      >
        ×
      </button>
      {message && (
        <div className="w-full">
          <FormMessage kind={message.kind}>{message.text}</FormMessage>
        </div>
      )}
    </div>
  );
}
