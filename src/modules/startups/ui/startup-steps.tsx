'use client';
/**
 * The list steps of the startup editor (dashboard §2 startup steps): Investments and Team and
 * Mentors are edited as whole lists (rows with an id are updated, new rows created, removed
 * rows deleted when saved); Important Updates and patents are detail lists saved an item at a
 * time. The whole lists are field arrays of StartupEditor's react-hook-form (`rounds`,
 * `teamMembers`), so the server's errors (`teamMembers.1.name`) show beside their fields.
 */
import { useTranslations } from 'next-intl';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { InviteForm } from './invite-form';
import { DetailList } from './detail-list';
import { RowFields, type FieldSpec, type Row } from '@/ui/row-fields';
import { detailListFields, type StartupEditorOptions } from './editor-fields';

/** Rows of one list (a field array of the surrounding form) with their fields, remove and add. */
export function RowsEditor({
  name,
  fields,
  readOnly,
  rowLabel,
  addLabel,
  blank,
  testId,
  extra,
}: {
  name: 'rounds' | 'teamMembers';
  fields: FieldSpec[];
  readOnly: boolean;
  rowLabel: string;
  addLabel: string;
  blank: Row;
  testId: string;
  /** Read-only extras under a row (a round's investors). */
  extra?: (row: Row) => React.ReactNode;
}) {
  const t = useTranslations('startupEditor');
  const { control } = useFormContext<Record<string, Row[]>>();
  // keyName 'key': a saved row's own `id` stays as it is.
  const rows = useFieldArray({ control, name, keyName: 'key' as 'id' });
  return (
    <div className="space-y-3">
      {rows.fields.map((row, i) => (
        <fieldset
          key={(row as unknown as { key: string }).key}
          className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-4"
          data-testid={testId}
        >
          <legend className="sr-only">{`${rowLabel} ${i + 1}`}</legend>
          <RowFields
            fields={fields}
            prefix={`${name}.${i}.`}
            disabled={readOnly}
            idPrefix={`${testId}-${i}`}
          />
          {extra?.(row as unknown as Row)}
          {!readOnly && (
            <button
              type="button"
              onClick={() => rows.remove(i)}
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
          onClick={() => rows.append({ ...blank })}
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
