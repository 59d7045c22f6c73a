'use client';
/**
 * The delete button of a job on /dashboard/jobs (issue 15 §2; dashboard-and-operations §7
 * DELETE Job/Delete?id): asks first in a ConfirmDialog (issue 13 §4) that says how many
 * applications go with the job and waits for the call; then a toast, the list reloads and the
 * focus goes to the list's heading. A refusal shows beside the button, which takes the focus back.
 */
import { useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { ConfirmDialog } from '@/ui/primitives/confirm-dialog';
import { toast } from '@/ui/primitives/toast';

/** The delete button (with its confirmation) of job `id`; see the file comment. */
export function DashboardJobActions({
  id,
  title,
  applicationCount,
  headingId,
}: {
  id: number;
  title: string;
  applicationCount: number;
  /** The list's heading (with `tabIndex={-1}`): the focus goes there after a deletion. */
  headingId: string;
}) {
  const t = useTranslations('jobDashboard');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const deleted = useRef(false);
  return (
    <>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('confirmDelete', { title })}
        description={t('deleteText', { count: applicationCount })}
        finalFocus={() => (deleted.current ? document.getElementById(headingId) : undefined)}
        onConfirm={async () => {
          const { error: failure, response } = await quietApi.DELETE('/apiJob/Job/Delete', {
            params: { query: { id } },
          });
          if (!response.ok) {
            setError(messageOf(failure) ?? t('deleteFailed'));
            return;
          }
          deleted.current = true;
          setError(null);
          toast.success(t('deleted'));
          router.refresh();
        }}
        trigger={
          <button
            aria-label={`${t('delete')}: ${title}`}
            type="button"
            className="font-semibold text-red-700 underline"
          >
            {t('delete')}
          </button>
        }
      />
      {error && (
        <span role="alert" className="text-red-700">
          {error}
        </span>
      )}
    </>
  );
}
