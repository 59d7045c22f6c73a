'use client';
/**
 * The API keys settings screen (issue 12 §5, decision 0010): a form that creates a key and
 * shows its secret once (copy button, "not shown again" warning), and the list of keys with
 * name, start, creation, last use and expiry, each revoked after a confirm dialog (issue 13 §4).
 * Calls go through the typed API client; this screen shows its own failures.
 */
import { useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { z } from 'zod';
import { api, handledByCaller } from '@/ui/api/client';
import { fieldErrorsOf } from '@/ui/api/failure';
import { FormMessage, inputClass } from '@/ui/form';
import { Field, FormSubmit, useZodForm, ZodForm } from '@/ui/form-kit';
import { ConfirmDialog } from '@/ui/primitives/confirm-dialog';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/i18n/locales';
import { apiKeyCreateInput, type ApiKeySummary, type CreatedApiKey } from '../validation';

const EXPIRY_DAYS = [30, 90, 180, 365] as const;
const PATH = '/api/v2/users/me/api-keys';
/** The create form: the API's name rule; the expiry as the select gives it ('' = never). */
const createForm = z.object({ name: apiKeyCreateInput.shape.name, expiry: z.string() });

export function ApiKeysManager({ initialKeys }: { initialKeys: ApiKeySummary[] }) {
  const t = useTranslations('auth');
  const locale = useLocale() as Locale;
  const [keys, setKeys] = useState(initialKeys);
  const form = useZodForm(createForm, { name: '', expiry: '' });
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [confirming, setConfirming] = useState<number | null>(null);
  const [revoking, setRevoking] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [listProblem, setListProblem] = useState<string | null>(null);
  const secretRef = useRef<HTMLInputElement>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const revokedRef = useRef(false);
  // The moment the screen opened: keys past their expiry are marked as expired.
  const [now] = useState(() => Date.now());

  /** Creates the key; its secret shows once. A refusal lands on its field (the form kit). */
  async function create(values: z.output<typeof createForm>) {
    setStatus(null);
    try {
      const { data, error } = await api.POST(PATH, {
        body: { name: values.name, expiresInDays: values.expiry ? Number(values.expiry) : null },
        ...handledByCaller(),
      });
      if (data) {
        const { key, ...summary } = data.data;
        setCreated({ ...summary, key });
        setKeys((current) => [summary, ...current]);
        form.reset();
        setCopy('idle');
        // The secret is what the user must act on now.
        requestAnimationFrame(() => secretRef.current?.focus());
        return { ok: true as const, quiet: true };
      }
      // The API names the expiry `expiresInDays`; the form's select is `expiry`.
      const fields = Object.fromEntries(
        Object.entries(fieldErrorsOf(error)).map(([k, v]) => [k === 'expiresInDays' ? 'expiry' : k, v]),
      );
      return { ok: false as const, error: { message: error?.message, data: { fields } } };
    } catch {
      return { ok: false as const, message: t('generic') };
    }
  }

  async function revoke(key: ApiKeySummary) {
    if (revoking) return;
    revokedRef.current = false;
    setRevoking(true);
    setListProblem(null);
    try {
      const { error, response } = await api.DELETE(`${PATH}/{id}`, {
        params: { path: { id: key.id } },
        ...handledByCaller(),
      });
      // 404: already revoked elsewhere; either way it no longer belongs in the list.
      if (!error || response.status === 404) {
        setKeys((current) => current.filter((k) => k.id !== key.id));
        if (created?.id === key.id) setCreated(null);
        setStatus(t('apiKeys.revoked', { name: key.name }));
        // The dialog closes next and gives focus to the list heading (its row is gone).
        revokedRef.current = true;
      } else setListProblem(error.message ?? t('generic'));
    } catch {
      setListProblem(t('generic'));
    } finally {
      setRevoking(false);
    }
  }

  async function copySecret() {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.key);
      setCopy('copied');
    } catch {
      setCopy('failed');
      secretRef.current?.select();
    }
  }

  const dateOf = (iso: string | null) => formatDate(iso, locale);

  return (
    <div className="space-y-8">
      <section
        aria-labelledby="create-key-heading"
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="create-key-heading" className="text-lg font-bold">
          {t('apiKeys.createTitle')}
        </h2>
        <ZodForm
          form={form}
          testId="api-key-form"
          className="mt-4 space-y-4"
          requiredNote={false}
          onSubmit={create}
        >
          <Field
            name="name"
            label={t('apiKeys.name')}
            required
            hint={t('apiKeys.nameHint')}
            maxLength={60}
            autoComplete="off"
          />
          <Field name="expiry" label={t('apiKeys.expiry')}>
            {(control) => (
              <select {...control}>
                <option value="">{t('apiKeys.never')}</option>
                {EXPIRY_DAYS.map((days) => (
                  <option key={days} value={String(days)}>
                    {t('apiKeys.days', { days })}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <FormSubmit busyLabel={t('working')}>{t('apiKeys.create')}</FormSubmit>
        </ZodForm>

        {created && (
          <div
            className="mt-6 space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
            data-testid="api-key-secret"
          >
            <h3 className="font-semibold">{t('apiKeys.secretTitle', { name: created.name })}</h3>
            <p className="text-sm font-medium text-amber-900">{t('apiKeys.secretWarning')}</p>
            <label className="block text-sm">
              <span className="mb-1 block font-medium">{t('apiKeys.secretLabel')}</span>
              <input
                ref={secretRef}
                readOnly
                value={created.key}
                onFocus={(e) => e.currentTarget.select()}
                className={`${inputClass} bg-white font-mono text-xs sm:text-sm`}
                spellCheck={false}
              />
            </label>
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="button"
                onClick={() => void copySecret()}
                className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
              >
                {t('apiKeys.copy')}
              </button>
              <button
                type="button"
                onClick={() => setCreated(null)}
                className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold hover:bg-slate-50"
              >
                {t('apiKeys.done')}
              </button>
              <span role="status" className="text-sm">
                {copy === 'copied' ? t('apiKeys.copied') : copy === 'failed' ? t('apiKeys.copyFailed') : ''}
              </span>
            </div>
          </div>
        )}
      </section>

      <section aria-labelledby="api-keys-heading">
        <h2 id="api-keys-heading" ref={listHeadingRef} tabIndex={-1} className="text-lg font-bold">
          {t('apiKeys.listTitle')}
        </h2>
        <div role="status" className="mt-2 text-sm text-emerald-800">
          {status}
        </div>
        {listProblem && <FormMessage kind="alert">{listProblem}</FormMessage>}
        {keys.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{t('apiKeys.empty')}</p>
        ) : (
          <ul className="mt-3 space-y-3" data-testid="api-key-list">
            {keys.map((key) => {
              const expired = key.expiresAt !== null && new Date(key.expiresAt).getTime() <= now;
              return (
                <li
                  key={key.id}
                  data-testid="api-key-row"
                  className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
                >
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 className="min-w-0 break-words font-semibold">{key.name}</h3>
                    <ConfirmDialog
                      open={confirming === key.id}
                      onOpenChange={(open) => {
                        if (open) setStatus(null);
                        setConfirming(open ? key.id : null);
                      }}
                      title={t('apiKeys.revokeConfirm', { name: key.name })}
                      confirmLabel={t('apiKeys.revokeYes')}
                      cancelLabel={t('apiKeys.cancel')}
                      pendingLabel={t('working')}
                      onConfirm={() => revoke(key)}
                      finalFocus={() => (revokedRef.current ? listHeadingRef.current : null)}
                      trigger={
                        <button
                          type="button"
                          aria-label={t('apiKeys.revokeLabel', { name: key.name })}
                          className="rounded-lg border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
                        >
                          {t('apiKeys.revoke')}
                        </button>
                      }
                    />
                  </div>
                  <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
                    <div className="col-span-2 sm:col-span-1">
                      <dt className="text-slate-500">{t('apiKeys.colStart')}</dt>
                      <dd className="break-all font-mono">{key.start}…</dd>
                    </div>
                    <div>
                      <dt className="text-slate-500">{t('apiKeys.colCreated')}</dt>
                      <dd>{dateOf(key.createdAt)}</dd>
                    </div>
                    <div>
                      <dt className="text-slate-500">{t('apiKeys.colLastUsed')}</dt>
                      <dd>{key.lastUsedAt ? dateOf(key.lastUsedAt) : t('apiKeys.notUsed')}</dd>
                    </div>
                    <div>
                      <dt className="text-slate-500">{t('apiKeys.colExpires')}</dt>
                      <dd className={expired ? 'font-semibold text-red-700' : undefined}>
                        {key.expiresAt
                          ? expired
                            ? `${t('apiKeys.expired')} (${dateOf(key.expiresAt)})`
                            : dateOf(key.expiresAt)
                          : t('apiKeys.never')}
                      </dd>
                    </div>
                  </dl>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
