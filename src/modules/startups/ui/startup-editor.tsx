'use client';
/**
 * Add and edit a startup in the steps of dashboard-and-operations §2: Basic Info, Detailed
 * Info, Investments, Team and Mentors, Important Updates — every startup field of spec public
 * §3, §4 visibility, §5 rules. Creating needs step 1 only (the founder is the first team
 * member); then the other steps open. Each step saves with its Company call (detail lists an
 * item at a time); the server checks scopes and rules and its messages show beside their fields
 * (one react-hook-form for the steps, src/ui/row-form.ts; the first error focused), a saved
 * step shows a toast. Steps the viewer may not change are read-only.
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { FormProvider } from 'react-hook-form';
import { quietApi } from '@/ui/api/client';
import { useCities } from '@/ui/use-cities';
import { FormMessage } from '@/ui/form';
import { reportSave, useClearOnChange, useRowForm, useRowSubmit } from '@/ui/row-form';
import { toast } from '@/ui/primitives/toast';
import { StepNav } from '@/ui/step-nav';
import { DetailLists, RowsEditor, TeamExtras } from './startup-steps';
import { StartupImages, VisibilitySwitch } from './startup-editor-bar';
import { RoundInvestors, type RoundInvestor } from './round-investors';
import { bodyOf, RowFields, type Row } from '@/ui/row-fields';
import {
  basicFields,
  detailedFields,
  memberFields,
  roundFields,
  type StartupEditorOptions,
} from './editor-fields';

export type { StartupEditorOptions } from './editor-fields';
export interface StartupEditorData {
  id: number;
  seoUrl: string;
  isVisible: boolean;
  info: Row;
  /** With their ids, so saving updates them in place. */
  teamMembers: Row[];
  /** With their ids and `investors` (organizations; lead first). */
  rounds: Row[];
  /** Detail lists by kind (competitor, governmentsupport, AccelerationProgram, …). */
  details: Record<string, Row[]>;
  can: { write: boolean; financial: boolean; team: boolean; delete: boolean };
}

const STEPS = ['basic', 'detailed', 'investments', 'team', 'updates'] as const;
type Step = (typeof STEPS)[number];
const str = (v: unknown) => (typeof v === 'string' ? v : '');
/** The id of a saved row; null for a new one. */
const idOf = (row: Row) => (typeof row.id === 'number' ? row.id : null);
/** `rows` with the ids a whole-list save answered (in list order). */
const withIds = (rows: Row[], ids: unknown) =>
  Array.isArray(ids) ? rows.map((r, i) => ({ ...r, id: (ids[i] as number | undefined) ?? r.id })) : rows;

export function StartupEditor({
  data,
  options,
  founder,
  editPathTemplate,
}: {
  data: StartupEditorData | null;
  options: StartupEditorOptions;
  founder: { name: string; surname: string };
  /** Path of the edit page with `__seoUrl__` in place of the seoUrl (opened after creation). */
  editPathTemplate: string;
}) {
  const t = useTranslations('startupEditor');
  const router = useRouter();
  const [step, setStep] = useState<Step>('basic');
  const form = useRowForm<Row>({
    ...(data?.info ?? { sectorIds: [] }),
    teamMembers: data?.teamMembers.length
      ? data.teamMembers
      : [{ name: founder.name, surname: founder.surname, title: 'Founder' }],
    rounds: data?.rounds ?? [],
  });
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const creating = !data;
  const readOnly = (s: Step) =>
    !creating && !(s === 'investments' ? data.can.financial : s === 'team' ? data.can.team : data.can.write);
  useClearOnChange(form, 'countryId', 'cityId');
  const countryId = form.watch('countryId');
  const cities = useCities(typeof countryId === 'number' ? countryId : undefined);

  const fields = {
    basic: basicFields(t, options, cities, creating),
    detailed: detailedFields(t, options),
    round: roundFields(t, options),
    member: memberFields(t, options),
  };
  // Name and surname are always text (the API's shape): blank ones get the server's 'required'.
  const memberBody = (m: Row) => ({
    ...bodyOf(fields.member, m),
    name: str(m.name),
    surname: str(m.surname),
  });

  /** Runs a save and shows its outcome (a toast, or the server's message and field errors). */
  const send = async <R extends { error?: unknown; response: Response }>(
    call: () => Promise<R>,
    aliases?: (path: string) => string,
  ) => {
    setBusy(true);
    setMessage(null);
    const res = await call();
    setBusy(false);
    setMessage(reportSave(form, res, { saved: t('saved'), failed: t('failed') }, aliases));
    return res;
  };

  const save = async (values: Row) => {
    const team = values.teamMembers as Row[];
    const rounds = values.rounds as Row[];
    if (step === 'basic' && creating) {
      const res = await send(() =>
        quietApi.POST('/apiCommon/Company/Post', {
          body: {
            name: str(values.name),
            ...bodyOf(fields.basic, values),
            teamMembers: team.map(memberBody),
          },
        }),
      );
      const seoUrl = res.data?.data.seoUrl;
      if (res.response.ok && seoUrl) router.push(editPathTemplate.replace('__seoUrl__', seoUrl));
      return;
    }
    const companyId = data!.id;
    let res: { response: Response };
    if (step === 'basic' || step === 'detailed')
      res = await send(() =>
        quietApi.PUT('/apiCommon/Company/Put', { body: { companyId, ...bodyOf(fields[step], values) } }),
      );
    else if (step === 'team') {
      const saved = await send(() =>
        quietApi.PUT('/apiCommon/Company/TeamMembers', {
          body: { companyId, list: team.map((m) => ({ id: idOf(m), ...memberBody(m) })) },
        }),
      );
      // New rows get their ids, so the next save updates them instead of adding them again.
      if (saved.response.ok) form.setValue('teamMembers', withIds(team, saved.data?.data));
      res = saved;
    } else {
      const saved = await send(
        () =>
          quietApi.POST('/apiCommon/Company/Investments', {
            body: {
              companyId,
              list: rounds.map((r) => {
                const body = bodyOf(fields.round, r);
                const currency = typeof body.amountCurrency === 'string' ? body.amountCurrency : 'USD';
                return { id: idOf(r), ...body, amountCurrency: currency };
              }),
            },
          }),
        // The list's errors name a row by its index (`0.amount`): the form's rows are `rounds.0`.
        (path) => (/^\d+\./.test(path) ? `rounds.${path}` : path),
      );
      if (saved.response.ok) form.setValue('rounds', withIds(rounds, saved.data?.data));
      res = saved;
    }
    if (res.response.ok) router.refresh();
  };

  const detailLists = (kinds: Parameters<typeof DetailLists>[0]['kinds']) =>
    data && (
      <DetailLists
        startupId={data.id}
        kinds={kinds}
        options={options}
        initial={data.details}
        disabled={readOnly(step)}
      />
    );

  const teamNode = form.formState.errors.teamMembers as
    { message?: string; root?: { message?: string } } | undefined;
  const teamError = teamNode?.message ?? teamNode?.root?.message;

  const submit = useRowSubmit(form, save, setMessage);
  return (
    <FormProvider {...form}>
      <div className="space-y-4">
        <StepNav
          steps={STEPS}
          current={step}
          label={t('steps')}
          labelOf={(s) => t(`step.${s}`)}
          isDisabled={(s) => creating && s !== 'basic'}
          onSelect={(s) => {
            setStep(s);
            form.clearErrors();
            setMessage(null);
          }}
        />
        {data && (
          <VisibilitySwitch
            data={data}
            busy={busy}
            save={async (isVisible) => {
              const res = await send(() =>
                quietApi.PATCH('/api/v2/startups/{id}/visibility', {
                  params: { path: { id: data.id } },
                  body: { isVisible },
                }),
              );
              return res.response.ok;
            }}
          />
        )}
        {data && data.can.write && step === 'basic' && (
          <StartupImages
            startupId={data.id}
            onMessage={(m) => (m.ok ? toast.success(m.text) : setMessage(m.text))}
          />
        )}
        <section
          className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          data-testid={`step-${step}`}
        >
          <h2 className="text-lg font-bold">{t(`step.${step}`)}</h2>
          {readOnly(step) && <p className="text-sm text-amber-800">{t('readOnly')}</p>}
          {(step === 'basic' || step === 'detailed') && (
            <div className="grid gap-4 sm:grid-cols-2">
              {step === 'basic' && (
                <RowFields
                  fields={[
                    {
                      key: 'name',
                      label: t('name'),
                      required: creating,
                      hint: creating ? undefined : t('nameFixed'),
                    },
                  ]}
                  disabled={!creating}
                  idPrefix="startup"
                />
              )}
              <RowFields fields={fields[step]} disabled={readOnly(step)} idPrefix="startup" />
              {step === 'basic' && creating && (
                <p className="text-sm text-slate-600 sm:col-span-2">
                  {t('founderNote', { name: `${founder.name} ${founder.surname}` })}
                </p>
              )}
            </div>
          )}
          {step === 'investments' && (
            <RowsEditor
              name="rounds"
              fields={fields.round}
              readOnly={readOnly(step)}
              rowLabel={t('round')}
              addLabel={t('addRound')}
              blank={{ amountCurrency: 'USD' }}
              testId="round-row"
              extra={(row) =>
                typeof row.id === 'number' && data ? (
                  <RoundInvestors
                    startupId={data.id}
                    roundId={row.id}
                    initial={(row.investors as RoundInvestor[] | undefined) ?? []}
                    readOnly={readOnly(step)}
                  />
                ) : (
                  <p className="text-xs text-slate-500 sm:col-span-full">{t('saveRoundFirst')}</p>
                )
              }
            />
          )}
          {step === 'team' && (
            <>
              <RowsEditor
                name="teamMembers"
                fields={fields.member}
                readOnly={readOnly(step)}
                rowLabel={t('member')}
                addLabel={t('addMember')}
                blank={{ name: '', surname: '' }}
                testId="member-row"
              />
              <TeamExtras error={teamError} inviteFor={data?.can.team ? data.id : undefined} />
            </>
          )}
          {message && <FormMessage kind="alert">{message}</FormMessage>}
          {step !== 'updates' && !readOnly(step) && (
            <button
              type="button"
              disabled={busy}
              onClick={submit}
              className="rounded-lg bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:bg-slate-300"
            >
              {busy ? t('working') : creating ? t('create') : t('save')}
            </button>
          )}
          {step === 'detailed' &&
            detailLists(['competitor', 'governmentsupport', 'AccelerationProgram', 'incubationcenter'])}
          {step === 'updates' && detailLists(['importantupdate', 'patent'])}
        </section>
      </div>
    </FormProvider>
  );
}
