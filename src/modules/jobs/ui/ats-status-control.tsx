'use client';
/**
 * Changing a job application's status on /dashboard/job-applications (issue 15 §2;
 * dashboard-and-operations §4 "Job application status changes by the job owner after a
 * confirmation", §7 PATCH JobApply/SetJobApplyStatus?jobApplyId&statusId).
 *
 * - `<AtsFocusKeeper>` wraps the page's applications: after a move it reloads the page's data
 *   and then puts the focus on the moved application's card (`#ats-card-{id}`, which in the
 *   pipeline now sits in another column), so a keyboard user keeps their place.
 * - `<AtsStatusControl>`: the new status in a select and a Move button that asks first in a
 *   ConfirmDialog; confirmed, the change is saved, a toast says so and the page reloads. A refusal
 *   shows beside the control. Only for managers (WRITE); the page shows others a badge.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useTransition,
  type ReactNode,
} from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { inputClass } from '@/ui/form';
import { ConfirmDialog } from '@/ui/primitives/confirm-dialog';
import { toast } from '@/ui/primitives/toast';
import { atsCardId } from './ats-columns';

const MovedContext = createContext<(applicationId: number) => void>(() => undefined);

/** See the file comment. */
export function AtsFocusKeeper({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const target = useRef<number | null>(null);
  useEffect(() => {
    if (pending || target.current === null) return;
    document.getElementById(atsCardId(target.current))?.focus();
    target.current = null;
  }, [pending]);
  const moved = useCallback(
    (applicationId: number) => {
      target.current = applicationId;
      startTransition(() => router.refresh());
    },
    [router],
  );
  return (
    <MovedContext.Provider value={moved}>
      <div aria-busy={pending || undefined}>{children}</div>
    </MovedContext.Provider>
  );
}

/** See the file comment. `statuses`: every status in list order, with its name. */
export function AtsStatusControl({
  applicationId,
  applicantName,
  statusId,
  statuses,
}: {
  applicationId: number;
  applicantName: string;
  statusId: number;
  statuses: Array<{ id: number; name: string }>;
}) {
  const t = useTranslations('jobDashboard');
  const moved = useContext(MovedContext);
  const [choice, setChoice] = useState(statusId);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const chosenName = statuses.find((s) => s.id === choice)?.name ?? '';
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
      <span aria-hidden="true" className="text-slate-600">
        {t('status')}
      </span>
      <select
        aria-label={t('statusOf', { name: applicantName })}
        className={`${inputClass} w-auto min-w-0 max-w-full bg-white py-1`}
        value={choice}
        onChange={(e) => setChoice(Number(e.target.value))}
      >
        {statuses.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        destructive={false}
        title={t('moveTitle', { name: applicantName, status: chosenName })}
        description={t('moveText', { name: applicantName })}
        confirmLabel={t('move')}
        pendingLabel={t('moving')}
        onConfirm={async () => {
          const { error: failure, response } = await quietApi.PATCH('/apiJob/JobApply/SetJobApplyStatus', {
            params: { query: { jobApplyId: applicationId, statusId: choice } },
          });
          if (!response.ok) {
            setError(messageOf(failure) ?? t('moveFailed'));
            return;
          }
          setError(null);
          toast.success(t('moved', { name: applicantName, status: chosenName }));
          moved(applicationId);
        }}
        trigger={
          <button
            type="button"
            aria-label={`${t('move')}: ${applicantName}`}
            disabled={choice === statusId}
            className="rounded-lg border border-brand-600 px-3 py-1 font-semibold text-brand-700 hover:bg-brand-50 disabled:border-slate-300 disabled:text-slate-500"
          >
            {t('move')}
          </button>
        }
      />
      {error && (
        <span role="alert" className="basis-full text-red-700">
          {error}
        </span>
      )}
    </div>
  );
}
