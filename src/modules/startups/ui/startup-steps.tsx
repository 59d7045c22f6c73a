'use client';
/**
 * The list steps of the startup editor (dashboard §2 startup steps): Investments and Team and
 * Mentors are edited as whole lists (rows with an id are updated, new rows created, removed
 * rows deleted when saved); Important Updates and patents are detail lists saved an item at a
 * time. State of the whole lists lives in StartupEditor.
 */
import { useTranslations } from 'next-intl';
import { InviteForm } from './invite-form';
import { DetailList } from './detail-list';
import { RowFields, type FieldSpec, type Row } from '@/ui/row-fields';
import { detailListFields, type StartupEditorOptions } from './editor-fields';

/** Rows of one list with their fields, a remove button each and an add button. */
export function RowsEditor({
  rows,
  setRows,
  fields,
  errors,
  readOnly,
  rowLabel,
  addLabel,
  blank,
  testId,
  extra,
  errorKey = '',
}: {
  rows: Row[];
  setRows: React.Dispatch<React.SetStateAction<Row[]>>;
  fields: FieldSpec[];
  errors: Record<string, string>;
  readOnly: boolean;
  rowLabel: string;
  addLabel: string;
  blank: Row;
  testId: string;
  /** Read-only extras under a row (a round's investors). */
  extra?: (row: Row) => React.ReactNode;
  /** Prefix of the server's field names before the row index (`teamMembers.`). */
  errorKey?: string;
}) {
  const t = useTranslations('startupEditor');
  return (
    <div className="space-y-3">
      {rows.map((row, i) => (
        <fieldset
          key={i}
          className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-4"
          data-testid={testId}
        >
          <legend className="sr-only">{`${rowLabel} ${i + 1}`}</legend>
          <RowFields
            fields={fields}
            row={row}
            disabled={readOnly}
            errors={errors}
            errorPrefix={`${errorKey}${i}.`}
            idPrefix={`${testId}-${i}`}
            onChange={(key, value) =>
              setRows((rs) => rs.map((x, j) => (j === i ? { ...x, [key]: value } : x)))
            }
          />
          {extra?.(row)}
          {!readOnly && (
            <button
              type="button"
              onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}
              className="self-end text-left text-sm font-semibold text-red-700 underline"
            >
              {t('remove')}
            </button>
          )}
        </fieldset>
      ))}
      {!readOnly && (
        <button
          type="button"
          onClick={() => setRows((rs) => [...rs, { ...blank }])}
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold"
        >
          {addLabel}
        </button>
      )}
    </div>
  );
}

/** The team step: the member rows, the team-required message and the invitation form. */
export function TeamExtras({ error, inviteFor }: { error?: string; inviteFor?: number }) {
  return (
    <>
      {error && <p className="text-sm text-red-700">{error}</p>}
      {inviteFor !== undefined && <InviteForm startupId={inviteFor} />}
    </>
  );
}

/** The detail lists of a step (`kinds`), each saved an item at a time. */
export function DetailLists({
  startupId,
  kinds,
  options,
  initial,
  disabled,
}: {
  startupId: number;
  kinds: Array<keyof ReturnType<typeof detailListFields>>;
  options: StartupEditorOptions;
  initial: Record<string, Row[]>;
  disabled: boolean;
}) {
  const t = useTranslations('startupEditor');
  const fields = detailListFields(t, options) as Record<string, FieldSpec[]>;
  return (
    <div className="space-y-4">
      {kinds.map((kind) => (
        <DetailList
          key={kind}
          startupId={startupId}
          kind={kind}
          title={t(`lists.${kind}`)}
          fields={fields[kind]!}
          initialRows={initial[kind] ?? []}
          disabled={disabled}
        />
      ))}
    </div>
  );
}
