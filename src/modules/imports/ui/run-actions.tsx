'use client';
/**
 * The data-add tool's run buttons (issue 17 §3): the dry run (`POST …/{id}/dry-run`, then the page
 * shows its counts), the start (`POST …/{id}/start`), and the progress of a queued or running
 * import — a progress bar (role progressbar with its value) and counts, polled every 1.5 s from
 * `GET …/{id}` until the run ends (then the page reloads its rows), with Cancel behind a
 * confirmation (`POST …/{id}/cancel`), and Resume for a run that was cancelled or stopped on an
 * error (`POST …/{id}/resume`). A busy button keeps focus; the status line is announced.
 */
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { quietApi } from '@/ui/api/client';
import { ConfirmDialog } from '@/ui/primitives/confirm-dialog';
import { toast } from '@/ui/primitives/toast';

const button =
  'rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:bg-slate-300';

/** The envelope's message of a failed call, else the generic text. */
const messageOf = (error: unknown, fallback: string) =>
  (error as { message?: string | null } | undefined)?.message || fallback;

/** The run calls a button here makes (each answers the run). */
const RUN_CALLS = {
  dryRun: '/api/v2/admin/imports/{id}/dry-run',
  start: '/api/v2/admin/imports/{id}/start',
  resume: '/api/v2/admin/imports/{id}/resume',
} as const;

/**
 * A button that makes one run call for run `runId`, busy while it waits (keeps focus), then a
 * toast: `done` on success (and `onDone` with the run's new state, else the page reloads), the
 * envelope's message on failure.
 */
function RunCallButton({
  runId,
  call,
  label,
  busyLabel,
  doneLabel,
  testId,
  className = button,
  onDone,
}: {
  runId: number;
  call: keyof typeof RUN_CALLS;
  label: string;
  busyLabel: string;
  doneLabel: string;
  testId: string;
  className?: string;
  onDone?: (run: ProgressState) => void;
}) {
  const tu = useTranslations('ui');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      aria-disabled={busy}
      data-testid={testId}
      onClick={async () => {
        if (busy) return;
        setBusy(true);
        const { data, error, response } = await quietApi.POST(RUN_CALLS[call], {
          params: { path: { id: runId } },
        });
        setBusy(false);
        if (!response.ok || !data) toast.error(messageOf(error, tu('form.failed')));
        else {
          toast.success(doneLabel);
          if (onDone) onDone(data.data);
          router.refresh();
        }
      }}
    >
      {busy ? busyLabel : label}
    </button>
  );
}

/** "Run a dry run" for run `runId`. */
export function DryRunButton({ runId }: { runId: number }) {
  const t = useTranslations('dataAddTool');
  return (
    <RunCallButton
      runId={runId}
      call="dryRun"
      label={t('dryRun.run')}
      busyLabel={t('dryRun.busy')}
      doneLabel={t('dryRun.done')}
      testId="dry-run"
    />
  );
}

/** "Start the import" for run `runId`. */
export function StartButton({ runId }: { runId: number }) {
  const t = useTranslations('dataAddTool');
  return (
    <RunCallButton
      runId={runId}
      call="start"
      label={t('start.button')}
      busyLabel={t('start.busy')}
      doneLabel={t('start.started')}
      testId="start-import"
    />
  );
}

export interface ProgressState {
  status: string;
  processedRows: number;
  totalRows: number;
  createdCount: number;
  updatedCount: number;
  skippedCount: number;
  failedCount: number;
  error: string | null;
  cancelRequestedAt: string | null;
}

const ACTIVE = new Set(['queued', 'running']);

/** The progress of run `runId` from `initial`, polled while it is queued or running. */
export function RunProgress({ runId, initial }: { runId: number; initial: ProgressState }) {
  const t = useTranslations('dataAddTool');
  const tu = useTranslations('ui');
  const router = useRouter();
  const [run, setRun] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  const active = ACTIVE.has(run.status);
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    const timer = setInterval(async () => {
      const { data } = await quietApi.GET('/api/v2/admin/imports/{id}', { params: { path: { id: runId } } });
      if (stopped || !data) return;
      const next = data.data.run;
      setRun(next);
      if (!ACTIVE.has(next.status)) router.refresh();
    }, 1500);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [active, runId, router]);
  const percent = run.totalRows ? Math.round((run.processedRows / run.totalRows) * 100) : 100;
  return (
    <div className="space-y-3" data-testid="import-progress">
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={run.totalRows}
        aria-valuenow={run.processedRows}
        aria-valuetext={t('progress.text', { processed: run.processedRows, total: run.totalRows })}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm" role="status" aria-live="polite" data-testid="import-status">
        {t(`status.${run.status}` as 'status.done')} ·{' '}
        {t('progress.text', { processed: run.processedRows, total: run.totalRows })}
      </p>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {(['created', 'updated', 'skipped', 'failed'] as const).map((k) => (
          <div key={k} className="rounded-lg border border-slate-200 bg-white p-2">
            <dt className="text-slate-600">{t(`progress.${k}`)}</dt>
            <dd className="text-lg font-bold" data-testid={`count-${k}`}>
              {run[`${k}Count`]}
            </dd>
          </div>
        ))}
      </dl>
      {run.status === 'failed' && run.error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {t('progress.error', { error: run.error })}
        </p>
      ) : null}
      {run.status === 'cancelled' || (run.status === 'failed' && !run.cancelRequestedAt) ? (
        <div className="space-y-2">
          <p className="text-sm text-slate-600">{t('progress.resumeHint')}</p>
          <RunCallButton
            runId={runId}
            call="resume"
            label={t('progress.resume')}
            busyLabel={t('progress.resuming')}
            doneLabel={t('progress.resumed')}
            testId="resume-import"
            onDone={setRun}
          />
        </div>
      ) : null}
      {ACTIVE.has(run.status) || run.status === 'failed' ? (
        run.cancelRequestedAt ? (
          <p className="text-sm text-slate-600">{t('progress.cancelRequested')}</p>
        ) : (
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('progress.cancelTitle')}
            description={t('progress.cancelText')}
            confirmLabel={t('progress.cancelConfirm')}
            cancelLabel={t('progress.keep')}
            pendingLabel={t('progress.cancelling')}
            testId="cancel-import-dialog"
            trigger={
              <button
                type="button"
                className="rounded-lg border border-red-300 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
              >
                {t('progress.cancel')}
              </button>
            }
            onConfirm={async () => {
              const { data, error, response } = await quietApi.POST('/api/v2/admin/imports/{id}/cancel', {
                params: { path: { id: runId } },
              });
              if (!response.ok || !data) {
                toast.error(messageOf(error, tu('form.failed')));
                return false;
              }
              setRun(data.data);
              toast.success(t('progress.cancelRequested'));
              router.refresh();
            }}
          />
        )
      ) : null}
    </div>
  );
}
