'use client';
/**
 * The list steps of the startup editor (dashboard §2 startup steps): Investments, Team and
 * Mentors, Important Updates. State lives in StartupEditor; these render and edit it.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Field, inputClass } from '@/ui/form';
import { InviteForm } from './invite-form';
import type { StartupEditorData } from './startup-editor';

type Row = Record<string, unknown>;
type Option = { id: number; name: string };
const select = `${inputClass} bg-white`;
const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function InvestmentsStep({
  rounds,
  setRounds,
  errors,
  readOnly,
  tours,
}: {
  rounds: Row[];
  setRounds: React.Dispatch<React.SetStateAction<Row[]>>;
  errors: Record<string, string>;
  readOnly: boolean;
  tours: Option[];
}) {
  const t = useTranslations('startupEditor');
  return (
    <div className="space-y-3">
      {rounds.map((r, i) => (
        <fieldset
          key={i}
          className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-4"
          data-testid="round-row"
        >
          <legend className="sr-only">{`${t('round')} ${i + 1}`}</legend>
          <Field
            label={t('announcedDate')}
            type="date"
            value={str(r.announcedDate)}
            required={false}
            disabled={readOnly}
            onChange={(v) => setRounds((rs) => rs.map((x, j) => (j === i ? { ...x, announcedDate: v } : x)))}
          />
          <label className="block text-sm">
            <span className="mb-1 block font-medium">{t('tour')}</span>
            <select
              value={typeof r.tourId === 'number' ? r.tourId : ''}
              disabled={readOnly}
              className={select}
              onChange={(e) =>
                setRounds((rs) =>
                  rs.map((x, j) =>
                    j === i ? { ...x, tourId: e.target.value ? Number(e.target.value) : null } : x,
                  ),
                )
              }
            >
              <option value="">—</option>
              {tours.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </select>
          </label>
          <Field
            label={t('amount')}
            inputMode="decimal"
            value={r.amount == null ? '' : String(r.amount)}
            required={false}
            disabled={readOnly}
            onChange={(v) => setRounds((rs) => rs.map((x, j) => (j === i ? { ...x, amount: v } : x)))}
          />
          <label className="block text-sm">
            <span className="mb-1 block font-medium">{t('currency')}</span>
            <select
              value={str(r.amountCurrency) || 'USD'}
              disabled={readOnly}
              className={select}
              onChange={(e) =>
                setRounds((rs) => rs.map((x, j) => (j === i ? { ...x, amountCurrency: e.target.value } : x)))
              }
            >
              {['USD', 'EUR', 'TRY', 'GBP'].map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </label>
          {Object.entries(errors)
            .filter(([k]) => k.startsWith(`${i}.`))
            .map(([k, v]) => (
              <p key={k} className="text-sm text-red-700 sm:col-span-4">
                {v}
              </p>
            ))}
        </fieldset>
      ))}
      {!readOnly && (
        <button
          type="button"
          onClick={() => setRounds((rs) => [...rs, { amountCurrency: 'USD' }])}
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold"
        >
          {t('addRound')}
        </button>
      )}
    </div>
  );
}

export function TeamStep({
  team,
  setTeam,
  errors,
  readOnly,
  inviteFor,
}: {
  team: Row[];
  setTeam: React.Dispatch<React.SetStateAction<Row[]>>;
  errors: Record<string, string>;
  readOnly: boolean;
  /** The startup id when the viewer may invite teammates. */
  inviteFor?: number;
}) {
  const t = useTranslations('startupEditor');
  return (
    <div className="space-y-3">
      {team.map((m, i) => (
        <fieldset
          key={i}
          className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-4"
          data-testid="member-row"
        >
          <legend className="sr-only">{`${t('member')} ${i + 1}`}</legend>
          {(['name', 'surname', 'title'] as const).map((k) => (
            <Field
              key={k}
              label={t(`memberFields.${k}`)}
              value={str(m[k])}
              required={k !== 'title'}
              disabled={readOnly}
              onChange={(v) => setTeam((ms) => ms.map((x, j) => (j === i ? { ...x, [k]: v } : x)))}
            />
          ))}
          <label className="flex items-end gap-2 pb-2 text-sm">
            <input
              type="checkbox"
              checked={m.isMentor === true}
              disabled={readOnly}
              onChange={(e) =>
                setTeam((ms) => ms.map((x, j) => (j === i ? { ...x, isMentor: e.target.checked } : x)))
              }
            />
            {t('mentor')}
          </label>
          {!readOnly && (
            <button
              type="button"
              onClick={() => setTeam((ms) => ms.filter((_, j) => j !== i))}
              className="text-left text-sm font-semibold text-red-700 underline"
            >
              {t('remove')}
            </button>
          )}
        </fieldset>
      ))}
      {errors.teamMembers && <p className="text-sm text-red-700">{errors.teamMembers}</p>}
      {inviteFor !== undefined && <InviteForm startupId={inviteFor} />}
      {!readOnly && (
        <button
          type="button"
          onClick={() => setTeam((ms) => [...ms, { name: '', surname: '' }])}
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold"
        >
          {t('addMember')}
        </button>
      )}
    </div>
  );
}

export function UpdatesStep({
  data,
  disabled,
  send,
  onDone,
}: {
  data: StartupEditorData;
  disabled: boolean;
  send: (method: 'POST', path: string, body: object) => Promise<{ ok: boolean }>;
  onDone: () => void;
}) {
  const t = useTranslations('startupEditor');
  return (
    <div className="space-y-4">
      <ul className="space-y-1 text-sm" data-testid="updates-list">
        {data.updates.map((u, i) => (
          <li key={i}>{`${u.updateDate} — ${u.text}`}</li>
        ))}
        {data.patents.map((p) => (
          <li key={p.applicationNumber}>{`${t('patent')}: ${p.name} (${p.applicationNumber})`}</li>
        ))}
      </ul>
      <AddItem
        fields={[
          { key: 'text', label: t('updateText') },
          { key: 'date', label: t('updateDate'), type: 'date' },
        ]}
        button={t('addUpdate')}
        disabled={disabled}
        onAdd={(item) =>
          send('POST', '/apiCommon/Company/ImportantUpdates', { companyId: data.id, list: [item] })
        }
        onDone={onDone}
      />
      <AddItem
        fields={[
          { key: 'name', label: t('patentName') },
          { key: 'applicationNumber', label: t('applicationNumber') },
        ]}
        button={t('addPatent')}
        disabled={disabled}
        onAdd={(item) => send('POST', '/apiCommon/Company/Patents', { companyId: data.id, list: [item] })}
        onDone={onDone}
      />
    </div>
  );
}

/** A row of inputs that adds one item (an important update, a patent) and clears itself. */
function AddItem({
  fields,
  button,
  disabled,
  onAdd,
  onDone,
}: {
  fields: Array<{ key: string; label: string; type?: string }>;
  button: string;
  disabled: boolean;
  onAdd: (item: Record<string, string>) => Promise<{ ok: boolean }>;
  onDone: () => void;
}) {
  const blank = () => Object.fromEntries(fields.map((f) => [f.key, '']));
  const [item, setItem] = useState<Record<string, string>>(blank);
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {fields.map((f) => (
        <Field
          key={f.key}
          label={f.label}
          type={f.type}
          value={item[f.key] ?? ''}
          onChange={(v) => setItem((cur) => ({ ...cur, [f.key]: v }))}
          required={false}
        />
      ))}
      <button
        type="button"
        disabled={disabled}
        className="self-end rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold"
        onClick={async () => {
          if ((await onAdd(item)).ok) {
            setItem(blank());
            onDone();
          }
        }}
      >
        {button}
      </button>
    </div>
  );
}
