'use client';
/**
 * One detail list of a startup (spec §3 detail kinds: competitors, government supports,
 * acceleration programs, incubation centers, important updates, patents), saved an item at a
 * time with the v2 detail calls (`POST/DELETE /api/v2/startups/{id}/details/{kind}`). The
 * server checks scopes and rules; its messages show per field.
 */
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { apiCall } from '@/ui/api-call';
import { FormMessage } from '@/ui/form';
import { bodyOf, RowFields, type FieldSpec, type Row } from '@/ui/row-fields';

/** A row as one line: option names for selects, the other values as typed. */
function describe(fields: FieldSpec[], row: Row): string {
  return fields
    .map((f) => {
      const v = row[f.key];
      if (f.kind === 'select') return f.options?.find((o) => o.id === v)?.name ?? '';
      return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
    })
    .filter(Boolean)
    .join(' — ');
}

export function DetailList({
  startupId,
  kind,
  title,
  fields,
  initialRows,
  disabled,
}: {
  startupId: number;
  kind: string;
  title: string;
  fields: FieldSpec[];
  initialRows: Row[];
  disabled: boolean;
}) {
  const t = useTranslations('startupEditor');
  const locale = useLocale();
  const [rows, setRows] = useState<Row[]>(initialRows);
  const [draft, setDraft] = useState<Row>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const base = `/api/v2/startups/${startupId}/details/${kind}`;
  // Id kinds (incubation centers) answer `{ id }` rows; their line is the option name.
  const idOf = (row: Row) => Number(row.id);

  const reload = async () => {
    const res = await apiCall<Row[]>('GET', base, locale);
    if (res.ok && res.data) setRows(res.data);
  };
  const run = async (call: () => Promise<{ ok: boolean; message?: string; data?: unknown }>) => {
    setBusy(true);
    setMessage(null);
    const res = await call();
    setBusy(false);
    const fields = (res.data as { fields?: Record<string, string> } | undefined)?.fields ?? {};
    setErrors(res.ok ? {} : fields);
    if (!res.ok) setMessage(res.message ?? t('failed'));
    return res.ok;
  };

  return (
    <section className="space-y-3 rounded-lg border border-slate-200 p-4" data-testid={`detail-${kind}`}>
      <h3 className="font-semibold">{title}</h3>
      {rows.length === 0 && <p className="text-sm text-slate-500">{t('noItems')}</p>}
      <ul className="space-y-1 text-sm">
        {rows.map((row) => (
          <li key={idOf(row)} className="flex items-center justify-between gap-3">
            <span>{describe(fields, row)}</span>
            {!disabled && (
              <button
                type="button"
                disabled={busy}
                className="text-sm font-semibold text-red-700 underline"
                aria-label={`${t('remove')}: ${describe(fields, row)}`}
                onClick={async () => {
                  if (await run(() => apiCall('DELETE', `${base}/${idOf(row)}`, locale))) await reload();
                }}
              >
                {t('remove')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {!disabled && (
        <div className="grid gap-3 sm:grid-cols-3">
          <RowFields
            fields={fields}
            row={draft}
            onChange={(key, value) => setDraft((d) => ({ ...d, [key]: value }))}
            disabled={busy}
            errors={errors}
            errorPrefix="0."
            idPrefix={`detail-${kind}`}
          />
          <button
            type="button"
            disabled={busy}
            className="self-end rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold"
            onClick={async () => {
              if (await run(() => apiCall('POST', base, locale, bodyOf(fields, draft)))) {
                setDraft({});
                await reload();
              }
            }}
          >
            {t('addItem')}
          </button>
        </div>
      )}
      {message && <FormMessage kind="alert">{message}</FormMessage>}
    </section>
  );
}
