'use client';
/**
 * One detail list of a startup (spec §3 detail kinds: competitors, government supports,
 * acceleration programs, incubation centers, important updates, patents), saved an item at a
 * time with the v2 detail calls (`POST/DELETE /api/v2/startups/{id}/details/{kind}`). The
 * server checks scopes and rules; its messages show beside their fields (the new item is a
 * react-hook-form, src/ui/row-form.ts), an added item shows a toast.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { api, quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { FormMessage } from '@/ui/form';
import { bodyOf, RowFields, type FieldSpec, type Row } from '@/ui/row-fields';
import { reportSave, useRowForm } from '@/ui/row-form';
import { HookForm } from '@/ui/form-kit';
import type { DetailListKind } from './editor-fields';

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
  kind: DetailListKind;
  title: string;
  fields: FieldSpec[];
  initialRows: Row[];
  disabled: boolean;
}) {
  const t = useTranslations('startupEditor');
  const [rows, setRows] = useState<Row[]>(initialRows);
  const draft = useRowForm<Row>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const path = { id: startupId, kind };
  // Id kinds (incubation centers) answer `{ id }` rows; their line is the option name.
  const idOf = (row: Row) => Number(row.id);

  // Nothing on screen reports a failed reload: the client's notice does.
  const reload = async () => {
    const { data } = await api.GET('/api/v2/startups/{id}/details/{kind}', { params: { path } });
    if (data) setRows(data.data);
  };
  /** Runs a remove; its refusal shows here, not as a notice. */
  const run = async (call: () => Promise<{ error?: unknown; response: Response }>) => {
    setBusy(true);
    setMessage(null);
    const { error, response } = await call();
    setBusy(false);
    if (!response.ok) setMessage(messageOf(error) ?? t('failed'));
    return response.ok;
  };
  /** Adds the drafted item; the server names its fields as the list's first row (`0.date`). */
  const add = async (values: Row) => {
    setBusy(true);
    setMessage(null);
    const res = await quietApi.POST('/api/v2/startups/{id}/details/{kind}', {
      params: { path },
      body: bodyOf(fields, values),
    });
    setBusy(false);
    setMessage(
      reportSave(draft, res, { saved: t('saved'), failed: t('failed') }, (p) => p.replace(/^0\./, '')),
    );
    if (res.response.ok) {
      draft.reset({});
      await reload();
    }
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
                  const remove = () =>
                    quietApi.DELETE('/api/v2/startups/{id}/details/{kind}/{detailId}', {
                      params: { path: { ...path, detailId: idOf(row) } },
                    });
                  if (await run(remove)) await reload();
                }}
              >
                {t('remove')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {!disabled && (
        <HookForm form={draft} onValid={add} onInvalid={setMessage} className="grid gap-3 sm:grid-cols-3">
          <RowFields fields={fields} disabled={busy} idPrefix={`detail-${kind}`} />
          <button
            type="submit"
            disabled={busy}
            className="self-end rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold"
          >
            {t('addItem')}
          </button>
        </HookForm>
      )}
      {message && <FormMessage kind="alert">{message}</FormMessage>}
    </section>
  );
}
