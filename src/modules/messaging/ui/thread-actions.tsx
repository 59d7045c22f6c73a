'use client';
/**
 * A thread's Block / Unblock and "Report as spam" buttons (issue 15 §3; `POST
 * /api/v2/messages/block`, `POST /api/v2/messages/report-spam`). Blocking and reporting ask
 * first in a ConfirmDialog; unblocking does not. Each outcome shows as a toast.
 *
 * Props: `seoUrl` and `name` of the other user; `iBlocked`; `onBlockedChange(blocked)` after a
 * change the API accepted (reporting also blocks).
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { ConfirmDialog } from '@/ui/primitives/confirm-dialog';
import { toast } from '@/ui/primitives/toast';

const button =
  'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 disabled:opacity-60';

export function ThreadActions({
  seoUrl,
  name,
  iBlocked,
  onBlockedChange,
}: {
  seoUrl: string;
  name: string;
  iBlocked: boolean;
  onBlockedChange: (blocked: boolean) => void;
}) {
  const t = useTranslations('messaging.thread');
  const tu = useTranslations('ui');
  const [confirming, setConfirming] = useState<'block' | 'report' | null>(null);
  const [busy, setBusy] = useState(false);

  /** Runs a call; toasts `done` or the API's refusal. @returns whether it worked. */
  const run = async (call: () => Promise<{ error?: unknown; response: Response }>, done: string) => {
    setBusy(true);
    try {
      const { error, response } = await call();
      if (!response.ok) {
        toast.error(messageOf(error) ?? t('failed'));
        return false;
      }
      toast.success(done);
      return true;
    } catch {
      toast.error(t('failed'));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const setBlocked = async (blocked: boolean) => {
    const ok = await run(
      () => quietApi.POST('/api/v2/messages/block', { body: { seoUrl, blocked } }),
      blocked ? t('blocked', { name }) : t('unblocked', { name }),
    );
    if (ok) onBlockedChange(blocked);
  };

  return (
    <div role="group" aria-label={t('actions')} className="flex flex-wrap gap-2">
      {iBlocked ? (
        <button type="button" className={button} disabled={busy} onClick={() => void setBlocked(false)}>
          {t('unblock')}
        </button>
      ) : (
        <ConfirmDialog
          open={confirming === 'block'}
          onOpenChange={(open) => setConfirming(open ? 'block' : null)}
          title={t('blockTitle', { name })}
          description={t('blockText', { name })}
          confirmLabel={t('block')}
          pendingLabel={tu('working')}
          onConfirm={() => setBlocked(true)}
          trigger={
            <button type="button" className={button} disabled={busy}>
              {t('block')}
            </button>
          }
        />
      )}
      <ConfirmDialog
        open={confirming === 'report'}
        onOpenChange={(open) => setConfirming(open ? 'report' : null)}
        title={t('reportTitle', { name })}
        description={t('reportText', { name })}
        confirmLabel={t('reportConfirm')}
        pendingLabel={t('reporting')}
        onConfirm={async () => {
          const ok = await run(
            () => quietApi.POST('/api/v2/messages/report-spam', { body: { seoUrl } }),
            t('reported', { name }),
          );
          if (ok) onBlockedChange(true);
        }}
        trigger={
          <button type="button" className={`${button} text-red-700`} disabled={busy}>
            {t('report')}
          </button>
        }
      />
    </div>
  );
}
