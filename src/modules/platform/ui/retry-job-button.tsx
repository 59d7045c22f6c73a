'use client';
/** "Send again" for one failed job on the admins' background-jobs screen, after a confirmation. */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { ConfirmDialog } from '@/ui/primitives/confirm-dialog';
import { toast } from '@/ui/primitives/toast';

export function RetryJobButton({ queue, id, summary }: { queue: string; id: string; summary: string }) {
  const t = useTranslations('admin.jobs');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        destructive={false}
        title={t('retryQuestion', { summary })}
        description={t('retryExplained')}
        confirmLabel={t('retry')}
        onConfirm={async () => {
          const { error: failure, response } = await quietApi.POST(
            '/api/v2/admin/background-jobs/{queue}/{id}/retry',
            {
              params: { path: { queue, id } },
            },
          );
          setError(response.ok ? null : (messageOf(failure) ?? t('retryFailed')));
          if (response.ok) {
            toast.success(t('retried'));
            router.refresh();
          }
        }}
        trigger={
          <button type="button" className="font-semibold text-brand-700 underline">
            {t('retry')}
          </button>
        }
      />
      {error && (
        <span role="alert" className="ml-2 text-red-700">
          {error}
        </span>
      )}
    </>
  );
}
