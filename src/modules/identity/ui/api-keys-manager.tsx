'use client';
/**
 * The API keys settings screen (issue 12 §5, decision 0010): a form that creates a key and
 * shows its secret once (copy button, "not shown again" warning), and the list of keys with
 * name, start, creation, last use and expiry, each revoked after a confirm dialog (issue 13 §4).
 * Calls go through the typed API client; this screen shows its own failures.
 */
import { useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { api, handledByCaller } from '@/ui/api/client';
import { Field, FormMessage, inputClass, SubmitButton } from '@/ui/form';
import { ConfirmDialog } from '@/ui/primitives/confirm-dialog';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/i18n/locales';
import type { ApiKeySummary, CreatedApiKey } from '../validation';

const EXPIRY_DAYS = [30, 90, 180, 365] as const;
const PATH = '/api/v2/users/me/api-keys';
const NAME_ID = 'api-key-name';

type FieldErrors = { name?: string; expiresInDays?: string };

export function ApiKeysManager({ initialKeys }: { initialKeys: ApiKeySummary[] }) {
  const t = useTranslations('auth');
  const locale = useLocale() as Locale;
  const [keys, setKeys] = useState(initialKeys);
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [fields, setFields] = useState<FieldErrors>({});
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [confirming, setConfirming] = useState<number | null>(null);
  const [revoking, setRevoking] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [listProblem, setListProblem] = useState<string | null>(null);
  const expiryRef = useRef<HTMLSelectElement>(null);
  const secretRef = useRef<HTMLInputElement>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const revokedRef = useRef(false);
  // The moment the screen opened: keys past their expiry are marked as expired.
  const [now] = useState(() => Date.now());

  async function create() {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    setFields({});
    setStatus(null);
    try {
      const { data, error } = await api.POST(PATH, {
        body: { name, expiresInDays: expiry ? Number(expiry) : null },
        ...handledByCaller(),
      });
      if (data) {
        const { key, ...summary } = data.data;
        setCreated({ ...summary, key });
        setKeys((current) => [summary, ...current]);
        setName('');
        setExpiry('');
        setCopy('idle');
        // The secret is what the user must act on now.
        requestAnimationFrame(() => secretRef.current?.focus());
        return;
      }
      const invalid = (error?.data?.fields ?? {}) as FieldErrors;
      setFields(invalid);
      setProblem(error?.message ?? t('generic'));
      if (invalid.name) document.getElementById(NAME_ID)?.focus();
      else if (invalid.expiresInDays) expiryRef.current?.focus();
    } catch {
      setProblem(t('generic'));
    } finally {
      setBusy(false);
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
        <form
          className="mt-4 space-y-4"
          data-testid="api-key-form"
          onSubmit={(e) => {
            e.preventDefault();
            void create();
          }}
        >
          <div>
            <Field
              id={NAME_ID}
              label={t('apiKeys.name')}
              value={name}
              onChange={setName}
              maxLength={60}
              autoComplete="off"
              aria-describedby={fields.name ? 'api-key-name-error' : 'api-key-name-hint'}
              aria-invalid={fields.name ? true : undefined}
            />
            {fields.name ? (
              <p id="api-key-name-error" className="mt-1 text-sm text-red-700">
                {fields.name}
              </p>
            ) : (
              <p id="api-key-name-hint" className="mt-1 text-sm text-slate-500">
                {t('apiKeys.nameHint')}
              </p>
            )}
          </div>
          <label className="block text-sm">
            <span className="mb-1 block font-medium">{t('apiKeys.expiry')}</span>
            <select
              ref={expiryRef}
              value={expiry}
              onChange={(e) => setExpiry(e.target.value)}
              className={inputClass}
              aria-invalid={fields.expiresInDays ? true : undefined}
              aria-describedby={fields.expiresInDays ? 'api-key-expiry-error' : undefined}
            >
              <option value="">{t('apiKeys.never')}</option>
              {EXPIRY_DAYS.map((days) => (
                <option key={days} value={String(days)}>
                  {t('apiKeys.days', { days })}
                </option>
              ))}
            </select>
            {fields.expiresInDays && (
              <span id="api-key-expiry-error" className="mt-1 block text-sm text-red-700">
                {fields.expiresInDays}
              </span>
            )}
          </label>
          {problem && <FormMessage kind="alert">{problem}</FormMessage>}
          <SubmitButton busy={busy} busyLabel={t('working')}>
            {t('apiKeys.create')}
          </SubmitButton>
        </form>

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
